/// Which side of a transition a controller or view is on.
public enum TransitionSide: String, Sendable {
    case from, to
}

/// How the incoming controller is presented (UIKit's `UIModalPresentationStyle`, in the
/// forms Segue's containers use).
public enum PresentationStyle: String, Sendable {
    case fullScreen, overFullScreen, custom, none
    /// UIKit's `.pageSheet`: a sheet resting at detents (``SheetConfiguration``), the presenter
    /// staying beneath it.
    case pageSheet
}

/// Everything an animation needs to know about one transition, and the calls through which
/// it reports back — every member of UIKit's `UIViewControllerContextTransitioning`.
///
/// It promises that the container's completion runs exactly once: a second
/// ``completeTransition(_:)`` is ignored and noted in the log, and temporary views
/// registered with ``addTemporaryView(_:)`` are removed before the completion runs,
/// whether the transition completed or was cancelled.
public final class TransitionContext {
    /// The view in which the transition happens.
    public let containerView: View
    /// The controller being left (absent for a first presentation).
    public let fromViewController: ViewController?
    /// The controller being shown (absent for a dismissal to nothing).
    public let toViewController: ViewController?
    /// Whether the transition animates at all.
    public var isAnimated = true
    /// Whether a gesture drives it right now.
    @exclusivity(unchecked) public var isInteractive = false
    /// Set when the transition has been cancelled (by ``cancelInteractiveTransition()``).
    @exclusivity(unchecked) public private(set) var transitionWasCancelled = false
    /// How the incoming controller is presented.
    public var presentationStyle: PresentationStyle = .none
    /// A rotation applied to the whole interface during the transition (identity here).
    public var targetTransform: Transform3D = .identity
    /// +1 when the transition moves forward (the new page comes from the right), −1 when
    /// backward; containers without a direction use +1.
    public var direction: Double = 1
    /// Free-form facts a container gives the animation ("kind" = "push", "present", …,
    /// and "pan" = "left", "right", "up" or "down" when a pan in that direction started it).
    public var userInfo: [String: String] = [:]
    /// The finger driving the transition, or the last one that did (``GestureTouch/isDown``
    /// false once it lifted); nil while no touch drives it (a timed transition).
    @exclusivity(unchecked) public var touch: GestureTouch?

    /// The velocity a gesture released the transition with, points per second along it.
    @exclusivity(unchecked) public var completionVelocity: Double = 0
    /// The last progress reported through ``updateInteractiveTransition(_:)``.
    public private(set) var percentComplete: Double = 0
    /// Set when one of the transition's hooks failed: it is being put back and cancelled,
    /// and no further interaction hooks run for it.
    public private(set) var hookFailed = false
    /// Whether the completion ran.
    public private(set) var isCompleted = false
    /// Temporary views (snapshots, dimming, …) that go away when the transition ends.
    public private(set) var temporaryViews: [View] = []

    private var initialFrames: [TransitionSide: Rect] = [:]
    private var finalFrames: [TransitionSide: Rect] = [:]
    private let completion: (Bool) -> Void
    private let log: LifecycleLog?
    private var listeners: [(TransitionEvent) -> Void] = []

    /// Creates a context. `completion` is the container's: it receives whether the
    /// transition completed and runs exactly once.
    public init(containerView: View, from: ViewController?, to: ViewController?,
                initialFrames: [TransitionSide: Rect] = [:], finalFrames: [TransitionSide: Rect] = [:],
                log: LifecycleLog? = nil, completion: @escaping (Bool) -> Void) {
        self.containerView = containerView
        self.fromViewController = from
        self.toViewController = to
        self.initialFrames = initialFrames
        self.finalFrames = finalFrames
        self.log = log
        self.completion = completion
    }

    /// The controller on `side`.
    public func viewController(forKey side: TransitionSide) -> ViewController? {
        side == .from ? fromViewController : toViewController
    }

    /// The root view of the controller on `side`.
    public func view(forKey side: TransitionSide) -> View? {
        viewController(forKey: side)?.view
    }

    /// The frame the view on `side` has when the transition starts (`.zero` when unknown).
    public func initialFrame(for side: TransitionSide) -> Rect {
        initialFrames[side] ?? .zero
    }

    /// The frame the view on `side` must have when the transition completes (`.zero` when
    /// it leaves the screen or is unknown).
    public func finalFrame(for side: TransitionSide) -> Rect {
        finalFrames[side] ?? .zero
    }

    /// Reports interactive progress (0…1).
    public func updateInteractiveTransition(_ percentComplete: Double) {
        self.percentComplete = min(max(percentComplete, 0), 1)
        notify(.updated(self.percentComplete))
    }

    /// Reports that the gesture paused the transition (grabbed it).
    public func pauseInteractiveTransition() {
        isInteractive = true
        notify(.paused)
    }

    /// Reports that the gesture released the transition towards its end.
    public func finishInteractiveTransition() {
        transitionWasCancelled = false
        isInteractive = false
        notify(.finishing)
    }

    /// Reports that the gesture released the transition back to its start.
    public func cancelInteractiveTransition() {
        transitionWasCancelled = true
        isInteractive = false
        notify(.cancelling)
    }

    /// Notes that a hook of this transition failed (see ``hookFailed``).
    public func noteHookFailure() {
        hookFailed = true
    }

    /// Registers a view to remove when the transition ends, whatever its outcome.
    public func addTemporaryView(_ view: View) {
        if temporaryIDs.insert(ObjectIdentifier(view)).inserted { temporaryViews.append(view) }
    }
    /// The identities of ``temporaryViews``, so adding one stays cheap however many there are.
    private var temporaryIDs: Set<ObjectIdentifier> = []

    /// Registers `body`, which puts back something the transition changes only while it runs
    /// (a matched view's original, hidden while its snapshot flies). The restorations run
    /// once, the last registered first (so each puts back what the one before it saw), through ``restoreTemporaryChanges()`` — the animator
    /// calls it before `finalize` — and at the latest as the transition completes.
    public func addRestoration(_ body: @escaping () -> Void) {
        restorations.append(body)
    }
    private var restorations: [() -> Void] = []

    /// Runs the restorations registered so far, once each (see ``addRestoration(_:)``).
    public func restoreTemporaryChanges() {
        let pending = restorations
        restorations.removeAll()
        for body in pending.reversed() { body() }
    }

    /// Ends the transition: puts back temporary changes, removes temporary views, then runs
    /// the container's completion.
    /// Called again, it does nothing but note the duplicate.
    public func completeTransition(_ didComplete: Bool) {
        guard !isCompleted else {
            log?.note("completeTransition(\(didComplete)) called again and ignored")
            return
        }
        isCompleted = true
        restoreTemporaryChanges()
        for view in temporaryViews { view.removeFromSuperview() }
        temporaryViews.removeAll()
        temporaryIDs.removeAll()
        completion(didComplete)
        notify(.completed(didComplete))
    }

    /// Calls `listener` on every interaction event of this transition.
    public func observe(_ listener: @escaping (TransitionEvent) -> Void) {
        listeners.append(listener)
    }

    private func notify(_ event: TransitionEvent) {
        for listener in listeners { listener(event) }
    }
}

/// What happened to a transition, as its context reports it.
public enum TransitionEvent: Equatable, Sendable {
    case updated(Double)
    case paused
    case finishing
    case cancelling
    case completed(Bool)
}
