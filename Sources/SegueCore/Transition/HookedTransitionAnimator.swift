/// Drives a ``TransitionAnimation`` the way the seed's `AnimatedTransitioning` does: `addTo`,
/// `prepare`, then `animation` captured into one ``PropertyAnimator``, then `finalize` and
/// `completeTransition` when the animator ends — at its end, or at its start after a cancel,
/// so a cancelled transition never shows its end frame. What the transition changed only
/// while it runs (``TransitionContext/addRestoration(_:)``: matched views' originals, hidden
/// while their copies fly) is put back before `finalize`, and first of all when a hook fails.
///
/// The animator can be driven directly (a spec's or a script's `animator`), with UIKit's rules
/// and one promise UIKit does not make: the transition completes exactly once, whatever is
/// done to its animator. Finished at its end or where it stands, the transition completes —
/// unless the interaction was cancelled; finished at its start, it is cancelled. Stopped
/// without finishing, it finishes where it stands (UIKit would leave the transition hanging).
/// A cancelled transition always lands exactly on its start values, wherever its animator
/// was finished.
///
/// A hook that throws never leaves the transition hanging. An error in `addTo`, `prepare`,
/// `animation`, or in a hook the animation runs later (reported through
/// ``abort(_:error:hook:)``) puts every view back as it was before `addTo` — values, hidden
/// and clipping flags, roles, superviews, subview order; views made since are detached —
/// then calls `finalize` once with `completed == false`, puts the views back again (whatever
/// `finalize` did to them) and completes the transition once, cancelled. An error in
/// `finalize` is reported after the first one (never instead of it); the transition still
/// completes with the outcome already decided, and after a cancel the views are put back. Errors go to ``onError``, in the order they happened.
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
    /// The views as they were before `addTo`, for each running transition.
    private var before: [ObjectIdentifier: ViewTreeSnapshot] = [:]
    /// The views at the start of each running transition's animation (progress 0), where a
    /// cancelled transition lands whatever position its animator was finished at.
    private var startValues: [ObjectIdentifier: ViewTreeSnapshot] = [:]

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
        let key = ObjectIdentifier(context)
        let saved = store.captureTree()
        before[key] = saved
        let animator = PropertyAnimator(duration: animation.duration, timing: animation.timing,
                                        clock: clock, store: store)
        animator.keyframeCalculationMode = animation.keyframeCalculationMode
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
            fail(context, error: error, hook: hook)
            return
        }
        animators[key] = animator
        if animation.updatesEveryFrame {
            // Procedural motion on top of the tracks, after each application; a failure ends
            // the transition as any hook's does.
            // Never inside itself: an update hook that drives the animator (stopping it
            // applies the tracks once more) does not run again at the same progress.
            var isUpdating = false
            animator.afterApplying = { [weak self, unowned context] progress in
                guard let self, !context.isCompleted, !context.hookFailed, !isUpdating else { return }
                isUpdating = true
                defer { isUpdating = false }
                do {
                    try self.animation.update(context, progress: progress)
                } catch {
                    self.abort(context, error: error, hook: "update")
                }
            }
            animator.afterApplying?(animator.progress)
        }
        startValues[key] = store.captureTree()
        animator.completesWhenStoppedWithoutFinishing = true
        animator.addCompletion { [weak self, unowned context] position in
            self?.end(context, at: position)
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

    /// Ends the running transition of `context` after `hook` failed outside the sequence
    /// this animator calls itself (an interaction hook): its animator stops, the views go
    /// back as they were before `addTo`, `finalize` runs with `false`, and the transition
    /// completes cancelled. A transition already ended only has the error reported.
    public func abort(_ context: TransitionContext, error: Error, hook: String) {
        let key = ObjectIdentifier(context)
        guard !context.isCompleted, !context.hookFailed, before[key] != nil else {
            onError?(error, hook)
            return
        }
        animators.removeValue(forKey: key)?.discard()
        fail(context, error: error, hook: hook)
    }

    /// Ends the transition whose animator finished at `position`: completed at its end or
    /// where it stood, unless the interaction was cancelled; a cancelled one is first put
    /// back on its start values when its animator did not finish there.
    private func end(_ context: TransitionContext, at position: AnimatingPosition) {
        let key = ObjectIdentifier(context)
        let start = startValues.removeValue(forKey: key)
        let completed = position != .start && !context.transitionWasCancelled
        if !completed, position != .start, let start { store.restore(start) }
        end(context, completed: completed)
    }

    private func end(_ context: TransitionContext, completed: Bool) {
        let key = ObjectIdentifier(context)
        animators[key] = nil
        startValues[key] = nil
        let saved = before.removeValue(forKey: key)
        // Matched views' originals show again before the script's cleanup sees them.
        context.restoreTemporaryChanges()
        do {
            try animation.finalize(context, completed: completed)
        } catch {
            onError?(error, "finalize")
            if !completed, let saved { store.restore(saved) }
        }
        context.completeTransition(completed)
        animationEnded(completed)
    }

    private func fail(_ context: TransitionContext, error: Error, hook: String) {
        let key = ObjectIdentifier(context)
        animators[key] = nil
        startValues[key] = nil
        let saved = before.removeValue(forKey: key)
        context.restoreTemporaryChanges()
        if let saved { store.restore(saved) }
        onError?(error, hook)
        context.noteHookFailure()
        context.cancelInteractiveTransition()
        do {
            try animation.finalize(context, completed: false)
        } catch {
            onError?(error, "finalize")
        }
        if let saved { store.restore(saved) }
        context.completeTransition(false)
        animationEnded(false)
    }
}
