/// The one driver of a stage: it starts a scene's transitions, moves its clock, plays
/// touches into its gesture and runs takes, for every surface — `segue run` and
/// `segue render`, specs, the REPL, the embedding player and the preview's takes.
///
/// Promises:
/// - **One frame rule.** Frame `k` of a count is at `origin + k / fps` on the scene's
///   clock (`VirtualClock.advance(frame:fps:origin:)`), never a sum of frame durations, so
///   runs at different rates agree exactly at the times they share. A take
///   (``beginTake(fps:)``) starts a new count at clock time 0 when nothing is driven, so what
///   ran before it cannot change a value of it by a bit.
/// - **Bounded.** No call steps more than ``maxFrames`` frames or more than ``timeLimit``
///   seconds of clock time, whatever the script, trace or frame rate; the clock never
///   passes `VirtualClock.maximumTime`.
/// - **Typed errors.** A request that cannot be carried out throws a ``StageError``; what
///   a host learns of its scripts' failures comes through ``checkpoint``, called after
///   every call that ran the scene.
public final class StageDriver {
    /// The scene driven.
    public let scene: Scene
    /// Frames per second of ``step(frames:)``, ``settle()`` and takes (a take may set its
    /// own, ``beginTake(fps:)``).
    public private(set) var fps: Double
    /// Most frames one call may step.
    public var maxFrames = 100_000
    /// Longest a call may run the clock to let a transition end, seconds.
    public var timeLimit = 60.0
    /// Called after every call that ran the scene (a host throws the errors its hooks
    /// raised on the way from here); its error is the call's.
    public var checkpoint: (() throws -> Void)?

    /// Every transition started through this driver, oldest first, each with its outcome
    /// once it ended.
    public private(set) var history: [StageStart] = []
    /// How the last transition ended: nil while one runs or before the first.
    public private(set) var lastOutcome: Bool?
    /// Where the finger is while one is down (``touch(_:at:)``, ``drag(from:to:seconds:lift:)``,
    /// ``play(_:)``).
    public internal(set) var finger: Point?

    /// The clock's elapsed time when the driver was made.
    private let builtAt: Double
    /// The clock time of frame 0 of the current frame count.
    var frameOrigin: Double
    /// The index in ``history`` of the first transition the current take follows: the one
    /// running when it began, else the next one to start.
    var takeHistoryStart = 0
    private let gesture: GestureDescription
    private var attachedGesture: GestureDriver?

    /// A driver of `scene` at `fps` frames per second (1…100000, 60 when not finite),
    /// whose touches go to a pan described by `gesture`.
    public init(scene: Scene, fps: Double = 60, gesture: GestureDescription = GestureDescription()) {
        self.scene = scene
        self.fps = Self.frameRate(fps)
        self.gesture = gesture
        builtAt = scene.clock.elapsed
        frameOrigin = scene.clock.now
    }

    /// The scene's container.
    public var container: TransitionContainer { scene.container }

    /// The pan the driver plays touches into; the transitions it starts join ``history``.
    public var gestureDriver: GestureDriver {
        if let attachedGesture { return attachedGesture }
        let driver = GestureDriver(container: container, description: gesture)
        attach(driver)
        return driver
    }

    /// Whether the pan is following a finger now.
    var attachedGestureIsTracking: Bool { attachedGesture?.isTracking ?? false }

    /// Makes `driver` the pan touches go to (a host's own), its transitions — a pan's, and a
    /// tap's, timed — started here.
    public func attach(_ driver: GestureDriver) {
        driver.begin = { [unowned self] direction in
            (try? self.start(.pan(direction), interactive: true, checked: false)) ?? false
        }
        driver.tapped = { [unowned self] request in
            (try? self.start(request, interactive: false, checked: false)) ?? false
        }
        attachedGesture = driver
    }

    // MARK: State

    /// Seconds of clock time since the driver was made.
    public var time: Double { scene.clock.elapsed - builtAt }

    /// Whether a transition is running.
    public var isRunning: Bool { container.activeContext != nil }

    /// The running transition's animator, if one runs.
    public var runningAnimator: PropertyAnimator? {
        guard let context = container.activeContext else { return nil }
        return container.animator?.interruptibleAnimator(using: context)
    }

    /// The running transition's presented progress; 1 after one completed, 0 after one was
    /// cancelled or before any.
    public var progress: Double {
        if let animator = runningAnimator { return animator.progress }
        return lastOutcome == true ? 1 : 0
    }

    /// The running transition's time fraction (where on its timing curve it stands), or
    /// ``progress`` when none runs.
    public var fractionComplete: Double { runningAnimator?.fractionComplete ?? progress }

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

    /// The interactor of the running interactive transition.
    public func interactor() throws(StageError) -> PercentDrivenInteractiveTransition {
        guard let interactor = container.interactor else { throw .noInteractiveTransition }
        return interactor
    }

    // MARK: Starting

    /// Asks the container for `request` and follows the transition it began; false when the
    /// container refused (``StageRequest/refusal(on:)`` says why).
    @discardableResult
    public func start(_ request: StageRequest, interactive: Bool) throws -> Bool {
        try start(request, interactive: interactive, checked: true)
    }

    private func start(_ request: StageRequest, interactive: Bool, checked: Bool) throws -> Bool {
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
        if checked { try checkpoint?() }
        return started
    }

    /// Catches the running transition where it stands (a timed one becomes interactive, a
    /// released one is held again); false when none runs or the container cannot.
    @discardableResult
    public func grab() throws -> Bool {
        guard let container = container as? ContainerController, container.activeContext != nil else { return false }
        let caught = container.grabTransition() != nil
        try checkpoint?()
        return caught
    }

    /// Runs `body` on the running interactive transition's interactor (scrub, release,
    /// finish, cancel, pause), then the ``checkpoint``.
    @discardableResult
    public func interact<T>(_ body: (PercentDrivenInteractiveTransition) throws -> T) throws -> T {
        let result = try body(try interactor())
        try checkpoint?()
        return result
    }

    // MARK: Time

    /// Advances `frames` frames (to the next frame boundary of the current count first).
    public func step(frames: Int) throws {
        guard frames <= maxFrames else { throw StageError.tooManyFrames(asked: frames, limit: maxFrames) }
        let current = currentFrame
        for k in 1...max(frames, 1) {
            moveClock(toFrame: current + k)
        }
        try checkpoint?()
    }

    /// Advances the clock by `seconds`, exactly. Refuses seconds that are negative, not
    /// finite, or would take the clock past `VirtualClock.maximumTime`.
    public func advance(seconds: Double) throws {
        let target = scene.clock.now + seconds
        guard seconds >= 0, target <= VirtualClock.maximumTime else {
            throw StageError.clockLimit(now: scene.clock.now, asked: seconds)
        }
        scene.clock.advance(to: target)
        try checkpoint?()
    }

    /// Steps frames until no transition runs; returns whether the last one completed.
    public func settle() throws -> Bool? {
        let start = scene.clock.now
        var frame = currentFrame
        var stepped = 0
        while isRunning {
            guard stepped < maxFrames else { throw StageError.frameLimit(maxFrames) }
            stepped += 1
            frame += 1
            let time = frameTime(frame)
            guard time - start <= timeLimit, Double(stepped) <= timeLimit * fps + 1, time <= VirtualClock.maximumTime else {
                throw StageError.timeLimit(seconds: timeLimit, why: stalledAnimatorHint)
            }
            moveClock(toFrame: frame)
            try checkpoint?()
        }
        return lastOutcome
    }

    /// Why the running transition's animator will not end by itself, when that is the
    /// reason (stopped and waiting to be finished, or paused at an end by
    /// `pausesOnCompletion`).
    public var stalledAnimatorHint: String? {
        guard let animator = runningAnimator else { return nil }
        if animator.state == .stopped {
            return "its animator is stopped and waits for animator:finishAnimation(position)"
        }
        if animator.pausesOnCompletion, !animator.isRunning, animator.fractionComplete == 0 || animator.fractionComplete == 1 {
            return "its animator paused at its end (pausesOnCompletion); stop and finish it, or start it without pausesOnCompletion"
        }
        return nil
    }

    // MARK: The clock

    /// `fps` within 1…100000 frames per second; 60 when not finite.
    static func frameRate(_ fps: Double) -> Double {
        fps.isFinite ? min(max(1, fps), 100_000) : 60
    }

    /// Sets the frame rate of the counts to come.
    func setFrameRate(_ fps: Double) { self.fps = Self.frameRate(fps) }

    /// The frame of the current count the clock is at (or just past).
    var currentFrame: Int {
        let frames = ((scene.clock.now - frameOrigin) * fps + 1e-9).rounded(.down)
        return Int(exactly: min(max(frames, 0), 1e15)) ?? 0
    }

    /// The clock time of frame `frame` of the current count.
    func frameTime(_ frame: Int) -> Double { frameOrigin + Double(frame) / fps }

    /// The one place a stage's clock moves by frames.
    func moveClock(toFrame frame: Int) {
        scene.clock.advance(frame: frame, fps: fps, origin: frameOrigin)
    }

    /// The one place a stage's clock moves to a given time (a touch's own time).
    func moveClock(to time: Double) {
        scene.clock.advance(to: time)
    }
}
