import SegueCore
import SegueLua
import Segue

/// `s:record { gesture = "traces/NAME.json" }`: a recorded gesture played into the stage's pan,
/// every frame sampled from the first touch until the transition it started has ended.
extension StageBinding {
    /// Plays `trace` (read from `file`) on `harness` frame by frame — each event delivered at
    /// its own time, as ``StageHarness/play(_:)`` and `segue run --gesture` deliver it — and
    /// samples every view at every frame with `frame` until the trace is over and no transition runs.
    /// Returns the frames and what the gesture started, in words.
    ///
    /// Refuses a trace that begins while a finger is down or a transition runs, one that ends
    /// with the finger down or holds the transition (it would never settle), and one that
    /// starts nothing.
    static func record<Frame>(_ harness: StageHarness, playing trace: GestureTrace, from file: String,
                              frame: (Double, Double, View) -> Frame) throws -> ([Frame], String) {
        let driver = harness.driver
        guard !driver.isRunning else { throw StageError.transitionRunning }
        guard let down = driver.finger else { return try record(driver, harness.scene, playing: trace, from: file, frame: frame) }
        throw StageError.fingerDown(down)
    }

    private static func record<Frame>(_ driver: StageDriver, _ scene: Scene, playing trace: GestureTrace, from file: String,
                                      frame: (Double, Double, View) -> Frame) throws -> ([Frame], String) {
        do {
            if let (index, message) = trace.firstProblem(fingerDown: false) {
                throw StageError.gestureEvent(index: index + 1, problem: message)
            }
            if let last = trace.events.last, last.phase == .began || last.phase == .changed { throw StageError.gestureEndsDown }
        } catch let error as StageError {
            throw LuaScriptError("stage:record: \(file): \(error)")
        }
        var frames: [Frame] = []
        let result = try driver.play(TakeInput(drive: .gesture(trace))) {
            frames.append(frame(driver.takeTime, driver.takeProgress, scene.window))
            return true
        }
        if result.outcome == .held {
            throw LuaScriptError("stage:record: \(file): \(StageError.gestureHeld(progress: driver.progress))")
        }
        try finish(driver, result.end)
        guard !result.transitions.isEmpty else { throw LuaScriptError("stage:record: \(file): \(StageError.gestureStartedNothing)") }
        let started = result.transitions.map { $0.request.name }
        var unique: [String] = []
        for name in started where !unique.contains(name) { unique.append(name) }
        return (frames, unique.joined(separator: ", "))
    }
}
