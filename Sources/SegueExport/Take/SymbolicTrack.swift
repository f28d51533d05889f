import SegueCore

/// One property of one view animated from a value to another by a curve the engine knows by
/// name (a spring, a cubic bézier, a Penner easing, steps, linear), at the take's times.
///
/// Its value at take time `t` is exactly ``value(at:)``: `from` before ``delay``, then
/// `from + (to − from) · timing(u)` with `u = (t − delay) / duration`, `to` from
/// `delay + duration` on — except that a spring's overshoot past `u = 1` is not shown (the
/// engine's animator ends there) — held within ``range`` when the engine holds it there.
public struct SymbolicTrack: Sendable, Equatable {
    /// The id of the view it animates.
    public var viewID: String
    /// The property it animates.
    public var property: ViewProperty
    /// The value before the track starts.
    public var from: Double
    /// The value at its end.
    public var to: Double
    /// Seconds from the take's start to the track's start.
    public var delay: Double
    /// Seconds from the track's start to its end.
    public var duration: Double
    /// The curve its progress follows, as SegueCore plays it (a spring already fitted to
    /// ``duration``: `timing.value(at:)` is the progress at the fraction of ``duration``).
    public var timing: TimingCurve
    /// The range the engine holds the value to while the curve overshoots: 0…1 widened to
    /// `from` and `to` for a property drawn within 0…1 (opacity, colour channels — as Core
    /// Animation and CSS clamp them); nil for every other property.
    public var range: ClosedRange<Double>?

    /// A track of `viewID`'s `property`.
    public init(viewID: String, property: ViewProperty, from: Double, to: Double, delay: Double, duration: Double,
                timing: TimingCurve, range: ClosedRange<Double>? = nil) {
        self.viewID = viewID
        self.property = property
        self.from = from
        self.to = to
        self.delay = delay
        self.duration = duration
        self.timing = timing
        self.range = range
    }

    /// The track's value at take time `time`, seconds, computed as the engine computes it
    /// (`from · (1 − p) + to · p` at the curve's progress `p`; a time within a nanosecond of
    /// the end counts as the end, as the engine's animator counts it).
    public func value(at time: Double) -> Double {
        let progress: Double
        if duration <= 0 {
            progress = time >= delay ? 1 : 0
        } else {
            let u = (time - delay) / duration
            if u <= 0 {
                progress = 0
            } else if (1 - u) * duration < 1e-9 {
                progress = 1
            } else {
                progress = timing.value(at: u)
            }
        }
        let value = from * (1 - progress) + to * progress
        guard let range else { return value }
        return min(max(value, range.lowerBound), range.upperBound)
    }
}
