/// Plays a ``GestureTrace`` into a ``GestureDriver``: each event is delivered at its own
/// time (the stage's driver moves the clock there first, `StageDriver`), so the transition
/// sees exactly the motion that was recorded, whatever the frame rate of the caller.
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
    /// Told of each event as it is delivered, with what it did (a take's log).
    public var delivered: ((TouchEvent, GestureDriver.Response) -> Void)?

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

    /// Delivers the next event, stamped `time` (where the clock stands: its own time, or
    /// later when the clock was already past it); returns what it did.
    @discardableResult
    public func deliverNext(at time: Double) -> GestureDriver.Response? {
        guard !isFinished else { return nil }
        var event = trace.events[next]
        event.timestamp = time
        next += 1
        let response = driver.handle(event)
        responses.append((event, response))
        delivered?(event, response)
        return response
    }
}
