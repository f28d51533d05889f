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
        guard !harness.isRunning else { throw LuaScriptError("stage:record: a transition is already running; settle it first") }
        guard harness.finger == nil else { throw LuaScriptError("stage:record: a finger is down on the stage; lift it first") }
        if let (index, message) = trace.firstProblem(fingerDown: false) {
            throw LuaScriptError("stage:record: \(file): gesture event \(index + 1): \(message)")
        }
        if let last = trace.events.last, last.phase == .began || last.phase == .changed {
            throw LuaScriptError("stage:record: \(file): the trace ends with the finger down; a recorded run needs it lifted")
        }
        let starts = harness.history.count
        let origin = harness.scene.clock.now
        let playback = GesturePlayback(trace: trace, driver: harness.gestureDriver, startTime: origin)
        var frames: [Frame] = []
        func sample() {
            frames.append(frame(harness.scene.clock.now - origin, harness.progress, harness.scene.window))
        }
        sample()
        var frame = 0.0
        while !playback.isFinished || harness.isRunning {
            guard frames.count <= harness.maxFrames else {
                throw LuaScriptError("stage:record: the transition did not end within \(harness.maxFrames) frames (--max-frames)")
            }
            frame += 1
            let time = origin + frame / harness.fps
            guard time <= VirtualClock.maximumTime else {
                throw LuaScriptError("stage:record: the clock reached its limit before the transition ended")
            }
            playback.play(until: time, on: harness.scene.clock)
            harness.scene.clock.advance(to: time)
            try harness.reportErrors()
            sample()
            if playback.isFinished, let interactor = harness.container.interactor, interactor.isHeld {
                throw LuaScriptError("stage:record: \(file): the gesture left the transition held at \(decimalText(harness.progress, places: 3)); a recorded run must settle")
            }
        }
        guard harness.history.count > starts else {
            throw LuaScriptError("stage:record: \(file): the gesture started no transition")
        }
        let started = harness.history[starts...].map { $0.request.name }
        var unique: [String] = []
        for name in started where !unique.contains(name) { unique.append(name) }
        return (frames, unique.joined(separator: ", "))
    }
}
