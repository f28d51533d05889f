/// What every container kind shares: the animator, the release rule, the running
/// transition's context, interactor and coordinator, and the one way a transition runs —
/// build the context, send the begin callbacks, start timed or under a gesture, let others
/// animate alongside, and on completion send the end callbacks exactly once.
///
/// The rule for a transition requested while another runs is the same for every kind: it
/// is refused (`false`), the running one goes on undisturbed, and no controller is lost;
/// grab the running one through ``interactor`` instead.
open class ContainerController: ViewController, TransitionContainer {
    /// The clock transitions run on.
    public let clock: VirtualClock
    public var animator: AnimatedTransitioning?
    public var releasePolicy = ReleasePolicy()
    public var completionSpeed: Double = 1
    public var completionCurve: TimingCurve = .linear
    public private(set) var activeContext: TransitionContext?
    public private(set) var lastOutcome: Bool?
    public private(set) var interactor: PercentDrivenInteractiveTransition?
    /// The coordinator of the running transition, if any.
    public private(set) var transitionCoordinator: TransitionCoordinator?
    public var controller: ViewController { self }

    /// Creates a container whose root view is `view`.
    public init(id: String, view: View, log: LifecycleLog, clock: VirtualClock) {
        self.clock = clock
        super.init(id: id, view: view, log: log)
    }

    /// Describes one transition for ``run(_:)``.
    public struct Request {
        public var from: ViewController?
        public var to: ViewController?
        public var containerView: View
        public var direction: Double
        public var kind: String
        public var initialFrames: [TransitionSide: Rect] = [:]
        public var finalFrames: [TransitionSide: Rect] = [:]
        public var presentationStyle: PresentationStyle = .none
        public var interactive: Bool
        /// The direction of the pan that asked for the transition, if one did: the
        /// context's `userInfo["pan"]`.
        public var pan: PanDirection?
        /// Containment and appearance callbacks sent as the transition begins.
        public var willBegin: () -> Void = {}
        /// Writes that travel with the transition (captured into its animator).
        public var alongside: (TransitionCoordinator) -> Void = { _ in }
        /// Containment, appearance and view-tree work when it ends; `true` if completed.
        public var didEnd: (Bool) -> Void = { _ in }

        public init(from: ViewController?, to: ViewController?, containerView: View, direction: Double,
                    kind: String, interactive: Bool) {
            self.from = from
            self.to = to
            self.containerView = containerView
            self.direction = direction
            self.kind = kind
            self.interactive = interactive
        }
    }

    /// The pan asking for a transition now, while `beginNamedTransition(panning:interactive:)` runs:
    /// named in the context of the transition it starts.
    var askingPan: PanDirection?
    /// The touch asking for a transition now (its location in the root view's coordinates),
    /// while the gesture driver begins one: written to its context before its first hook.
    var askingTouch: GestureTouch?
    /// Whether the finger asking for a transition now came down outside its gesture's
    /// ``GestureDescription/presentArea`` (set by the gesture driver with ``askingTouch``): a
    /// presenting transition it asks for is refused.
    var askingOutsidePresentArea = false
    /// Why the container refused the last transition a finger asked for (outside the present
    /// area, or vetoed by a should-begin hook); nil when it did not refuse it for the finger.
    /// The gesture driver reads it for the pan's failure.
    public internal(set) var fingerRefusal: String?

    /// Runs `request`; false when no animator is set or a transition is already running.
    @discardableResult
    public func run(_ request: Request) -> Bool {
        guard activeContext == nil, let animator else { return false }
        fingerRefusal = nil
        if request.interactive, let touch = askingTouch, let refusal = refusal(of: request.kind, by: touch, animator: animator) {
            fingerRefusal = refusal
            return false
        }
        let context = TransitionContext(
            containerView: request.containerView, from: request.from, to: request.to,
            initialFrames: request.initialFrames, finalFrames: request.finalFrames, log: log) { [unowned self] completed in
                request.didEnd(completed)
                self.lastOutcome = completed
                self.activeContext = nil
                self.interactor = nil
                self.transitionCoordinator = nil
            }
        context.direction = request.direction
        context.isAnimated = true
        context.presentationStyle = request.presentationStyle
        context.userInfo["kind"] = request.kind
        if let pan = request.pan ?? askingPan { context.userInfo["pan"] = pan.rawValue }
        if var touch = askingTouch {
            let origin = request.containerView === view ? Point.zero : request.containerView.origin(in: view)
            touch.location = Point(x: touch.location.x - origin.x, y: touch.location.y - origin.y)
            context.touch = touch
        }
        let coordinator = TransitionCoordinator(context: context, animator: animator)
        activeContext = context
        lastOutcome = nil
        transitionCoordinator = coordinator
        request.willBegin()
        if request.interactive {
            let driver = PercentDrivenInteractiveTransition(animator: animator)
            driver.completionSpeed = completionSpeed
            driver.completionCurve = completionCurve
            driver.distance = interactiveDistance
            interactor = driver
            driver.startInteractiveTransition(context)
        } else {
            animator.animateTransition(using: context)
        }
        if !context.isCompleted { request.alongside(coordinator) }
        return true
    }

    /// Why a finger (`touch`) may not begin a transition of `kind`, or nil when it may: a
    /// presentation must begin in the gesture's present area, then its transition may veto it
    /// (`interactivePresentShouldBegin`); a dismissal may be vetoed too
    /// (`ZoomOptions.interactiveDismissShouldBegin`).
    private func refusal(of kind: String, by touch: GestureTouch, animator: AnimatedTransitioning) -> String? {
        let animation = (animator as? HookedTransitionAnimator)?.animation
        if InteractiveDismissal.kinds.contains(kind), let veto = animation as? InteractiveDismissalVeto,
           !veto.interactiveDismissShouldBegin(InteractiveDismissal(kind: kind, location: touch.location, velocity: touch.velocity)) {
            return "interactiveDismissShouldBegin refused the \(kind)"
        }
        guard InteractivePresentation.kinds.contains(kind) else { return nil }
        if askingOutsidePresentArea { return "the pan began outside the gesture's presentArea, so it does not \(kind)" }
        if let veto = animation as? InteractivePresentationVeto,
           !veto.interactivePresentShouldBegin(InteractivePresentation(kind: kind, location: touch.location, velocity: touch.velocity)) {
            return "interactivePresentShouldBegin refused the \(kind)"
        }
        return nil
    }

    /// Grabs the running transition where it stands (UIKit's interruptible animators under a
    /// new gesture): a timed one becomes interactive at its current progress; an interactive
    /// one that was released is paused again. Returns its interactor; nil when none runs.
    @discardableResult
    public func grabTransition() -> PercentDrivenInteractiveTransition? {
        guard let context = activeContext, let animator else { return nil }
        if let interactor {
            interactor.pause()
            return interactor
        }
        let driver = PercentDrivenInteractiveTransition(animator: animator)
        driver.completionSpeed = completionSpeed
        driver.completionCurve = completionCurve
        driver.distance = interactiveDistance
        interactor = driver
        driver.adopt(context)
        return driver
    }

    /// Starts the container's natural next transition; subclasses decide which.
    @discardableResult
    open func beginTransition(interactive: Bool) -> Bool { false }

    /// None by default; each kind answers the directions that lead somewhere.
    @discardableResult
    open func beginTransition(panning direction: PanDirection, interactive: Bool) -> Bool { false }

    /// Horizontal by default.
    open var panAxis: PanAxis { .horizontal }

    /// None by default.
    open var naturalPanEdge: ScreenEdge? { nil }

    /// Along ``panAxis``: the width of the running transition's container view (or of the
    /// container's view when none runs), its height for vertical pans.
    open var interactiveDistance: Double {
        let holder = activeContext?.containerView ?? view
        return max(panAxis == .horizontal ? holder[.width] : holder[.height], 1)
    }

    /// Adds `child` with its view in `holder`, filling it, with the full appearance cycle.
    public func embed(_ child: ViewController, in holder: View) {
        addChild(child)
        holder.addSubview(child.view)
        child.view.frame = holder.bounds
        child.beginAppearanceTransition(isAppearing: true)
        child.endAppearanceTransition()
        child.didMove(toParent: self)
    }

    /// Removes `child` and its view with the full disappearance cycle.
    public func unembed(_ child: ViewController) {
        child.willMove(toParent: nil)
        child.beginAppearanceTransition(isAppearing: false)
        child.view.removeFromSuperview()
        child.endAppearanceTransition()
        child.removeFromParent()
    }

    /// The appearance callbacks of a cancelled swap: the incoming view disappears again and
    /// the outgoing one reappears; the incoming never gets `viewDidAppear`.
    public func revertAppearance(incoming: ViewController?, outgoing: ViewController?) {
        incoming?.beginAppearanceTransition(isAppearing: false)
        incoming?.endAppearanceTransition()
        outgoing?.beginAppearanceTransition(isAppearing: true)
        outgoing?.endAppearanceTransition()
    }
}
