/// Decides what an interactive transition does when the gesture driving it lets go: finish,
/// cancel, or stay held at a progress. Velocities are in points per second along the
/// transition's direction (positive: towards the end); `distance` is how many points of
/// gesture the whole transition spans.
public struct ReleasePolicy: Equatable, Sendable {
    /// The rule that decides (declared in the schema module, where the Lua library's list is
    /// generated from).
    public typealias Mode = ReleaseMode

    /// What a release does.
    public enum Decision: Equatable, Sendable {
        /// Run to the end.
        case finish
        /// Run back to the start.
        case cancel
        /// Stay held, interactive, after gliding to this progress (the current one: no glide).
        case hold(Double)
    }

    /// The rule.
    public var mode: Mode
    /// Progress past which a release finishes (0…1).
    public var progressThreshold: Double
    /// Speed above which a flick decides by its direction alone (`Mode.threshold`);
    /// infinity disables flicks.
    public var velocityThreshold: Double
    /// Speed against the progress's decision above which the direction of motion decides
    /// instead (`Mode.threshold`); infinity: the progress alone decides.
    public var opposingVelocityTolerance: Double
    /// Fraction of the velocity kept per millisecond while gliding (UIScrollView's
    /// `.normal` is 0.998, `.fast` 0.99).
    public var decelerationRate: Double

    /// A policy; the defaults are the seeds' plain progress threshold at half-way.
    public init(mode: Mode = .threshold, progressThreshold: Double = 0.5, velocityThreshold: Double = .infinity,
                opposingVelocityTolerance: Double = .infinity, decelerationRate: Double = 0.998) {
        self.mode = mode
        self.progressThreshold = progressThreshold
        self.velocityThreshold = velocityThreshold
        self.opposingVelocityTolerance = opposingVelocityTolerance
        self.decelerationRate = min(max(decelerationRate, 0), 0.999_999)
    }

    /// Points a motion at `velocity` points per second travels while decelerating at `rate`
    /// per millisecond until it rests: `v / 1000 · r / (1 − r)`.
    public static func projectedDistance(velocity: Double, decelerationRate rate: Double) -> Double {
        velocity / 1000 * rate / (1 - rate)
    }

    /// The progress the motion would rest at, unclamped.
    public func projectedProgress(progress: Double, velocity: Double, distance: Double) -> Double {
        progress + Self.projectedDistance(velocity: velocity, decelerationRate: decelerationRate) / max(distance, 1e-9)
    }

    /// The decision for a release at `progress` with `velocity`, over `distance` points.
    public func decide(progress: Double, velocity: Double, distance: Double) -> Decision {
        let resting = projectedProgress(progress: progress, velocity: velocity, distance: distance)
        let toNearerEnd: Decision = resting > progressThreshold ? .finish : .cancel
        switch mode {
        case .threshold:
            if abs(velocity) >= velocityThreshold { return velocity > 0 ? .finish : .cancel }
            if progress > progressThreshold {
                return -velocity > opposingVelocityTolerance ? .cancel : .finish
            }
            return velocity > opposingVelocityTolerance ? .finish : .cancel
        case .projected, .autoComplete, .decelerateAndComplete:
            return toNearerEnd
        case .autoCompleteToStart:
            return .cancel
        case .autoCompleteToEnd:
            return .finish
        case .stop:
            return .hold(progress)
        case .decelerate:
            // A resting point within a billionth of an end is that end.
            if resting >= 1 - 1e-9 { return .finish }
            if resting <= 1e-9 { return .cancel }
            return .hold(resting)
        case .neverCompleteToStart:
            return toNearerEnd == .cancel ? .hold(progress) : .finish
        case .neverCompleteToEnd:
            return toNearerEnd == .finish ? .hold(progress) : .cancel
        }
    }

    /// Whether a release finishes (a held decision counts as not finishing).
    public func shouldFinish(progress: Double, velocity: Double, distance: Double = 1) -> Bool {
        decide(progress: progress, velocity: velocity, distance: distance) == .finish
    }
}
