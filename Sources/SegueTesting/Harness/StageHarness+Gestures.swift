import SegueCore
import SegueLua

/// Touches on a stage: single events, straight drags and recorded traces, each delivered to
/// the stage's ``StageHarness/gestureDriver`` at its own time on the stage's clock.
extension StageHarness {
    /// Delivers `phase` at `location` now; returns what it did.
    @discardableResult
    public func touch(_ phase: TouchPhase, at location: Point) throws -> GestureDriver.Response {
        try checkFinger(for: phase)
        let response = gestureDriver.handle(TouchEvent(phase: phase, location: location, timestamp: scene.clock.now))
        finger = phase == .began || phase == .changed ? location : nil
        try reportErrors()
        return response
    }

    /// Plays `trace` from now (it may continue the finger that is down), each event at its time (the clock ends at the last event's
    /// time); returns the last notable response, or the last one.
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
        case (.began, _?):
            throw LuaScriptError("a finger is already down at (\(decimalText(finger!.x, places: 1)), \(decimalText(finger!.y, places: 1))); lift it first")
        case (.changed, nil), (.ended, nil), (.cancelled, nil):
            throw LuaScriptError("no finger is down ('\(phase.rawValue)' needs a touch that began)")
        default:
            break
        }
    }
}
