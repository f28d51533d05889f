/// What a transition's hooks read about its gesture that changes while it runs: whether a
/// gesture drives it, whether it was cancelled and the velocity it was released with
/// (``TransitionContext/isInteractive``, ``TransitionContext/transitionWasCancelled``,
/// ``TransitionContext/completionVelocity``), read in one go.
public struct InteractionState: Equatable, Sendable {
    /// Whether a gesture drives the transition right now.
    public var isInteractive: Bool
    /// Whether the transition has been cancelled.
    public var isCancelled: Bool
    /// The velocity a gesture released the transition with, points per second along it.
    public var completionVelocity: Double

    /// A state with the given facts.
    public init(isInteractive: Bool, isCancelled: Bool, completionVelocity: Double) {
        self.isInteractive = isInteractive
        self.isCancelled = isCancelled
        self.completionVelocity = completionVelocity
    }
}

extension TransitionContext {
    /// The gesture's facts as they are now. Reading them here costs one call: read one by
    /// one from another module, each stored property is checked for exclusive access at run
    /// time, which took most of a hook call's bookkeeping.
    public var interactionState: InteractionState {
        InteractionState(isInteractive: isInteractive, isCancelled: transitionWasCancelled,
                         completionVelocity: completionVelocity)
    }
}
