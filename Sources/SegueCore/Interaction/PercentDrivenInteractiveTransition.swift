#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// UIKit's `UIPercentDrivenInteractiveTransition` for Segue's animators: a gesture scrubs the
/// transition's ``PropertyAnimator`` through ``update(_:within:)``, then ``finish(velocity:)`` or
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
    /// Points of gesture the whole transition spans (the container sets it): a release
    /// velocity divided by it is a progress velocity. 0 when unknown — then no velocity
    /// handoff, and projections count one point as the whole transition.
    public var distance: Double = 0
    /// Decides a release in the policy's place when it answers (a sheet picking the detent
    /// it rests at): from the progress and the velocity along the transition, the decision
    /// and the velocity to hand to the completion. Nil, or an answer of nil: the policy
    /// decides.
    public var releaseRule: ((_ progress: Double, _ velocity: Double) -> (decision: ReleasePolicy.Decision, velocity: Double)?)?
    /// The glide of a release that decided to hold at another progress, while it runs.
    private var glide: Glide?

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

    /// Whether a release that decided to hold is still gliding to where it rests.
    public var isGliding: Bool { glide != nil }

    /// Whether the transition stands still under the interactor's control: scrubbed or
    /// grabbed and not released, or released by a policy that holds and done gliding.
    public var isHeld: Bool {
        guard let context, !context.isCompleted, glide == nil,
              let driver = animator.interruptibleAnimator(using: context) else { return false }
        return !driver.isRunning
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

    /// The presented progress, unclamped: a spring completion may overshoot 0…1 (0 when
    /// none is running).
    public var presentedProgress: Double {
        guard let context, let driver = animator.interruptibleAnimator(using: context) else { return 0 }
        return driver.progress
    }

    /// Scrubs to `percent`, clamped to `range` (0…1 unless a grab caught a spring beyond an
    /// end); pauses a running transition first.
    public func update(_ percent: Double, within range: ClosedRange<Double> = 0...1) {
        // NaN passes every min/max clamp; a progress that is not a number changes nothing.
        guard !percent.isNaN else { return }
        stopGliding()
        guard let context, let driver = animator.interruptibleAnimator(using: context) else { return }
        if driver.isRunning { pause() }
        let p = min(max(percent, range.lowerBound), range.upperBound)
        if (0...1).contains(p) { driver.fractionComplete = p } else { driver.hold(atProgress: p) }
        context.updateInteractiveTransition(p)
    }

    /// Grabs the transition where it stands (also while it completes, cancels or glides
    /// after a release); it becomes interactive again at the same progress.
    public func pause() {
        stopGliding()
        guard let context, let driver = animator.interruptibleAnimator(using: context) else { return }
        driver.pauseAnimation()
        driver.isReversed = false
        // Where it stands, even beyond an end (a spring overshooting): nothing jumps.
        driver.hold(atProgress: driver.progress)
        context.updateInteractiveTransition(driver.progress)
        context.pauseInteractiveTransition()
    }

    /// Lets the transition run to its end from where it stands. `velocity` (points per
    /// second along the transition) becomes the completion's initial velocity when the
    /// completion curve is a spring of its own duration, so motion is continuous.
    ///
    /// The context's observers hear of the release first, with the animator paused and
    /// turned towards the end: one that continues the animator itself (a script's
    /// `interactionEnded` calling `continueAnimation`, as a UIKit app does in its gesture
    /// handler) chooses the completion's timing, and this one is not applied.
    public func finish(velocity: Double = 0) {
        letGo(towardsEnd: true, velocity: velocity)
    }

    /// Lets the transition run back to its start from where it stands; the views land
    /// exactly on their start values and the end frame is never shown. The velocity is
    /// handed to a spring completion as in ``finish(velocity:)``, and an observer of the
    /// context may choose the timing as there.
    public func cancel(velocity: Double = 0) {
        letGo(towardsEnd: false, velocity: velocity)
    }

    private func letGo(towardsEnd: Bool, velocity: Double) {
        stopGliding()
        guard let context, let driver = animator.interruptibleAnimator(using: context) else { return }
        // Held where it stands and turned the way it will go, so an observer that continues
        // it goes that way from there.
        if driver.isRunning { driver.pauseAnimation() }
        driver.isReversed = !towardsEnd
        // The finger's velocity goes to the animator with it, per property through each one's
        // slope, when what follows can carry it: the engine's spring completion (which starts
        // at it anyway) or a timing that blends. Then a new target given in interactionEnded
        // keeps its property's velocity too.
        if distance > 0, handsVelocityOver || driver.blendDuration > 0 {
            driver.handVelocity = velocity / distance
        }
        context.completionVelocity = velocity
        if towardsEnd { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
        guard !driver.isRunning else { return }
        driver.continueAnimation(withTimingParameters: completionCurve(velocity: velocity, from: driver.progress, to: towardsEnd ? 1 : 0),
                                 remainingDurationFactor: durationFactor)
    }

    /// Releases with `policy` from `velocity` (along the transition's direction, points per
    /// second) and the current progress: finishes, cancels, or stays held — gliding first
    /// to the progress the policy chose. Returns the decision.
    @discardableResult
    public func release(velocity: Double, policy: ReleasePolicy) -> ReleasePolicy.Decision {
        if let rule = releaseRule, let (decision, handed) = rule(percentComplete, velocity) {
            switch decision {
            case .finish: finish(velocity: handed)
            case .cancel: cancel(velocity: handed)
            case .hold(let target): hold(at: target, rate: policy.decelerationRate)
            }
            return decision
        }
        let decision = policy.decide(progress: percentComplete, velocity: velocity, distance: max(distance, 1))
        switch decision {
        case .finish: finish(velocity: velocity)
        case .cancel: cancel(velocity: velocity)
        case .hold(let target): hold(at: target, rate: policy.decelerationRate)
        }
        return decision
    }

    private var durationFactor: Double { 1 / max(completionSpeed, 1e-9) }

    /// Whether the completion curve is a spring of its own duration, which starts at the
    /// release's velocity.
    private var handsVelocityOver: Bool {
        guard case .spring(let spring) = completionCurve else { return false }
        return !spring.fitsAnimatorDuration
    }

    /// The completion curve from `progress` to `target`, carrying `velocity` when it is a
    /// spring of its own duration: progress(t) = p + (target − p)·x(t / factor), so its
    /// slope at release is (target − p)·v₀ / factor, which must equal velocity / distance.
    func completionCurve(velocity: Double, from progress: Double, to target: Double) -> TimingCurve {
        guard case .spring(let spring) = completionCurve, !spring.fitsAnimatorDuration, distance > 0 else {
            return completionCurve
        }
        let remaining = target - progress
        guard abs(remaining) > 1e-6 else { return completionCurve }
        return .spring(spring.withInitialVelocity(velocity / distance * durationFactor / remaining))
    }

    // MARK: Holding

    /// Stays interactive at `target`: at once when it is the current progress, else after
    /// gliding there, decelerating at `rate` per millisecond.
    private func hold(at target: Double, rate: Double) {
        pause()
        guard let context, let driver = animator.interruptibleAnimator(using: context) else { return }
        let start = driver.progress
        guard abs(target - start) > 1e-9 else { return }
        let glide = Glide(interactor: self, clock: driver.clock, start: start, target: min(max(target, 0), 1),
                          startTime: driver.clock.now, rate: rate)
        self.glide = glide
        driver.clock.add(glide)
    }

    private func stopGliding() {
        guard let glide else { return }
        self.glide = nil
        if let context, let driver = animator.interruptibleAnimator(using: context) {
            driver.clock.remove(glide)
        }
    }

    /// Moves the held progress towards its target as a decelerating motion:
    /// p(t) = start + (target − start)·(1 − r^(1000 t)); it lands on the target exactly.
    /// Once the transition ended (a hook failed while it glided) it leaves the clock: the
    /// interactor, which the container drops then, is only referred to weakly.
    private final class Glide: FrameObserver {
        weak var interactor: PercentDrivenInteractiveTransition?
        let clock: VirtualClock
        let start, target, startTime, rate: Double

        init(interactor: PercentDrivenInteractiveTransition, clock: VirtualClock, start: Double, target: Double,
             startTime: Double, rate: Double) {
            self.interactor = interactor
            self.clock = clock
            self.start = start
            self.target = target
            self.startTime = startTime
            self.rate = rate
        }

        func frame(at time: Double) {
            let remaining = exp(1000 * max(time - startTime, 0) * log(rate))
            let done = remaining < 1e-4
            let p = done ? target : start + (target - start) * (1 - remaining)
            guard let interactor, let context = interactor.context, !context.isCompleted,
                  let driver = interactor.animator.interruptibleAnimator(using: context) else {
                clock.remove(self)
                return
            }
            driver.fractionComplete = p
            context.updateInteractiveTransition(p)
            if done { interactor.stopGliding() }
        }
    }
}
