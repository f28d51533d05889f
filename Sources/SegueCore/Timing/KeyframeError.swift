/// Why a ``KeyframeInterpolation`` could not be built.
public enum KeyframeError: Error, Equatable, Hashable, Sendable {
    /// No values were given.
    case noValues
    /// Key times and values do not pair up (`discrete` also accepts one more key time than values).
    case countMismatch(keyTimes: Int, values: Int)
    /// `keyTimes[index]` is not greater than the key time before it.
    case nonIncreasingKeyTimes(index: Int)
    /// `keyTimes[index]` is outside 0…1 or not finite.
    case keyTimeOutOfRange(index: Int)
    /// `values[index]` is not finite.
    case nonFiniteValue(index: Int)
}
