/// Plays a ``GestureTrace`` into a ``GestureDriver`` on a scene's clock: each event is
/// delivered at its own time (the clock is advanced to it first), so the transition sees
/// exactly the motion that was recorded, whatever the frame rate of the caller.
public final class GesturePlayback {
    /// The trace being played.
    public let trace: GestureTrace
    /// The driver the events go to.
    public let driver: GestureDriver
    /// The clock time the trace's time 0 plays at.
    public let startTime: Double
    /// Every event delivered so far with what it did.
    public private(set) var responses: [(event: TouchEvent, response: GestureDriver.Response)] = []
    private var next = 0

    /// Prepares to play `trace` into `driver`, its first event at `startTime`.
    public init(trace: GestureTrace, driver: GestureDriver, startTime: Double) {
        self.trace = trace
        self.driver = driver
        self.startTime = startTime
    }

    /// Whether every event has been delivered.
    public var isFinished: Bool { next >= trace.events.count }

    /// The clock time of the next event, if any.
    public var nextTime: Double? {
        isFinished ? nil : startTime + trace.events[next].timestamp
    }

    /// Delivers every event due at or before `time`, advancing `clock` to each one's time
    /// first; the clock is left at the last event delivered (the caller advances it on).
    public func play(until time: Double, on clock: VirtualClock) {
        while let due = nextTime, due <= time + 1e-12 {
            if due > clock.now { clock.advance(to: due) }
            var event = trace.events[next]
            event.timestamp = max(due, clock.now)
            next += 1
            responses.append((event, driver.handle(event)))
        }
    }
}
