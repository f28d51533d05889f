/// How ``KeyframeInterpolation`` fills the time between keyframes: UIKit's keyframe
/// calculation modes (`UIView.KeyframeAnimationOptions.calculationMode…`, `CAAnimationCalculationMode`).
public enum KeyframeCalculationMode: String, CaseIterable, Equatable, Hashable, Sendable {
    /// Straight lines between consecutive keyframes, at their key times.
    case linear
    /// Each value held from its key time until the next key time; no interpolation.
    case discrete
    /// Constant speed over the whole path: key times are ignored and each segment gets time in
    /// proportion to its length |vᵢ₊₁ − vᵢ|. In an animator, the coordinates of one value —
    /// a view's x and y, its size, its translation — are paced as one point along their path
    /// (its Euclidean length, as Core Animation paces `position`; see `PacedKeyframePath`).
    case paced
    /// A Catmull-Rom spline through the values at their key times (smooth, passes through
    /// every keyframe).
    case cubic
}
