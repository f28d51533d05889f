/// One property an animator moves from a value to another by a curve it knows by name, in
/// seconds of its run: the description an export writes symbolically (a spring as a spring,
/// a bézier as its control points) instead of sampling.
///
/// Over an uninterrupted run (``PropertyAnimator/uninterruptedStart``), at `t` seconds after
/// the run began the property is `from · (1 − p) + to · p` with `p = timing.value(at: (t −
/// delay) / duration)` — 0 before ``delay``, exactly 1 from `delay + duration` on (within a
/// nanosecond of it) — held within ``range``; nothing else moves it but what the animator
/// does not describe here (an `update` hook's writes, a gesture's).
///
/// Only simple tracks are described: a property written once in one `addAnimations` or
/// `addKeyframe` block whose window is the whole animation, or any window when the
/// animator's own timing is linear (the window's curve is then the track's). Left out, for
/// an export to sample and fit: properties keyframed more than once (`KeyframedTrack`),
/// keyframes in paced, discrete or cubic calculation modes, paths (``MotionPath``,
/// ``MotionRoute``), keyframe tracks (SwiftUI's), windows that repeat, windows inside a
/// non-linear animator timing (a curve of a curve), values written by an `update` hook and
/// everything a gesture moves.
public struct SymbolicAnimationTrack: Equatable, Sendable {
    /// The id of the view it animates.
    public var viewID: String
    /// The property it animates.
    public var property: ViewProperty
    /// Its value before it starts.
    public var from: Double
    /// Its value at its end.
    public var to: Double
    /// Seconds from the animator's run start to the track's start.
    public var delay: Double
    /// Seconds the track takes.
    public var duration: Double
    /// Its curve, as the engine plays it (a spring fitted to the duration it plays over).
    public var timing: TimingCurve
    /// The range the value is held to while the curve overshoots (a property drawn within
    /// 0…1: 0…1 widened to its values); nil when it is not held.
    public var range: ClosedRange<Double>?
    /// Whether it was added alongside the transition (the container's or coordinator's).
    public var isAlongside: Bool

    /// A description of one track.
    public init(viewID: String, property: ViewProperty, from: Double, to: Double, delay: Double, duration: Double,
                timing: TimingCurve, range: ClosedRange<Double>?, isAlongside: Bool) {
        self.viewID = viewID
        self.property = property
        self.from = from
        self.to = to
        self.delay = delay
        self.duration = duration
        self.timing = timing
        self.range = range
        self.isAlongside = isAlongside
    }
}
