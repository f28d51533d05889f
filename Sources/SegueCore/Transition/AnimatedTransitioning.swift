/// An object that animates one transition (UIKit's `UIViewControllerAnimatedTransitioning`).
public protocol AnimatedTransitioning: AnyObject {
    /// The transition's duration, seconds.
    func transitionDuration(using context: TransitionContext) -> Double
    /// Sets the transition up and starts animating it; must lead to exactly one
    /// `context.completeTransition`.
    func animateTransition(using context: TransitionContext)
    /// The animator driving the transition; the same object for the whole transition.
    func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator?
    /// Called after the context's completion ran.
    func animationEnded(_ transitionCompleted: Bool)
}

/// The four hooks of the seed's `TransitionAnimation` protocol, through which a transition
/// is authored (in Swift, or in Lua by SegueLua's scripted transitions). Each may throw;
/// ``HookedTransitionAnimator`` turns a throw into a defined end of the transition.
public protocol TransitionAnimation: AnyObject {
    /// Seconds the timed transition lasts.
    var duration: Double { get }
    /// The timing of the timed transition.
    var timing: TimingCurve { get }
    /// Builds the view hierarchy in the container for the animation.
    func addTo(_ context: TransitionContext) throws
    /// Places the views where the animation starts (applied at once).
    func prepare(_ context: TransitionContext) throws
    /// Writes the end values; writes made here become animation tracks.
    func animation(_ context: TransitionContext, animator: PropertyAnimator) throws
    /// Cleans up after the transition ended; `completed` is false after a cancel.
    func finalize(_ context: TransitionContext, completed: Bool) throws
    /// How its keyframes fill the time between them (UIKit's `calculationMode`).
    var keyframeCalculationMode: KeyframeCalculationMode { get }
    /// Whether it has a per-frame ``update(_:progress:)``.
    var updatesEveryFrame: Bool { get }
    /// Procedural motion: called each time the animator has applied its tracks — every frame,
    /// every scrub, and at the end — with the presented progress; writes apply at once.
    func update(_ context: TransitionContext, progress: Double) throws
}

extension TransitionAnimation {
    public var keyframeCalculationMode: KeyframeCalculationMode { .linear }
    public var updatesEveryFrame: Bool { false }
    public func update(_ context: TransitionContext, progress: Double) throws {}
}
