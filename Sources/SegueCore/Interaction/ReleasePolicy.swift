/// Decides, when a gesture lets go of an interactive transition, whether it finishes or
/// cancels: a flick faster than ``velocityThreshold`` decides by its direction; otherwise
/// the transition finishes when its progress is past ``progressThreshold``.
public struct ReleasePolicy: Equatable, Sendable {
    /// Progress past which a slow release finishes (0…1).
    public var progressThreshold: Double
    /// Speed along the transition's direction, in points per second, above which the
    /// direction of the flick decides alone. Infinity disables flicks.
    public var velocityThreshold: Double

    /// Creates a policy.
    public init(progressThreshold: Double = 0.5, velocityThreshold: Double = .infinity) {
        self.progressThreshold = progressThreshold
        self.velocityThreshold = velocityThreshold
    }

    /// Whether to finish, given the progress at release and the velocity along the
    /// transition's direction (positive: towards the end).
    public func shouldFinish(progress: Double, velocity: Double) -> Bool {
        if abs(velocity) >= velocityThreshold { return velocity > 0 }
        return progress > progressThreshold
    }
}
