import SegueCore

/// One key of a track fitted by ``CubicKeyframeFit``: a sample the curve passes through
/// exactly, and how the curve goes on to the next key.
///
/// The segment's easing is in Lottie's (and After Effects') normalised form: a cubic Bézier
/// from (0, 0) to (1, 1) through the key's out handle and the next key's in handle, mapping the
/// segment's time fraction to the fraction of the way from this key's values to the next's.
public struct CubicKeyframe: Sendable, Equatable {
    /// The index of the sample this key sits on.
    public var sample: Int
    /// The key's time, seconds (the sample's time).
    public var time: Double
    /// The key's values, one per channel (the samples' values there, exactly).
    public var values: [Double]
    /// How the segment from this key to the next is played; nil on the last key.
    public var easing: SegmentEasing?

    /// Creates a key.
    public init(sample: Int, time: Double, values: [Double], easing: SegmentEasing?) {
        self.sample = sample
        self.time = time
        self.values = values
        self.easing = easing
    }
}

/// How a segment between two keys moves, in the normalised form Lottie stores.
public enum SegmentEasing: Sendable, Equatable {
    /// The value stays at the first key's until the next key's time, then jumps (`h: 1`).
    case hold
    /// The fraction of the way follows the Bézier (0, 0), (`outX`, `outY`), (`inX`, `inY`),
    /// (1, 1) over the segment's time fraction (Lottie's `o` of the first key, `i` of the next).
    case bezier(outX: Double, outY: Double, inX: Double, inY: Double)

    /// The fraction of the way at time fraction `u` (0…1), as a Lottie player computes it:
    /// the Bézier solved for its x, then its y. A hold is 0 until the end.
    public func progress(at u: Double) -> Double {
        switch self {
        case .hold:
            return u >= 1 ? 1 : 0
        case .bezier(let outX, let outY, let inX, let inY):
            return UnitBezier(outX, outY, inX, inY).value(at: u, epsilon: 1e-12)
        }
    }
}

extension Array where Element == CubicKeyframe {
    /// Channel `channel`'s value at `time` (seconds) as a Lottie player evaluates the keys:
    /// the first key's value before it, the last key's after it, and between two keys the
    /// first's value plus the segment easing's progress times the difference.
    public func value(channel: Int, at time: Double) -> Double? {
        guard let first, channel >= 0, channel < first.values.count else { return nil }
        if time <= first.time || count == 1 { return first.values[channel] }
        guard let last, time < last.time else { return self.last?.values[channel] }
        var low = 0, high = count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if self[middle].time <= time { low = middle } else { high = middle }
        }
        let a = self[low], b = self[high]
        let span = b.time - a.time
        guard span > 0 else { return b.values[channel] }
        let progress = (a.easing ?? .hold).progress(at: (time - a.time) / span)
        let from = a.values[channel], to = b.values[channel]
        return from + (to - from) * progress
    }
}
