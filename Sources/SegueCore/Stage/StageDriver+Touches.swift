/// Touches on a stage: single events, straight drags and recorded traces, each delivered to
/// the driver's pan (``StageDriver/gestureDriver``) at its own time on the stage's clock.
extension StageDriver {
    /// Delivers `phase` at `location` now — where the finger is when `location` is nil (a
    /// move, lift or cancel); returns what it did.
    @discardableResult
    public func touch(_ phase: TouchPhase, at location: Point?) throws -> GestureDriver.Response {
        switch (phase, finger) {
        case (.began, let down?): throw StageError.fingerDown(down)
        case (.changed, nil), (.ended, nil), (.cancelled, nil): throw StageError.noFingerDown(phase)
        default: break
        }
        guard let location = location ?? (phase == .began ? nil : finger) else { throw StageError.touchNeedsLocation(phase) }
        let response = gestureDriver.handle(TouchEvent(phase: phase, location: location, timestamp: scene.clock.now))
        finger = phase == .began || phase == .changed ? location : nil
        try checkpoint?()
        return response
    }

    /// A finger moving in a straight line to `to` over `seconds`, one sample per frame, then
    /// lifting unless `lift` is false. It touches down at `from`, or — with `from` nil —
    /// continues the finger that is down. Returns what ``play(_:)`` returns.
    @discardableResult
    public func drag(from: Point?, to: Point, seconds: Double, lift: Bool) throws -> GestureDriver.Response? {
        guard seconds >= 0, seconds <= 60 else { throw StageError.dragDuration(seconds) }
        var builder: GestureTraceBuilder
        switch (from, finger) {
        case (let start?, nil):
            builder = GestureTraceBuilder(fps: fps)
            builder.touchDown(at: start)
        case (nil, let finger?):
            builder = GestureTraceBuilder(fingerAt: finger, fps: fps)
        case (_?, _?):
            throw StageError.dragStartsOverFinger
        case (nil, nil):
            throw StageError.dragNeedsStart
        }
        builder.move(to: to, over: seconds)
        if lift { builder.lift() }
        return try play(builder.trace)
    }

    /// Plays `trace` from now (it may continue the finger that is down), each event at its
    /// own time (the clock ends at the last event's time); returns the last notable
    /// response, or the last one.
    @discardableResult
    public func play(_ trace: GestureTrace) throws -> GestureDriver.Response? {
        if let (index, message) = trace.firstProblem(fingerDown: finger != nil) {
            throw StageError.gestureEvent(index: index + 1, problem: message)
        }
        let playback = GesturePlayback(trace: trace, driver: gestureDriver, startTime: scene.clock.now)
        deliver(playback, until: scene.clock.now + trace.duration)
        try checkpoint?()
        return playback.responses.last { $0.response.isNotable }?.response ?? playback.responses.last?.response
    }

    /// Plays `trace` from the start it carries: on a stage that has started no transition yet
    /// (the scene as built), its ``GestureTrace/after`` requests are settled first, untraced
    /// (``settle(_:)``, as `segue run --gesture` does), so the first touch meets the state it
    /// was made on; a stage that has run transitions already is where its caller put it, and
    /// the trace plays from there. Then as ``play(_:)``. A request that cannot be settled
    /// throws its ``SettlingFailure``.
    @discardableResult
    public func replay(_ trace: GestureTrace) throws -> GestureDriver.Response? {
        if history.isEmpty, !trace.after.isEmpty { try settle(trace.after) }
        return try play(trace)
    }

    /// Delivers every event of `playback` due at or before `time`, the clock moved to each
    /// one's time first; the clock is left at the last event delivered.
    func deliver(_ playback: GesturePlayback, until time: Double) {
        while let due = playback.nextTime, due <= time + 1e-12 {
            if due > scene.clock.now { moveClock(to: due) }
            let event = playback.trace.events[playback.responses.count]
            playback.deliverNext(at: max(due, scene.clock.now))
            finger = event.phase == .began || event.phase == .changed ? event.location : nil
        }
    }
}
