import SegueCore

/// One CSS animation of one custom property: a keyframe pair `from` → `to` played once over
/// `duration` seconds after `delay`, eased by `easing`, filling forwards (and backwards when
/// ``fillsBackwards``).
///
/// ``value(at:)`` is the Web Animations model of it (phases, fill, the easing's before flag),
/// so it is what a browser shows at that time.
struct CSSAnimation: Equatable, Sendable {
    var from: Double
    var to: Double
    /// Seconds from the page's start.
    var delay: Double
    /// Seconds (0: a jump at `delay`).
    var duration: Double
    var easing: CSSTimingFunction
    /// `both` (true) or `forwards` (false): the first animation of a property fills
    /// backwards so that it sets the value before it starts; later ones must not, or they
    /// would hide the earlier ones' active phase.
    var fillsBackwards: Bool

    /// The animated value at `time`, or nil where the animation does not apply (before its
    /// delay without backwards fill).
    func value(at time: Double) -> Double? {
        let progress: Double
        var before = false
        if time < delay {
            guard fillsBackwards else { return nil }
            progress = 0
            before = true
        } else if duration <= 0 || time >= delay + duration {
            progress = 1
        } else {
            progress = (time - delay) / duration
        }
        let eased = easing.value(at: progress, before: before)
        return from * (1 - eased) + to * eased
    }
}
