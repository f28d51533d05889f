import SegueCore
import SegueLua

/// One stage a spec drives: a transition script's scene on its own virtual clock, stepped
/// frame by frame (frame `k` at `k / fps` seconds after the stage was built), with the
/// transition begun, scrubbed, released, finished or cancelled on request.
///
/// Hook errors are collected; unless the spec allowed them, the operation that caused one
/// fails with the hook's `file:line` — after the engine has ended the transition, so the
/// stage stays valid either way.
public final class StageHarness {
    /// The script's built scene and its transition.
    public let stage: TransitionStage
    /// Frames per second of ``step(frames:)`` and ``settle()``.
    public let fps: Double
    /// Whether hook errors are only collected, not thrown.
    public let allowsErrors: Bool
    /// Every hook error so far, as `file:line: message (in hook)`.
    public private(set) var errors: [String] = []
    private var unreported: [LuaError] = []
    /// How the last transition ended: nil while one runs or before the first.
    public private(set) var lastOutcome: Bool?
    private let origin: Double
    /// The stage's pan, following the script's `gesture`; its transitions are started
    /// through ``start(_:interactive:)`` so they join the history.
    public private(set) lazy var gestureDriver: GestureDriver = {
        let driver = stage.makeGestureDriver()
        driver.begin = { [unowned self] direction in
            (try? self.start(.pan(direction), interactive: true)) ?? false
        }
        return driver
    }()
    /// Where the finger is while one is down on the stage.
    public internal(set) var finger: Point?
    /// Longest a `settle` may take, seconds of clock time.
    static let settleLimit = 60.0
    /// Most frames one `step` or `settle` may advance (the `--max-frames` limit).
    public var maxFrames = ScriptLimits.specs.maxFrames

    /// How many warnings the script's host had recorded when this stage was made.
    private let warningsBefore: Int
    /// The warnings the script raised since this stage was made (`file:line: warning: …`,
    /// such as a match id on one side only), oldest first.
    public var warnings: [String] { Array(stage.script.host.warnings.dropFirst(warningsBefore)) }

    public init(stage: TransitionStage, fps: Double, allowsErrors: Bool) {
        self.stage = stage
        warningsBefore = stage.script.host.warnings.count
        self.fps = fps
        self.allowsErrors = allowsErrors
        origin = stage.scene.clock.now
        stage.animator.onError = { [weak self] error, hook in
            guard let self else { return }
            var lua = (error as? LuaError) ?? LuaError(kind: .runtime, rawMessage: "\(error)")
            lua.message += " (in \(hook))"
            self.errors.append(lua.description)
            self.unreported.append(lua)
        }
    }

    public var scene: Scene { stage.scene }
    public var container: TransitionContainer { stage.scene.container }

    /// Seconds since the stage was built.
    public var time: Double { scene.clock.now - origin }

    /// Whether a transition is running.
    public var isRunning: Bool { container.activeContext != nil }

    /// The running transition's progress; 1 after one completed, 0 after one was cancelled.
    public var progress: Double {
        if let context = container.activeContext,
           let driver = container.animator?.interruptibleAnimator(using: context) {
            return driver.progress
        }
        return lastOutcome == true ? 1 : 0
    }

    /// The container's current page, 1-based: the shown page of a swipe container, the
    /// selected tab, the depth of a navigation stack, or how many modal pages are on screen.
    public var page: Int? {
        switch container {
        case let swipe as SwipeContainerController: swipe.currentPage + 1
        case let tabs as TabBarController: tabs.selectedIndex + 1
        case let navigation as NavigationController: navigation.viewControllers.count
        case let modal as ModalContainerController: modal.presentedCount
        default: nil
        }
    }

    /// The id of the controller on screen.
    public var top: String? {
        switch container {
        case let swipe as SwipeContainerController: swipe.topViewController?.id
        case let tabs as TabBarController: tabs.tabs.indices.contains(tabs.selectedIndex) ? tabs.tabs[tabs.selectedIndex].id : nil
        case let navigation as NavigationController: navigation.topViewController?.id
        case let modal as ModalContainerController: modal.topViewController?.id
        default: nil
        }
    }

    // MARK: Starting

    /// Every transition this stage started, oldest first, with its outcome once it ended.
    public private(set) var history: [StageStart] = []

    /// Asks the container for `request` and follows the transition it began; false when
    /// the container refused.
    public func start(_ request: StageRequest, interactive: Bool) throws -> Bool {
        let started = try request.perform(on: scene, interactive: interactive)
        if let context = container.activeContext {
            lastOutcome = nil
            history.append(StageStart(request: request, interactive: interactive, outcome: nil))
            let index = history.count - 1
            context.observe { [weak self] event in
                if case .completed(let completed) = event {
                    self?.lastOutcome = completed
                    self?.history[index].outcome = completed
                }
            }
        } else if started {
            // Ended within the call: a hook failed as it was set up, or it lasts 0 s.
            let outcome = container.lastOutcome ?? false
            lastOutcome = outcome
            history.append(StageStart(request: request, interactive: interactive, outcome: outcome))
        }
        try reportErrors()
        return started
    }

    // MARK: Time

    /// Advances `frames` frames of `1 / fps` (to the next frame boundary first).
    public func step(frames: Int) throws {
        guard frames <= maxFrames else {
            throw LuaScriptError("stage:step: \(frames) frames is more than the limit of \(maxFrames) (--max-frames)")
        }
        let current = ((scene.clock.now - origin) * fps + 1e-9).rounded(.down)
        for k in 1...max(frames, 1) {
            scene.clock.advance(to: origin + (current + Double(k)) / fps)
        }
        try reportErrors()
    }

    /// Advances the clock by `seconds`, exactly.
    /// Refuses (an error) seconds that are negative, not finite, or would take the clock past
    /// `VirtualClock.maximumTime`, where time could no longer move by a frame.
    public func advance(seconds: Double) throws {
        let target = scene.clock.now + seconds
        guard seconds >= 0, target <= VirtualClock.maximumTime else {
            throw LuaScriptError("stage:advance: the clock may reach \(decimalText(VirtualClock.maximumTime, places: 0)) s at most; it is at \(decimalText(scene.clock.now, places: 3)) s, asked for \(seconds) s more")
        }
        scene.clock.advance(to: target)
        try reportErrors()
    }

    /// Steps frames until no transition runs; returns whether the last one completed.
    public func settle() throws -> Bool? {
        let start = scene.clock.now
        var frame = ((start - origin) * fps + 1e-9).rounded(.down)
        // Counted as well as timed: the loop ends after settleLimit × fps frames even if the
        // clock could not move (it stops at VirtualClock.maximumTime).
        var framesLeft = CheckedNumber.clampedInt(Self.settleLimit * fps, in: 1...6_000_000) + 1
        var stepped = 0
        while isRunning {
            guard stepped < maxFrames else {
                throw LuaScriptError("stage:settle: the transition did not end within \(maxFrames) frames (--max-frames)")
            }
            stepped += 1
            frame += 1
            framesLeft -= 1
            let time = origin + frame / fps
            if time - start > Self.settleLimit || framesLeft < 0 || time > VirtualClock.maximumTime {
                throw LuaScriptError("stage:settle: the transition did not end within \(Int(Self.settleLimit)) s of clock time"
                                     + stalledAnimatorHint)
            }
            scene.clock.advance(to: time)
            try reportErrors()
        }
        return lastOutcome
    }

    /// Why the running transition's animator will not end by itself, when that is the
    /// reason (stopped and waiting to be finished, or paused at an end by
    /// `pausesOnCompletion`), as a sentence to append to an error.
    private var stalledAnimatorHint: String {
        guard let context = container.activeContext,
              let animator = container.animator?.interruptibleAnimator(using: context) else { return "" }
        if animator.state == .stopped {
            return ": its animator is stopped and waits for animator:finishAnimation(position)"
        }
        if animator.pausesOnCompletion, !animator.isRunning, animator.fractionComplete == 0 || animator.fractionComplete == 1 {
            return ": its animator paused at its end (pausesOnCompletion); stop and finish it, or start it without pausesOnCompletion"
        }
        return ""
    }

    // MARK: Interaction

    /// The interactor of the running interactive transition, or an error naming `what`.
    public func interactor(for what: String) throws -> PercentDrivenInteractiveTransition {
        guard let interactor = container.interactor else {
            throw LuaScriptError("stage:\(what): no interactive transition is running (begin one with { interactive = true })")
        }
        return interactor
    }

    /// Takes the hook errors not reported yet, oldest first, each naming its hook (for a
    /// host that reports them itself); ``reportErrors()`` will not throw them again.
    public func takeHookErrors() -> [LuaError] {
        defer { unreported.removeAll() }
        return unreported
    }

    /// Throws the first hook error not reported yet, unless the spec allowed them.
    /// When they are allowed, they stay for ``takeHookErrors()`` (as they do in ``errors``).
    public func reportErrors() throws {
        guard !unreported.isEmpty, !allowsErrors else { return }
        let first = unreported[0]
        unreported.removeAll()
        var message = "a transition hook failed: \(first.description)"
        if let traceback = first.traceback { message += "\n" + traceback }
        throw LuaScriptError(message)
    }
}
