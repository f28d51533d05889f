import Segue
import SegueCore

/// A finger driving the scene from the page, as it happens: its touches so far, and how
/// the page's clock maps onto the scene's.
struct LiveGesture {
    /// Where the take it becomes starts.
    var prelude: [StageRequest]
    /// The touches, times in seconds from the first.
    var touches: [TouchEvent] = []
    /// The page's timestamp of the first touch, milliseconds.
    var firstPageTime: Double
    /// Whether the finger is down.
    var isDown = true
    /// The latest touch's time, seconds from the first, and when the server saw it.
    var lastTime = 0.0
    var lastSeen = ContinuousClock.now

    /// The gesture's time now on the page's clock, seconds from its first touch.
    func timeNow(_ now: ContinuousClock.Instant) -> Double {
        let elapsed = now - lastSeen
        return lastTime + Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }
}
