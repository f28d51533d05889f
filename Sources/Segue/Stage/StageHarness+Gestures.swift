import SegueCore
import SegueLua

/// Touches on a stage: single events, straight drags and recorded traces, each delivered to
/// the stage's ``StageHarness/gestureDriver`` at its own time on the stage's clock.
extension StageHarness {
    /// Delivers `phase` at `location` now — where the finger is when `location` is nil (a
    /// move, lift or cancel); returns what it did.
    @discardableResult
    public func touch(_ phase: TouchPhase, at location: Point?) throws -> GestureDriver.Response {
        try checkFinger(for: phase)
        guard let location = location ?? (phase == .began ? nil : finger) else {
            throw LuaScriptError("'\(phase.rawValue)' needs the point where the finger touches (x, y)")
        }
        let response = gestureDriver.handle(TouchEvent(phase: phase, location: location, timestamp: scene.clock.now))
        finger = phase == .began || phase == .changed ? location : nil
        try reportErrors()
        return response
    }

    /// A finger moving in a straight line to `to` over `seconds`, one sample per frame, then
    /// lifting unless `lift` is false. It touches down at `from`, or — with `from` nil —
    /// continues the finger that is down. Returns what ``play(_:)`` returns.
    @discardableResult
    public func drag(from: Point?, to: Point, seconds: Double, lift: Bool) throws -> GestureDriver.Response? {
        guard seconds >= 0, seconds <= 60 else { throw LuaScriptError("a drag lasts 0…60 seconds, got \(seconds)") }
        var builder: GestureTraceBuilder
        switch (from, finger) {
        case (let start?, nil):
            builder = GestureTraceBuilder(fps: fps)
            builder.touchDown(at: start)
        case (nil, let finger?):
            builder = GestureTraceBuilder(fingerAt: finger, fps: fps)
        case (_?, _?):
            throw LuaScriptError("a finger is already down; leave out where the drag starts to continue it")
        case (nil, nil):
            throw LuaScriptError("no finger is down; say where the drag starts")
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
            throw LuaScriptError("gesture event \(index + 1): \(message)")
        }
        let playback = GesturePlayback(trace: trace, driver: gestureDriver, startTime: scene.clock.now)
        playback.play(until: scene.clock.now + trace.duration, on: scene.clock)
        if let last = trace.events.last {
            finger = last.phase == .began || last.phase == .changed ? last.location : nil
        }
        try reportErrors()
        return playback.responses.last { $0.response.isNotable }?.response ?? playback.responses.last?.response
    }

    /// A touch begins only with no finger down; anything else needs one down.
    private func checkFinger(for phase: TouchPhase) throws {
        switch (phase, finger) {
        case (.began, let down?):
            throw LuaScriptError("a finger is already down at (\(decimalText(down.x, places: 1)), \(decimalText(down.y, places: 1))); lift it first")
        case (.changed, nil), (.ended, nil), (.cancelled, nil):
            throw LuaScriptError("no finger is down ('\(phase.rawValue)' needs a touch that began)")
        default:
            break
        }
    }
}
