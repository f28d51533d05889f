import SegueCore
import SegueLua

/// A transition script played on a host application's views, driven by the host's clock.
///
/// The player loads the script in its own sandboxed Lua state, builds its scene (the one the
/// script declares, or the host's), binds the host's views to the scene's views by id, and
/// from then on turns the host's calls — begin a transition, advance to this time, a touch,
/// scrub, release, cancel, finish — into property changes delivered to those views
/// (``HostView/apply(_:)``).
///
/// Promises:
/// - **Errors are Swift errors.** A script that does not load throws a `LuaError` naming
///   the file and line. A hook that fails while the player runs ends the transition in a
///   defined state (every view restored or finished, completion called once) and the call
///   that ran it throws that hook's `LuaError` — the player stays usable. A request that
///   makes no sense here (a push on a tab container, a scrub with nothing interactive
///   running, a time that is not finite) throws a ``PlayerError``.
/// - **Exact time.** Values depend only on the times the host passes, never on how many
///   frames led there: the same inputs give bit-identical values at 30, 60 or 120 Hz.
/// - **One thread.** A player and its host views are used from one thread at a time (the
///   host's UI thread or game loop); it is not `Sendable`.
public final class TransitionPlayer {
    /// The live version of the script.
    public private(set) var script: TransitionScript
    /// The scene and its driver (the same one `segue test` and the REPL use).
    private(set) var stage: StageHarness
    /// The limits the script runs under.
    public let limits: ScriptLimits
    /// The host's scene, when it gave one instead of the script's.
    private let hostScene: SceneDescription?
    private let bindings: HostViewBindings
    private let reloader: ScriptReloader?
    /// Host time minus stage time, once the host's clock has been seen.
    private var hostOffset: Double?
    /// How many transitions of ``stage``'s history have been reported ended.
    private var reportedEnds = 0

    /// Called when a transition ends: true when it completed, false when it was cancelled
    /// (or a hook failed), after its last changes were delivered.
    public var onTransitionEnd: ((Bool) -> Void)?

    /// Asked for a host view for every view that appears in the scene's window with none
    /// bound — a snapshot (phantom view), the dimming view, a view the script made, a scene
    /// view the host did not bind — once per view; return nil to leave it undrawn.
    public var makeHostView: ((String, ViewState) -> HostView?)? {
        get { bindings.makeHostView }
        set { bindings.makeHostView = newValue; bindings.deliver() }
    }

    /// Loads the transition script at `path` and builds its scene — `scene` when given,
    /// else the one the script declares. Throws a `LuaError` naming the file and line
    /// when the script does not load, a ``PlayerError`` when there is no scene to build.
    public convenience init(contentsOfFile path: String, scene: SceneDescription? = nil,
                            limits: ScriptLimits = .scripts) throws {
        let reloader = try ScriptReloader(path: path, debounce: 0, limits: limits)
        try self.init(script: reloader.script, reloader: reloader, scene: scene, limits: limits)
    }

    /// Loads a transition script from `source`, named `name` in errors and tracebacks
    /// (its `require` looks in the folder `name` is in).
    public convenience init(source: String, name: String, scene: SceneDescription? = nil,
                            limits: ScriptLimits = .scripts) throws {
        let script = try TransitionScript.load(path: name, source: LuaSource(source), limits: limits)
        try self.init(script: script, reloader: nil, scene: scene, limits: limits)
    }

    private init(script: TransitionScript, reloader: ScriptReloader?, scene: SceneDescription?,
                 limits: ScriptLimits) throws {
        self.script = script
        self.reloader = reloader
        self.hostScene = scene
        self.limits = limits
        stage = try Self.makeStage(script, scene: scene, limits: limits)
        bindings = HostViewBindings(store: stage.scene.store, window: stage.scene.window)
    }

    private static func makeStage(_ script: TransitionScript, scene: SceneDescription?,
                                  limits: ScriptLimits) throws -> StageHarness {
        let harness = StageHarness(stage: try build(script, scene: scene), fps: 60, allowsErrors: true)
        harness.maxFrames = limits.maxFrames
        return harness
    }

    /// `script`'s scene (or the host's) built, with the script animating it.
    private static func build(_ script: TransitionScript, scene: SceneDescription?) throws -> TransitionStage {
        do {
            let stage = try script.makeStage(scene: scene)
            script.host.activate(stage.scene)
            return stage
        } catch let error as LuaError where error.kind == .runtime && error.line == nil {
            throw PlayerError(error.description)
        }
    }

    // MARK: Views

    /// Binds `view` to the scene view with its ``HostView/viewID``: writes the host's
    /// ``HostView/layout`` into it and delivers its whole state at once. Throws a
    /// ``PlayerError`` when the scene has no such view, it is bound already, or the layout
    /// holds a value that is not finite or beyond ±1e9.
    public func bind(_ view: HostView) throws {
        try translatingErrors {
            try bindings.bind(view) { stage.scene.anyView(id: $0) }
        }
    }

    /// The state of the scene view `id` now (bound or not), or nil when there is none.
    public func state(ofView id: String) -> ViewState? {
        stage.scene.anyView(id: id).map(ViewState.init(of:))
    }

    /// The scene the player drives, to be read (its blueprint, views, lifecycle log); it is
    /// driven only through the player's calls, so that every change reaches the host views.
    public var scene: Scene { stage.scene }

    /// Every transition started since the scene was built (or restarted), oldest first,
    /// each with its outcome once it ended.
    public var transitions: [StageStart] { stage.history }

    /// The distance, points, a finger travels to take the running interactive transition
    /// from 0 to 1; nil when none runs.
    public var interactionDistance: Double? { stage.container.interactor?.distance }

    /// The rule that decides how a released interactive transition ends.
    public var releasePolicy: ReleasePolicy { stage.container.releasePolicy }

    /// What the scene's window shows now, view by view in painting order: the drawing
    /// description every renderer of Segue draws from (the browser preview, the terminal
    /// picture), so a host drawing from it draws what they draw.
    public var drawing: StageDrawing { StageDrawing(window: stage.scene.window) }

    /// Puts the scene back as the live version of the script builds it — nothing run, no
    /// finger down, the host's clock forgotten — and moves the host's views onto it (their
    /// whole state is delivered again). A scene that no longer builds throws its error and
    /// the player keeps the scene it had.
    public func restart() throws {
        try translatingErrors {
            let fresh: StageHarness
            do {
                fresh = try Self.makeStage(script, scene: hostScene, limits: limits)
                if let error = fresh.takeHookErrors().first { throw error }
                try bindings.rebind(store: fresh.scene.store, window: fresh.scene.window) { fresh.scene.anyView(id: $0) }
            } catch {
                script.host.activate(stage.scene)
                throw error
            }
            stage = fresh
            hostOffset = nil
            reportedEnds = 0
            script.host.activate(fresh.scene)
        }
    }

    // MARK: Transitions

    /// Whether a transition is running (or a finger holds the scene).
    public var isRunning: Bool { stage.isRunning }

    /// The running transition's progress; 1 after one completed, 0 after one was cancelled.
    public var progress: Double { stage.progress }

    /// The id of the controller on screen.
    public var topControllerID: String? { stage.top }

    /// The running transition's time fraction (UIKit's `fractionComplete`: where on its
    /// timing curve it stands, 0…1), or ``progress`` when none runs.
    public var fractionComplete: Double { stage.driver.fractionComplete }

    /// The live version's timing curve (a spring's parameters and settling time included).
    public var timing: TimingCurve { script.timing }

    /// How long the live version's transition animates, seconds: its `duration`, or the
    /// settling time of a spring that fixes its own (`TimingCurve.ownDuration`).
    public var duration: Double { script.timing.ownDuration ?? script.duration }

    /// What the running transition's animator animates — each view and property, the
    /// windows of progress it moves in, whether it was added alongside — or nothing when no
    /// transition runs or its animator has no tracks yet.
    public var animationTracks: [AnimationTrackWindow] {
        guard let context = stage.container.activeContext,
              let animator = stage.container.animator?.interruptibleAnimator(using: context) else { return [] }
        return animator.trackWindows
    }

    /// Asks the scene's container for `request` — its natural next transition by default —
    /// timed, or held by an interactor when `interactive` (then drive it with
    /// ``update(progress:)``, ``release(velocity:)``, ``finish(velocity:)``,
    /// ``cancel(velocity:)``). Every bound view's layout is read first. Returns false when
    /// the container refused (nothing left to push, a transition already running).
    @discardableResult
    public func begin(_ request: StageRequest = .next, interactive: Bool = false) throws -> Bool {
        try translatingErrors {
            try bindings.applyLayouts()
            return try stage.start(request, interactive: interactive)
        }
    }

    // MARK: The clock

    /// Brings the scene to `time`, seconds on the host's own monotonic clock (a display
    /// link's timestamp, a game loop's time). Call it every frame: while nothing runs the
    /// scene's time stands still, so only the time a transition or a touch is under way
    /// counts, and a host may run for as long as it likes. Times never go backwards: an
    /// earlier time than the last is taken as the last. Throws a ``PlayerError`` for a time
    /// that is not finite, and the `LuaError` of a hook that failed.
    public func advance(to time: Double) throws {
        guard time.isFinite else { throw PlayerError("advance(to:): the time must be finite, got \(time)") }
        let clock = stage.scene.clock
        guard isMoving, let offset = hostOffset else {
            hostOffset = time - clock.elapsed
            return
        }
        let seconds = time - offset - clock.elapsed
        guard seconds > 0 else { return }
        try translatingErrors { try stage.advance(seconds: min(seconds, VirtualClock.maximumTime - clock.now)) }
    }

    /// Moves the scene's time on by `seconds` (a fixed-step game loop). Throws a
    /// ``PlayerError`` for a negative or not finite step.
    public func advance(by seconds: Double) throws {
        guard seconds.isFinite, seconds >= 0 else {
            throw PlayerError("advance(by:): the step must be a finite number of seconds ≥ 0, got \(seconds)")
        }
        try translatingErrors {
            try stage.advance(seconds: min(seconds, VirtualClock.maximumTime - stage.scene.clock.now))
        }
        if let offset = hostOffset { hostOffset = offset - seconds }
    }

    // MARK: Takes

    /// Starts a take where the scene stands: a new frame count, at clock time 0 when
    /// nothing is under way, so the take's frame `k` is exactly `k / frameRate` after its
    /// start whatever ran before (`StageDriver.beginTake(fps:)`). `frameRate` (1…100000 frames
    /// per second) is the take's.
    public func beginTake(frameRate: Double = 60) {
        stage.driver.beginTake(fps: frameRate)
    }

    /// Plays `input` as a take at `frameRate` frames per second, no longer than
    /// `maximumDuration` seconds of take time (`StageDriver.play(_:fps:maximumDuration:sample:note:)`,
    /// the one take player): every bound view's layout is read first, each frame's changes are
    /// delivered to the host views before `sample` is called, and `note` hears what happened.
    /// Throws the `LuaError` of a hook that failed, and a ``PlayerError`` for a request that
    /// does not apply or a catch after the transition ended.
    @discardableResult
    public func play(_ input: TakeInput, frameRate: Double = 60, maximumDuration: Double = .infinity,
                     sample: () throws -> Void, note: (TakeNote) -> Void = { _ in }) throws -> TakeResult {
        try translatingErrors("take") {
            try bindings.applyLayouts()
            do {
                return try stage.driver.play(input, fps: frameRate, maximumDuration: maximumDuration, sample: {
                    bindings.deliver()
                    try sample()
                    return true
                }, note: note)
            } catch let error as StageError {
                // A hook that failed ended the transition first: its error is the take's (a
                // catch that followed found nothing to catch).
                if let hook = stage.takeHookErrors().first { throw hook }
                throw error
            }
        }
    }

    /// Seconds since the take began: exactly `k / fps` at its frame `k`.
    public var takeTime: Double { stage.driver.takeTime }

    /// The take's own progress (`StageDriver.takeProgress`): what its frames are labelled
    /// with — 0 before its transition began, never the one before it's "1".
    public var takeProgress: Double { stage.driver.takeProgress }

    /// Steps the take at `fps` frames per second until `done` returns true, delivering each
    /// frame's changes to the host views and then calling `sample`; stops at the frame and
    /// time limits (the returned `TakeEnd` says which). Throws the `LuaError` of a hook that
    /// failed on the way, the transition ended.
    @discardableResult
    public func runFrames(until done: () -> Bool, sample: () throws -> Void) throws -> TakeEnd {
        try translatingErrors {
            try stage.driver.runFrames(until: done) {
                bindings.deliver()
                try sample()
                return true
            }
        }
    }

    /// Steps the take's frames up to take time `time` (each delivered and sampled), then
    /// moves the scene to `time` itself — where a touch or a catch happens between frames.
    @discardableResult
    public func runFrames(to time: Double, sample: () throws -> Void) throws -> TakeEnd {
        guard time.isFinite, time >= 0 else { throw PlayerError("runFrames(to:): the time must be finite and ≥ 0, got \(time)") }
        return try translatingErrors {
            try stage.driver.runFrames(to: time) {
                bindings.deliver()
                try sample()
                return true
            }
        }
    }

    /// Whether time matters now: a transition runs or a finger is down.
    private var isMoving: Bool { stage.isRunning || stage.finger != nil }

    // MARK: Interaction

    /// Scrubs the interactive transition to `progress` (clamped to 0…1).
    public func update(progress: Double) throws {
        guard progress.isFinite else { throw PlayerError("update(progress:): the progress must be finite, got \(progress)") }
        try translatingErrors { try stage.driver.interact { $0.update(progress) } }
    }

    /// Lets go of the interactive transition with `velocity` (points per second along the
    /// transition): the script's release policy decides whether it finishes or cancels.
    /// Returns true when it finishes.
    @discardableResult
    public func release(velocity: Double = 0) throws -> Bool {
        try checkVelocity(velocity)
        return try translatingErrors {
            try stage.driver.interact { $0.release(velocity: velocity, policy: stage.container.releasePolicy) == .finish }
        }
    }

    /// Catches the running transition where it stands, as a finger catching an animation
    /// in flight: a timed one becomes interactive at its current progress, a released one
    /// is held again. Then ``update(progress:)``, ``finish(velocity:)`` and
    /// ``cancel(velocity:)`` drive it. Returns false when no transition runs.
    @discardableResult
    public func grab() throws -> Bool {
        try translatingErrors { try stage.driver.grab() }
    }

    /// Finishes the interactive transition from where it stands.
    public func finish(velocity: Double = 0) throws {
        try checkVelocity(velocity)
        try translatingErrors { try stage.driver.interact { $0.finish(velocity: velocity) } }
    }

    /// Cancels the interactive transition: it animates back and lands exactly on its start.
    public func cancel(velocity: Double = 0) throws {
        try checkVelocity(velocity)
        try translatingErrors { try stage.driver.interact { $0.cancel(velocity: velocity) } }
    }

    /// One touch of the host's pointer or finger at `location` (the container's
    /// coordinates, points), fed to the script's gesture at the scene's current time: pass
    /// `time` (the host clock, as for ``advance(to:)``) to bring the scene there first. A
    /// pan starts, scrubs, catches and releases transitions exactly as in
    /// `segue run --gesture`. Returns what the touch did.
    @discardableResult
    public func touch(_ phase: TouchPhase, at location: Point, time: Double? = nil) throws -> GestureDriver.Response {
        guard location.x.isFinite, location.y.isFinite else {
            throw PlayerError("touch: the location must be finite, got (\(location.x), \(location.y))")
        }
        if let time { try advance(to: time) }
        if phase == .began { try translatingErrors { try bindings.applyLayouts() } }
        return try translatingErrors { try stage.touch(phase, at: location) }
    }

    /// The finger as the transition it drives reads it (`ctx:touch()` in the script):
    /// location in the container view's coordinates, translation from where it took hold,
    /// velocity, and whether it is still down; nil from a touch down until the touch drives
    /// a transition.
    public var currentTouch: GestureTouch? { stage.gestureDriver.touch }

    private func checkVelocity(_ velocity: Double) throws {
        guard velocity.isFinite else { throw PlayerError("the velocity must be finite, got \(velocity)") }
    }

    // MARK: Hot reload

    /// The descriptor that becomes readable when a file of the script changes (a host's run
    /// loop can wait on it), or -1 for a script loaded from a string.
    public var watchDescriptor: Int32 { reloader?.watcher.fileDescriptor ?? -1 }

    /// The files hot reload watches: the script's own file and every file its `require`
    /// loaded, as the reloader names them (none for a script loaded from a string). The
    /// preview writes a page's edits only into these.
    public var scriptFiles: [String] { reloader?.files ?? [] }

    /// Loads the script again if its files (or what its `require` loaded) changed since the
    /// last version; with `force`, even if they did not. The new version gets a fresh
    /// scene, brought back to the same place (the transitions completed so far, the running
    /// one at the same progress, a finger that was down still down), the host views are
    /// moved onto it, and its `onReload` hook runs. A version that fails to load, or cannot
    /// come back to the same place, is refused and the last good one stays live.
    @discardableResult
    public func reloadIfChanged(force: Bool = false) -> ReloadOutcome {
        guard let reloader else { return .unchanged }
        var reload = StageReload(build: { [hostScene] in try Self.build($0, scene: hostScene) },
                                 makeHarness: { StageHarness(stage: $0, fps: 60, allowsErrors: true) },
                                 install: { [self] rebuilt, script, _ in
            let offset = hostOffset.map { $0 + stage.scene.clock.elapsed - rebuilt.scene.clock.elapsed }
            self.script = script
            stage = rebuilt
            hostOffset = offset
            reportedEnds = stage.history.compactMap(\.outcome).count
            script.host.activate(rebuilt.scene)
            bindings.deliver()
        })
        reload.accept = { [bindings] fresh in
            try bindings.rebind(store: fresh.scene.store, window: fresh.scene.window) { fresh.scene.anyView(id: $0) }
        }
        switch reload.perform(reloader, live: stage, at: .now(force: force)) {
        case .unchanged:
            script.host.activate(stage.scene)
            return .unchanged
        case .missing(let file):
            script.host.activate(stage.scene)
            return .missing(file)
        case .failed(let error):
            script.host.activate(stage.scene)
            return .failed(error)
        case .reloaded(_, let changed, _, let error?):
            // The failure ended the running transition: its end is reported now.
            settle()
            return .reloadedWithError(changed, error)
        case .reloaded(_, let changed, _, nil):
            bindings.deliver()
            return .reloaded(changed)
        }
    }

    // MARK: Errors

    /// Runs `body`, then delivers the changes, reports ended transitions and throws the
    /// first hook error; usage errors from the stage become ``PlayerError``s.
    private func translatingErrors<T>(_ call: String = #function, _ body: () throws -> T) throws -> T {
        let result: T
        do {
            result = try body()
        } catch let error as StageError {
            settle()
            throw PlayerError(Self.wording(error, call: call))
        } catch let error as HostViewError {
            settle()
            throw PlayerError(error.message)
        } catch {
            settle()
            throw error
        }
        if let error = settle() { throw error }
        return result
    }

    /// `error` as the player's call `call` reports it: the call's name, what is wrong, and
    /// the player's own way out where one helps.
    static func wording(_ error: StageError, call: String) -> String {
        switch error {
        case .noInteractiveTransition:
            "\(call): \(error) (begin one with begin(_:interactive: true), or grab() a running one)"
        default:
            "\(call): \(error)"
        }
    }

    /// Delivers changes, reports ended transitions; returns the first hook error, if any.
    @discardableResult
    private func settle() -> LuaError? {
        bindings.deliver()
        let outcomes = stage.history.compactMap(\.outcome)
        if outcomes.count > reportedEnds {
            let ended = outcomes.suffix(outcomes.count - reportedEnds)
            reportedEnds = outcomes.count
            for completed in ended { onTransitionEnd?(completed) }
        }
        return stage.takeHookErrors().first
    }
}
