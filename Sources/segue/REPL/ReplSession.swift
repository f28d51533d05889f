import CLua
import Segue
import SegueCommandLine
import SegueCore
import SegueLua
import SegueSystem
import SegueTesting

/// One REPL session: the loaded script (kept by its reloader), the stage built from its
/// scene, the Lua prompt in the script's sandbox, the playing clock, and the commands.
///
/// Nothing typed or saved ends it: a Lua error is printed, a command error is printed, a
/// broken save is reported with `file:line` while the last good version keeps answering.
final class ReplSession {
    let screen: ReplScreen
    /// Frames per second of `:step` and of a settle.
    let fps: Double
    /// The loaded script and its watcher; nil before `:load`.
    private(set) var reloader: ScriptReloader?
    /// The stage of the live version.
    private(set) var harness: StageHarness?
    private var liveStage: LiveStage?
    /// A sandbox for the prompt when no script is loaded.
    private var bareHost: ScriptHost?
    /// Registry reference of the value renderer in the prompt's state.
    private var describeFunction: Int32?
    /// Whether the clock runs (in real time on a terminal).
    private(set) var isPlaying = false
    private var lastTick = 0.0
    /// Set by `:quit`.
    var wantsToQuit = false
    /// The touches being recorded (`:record FILE`), if any.
    var recorder: GestureRecorder?

    /// The limits every script loaded at the prompt runs under.
    let limits: ScriptLimits

    init(screen: ReplScreen, fps: Double = 60, limits: ScriptLimits = .scripts) {
        self.screen = screen
        self.fps = fps
        self.limits = limits
    }

    /// The host the prompt evaluates in.
    var host: ScriptHost? { reloader?.script.host ?? bareHost }

    // MARK: Loading

    /// Loads the script at `path` and builds its scene; on failure prints the error, keeps
    /// whatever was loaded before, and — when nothing was — watches the file to load it as
    /// soon as a save fixes it. Returns whether it loaded.
    @discardableResult
    func load(_ path: String) -> Bool {
        do {
            let reloader = try ScriptReloader(path: path, limits: limits)
            let harness = try makeHarness(for: reloader.script)
            self.reloader = reloader
            waitingFor = nil
            install(harness)
            screen.print("loaded \(path): \(reloader.script.name), \(harness.scene.blueprint.container.rawValue) container, \(reloader.files.count) file(s) watched")
            showPicture()
            return true
        } catch {
            screen.print("error: \(describe(error))")
            if reloader == nil {
                let watcher = FileWatcher()
                watcher.watch([path])
                waitingFor = (path, watcher)
                screen.print("watching \(path): it loads as soon as a save fixes it")
            }
            return false
        }
    }

    /// A script that failed to load with nothing loaded before, watched until it loads.
    private var waitingFor: (path: String, watcher: FileWatcher)?

    /// The descriptor that becomes readable when a watched file changes, or -1.
    var watchDescriptor: Int32 {
        reloader?.watcher.fileDescriptor ?? waitingFor?.watcher.fileDescriptor ?? -1
    }

    /// A prompt with no script: the sandbox alone.
    func loadBare() {
        do {
            let host = try ScriptHost(roots: ["."])
            host.apply(limits)
            host.state.output = { [screen] line in screen.print(line) }
            bareHost = host
            describeFunction = try LuaValueDescription.install(in: host)
        } catch {
            screen.print("error: \(describe(error))")
        }
    }

    private func makeHarness(for script: TransitionScript) throws -> StageHarness {
        try makeHarness(for: script.makeStage())
    }

    private func makeHarness(for stage: TransitionStage) -> StageHarness {
        let harness = StageHarness(stage: stage, fps: fps, allowsErrors: false)
        harness.maxFrames = limits.maxFrames
        return harness
    }

    private func install(_ harness: StageHarness) {
        self.harness = harness
        let host = harness.stage.script.host
        host.state.output = { [screen] line in screen.print(line) }
        do {
            liveStage = try LiveStage(harness, in: host)
            describeFunction = try LuaValueDescription.install(in: host)
        } catch {
            screen.print("error: \(describe(error))")
        }
        host.activate(harness.scene)
        // The recorder keeps the clock's elapsed time, which a take (`s:record` here starts
        // the clock over) does not set back.
        recorder?.continueOnNewClock(now: harness.scene.clock.elapsed)
        // Weak: the harness owns the driver that owns this closure.
        harness.gestureDriver.observer = { [weak self, weak harness] event, response in
            guard let self, let harness else { return }
            var elapsed = event
            elapsed.timestamp = harness.scene.clock.elapsed
            self.recorder?.record(elapsed)
            if response.isNotable {
                self.screen.print(GestureLog.line(event, response, origin: harness.scene.clock.now - harness.time))
            }
        }
    }

    /// The live stage, or an error telling how to get one.
    func requireStage() throws -> StageHarness {
        guard let harness else { throw ReplError("no script is loaded (:load FILE)") }
        return harness
    }

    // MARK: Hot reload

    /// Reloads when the files changed (after the debounce), or at once with `force`.
    func checkReload(force: Bool = false, now: Double = ScriptReloader.now()) {
        if let waiting = waitingFor, reloader == nil {
            if force || !waiting.watcher.changedFiles().isEmpty, readTextFile(waiting.path) != nil {
                load(waiting.path)
            }
            return
        }
        guard let reloader else { return }
        let started = ScriptReloader.now()
        let reload = StageReload(build: { try $0.makeStage() }, makeHarness: { [self] in makeHarness(for: $0) },
                                 install: { [self] rebuilt, script, changed in
            install(rebuilt)
            let milliseconds = (ScriptReloader.now() - started) * 1000
            let names = changed.isEmpty ? script.path : changed.joined(separator: ", ")
            screen.print("reloaded \(names) in \(decimalText(milliseconds, places: 1)) ms, at progress \(decimalText(rebuilt.progress, places: 3))")
        })
        switch reload.perform(reloader, live: harness, at: force ? .now(force: true) : .settled(at: now)) {
        case .unchanged:
            return
        case .missing(let file):
            screen.print("reload: \(file) is missing; the last good version stays live")
        case .failed(let error):
            screen.print(["reload failed: \(describe(error))", "the last good version stays live"])
        case .reloaded(_, _, let rebuilt, let onReloadError):
            if let onReloadError { screen.print("onReload: \(describe(onReloadError))") }
            if isPlaying && !rebuilt.isRunning { isPlaying = false }
            showPicture()
        }
    }

    // MARK: The clock

    /// Lets the clock run from now; in plain mode the transition runs to its end at once.
    func play() throws {
        let harness = try requireStage()
        guard harness.isRunning else { isPlaying = false; return }
        if screen.isInteractive {
            isPlaying = true
            lastTick = ScriptReloader.now()
        } else {
            _ = try harness.settle()
            isPlaying = false
        }
    }

    /// Stops the clock.
    func stopPlaying() { isPlaying = false }

    /// After a touch: a transition moving on its own (released, or gliding to rest) plays;
    /// one held under a finger waits.
    func playIfMoving() throws {
        let harness = try requireStage()
        guard harness.isRunning else { return }
        if let interactor = harness.container.interactor, interactor.isHeld { return }
        if let interactor = harness.container.interactor, interactor.isGliding, !screen.isInteractive {
            // A glide never ends the transition: run it out at once.
            try harness.advance(seconds: 5)
            return
        }
        try play()
    }

    /// Seconds until ``tick()`` must run: the next frame while playing, the reload deadline.
    func secondsUntilWakeup(now: Double = ScriptReloader.now()) -> Double? {
        var due: [Double] = []
        if isPlaying { due.append(lastTick + 1.0 / 30 - now) }
        if let deadline = reloader?.deadline { due.append(deadline - now) }
        return due.min().map { max($0, 0) }
    }

    /// Moves the playing clock by the real time elapsed and redraws; checks for a reload.
    func tick(now: Double = ScriptReloader.now()) {
        checkReload(now: now)
        guard isPlaying, let harness else { return }
        let elapsed = now - lastTick
        lastTick = now
        do {
            try harness.advance(seconds: max(elapsed, 0))
        } catch {
            isPlaying = false
            screen.print("error: \(describe(error))")
        }
        if !harness.isRunning { isPlaying = false }
        showPicture()
    }

    // MARK: Showing

    /// One line: state, progress, time and the container's place.
    func statusLine() -> String {
        guard let harness else { return "no script loaded" }
        var parts = [stateName(harness), "progress \(decimalText(harness.progress, places: 3))",
                     "t \(decimalText(harness.time, places: 3)) s"]
        if let page = harness.page { parts.append("page \(page)" + (harness.top.map { " (\($0))" } ?? "")) }
        return parts.joined(separator: " · ")
    }

    private func stateName(_ harness: StageHarness) -> String {
        guard harness.isRunning, let context = harness.container.activeContext else {
            switch harness.lastOutcome {
            case true?: return "completed"
            case false?: return "cancelled"
            case nil: return "idle"
            }
        }
        let driver = harness.container.animator?.interruptibleAnimator(using: context)
        let moving = driver?.isRunning ?? false
        if harness.container.interactor != nil {
            if !moving { return "interactive, held" }
            return driver?.isReversed == true ? "cancelling" : "completing"
        }
        return isPlaying || !screen.isInteractive ? "timed" : "timed, paused"
    }

    /// The frame, the gauge and the status line.
    func picture() -> [String] {
        guard let harness else { return ["no script loaded"] }
        let size = screen.size
        let renderer = TerminalFrameRenderer(maxColumns: min(size.columns, 100), maxRows: max(size.rows - 8, 8),
                                             usesTrueColor: screen.supportsTrueColor)
        var lines = renderer.render(harness.scene)
        let gauge = ProgressGauge(width: 32)
        let curve = harness.container.interactor.map { _ in harness.container.completionCurve } ?? harness.stage.script.timing
        lines += gauge.render(time: fraction(harness), progress: harness.progress, curve: curve, status: "")
        lines.append(statusLine())
        return lines
    }

    /// The running transition's time fraction (the progress when none runs).
    private func fraction(_ harness: StageHarness) -> Double {
        if let context = harness.container.activeContext,
           let driver = harness.container.animator?.interruptibleAnimator(using: context) {
            return driver.fractionComplete
        }
        return harness.progress
    }

    /// Draws the picture live on a terminal; prints the status line otherwise.
    func showPicture() {
        guard harness != nil else { return }
        if screen.isInteractive {
            screen.show(frame: picture())
        } else {
            screen.print(statusLine())
        }
    }

    // MARK: Input

    /// Runs one line: a `:command`, or Lua evaluated in the script's sandbox.
    func handle(_ line: String) {
        let text = line.trimmingWhitespace()
        if text.isEmpty { return }
        if text.hasPrefix(":") {
            run(command: text)
        } else {
            evaluate(text)
        }
    }

    private func run(command text: String) {
        let words = text.dropFirst().split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let name = words.first else { return screen.print(ReplCommands.helpLines()) }
        guard let command = ReplCommands.find(name) else {
            return screen.print("unknown command ':\(name)' (:help lists them)")
        }
        do {
            try command.run(self, Array(words.dropFirst()))
        } catch {
            isPlaying = false
            screen.print("error: \(describe(error))")
            showPicture()
        }
    }

    /// Evaluates Lua: as an expression first (its values printed), else as statements.
    func evaluate(_ code: String) {
        guard let host else { return screen.print("error: no Lua state") }
        let state = host.state
        let base = state.top
        defer { state.top = base }
        do {
            do {
                try host.compile("return " + code, chunkName: "=stdin")
            } catch let error as LuaError where error.kind == .syntax {
                state.top = base
                try host.compile(code, chunkName: "=stdin")
            }
            try state.withBudget(host.hookBudget) {
                try state.call(arguments: 0, results: LUA_MULTRET)
            }
            var lines: [String] = []
            if state.top > base {
                for index in (base + 1)...state.top { lines.append(render(at: index, in: state)) }
            }
            screen.print(lines)
            if let harness {
                try harness.reportErrors()
            }
        } catch var error as LuaError where error.file == nil {
            // Every frame of the line was a tail call (`return f()` all the way down), so Lua
            // kept no position: the line typed is the one at fault.
            error.file = "stdin"
            error.line = 1
            screen.print("error: \(describe(error))")
        } catch {
            screen.print("error: \(describe(error))")
        }
        if harness != nil && screen.isInteractive { showPicture() }
    }

    /// The value at `index` as the specs show values. Rendering runs the value's own
    /// metamethods (`__pairs`, `__tostring`), so it runs under the hook budget like the line
    /// that made the value; a value that cannot be rendered shows its type and why.
    private func render(at index: Int32, in state: LuaState) -> String {
        guard let describeFunction, let host else { return state.string(at: index) ?? state.typeName(at: index) }
        let top = state.top
        defer { state.top = top }
        state.push(reference: describeFunction)
        state.pushValue(at: index)
        do {
            try state.withBudget(host.hookBudget) { try state.call(arguments: 1, results: 1) }
        } catch {
            return "<\(state.typeName(at: index)): cannot show it: \(describe(error))>"
        }
        return state.string(at: -1) ?? "<\(state.typeName(at: index))>"
    }

    /// Completion candidates: command names after `:`, words a command takes, view ids,
    /// the sandbox's globals.
    func completions(word: String, before: String) -> [String] {
        let trimmed = before.trimmingWhitespace()
        if trimmed.isEmpty && word.hasPrefix(":") {
            return ReplCommands.all.flatMap { [":" + $0.name] + $0.aliases.map { ":" + $0 } }.sorted()
        }
        var words: [String] = []
        if trimmed.hasPrefix(":") {
            let name = String(trimmed.dropFirst().split(separator: " ").first ?? "")
            words += ReplCommands.find(name)?.words ?? []
        }
        if let harness {
            words += harness.scene.store.views.map(\.id).filter { !$0.isEmpty }
        }
        if !trimmed.hasPrefix(":") {
            words += ["stage", "segue", "print", "pairs", "ipairs", "tostring", "math", "string", "table"]
        }
        return Array(Set(words)).sorted()
    }
}
