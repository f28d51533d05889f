/// How ``KeyframeInterpolation`` fills the time between keyframes: UIKit's keyframe
/// calculation modes (`UIView.KeyframeAnimationOptions.calculationMode…`, `CAAnimationCalculationMode`).
public enum KeyframeCalculationMode: String, CaseIterable, Equatable, Hashable, Sendable {
    /// Straight lines between consecutive keyframes, at their key times.
    case linear
    /// Each value held from its key time until the next key time; no interpolation.
    case discrete
    /// Constant speed over the whole path: key times are ignored and each segment gets time in
    /// proportion to its length |vᵢ₊₁ − vᵢ|.
    case paced
    /// A Catmull-Rom spline through the values at their key times (smooth, passes through
    /// every keyframe).
    case cubic
}
