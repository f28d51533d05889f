/// UIKit's `UIViewControllerTransitionCoordinator`: what a container hands to anyone who
/// wants to move with the running transition. Animations added here join the transition's
/// own animator — on any view of the scene, inside the container or not (a dimming view, a
/// tab bar, a blur) — so they scrub, finish and cancel with it exactly.
public final class TransitionCoordinator {
    /// The transition's context.
    public let context: TransitionContext
    /// The object animating it.
    public let animator: AnimatedTransitioning

    private var completions: [(TransitionCoordinator) -> Void] = []
    private var interactionHandlers: [(TransitionCoordinator) -> Void] = []

    /// Creates the coordinator of `context`'s transition.
    public init(context: TransitionContext, animator: AnimatedTransitioning) {
        self.context = context
        self.animator = animator
        context.observe { [weak self] event in
            guard let self else { return }
            switch event {
            case .finishing, .cancelling:
                for handler in self.interactionHandlers { handler(self) }
            case .completed:
                let callbacks = self.completions
                self.completions = []
                for completion in callbacks { completion(self) }
            case .updated, .paused:
                break
            }
        }
    }

    /// Whether a gesture drives the transition now.
    public var isInteractive: Bool { context.isInteractive }
    /// Whether the transition was cancelled.
    public var isCancelled: Bool { context.transitionWasCancelled }
    /// Whether it animates.
    public var isAnimated: Bool { context.isAnimated }
    /// The transition's presented progress, 0…1.
    public var percentComplete: Double {
        guard let driver = animator.interruptibleAnimator(using: context) else {
            return context.isCompleted ? (context.transitionWasCancelled ? 0 : 1) : context.percentComplete
        }
        return min(max(driver.progress, 0), 1)
    }
    /// The transition's duration, seconds.
    public var transitionDuration: Double { animator.transitionDuration(using: context) }
    /// The velocity the gesture released the transition with (points per second along it).
    public var completionVelocity: Double { context.completionVelocity }
    /// The presentation style of the incoming controller.
    public var presentationStyle: PresentationStyle { context.presentationStyle }

    /// Adds `animation` to the transition's animator (writes in it become tracks that play
    /// with the transition from where it stands) and `completion` to run after it ends.
    /// Returns false when the transition already ended or has no animator to join.
    @discardableResult
    public func animate(alongsideTransition animation: (() -> Void)?,
                        completion: ((TransitionCoordinator) -> Void)? = nil) -> Bool {
        guard !context.isCompleted, let driver = animator.interruptibleAnimator(using: context) else {
            return false
        }
        if let animation { driver.addAnimations(alongside: true, animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Calls `handler` each time the gesture lets go of the transition (towards its end or
    /// back to its start).
    public func notifyWhenInteractionChanges(_ handler: @escaping (TransitionCoordinator) -> Void) {
        interactionHandlers.append(handler)
    }
}
