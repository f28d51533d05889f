/// Drives a ``TransitionAnimation`` the way the seed's `AnimatedTransitioning` does: `addTo`,
/// `prepare`, then `animation` captured into one ``PropertyAnimator``, then `finalize` and
/// `completeTransition` when the animator ends — at its end, or at its start after a cancel,
/// so a cancelled transition never shows its end frame.
///
/// A hook that throws never leaves the transition hanging: an error before the animation
/// runs puts every view value back as it was before `addTo`, cancels and completes the
/// transition (`completed == false`); an error in `finalize` is reported and the transition
/// still completes with the outcome already decided. Errors go to ``onError``.
public final class HookedTransitionAnimator: AnimatedTransitioning {
    /// The authored hooks.
    public let animation: TransitionAnimation
    /// The clock the animator runs on.
    public let clock: VirtualClock
    /// The views' store.
    public let store: ViewStore
    /// Receives every hook error with the hook's name.
    public var onError: ((Error, String) -> Void)?
    /// Called after `animationEnded`, with whether the transition completed.
    public var onEnded: ((Bool) -> Void)?

    private var animators: [ObjectIdentifier: PropertyAnimator] = [:]

    /// Creates the animator for `animation`.
    public init(animation: TransitionAnimation, clock: VirtualClock, store: ViewStore) {
        self.animation = animation
        self.clock = clock
        self.store = store
    }

    public func transitionDuration(using context: TransitionContext) -> Double {
        animation.duration
    }

    public func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator? {
        animators[ObjectIdentifier(context)]
    }

    public func animateTransition(using context: TransitionContext) {
        let saved = store.snapshotValues()
        let animator = PropertyAnimator(duration: animation.duration, timing: animation.timing,
                                        clock: clock, store: store)
        var hook = "addTo"
        do {
            try animation.addTo(context)
            hook = "prepare"
            try animation.prepare(context)
            hook = "animation"
            try animator.addAnimations {
                try animation.animation(context, animator: animator)
            }
        } catch {
            fail(context, error: error, hook: hook, restoring: saved)
            return
        }
        animators[ObjectIdentifier(context)] = animator
        animator.addCompletion { [weak self, unowned context] position in
            self?.end(context, completed: position == .end && !context.transitionWasCancelled)
        }
        if context.isInteractive {
            animator.pauseAnimation()
        } else {
            animator.startAnimation()
        }
    }

    public func animationEnded(_ transitionCompleted: Bool) {
        onEnded?(transitionCompleted)
    }

    private func end(_ context: TransitionContext, completed: Bool) {
        animators[ObjectIdentifier(context)] = nil
        do {
            try animation.finalize(context, completed: completed)
        } catch {
            onError?(error, "finalize")
        }
        context.completeTransition(completed)
        animationEnded(completed)
    }

    private func fail(_ context: TransitionContext, error: Error, hook: String, restoring saved: [Double]) {
        store.restore(saved)
        onError?(error, hook)
        context.cancelInteractiveTransition()
        context.completeTransition(false)
        animationEnded(false)
    }
}
