/// The rule that decides what a release of an interactive transition does (`ReleasePolicy.Mode`;
/// a gesture's `release.mode` in Lua, whose list is generated from it).
public enum ReleaseMode: String, Sendable, CaseIterable {
    /// The seeds' rule: a flick faster than `ReleasePolicy.velocityThreshold` decides by its
    /// direction; otherwise the progress decides against `ReleasePolicy.progressThreshold`,
    /// unless the finger moved back against that decision faster than
    /// `ReleasePolicy.opposingVelocityTolerance`.
    case threshold
    /// Where the motion would come to rest if it decelerated at
    /// `ReleasePolicy.decelerationRate` (UIScrollView's projection) decides against
    /// `ReleasePolicy.progressThreshold`.
    case projected
    /// MotionLayout's `autoComplete`: to the nearer end of the projected resting point.
    case autoComplete
    /// MotionLayout's `autoCompleteToStart`: always cancels.
    case autoCompleteToStart
    /// MotionLayout's `autoCompleteToEnd`: always finishes.
    case autoCompleteToEnd
    /// MotionLayout's `stop`: stays held where it was let go.
    case stop
    /// MotionLayout's `decelerate`: glides to the projected resting point and stays held
    /// there (finishing or cancelling only when the glide reaches an end).
    case decelerate
    /// MotionLayout's `decelerateAndComplete`: glides, then completes to the end nearer
    /// the resting point.
    case decelerateAndComplete
    /// MotionLayout's `neverCompleteToStart`: like `autoComplete`, but stays held
    /// instead of cancelling.
    case neverCompleteToStart
    /// MotionLayout's `neverCompleteToEnd`: like `autoComplete`, but stays held instead
    /// of finishing.
    case neverCompleteToEnd
}
