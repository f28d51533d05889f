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
/// `animation`, `update`, or in a hook the animation runs later (reported through
/// ``abort(_:error:hook:)``) — at any moment, the set-up included, which then stops at the
/// failing hook — discards the transition's animator for good, puts every view back as it
/// was before `addTo` — values, hidden and clipping flags, roles, superviews, subview order;
/// views made since are detached — then calls `finalize` once with `completed == false`,
/// puts the views back again (whatever `finalize` did to them) and completes the transition
/// once, cancelled. An error in
/// `finalize` is reported after the first one (never instead of it); the transition still
/// completes with the outcome already decided, and after a cancel the views are put back.
/// Errors go to ``onError``, in the order they happened.
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

    /// The transitions running now, by context.
    private var running: [ObjectIdentifier: RunningTransition] = [:]

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
        running[ObjectIdentifier(context)]?.animator
    }

    /// Sets the transition up — `addTo`, `prepare`, `animation`, the first `update` — and
    /// starts its animator. Each step runs only while the transition still runs: a hook that
    /// fails in a step ends the transition through `fail` (the one way a failed hook ends
    /// one), and the set-up stops there, whichever way the error came back
    /// — thrown by the step, or reported through ``abort(_:error:hook:)`` from an `update`
    /// the animator ran.
    public func animateTransition(using context: TransitionContext) {
        let animator = PropertyAnimator(duration: animation.duration, timing: animation.timing,
                                        clock: clock, store: store)
        animator.keyframeCalculationMode = animation.keyframeCalculationMode
        let transition = RunningTransition(animator: animator, before: store.captureTree())
        running[ObjectIdentifier(context)] = transition
        let animation = self.animation
        guard step("addTo", of: transition, context, { try animation.addTo(context) }),
              step("prepare", of: transition, context, { try animation.prepare(context) }),
              step("animation", of: transition, context, {
                  try animator.addAnimations { try animation.animation(context, animator: animator) }
              })
        else { return }
        if animation.updatesEveryFrame {
            // Procedural motion on top of the tracks, after each application; a failure ends
            // the transition as any hook's does.
            // Never inside itself: an update hook that drives the animator (stopping it
            // applies the tracks once more) does not run again at the same progress.
            var isUpdating = false
            animator.afterApplying = { [weak self, weak context] progress in
                guard let self, let context, !context.isCompleted, !context.hookFailed, !isUpdating else { return }
                isUpdating = true
                defer { isUpdating = false }
                do {
                    try self.animation.update(context, progress: progress)
                } catch {
                    self.abort(context, error: error, hook: "update")
                }
            }
            guard step("update", of: transition, context, { animator.afterApplying?(animator.progress) }) else { return }
        }
        transition.startValues = store.captureTree()
        animator.completesWhenStoppedWithoutFinishing = true
        animator.addCompletion { [weak self, weak context] position in
            guard let self, let context else { return }
            self.end(context, at: position)
        }
        // The last step: an `update` failing as the animator starts (or, with a duration of
        // 0, as it finishes at once) ends the transition from inside it.
        _ = step("update", of: transition, context) {
            if context.isInteractive { animator.pauseAnimation() } else { animator.startAnimation() }
        }
    }

    public func animationEnded(_ transitionCompleted: Bool) {
        onEnded?(transitionCompleted)
    }

    /// Ends the running transition of `context` after `hook` failed outside the sequence
    /// this animator calls itself (an interaction hook, or an `update` the animator ran):
    /// the transition fails as after any hook's error (see the type's description). A
    /// transition already ended only has the error reported.
    public func abort(_ context: TransitionContext, error: Error, hook: String) {
        guard let transition = running[ObjectIdentifier(context)], !transition.hasEnded,
              !context.isCompleted, !context.hookFailed else {
            onError?(error, hook)
            return
        }
        fail(transition, context, error: error, hook: hook)
    }

    /// Runs one step of the set-up of `transition`; a step that throws fails the transition.
    /// Returns whether the transition still runs after it: false once it ended, whichever
    /// way (a hook error thrown here, or one reported through ``abort(_:error:hook:)`` while
    /// the step ran).
    private func step(_ hook: String, of transition: RunningTransition, _ context: TransitionContext,
                      _ body: () throws -> Void) -> Bool {
        do {
            try body()
        } catch {
            fail(transition, context, error: error, hook: hook)
        }
        return !transition.hasEnded && !context.isCompleted
    }

    /// Ends the transition whose animator finished at `position`: completed at its end or
    /// where it stood, unless the interaction was cancelled; a cancelled one is first put
    /// back on its start values when its animator did not finish there.
    private func end(_ context: TransitionContext, at position: AnimatingPosition) {
        guard let transition = running[ObjectIdentifier(context)], !transition.hasEnded else { return }
        let completed = position != .start && !context.transitionWasCancelled
        if !completed, position != .start, let start = transition.startValues { store.restore(start) }
        transition.hasEnded = true
        running[ObjectIdentifier(context)] = nil
        // Matched views' originals show again before the script's cleanup sees them.
        context.restoreTemporaryChanges()
        do {
            try animation.finalize(context, completed: completed)
        } catch {
            onError?(error, "finalize")
            if !completed { store.restore(transition.before) }
        }
        context.completeTransition(completed)
        animationEnded(completed)
    }

    /// The one way a transition ends after one of its hooks failed, wherever and whenever
    /// it failed: it is marked ended first (so nothing of it runs again — the set-up stops,
    /// a second error is only reported), its animator is discarded, the views go back as
    /// they were before `addTo`, `finalize` runs once with `false`, the views go back again
    /// and the transition completes, cancelled.
    private func fail(_ transition: RunningTransition, _ context: TransitionContext, error: Error, hook: String) {
        guard !transition.hasEnded else {
            onError?(error, hook)
            return
        }
        transition.hasEnded = true
        running[ObjectIdentifier(context)] = nil
        transition.animator.discard()
        context.restoreTemporaryChanges()
        store.restore(transition.before)
        onError?(error, hook)
        context.noteHookFailure()
        context.cancelInteractiveTransition()
        do {
            try animation.finalize(context, completed: false)
        } catch {
            onError?(error, "finalize")
        }
        store.restore(transition.before)
        context.completeTransition(false)
        animationEnded(false)
    }
}

/// One transition a ``HookedTransitionAnimator`` runs: its animator, the views as they were
/// before `addTo` and at the start of its animation, and whether it ended.
private final class RunningTransition {
    let animator: PropertyAnimator
    /// The views as they were before `addTo`.
    let before: ViewTreeSnapshot
    /// The views at the start of the animation (progress 0), where a cancelled transition
    /// lands whatever position its animator was finished at.
    var startValues: ViewTreeSnapshot?
    /// Set once the transition ended (completed, cancelled or failed): nothing of it runs again.
    var hasEnded = false

    init(animator: PropertyAnimator, before: ViewTreeSnapshot) {
        self.animator = animator
        self.before = before
    }
}
