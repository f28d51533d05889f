import CLua
import SegueCore
import SegueExport
import SegueLua
import Segue

/// `s:record(options)`: a transition run from where the stage stands to its end, every view's
/// values sampled at every frame, as a table the `matches_golden` matcher compares with its
/// golden file — `{ frames = N, text = "…", golden = <the comparing function>,
/// column = <recording:column(name)> }`, `text` made when first read.
///
/// Options: `request` (a transition name, `next` by default), `scrub` (begin interactive,
/// scrub to this progress, then let go) and `velocity` (the release's, points per second),
/// or `gesture` (a recorded gesture trace, relative to the script's folder, played through
/// the script's pan as `s:replay` and `segue run --gesture` play it); `touch = true` adds the
/// touch's columns (`touch.x`, `touch.y`, `touch.translationX`, …, `touch.down`): what
/// `ctx:touch()` reads at each frame.
extension StageBinding {
    /// Registers `record` among the stage's methods (the metatable's method table on top).
    func registerRecording(goldens: GoldenFiles) {
        let state = host.state
        state.pushFunction { [unowned self] lua in try Self.wordingErrors(of: "record") {
            let harness = try self.harness(lua, function: "record")
            var options = try RecordOptions.read(lua, at: 2, function: "record")
            // Each frame's values only: a golden trace needs none of a picture's geometry.
            let touch = options.touch, gestures = harness.driver.gestureDriver
            let frames = try Self.frames(harness, &options, function: "record") { time, progress, window in
                GoldenTrace.Sample(time: time, progress: progress, values: StageValues(window: window),
                                   touch: touch ? gestures.touch : nil)
            }
            let trace = GoldenTrace(title: "\(harness.stage.script.name) \(options.summary)", samples: frames, touch: touch)
            // Each frame's tree, for the report of a failure to draw both takes again.
            let window = harness.scene.window
            let recording = GoldenRecording(frames: frames.map(\.values), size: Size(width: window[.width], height: window[.height]),
                                            backgroundColor: window.backgroundColor)
            lua.newTable(recordCount: 2)
            lua.push(frames.count)
            lua.setRawField("frames", of: -2)
            // The comparing function holds the recorded values themselves: the run is never
            // written out as text and read back to be compared.
            lua.pushFunction { lua in
                let name = try lua.checkString(1, function: "matches_golden")
                let tolerance = try GoldenTolerance.read(lua, at: 2, function: "matches_golden", fallback: goldens.defaultTolerance)
                return Self.pushVerdict(try goldens.check(trace, name: name, tolerance: tolerance, recording: recording), in: lua)
            }
            lua.setRawField("golden", of: -2)
            Self.pushColumnReader(of: trace, in: lua)
            lua.setRawField("column", of: -2)
            // `text`, the golden file's text, is made the first time it is read.
            lua.newTable(recordCount: 1)
            lua.pushFunction { lua in
                guard lua.string(at: 2) == "text" else { return 0 }
                lua.push(trace.text)
                lua.pushValue(at: -1)
                lua.setRawField("text", of: 1)
                return 1
            }
            lua.setRawField("__index", of: -2)
            lua.setMetatable(of: -2)
            return 1
        } }
        state.setRawField("record", of: -2)
        registerRendering()
        registerExporting(goldens: goldens)
    }

    /// The frames of the run `options` ask for on `harness` (with what the gesture started,
    /// when one drives it, as the request's name).
    /// What a golden matcher's host side returns to the expectation: `true`, or `false` and
    /// the failure in words.
    static func pushVerdict(_ failure: String?, in lua: LuaState) -> Int32 {
        guard let failure else {
            lua.push(true)
            return 1
        }
        lua.push(false)
        lua.push(failure)
        return 2
    }

    static func frames(_ harness: StageHarness, _ options: inout RecordOptions, function: String) throws -> [FilmFrame] {
        try frames(harness, &options, function: function) { time, progress, window in
            FilmFrame(time: time, progress: progress, drawing: StageDrawing(window: window))
        }
    }

    /// The run's frames, each made by `frame` from its time since the run began, the
    /// presented progress and the scene's window (`s:render` keeps drawings, `s:record` values).
    static func frames<Frame>(_ harness: StageHarness, _ options: inout RecordOptions, function: String,
                              frame: (Double, Double, View) -> Frame) throws -> [Frame] {
        guard let gesture = options.gesture else { return try record(harness, options, frame: frame) }
        let trace = try harness.gestureTrace(named: gesture, function: function)
        let frames: [Frame]
        (frames, options.requestName) = try record(harness, playing: trace, from: gesture, frame: frame)
        return frames
    }

    /// How `s:record` drives the transition.
    struct RecordOptions {
        var request = StageRequest.next
        var requestName = "next"
        var requestGiven = false
        var scrub: Double?
        var velocity: Double?
        var gesture: String?
        /// `s:record`'s: the touch's columns after the views'.
        var touch = false
        /// `s:render`'s: how many evenly spaced frames, or which times, and the image width.
        var selection: FrameSelection?
        var width: Double?
        /// `s:export`'s: the folder inside the spec's to write the files in.
        var folder: String?
        /// `s:export`'s: the tolerance the export is fitted within and held to (`segue export
        /// --tolerance…`), and where inside the spec's folder its conformance report goes
        /// (`--report`), as folder names then the file's.
        var tolerance = ExportTolerance()
        var report: [String]?

        /// The take these options ask for: scrubbed and let go under the container's release
        /// policy when `scrub` is given, else timed (a gesture's take is made from its trace).
        var take: TakeInput {
            guard let scrub else { return TakeInput(drive: .timed(request)) }
            return TakeInput(drive: .scrubbed(request, progress: scrub, release: TakeInput.Release(.policy, velocity: .points(velocity ?? 0))))
        }

        var summary: String {
            if let gesture { return "\(requestName), the gesture \(gesture)" }
            return scrub.map { "\(requestName), scrubbed to \($0), released at \(velocity ?? 0) pt/s" } ?? "\(requestName), timed"
        }

        /// The options table at `index` of a call to `function` (`record`, or `render`, which
        /// also takes `frames`, `at` and `width`).
        static func read(_ lua: LuaState, at index: Int32, function: String) throws -> RecordOptions {
            var options = RecordOptions()
            if lua.isNil(index) { return options }
            guard lua.isTable(index) else {
                throw lua.typeError(index, function: function, expected: "options table")
            }
            let rendering = function == "render"
            let keys = try lua.optionNames(ofTable: index) { LuaScriptError("\(function): option names must be strings, got a \($0)") }
            for key in keys {
                lua.rawField(key, of: index)
                defer { lua.pop() }
                switch key {
                case "request":
                    guard let name = lua.string(at: -1) else { throw LuaScriptError("\(function): 'request' must be a transition name") }
                    do { options.request = try StageRequest(name: name) } catch { throw LuaScriptError("\(function): \(error)") }
                    options.requestName = name
                    options.requestGiven = true
                case "scrub":
                    guard let value = lua.number(at: -1), value.isFinite, (0...1).contains(value) else {
                        throw LuaScriptError("\(function): 'scrub' must be a progress in 0…1")
                    }
                    options.scrub = value
                case "velocity":
                    guard let value = lua.number(at: -1), value.isFinite else { throw LuaScriptError("\(function): 'velocity' must be a finite number") }
                    options.velocity = value
                case "gesture":
                    guard let path = lua.string(at: -1), !path.isEmpty else {
                        throw LuaScriptError("\(function): 'gesture' must be the path of a gesture trace")
                    }
                    options.gesture = path
                case "folder" where function == "export":
                    guard let name = lua.string(at: -1), !name.isEmpty, name != ".", name != "..", !name.contains("/") else {
                        throw LuaScriptError("export: 'folder' must be a plain folder name inside the spec's folder")
                    }
                    options.folder = name
                case "tolerance" where function == "export":
                    options.tolerance = try ExportOptions.tolerance(lua)
                case "report" where function == "export":
                    options.report = try ExportOptions.reportPath(lua)
                case "touch" where function == "record":
                    guard lua.type(at: -1) == LUA_TBOOLEAN else { throw LuaScriptError("record: 'touch' must be true or false") }
                    options.touch = lua.bool(at: -1)
                case "frames" where rendering:
                    guard let value = lua.number(at: -1),
                          let count = try? CheckedNumber.integer(value, "'frames'", in: 1...64) else {
                        throw LuaScriptError("render: 'frames' must be a whole number of frames in 1…64")
                    }
                    guard options.selection == nil else { throw LuaScriptError("render: give 'frames' or 'at', not both") }
                    options.selection = .evenly(count)
                case "at" where rendering:
                    options.selection = try times(lua, replacing: options.selection)
                case "width" where rendering:
                    guard let value = lua.number(at: -1), value.isFinite, (8...1024).contains(value) else {
                        throw LuaScriptError("render: 'width' must be a width in pixels in 8…1024")
                    }
                    options.width = value
                default:
                    let known = ["request", "scrub", "velocity", "gesture"]
                        + (rendering ? ["frames", "at", "width"] : function == "export" ? ["folder", "report", "tolerance"] : ["touch"])
                    throw LuaScriptError("\(function): unknown option '\(key)'" + NameSuggestion.hint(for: key, among: known)
                                         + " (\(known.joined(separator: ", ")))")
                }
            }
            if options.gesture != nil, options.requestGiven || options.scrub != nil || options.velocity != nil {
                throw LuaScriptError("\(function): 'gesture' drives the transition itself; leave out request, scrub and velocity")
            }
            if options.velocity != nil, options.scrub == nil {
                throw LuaScriptError("\(function): 'velocity' is the release's after a scrub; give 'scrub' too")
            }
            return options
        }

        /// `at = { t1, t2, … }` on top of the stack: 1…64 times in seconds.
        private static func times(_ lua: LuaState, replacing selection: FrameSelection?) throws -> FrameSelection {
            guard selection == nil else { throw LuaScriptError("render: give 'frames' or 'at', not both") }
            guard lua.isTable(-1) else { throw LuaScriptError("render: 'at' must be a list of times in seconds") }
            let count = lua.rawLength(at: -1)
            guard (1...64).contains(count) else { throw LuaScriptError("render: 'at' takes 1…64 times, got \(count)") }
            var times: [Double] = []
            for position in 1...count {
                lua.pushRawElement(position, of: -1)
                defer { lua.pop() }
                guard let time = lua.number(at: -1), time.isFinite, (0...VirtualClock.maximumTime).contains(time) else {
                    throw LuaScriptError("render: 'at' entry \(position) must be a time in seconds (0 or more)")
                }
                times.append(time)
            }
            return .nearest(times)
        }
    }

    /// Plays the take `options` ask for on `harness` (``RecordOptions/take``) through its
    /// driver, sampling every frame with `frame` (time since the take began — exactly
    /// `k / fps` — presented progress, the window).
    static func record<Frame>(_ harness: StageHarness, _ options: RecordOptions,
                              frame: (Double, Double, View) -> Frame) throws -> [Frame] {
        let driver = harness.driver
        guard !driver.isRunning else { throw StageError.transitionRunning }
        var frames: [Frame] = []
        let result = try driver.play(options.take) {
            frames.append(frame(driver.takeTime, driver.takeProgress, harness.scene.window))
            return true
        }
        if result.outcome == .notStarted {
            throw StageError.refused(request: options.requestName, reason: options.request.refusal(on: harness.scene))
        }
        try finish(driver, result.end)
        return frames
    }

    /// Throws the limit that stopped a take before its transition ended.
    static func finish(_ driver: StageDriver, _ end: TakeEnd) throws {
        switch end {
        case .finished, .refused: return
        case .frameLimit: throw StageError.frameLimit(driver.maxFrames)
        case .timeLimit: throw StageError.timeLimit(seconds: driver.timeLimit, why: driver.stalledAnimatorHint)
        }
    }
}
