/// The sheet's own motion between detents — UIKit animates detent changes itself, not with
/// the presentation's transition animator: a transition whose every frame places the sheet
/// at the height its ``SheetDetentMove`` gives for the progress, with the dimming following.
/// Timed (a detent selected) it runs on a critically damped spring, as UIKit's sheets move.
final class SheetDetentAnimation: TransitionAnimation {
    /// The move of the running detent transition.
    var move: SheetDetentMove?
    /// Places the sheet at a visible height (the presentation controller's).
    var place: ((Double) -> Void)?

    let duration = 0.5
    let timing = TimingCurve.spring(SpringCurve(dampingRatio: 1, response: 0.35))
    var updatesEveryFrame: Bool { true }

    func addTo(_ context: TransitionContext) throws {}
    func prepare(_ context: TransitionContext) throws {}
    func animation(_ context: TransitionContext, animator: PropertyAnimator) throws {}
    func finalize(_ context: TransitionContext, completed: Bool) throws {}

    func update(_ context: TransitionContext, progress: Double) throws {
        guard let move, progress.isFinite else { return }
        place?(move.height(at: progress))
    }
}

/// The animator of a sheet presentation's container: presentations and dismissals go to the
/// script's (or any) animator, the sheet's moves between detents (`kind = "detent"`) to its
/// own ``SheetDetentAnimation``.
final class SheetTransitionAnimator: AnimatedTransitioning {
    /// The animator of presentations and dismissals.
    let presentations: AnimatedTransitioning
    /// The animator of moves between detents.
    let detents: HookedTransitionAnimator

    init(presentations: AnimatedTransitioning, detents: HookedTransitionAnimator) {
        self.presentations = presentations
        self.detents = detents
    }

    private func animator(for context: TransitionContext) -> AnimatedTransitioning {
        context.userInfo["kind"] == "detent" ? detents : presentations
    }

    func transitionDuration(using context: TransitionContext) -> Double {
        animator(for: context).transitionDuration(using: context)
    }

    func animateTransition(using context: TransitionContext) {
        animator(for: context).animateTransition(using: context)
    }

    func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator? {
        animator(for: context).interruptibleAnimator(using: context)
    }

    /// Each animator tells its own end (``HookedTransitionAnimator`` calls its own).
    func animationEnded(_ transitionCompleted: Bool) {}
}
