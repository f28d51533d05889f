/// Why a ``KeyframeTrack`` could not be built. Indices count keyframes from 0.
public enum KeyframeTrackError: Error, Equatable, Hashable, Sendable {
    /// The track has no keyframes.
    case empty
    /// More keyframes than ``KeyframeTrack/maximumKeyframes``.
    case tooManyKeyframes(count: Int)
    /// The initial value is not finite.
    case nonFiniteInitialValue
    /// Keyframe `index`'s value is not finite.
    case nonFiniteValue(index: Int)
    /// Keyframe `index`'s duration is negative, not finite or longer than ``KeyframeTrack/maximumDuration``.
    case badDuration(index: Int)
    /// Keyframe `index`'s start or end velocity is not finite.
    case nonFiniteVelocity(index: Int)
    /// The keyframes add up to more than ``KeyframeTrack/maximumDuration``.
    case tooLong
}
