/// A keyframe track: how one value changes over time through a sequence of keyframes of
/// SwiftUI's four kinds (``Keyframe``), from `initialValue` — SwiftUI's `KeyframeTrack`
/// played by a `KeyframeTimeline`. A pure function of time: ``value(time:)`` and
/// ``velocity(time:)`` answer for any time, in any order.
///
/// The keyframes play one after another, each starting where the one before it left the
/// value (the first from `initialValue`, at rest). Velocity is handed on across kinds:
/// - a **spring** keyframe starts at its `startVelocity`, or else at the velocity the value
///   had when it began (the velocity the keyframe before ended with);
/// - a **cubic** keyframe starts at its `startVelocity`, or else at that incoming velocity
///   (adjacent cubics meet at their Catmull-Rom velocity, below), and ends at its
///   `endVelocity`, or else at the velocity the next keyframe starts with: Catmull-Rom —
///   (next value − this keyframe's start value) / (the two keyframes' time) — when the next
///   is a cubic or a spring without a `startVelocity` of its own, that `startVelocity` when
///   it has one, a linear keyframe's starting slope, and 0 (rest) before a move and at the
///   end of the track;
/// - a **linear** keyframe moves by its curve (its velocity may jump where it starts, as
///   SwiftUI's "simple linear interpolation" does), and hands on the velocity it ends with;
/// - a **move** jumps and rests: it hands on velocity 0.
///
/// A spring keyframe given a `duration` is cut there: the next keyframe starts where the
/// spring is then, moving as the spring moves (so an unfinished spring carries on into it);
/// without one it lasts the spring's settling duration and lands exactly on its value (the
/// last 0.1 % folded in smoothly, as ``SpringCurve/value(at:)`` does). After its last keyframe
/// the track holds the value it ended with; before 0 it is at its start.
public struct KeyframeTrack: Equatable, Hashable, Sendable {
    /// The most keyframes a track takes.
    public static let maximumKeyframes = 10_000
    /// The longest a keyframe, and a track, may last: an hour.
    public static let maximumDuration = 3600.0

    /// The value before the first keyframe.
    public let initialValue: Double
    /// The keyframes, in order.
    public let keyframes: [Keyframe]
    /// Seconds from the start to the end of the last keyframe.
    public let duration: Double
    /// Each keyframe as played: its start time, length, and motion.
    let segments: [KeyframeSegment]

    /// Builds the track, resolving every velocity handed from one keyframe to the next.
    /// - Throws: ``KeyframeTrackError`` for an empty track, a value, duration or velocity that
    ///   is not finite, a negative duration, or more than an hour in all.
    public init(initialValue: Double, keyframes: [Keyframe]) throws(KeyframeTrackError) {
        guard !keyframes.isEmpty else { throw .empty }
        guard keyframes.count <= Self.maximumKeyframes else { throw .tooManyKeyframes(count: keyframes.count) }
        guard initialValue.isFinite else { throw .nonFiniteInitialValue }
        for (i, keyframe) in keyframes.enumerated() { try Self.check(keyframe, index: i) }
        var segments: [KeyframeSegment] = []
        segments.reserveCapacity(keyframes.count)
        var time = 0.0, value = initialValue, velocity = 0.0
        for (i, keyframe) in keyframes.enumerated() {
            let next = i + 1 < keyframes.count ? keyframes[i + 1] : nil
            let segment = KeyframeSegment(keyframe, start: time, from: value, incomingVelocity: velocity, next: next)
            segments.append(segment)
            time += segment.duration
            value = segment.endValue
            velocity = segment.endVelocity
        }
        guard time <= Self.maximumDuration else { throw .tooLong }
        self.initialValue = initialValue
        self.keyframes = keyframes
        self.segments = segments
        duration = time
    }

    private static func check(_ keyframe: Keyframe, index: Int) throws(KeyframeTrackError) {
        guard keyframe.to.isFinite else { throw .nonFiniteValue(index: index) }
        let velocities: [Double?]
        let duration: Double?
        switch keyframe {
        case .linear(_, let d, _): duration = d; velocities = []
        case .cubic(_, let d, let start, let end): duration = d; velocities = [start, end]
        case .spring(_, let d, _, let start): duration = d; velocities = [start]
        case .move: duration = nil; velocities = []
        }
        if let duration, !(duration >= 0 && duration <= maximumDuration) { throw .badDuration(index: index) }
        for case let velocity? in velocities where !velocity.isFinite { throw .nonFiniteVelocity(index: index) }
    }

    /// The value at `time` seconds (before 0 the start, after ``duration`` the end; NaN counts as 0).
    public func value(time: Double) -> Double {
        guard let (segment, local) = locate(time) else { return initialValue }
        return segment.value(local)
    }

    /// The velocity at `time` seconds, value units per second: the velocity of the keyframe
    /// playing then (at a boundary, the one starting there); 0 before the start and after the end.
    public func velocity(time: Double) -> Double {
        guard time.isFinite, time >= 0, time < duration, let (segment, local) = locate(time) else { return 0 }
        return segment.velocity(local)
    }

    /// The value at `progress` (0…1) of the track's duration: SwiftUI's `value(progress:)`.
    public func value(progress: Double) -> Double {
        value(time: TimingMath.clampUnit(progress) * duration)
    }

    /// The value the track ends with (and holds after its end).
    public var endValue: Double { segments[segments.count - 1].endValue }

    /// The keyframe playing at `time` and the seconds into it; nil before the first starts.
    private func locate(_ time: Double) -> (KeyframeSegment, Double)? {
        let t = time.isNaN ? 0 : time
        // The last segment starting at or before t.
        var lo = 0, hi = segments.count - 1
        guard t >= segments[0].start else { return nil }
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if segments[mid].start <= t { lo = mid } else { hi = mid - 1 }
        }
        return (segments[lo], t - segments[lo].start)
    }
}
