import SegueCore

/// The interactive behaviour of the transition a take played, for the developer hand-off:
/// which gesture drives it, how a release decides and finishes, and — when the take was
/// released by a finger or `--scrub` — where and how fast.
public struct InteractionDescription: Sendable, Equatable {
    /// The pan that drives the transition: its edge or area, axis, directions, slop,
    /// distance, most progress and velocity window.
    public var gesture: GestureDescription
    /// How a release decides to finish or cancel (mode, thresholds, deceleration).
    public var releasePolicy: ReleasePolicy
    /// The speed the rest of the transition plays at after a release (UIKit's
    /// `completionSpeed`).
    public var completionSpeed: Double
    /// The curve the rest of the transition plays with after a release (UIKit's
    /// `completionCurve`; a spring takes the finger's velocity).
    public var completionCurve: TimingCurve
    /// Whether the take itself was driven interactively (a scrub or a gesture).
    public var isInteractive: Bool
    /// Where the take was released, as progress 0…1 (`--scrub`), when known.
    public var releaseProgress: Double?
    /// The velocity handed over at the release, points per second along the transition
    /// (`--velocity`), when known.
    public var releaseVelocity: Double?

    /// A description of the behaviour.
    public init(gesture: GestureDescription, releasePolicy: ReleasePolicy, completionSpeed: Double, completionCurve: TimingCurve,
                isInteractive: Bool = false, releaseProgress: Double? = nil, releaseVelocity: Double? = nil) {
        self.gesture = gesture
        self.releasePolicy = releasePolicy
        self.completionSpeed = completionSpeed
        self.completionCurve = completionCurve
        self.isInteractive = isInteractive
        self.releaseProgress = releaseProgress
        self.releaseVelocity = releaseVelocity
    }
}
