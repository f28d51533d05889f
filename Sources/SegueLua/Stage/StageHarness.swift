import SegueCore

/// A transition script's stage: its built scene, driven by the one `StageDriver` (frame
/// `k` at `k / fps` of the current count), with the errors its hooks raise collected.
///
/// Hook errors are collected; unless the harness allows them, the call that caused one
/// throws a ``HookFailure`` holding the hook's `LuaError` — after the engine has ended the
/// transition, so the stage stays valid either way. A request that cannot be carried out
/// throws a `StageError`. Nothing here is worded for one surface: specs, the REPL and the
/// player word these errors themselves.
public final class StageHarness {
    /// The script's built scene and its transition.
    public let stage: TransitionStage
    /// The driver every call goes through.
    public let driver: StageDriver
    /// Whether hook errors are only collected, not thrown.
    public let allowsErrors: Bool
    /// Every hook error so far, as `file:line: message (in hook)`.
    public private(set) var errors: [String] = []
    private var unreported: [LuaError] = []

    /// How many warnings the script's host had recorded when this stage was made.
    private let warningsBefore: Int
    /// The warnings the script raised since this stage was made (`file:line: warning: …`,
    /// such as a match id on one side only), oldest first.
    public var warnings: [String] { Array(stage.script.host.warnings.dropFirst(warningsBefore)) }

    /// A harness on `stage` stepping `fps` frames per second; `allowsErrors` keeps hook
    /// errors for ``takeHookErrors()`` instead of throwing them.
    public init(stage: TransitionStage, fps: Double, allowsErrors: Bool) {
        self.stage = stage
        driver = StageDriver(scene: stage.scene, fps: fps, gesture: stage.script.gesture ?? GestureDescription())
        warningsBefore = stage.script.host.warnings.count
        self.allowsErrors = allowsErrors
        driver.maxFrames = ScriptLimits.specs.maxFrames
        stage.animator.onError = { [weak self] error, hook in
            guard let self else { return }
            var lua = (error as? LuaError) ?? LuaError(kind: .runtime, rawMessage: "\(error)")
            lua.message += " (in \(hook))"
            self.errors.append(lua.description)
            self.unreported.append(lua)
        }
        driver.checkpoint = { [unowned self] in try self.reportErrors() }
    }

    public var scene: Scene { stage.scene }
    public var container: TransitionContainer { stage.scene.container }
    /// Frames per second of ``step(frames:)`` and ``settle()``.
    public var fps: Double { driver.fps }
    /// Most frames one `step`, `settle` or take may advance (the `--max-frames` limit).
    public var maxFrames: Int {
        get { driver.maxFrames }
        set { driver.maxFrames = newValue }
    }
    /// Seconds of clock time since the stage was built.
    public var time: Double { driver.time }
    /// Whether a transition is running.
    public var isRunning: Bool { driver.isRunning }
    /// The running transition's progress; 1 after one completed, 0 after one was cancelled.
    public var progress: Double { driver.progress }
    /// How the last transition ended: nil while one runs or before the first.
    public var lastOutcome: Bool? { driver.lastOutcome }
    /// The container's current page, 1-based (`StageDriver/page`).
    public var page: Int? { driver.page }
    /// The id of the controller on screen.
    public var top: String? { driver.top }
    /// Every transition this stage started, oldest first, with its outcome once it ended.
    public var history: [StageStart] { driver.history }
    /// Where the finger is while one is down on the stage.
    public var finger: Point? { driver.finger }
    /// The stage's pan, following the script's `gesture`.
    public var gestureDriver: GestureDriver { driver.gestureDriver }

    // MARK: Calls (each through the driver)

    /// Asks the container for `request`; false when it refused.
    public func start(_ request: StageRequest, interactive: Bool) throws -> Bool {
        try driver.start(request, interactive: interactive)
    }

    /// Advances `frames` frames of `1 / fps`.
    public func step(frames: Int) throws { try driver.step(frames: frames) }

    /// Advances the clock by `seconds`, exactly.
    public func advance(seconds: Double) throws { try driver.advance(seconds: seconds) }

    /// Steps frames until no transition runs; returns whether the last one completed.
    public func settle() throws -> Bool? { try driver.settle() }

    /// The interactor of the running interactive transition.
    public func interactor() throws -> PercentDrivenInteractiveTransition { try driver.interactor() }

    /// Delivers a touch (`StageDriver/touch(_:at:)`).
    @discardableResult
    public func touch(_ phase: TouchPhase, at location: Point?) throws -> GestureDriver.Response {
        try driver.touch(phase, at: location)
    }

    /// A straight drag (`StageDriver/drag(from:to:seconds:lift:)`).
    @discardableResult
    public func drag(from: Point?, to: Point, seconds: Double, lift: Bool) throws -> GestureDriver.Response? {
        try driver.drag(from: from, to: to, seconds: seconds, lift: lift)
    }

    /// Plays a gesture trace from now (`StageDriver/play(_:)`).
    @discardableResult
    public func play(_ trace: GestureTrace) throws -> GestureDriver.Response? { try driver.play(trace) }

    /// Plays a gesture trace from the start it carries (`StageDriver/replay(_:)`): its
    /// `after` requests settled first on a stage that has started nothing yet.
    @discardableResult
    public func replay(_ trace: GestureTrace) throws -> GestureDriver.Response? { try driver.replay(trace) }

    // MARK: Hook errors

    /// Takes the hook errors not reported yet, oldest first, each naming its hook (for a
    /// host that reports them itself); ``reportErrors()`` will not throw them again.
    public func takeHookErrors() -> [LuaError] {
        defer { unreported.removeAll() }
        return unreported
    }

    /// Throws the first hook error not reported yet as a ``HookFailure``, unless the
    /// harness allows them; when they are allowed, they stay for ``takeHookErrors()``.
    public func reportErrors() throws {
        guard !unreported.isEmpty, !allowsErrors else { return }
        let first = unreported[0]
        unreported.removeAll()
        throw HookFailure(error: first)
    }
}

/// A transition hook failed while a stage ran it; the engine has ended the transition.
public struct HookFailure: Error, CustomStringConvertible {
    /// The hook's error, naming the file, line and hook.
    public var error: LuaError
    public var description: String {
        var message = "a transition hook failed: \(error.description)"
        if let traceback = error.traceback { message += "\n" + traceback }
        return message
    }
}
