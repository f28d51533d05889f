/// UIKit's `UIPercentDrivenInteractiveTransition` for Segue's animators: a gesture scrubs the
/// transition's ``PropertyAnimator`` through ``update(_:)``, then ``finish(velocity:)`` or
/// ``cancel(velocity:)`` lets it run from where it stands to its end or back to its start,
/// over the remaining time `(1 − p) · duration / completionSpeed` (or `p · duration / speed`
/// when cancelling), with ``completionCurve``. ``pause()`` grabs a transition that is still
/// completing, without a jump.
public final class PercentDrivenInteractiveTransition {
    /// The object that animates the transition.
    public let animator: AnimatedTransitioning
    /// Speed of the completion after release; 1 is the transition's own speed.
    public var completionSpeed: Double = 1
    /// Timing of the completion after release.
    public var completionCurve: TimingCurve = .linear
    /// Whether the transition starts interactive (paused under the finger) or timed.
    public var wantsInteractiveStart = true
    /// The context of the transition being driven.
    public private(set) var context: TransitionContext?

    /// Creates an interactor over `animator`.
    public init(animator: AnimatedTransitioning) {
        self.animator = animator
    }

    /// The transition's duration, seconds (0 when none is running).
    public var duration: Double {
        guard let context else { return 0 }
        return animator.transitionDuration(using: context)
    }

    /// The current progress, 0…1 (0 when none is running).
    public var percentComplete: Double {
        guard let context, let driver = animator.interruptibleAnimator(using: context) else { return 0 }
        return min(max(driver.progress, 0), 1)
    }

    /// Starts `context`'s transition under the interactor's control.
    public func startInteractiveTransition(_ context: TransitionContext) {
        self.context = context
        context.isInteractive = wantsInteractiveStart
        animator.animateTransition(using: context)
    }

    /// Takes over `context`'s transition, already running timed, and grabs it where it
    /// stands: it becomes interactive at the same progress, without a jump.
    public func adopt(_ context: TransitionContext) {
        self.context = context
        context.isInteractive = true
        pause()
    }

    /// Scrubs to `percent`, clamped to 0…1; pauses a running transition first.
    public func update(_ percent: Double) {
        guard let context, let driver = animator.interruptibleAnimator(using: context) else { return }
        if driver.isRunning { pause() }
        let p = min(max(percent, 0), 1)
        driver.fractionComplete = p
        context.updateInteractiveTransition(p)
    }

    /// Grabs the transition where it stands (also while it completes or cancels after a
    /// release); it becomes interactive again at the same progress.
    public func pause() {
        guard let context, let driver = animator.interruptibleAnimator(using: context) else { return }
        driver.pauseAnimation()
        driver.isReversed = false
        driver.fractionComplete = min(max(driver.progress, 0), 1)
        context.updateInteractiveTransition(driver.progress)
        context.pauseInteractiveTransition()
    }

    /// Lets the transition run to its end from where it stands.
    public func finish(velocity: Double = 0) {
        guard let context, let driver = animator.interruptibleAnimator(using: context) else { return }
        context.completionVelocity = velocity
        context.finishInteractiveTransition()
        driver.isReversed = false
        driver.continueAnimation(withTimingParameters: completionCurve, durationFactor: 1 / max(completionSpeed, 1e-9))
    }

    /// Lets the transition run back to its start from where it stands; the views land
    /// exactly on their start values and the end frame is never shown.
    public func cancel(velocity: Double = 0) {
        guard let context, let driver = animator.interruptibleAnimator(using: context) else { return }
        context.completionVelocity = velocity
        context.cancelInteractiveTransition()
        driver.isReversed = true
        driver.continueAnimation(withTimingParameters: completionCurve, durationFactor: 1 / max(completionSpeed, 1e-9))
    }

    /// Releases with `policy`: finishes or cancels from `velocity` (along the transition's
    /// direction, points per second) and the current progress. Returns whether it finishes.
    @discardableResult
    public func release(velocity: Double, policy: ReleasePolicy) -> Bool {
        let finishing = policy.shouldFinish(progress: percentComplete, velocity: velocity)
        if finishing { finish(velocity: velocity) } else { cancel(velocity: velocity) }
        return finishing
    }
}
