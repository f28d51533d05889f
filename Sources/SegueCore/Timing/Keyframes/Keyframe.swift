/// One keyframe of a ``KeyframeTrack``: SwiftUI's four kinds (`LinearKeyframe`,
/// `CubicKeyframe`, `SpringKeyframe`, `MoveKeyframe`), with their parameters and defaults.
/// Each says where the value goes (`to`) and how it gets there from where the keyframe
/// before it left it; durations are in seconds, velocities in value units per second.
public enum Keyframe: Equatable, Hashable, Sendable {
    /// `LinearKeyframe(to, duration:, timingCurve:)`: straight from the value before to `to`
    /// over `duration`, its progress following `curve` (SwiftUI's `UnitCurve`, linear by
    /// default).
    case linear(to: Double, duration: Double, curve: TimingCurve)
    /// `CubicKeyframe(to, duration:, startVelocity:, endVelocity:)`: a cubic Hermite curve in
    /// time. A velocity not given keeps the motion smooth (see ``KeyframeTrack``).
    case cubic(to: Double, duration: Double, startVelocity: Double?, endVelocity: Double?)
    /// `SpringKeyframe(to, duration:, spring:, startVelocity:)`: `spring` carries the value
    /// towards `to`, starting at `startVelocity` (the incoming velocity when nil); the
    /// keyframe lasts `duration`, or the spring's settling duration when nil.
    case spring(to: Double, duration: Double?, spring: SpringCurve, startVelocity: Double?)
    /// `MoveKeyframe(to)`: the value jumps to `to` and rests there; it takes no time.
    case move(to: Double)

    /// SwiftUI's default `Spring()`: `Spring(duration: 0.5, bounce: 0)`.
    public static let defaultSpring = SpringCurve(duration: 0.5, bounce: 0)

    /// The value the keyframe goes to.
    public var to: Double {
        switch self {
        case .linear(let to, _, _), .cubic(let to, _, _, _), .spring(let to, _, _, _), .move(let to): return to
        }
    }

    /// The kind's name as the Lua API and the preview spell it: `linear`, `cubic`, `spring`, `move`.
    public var kindName: String {
        switch self {
        case .linear: return "linear"
        case .cubic: return "cubic"
        case .spring: return "spring"
        case .move: return "move"
        }
    }

    /// The time the keyframe takes, seconds: its duration (a spring's settling duration when
    /// it has none: SwiftUI's `settlingDuration`, target 1, velocity 0, epsilon 0.001); 0 for a move.
    public var segmentDuration: Double {
        switch self {
        case .linear(_, let duration, _), .cubic(_, let duration, _, _): return duration
        case .spring(_, let duration, let spring, _): return duration ?? spring.settlingDuration(initialVelocity: 0)
        case .move: return 0
        }
    }
}
