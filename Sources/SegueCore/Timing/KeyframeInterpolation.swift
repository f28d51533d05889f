/// A keyframed scalar: values at key times in 0…1, filled in by a ``KeyframeCalculationMode``.
///
/// Before the first key time the first value holds; after the last key time the last value
/// holds (except in `paced` mode, which ignores key times and spans all of 0…1).
public struct KeyframeInterpolation: Equatable, Hashable, Sendable {
    /// Strictly increasing key times in 0…1.
    public let keyTimes: [Double]
    /// The keyframe values.
    public let values: [Double]
    /// How the gaps are filled.
    public let mode: KeyframeCalculationMode
    /// Cumulative path length up to each value (for `paced`).
    private let distances: [Double]

    /// Validates and stores the keyframes.
    ///
    /// `keyTimes.count` must equal `values.count`; in `discrete` mode it may also be one more
    /// (Core Animation's form, where the extra last time ends the last value's hold). Key times
    /// must be finite, within 0…1 and strictly increasing; values must be finite.
    /// - Throws: ``KeyframeError`` describing the first problem found.
    public init(keyTimes: [Double], values: [Double], mode: KeyframeCalculationMode) throws {
        guard !values.isEmpty else { throw KeyframeError.noValues }
        let extraAllowed = mode == .discrete && keyTimes.count == values.count + 1
        guard keyTimes.count == values.count || extraAllowed else {
            throw KeyframeError.countMismatch(keyTimes: keyTimes.count, values: values.count)
        }
        for (i, t) in keyTimes.enumerated() {
            guard t.isFinite, t >= 0, t <= 1 else { throw KeyframeError.keyTimeOutOfRange(index: i) }
            if i > 0 && !(t > keyTimes[i - 1]) { throw KeyframeError.nonIncreasingKeyTimes(index: i) }
        }
        if let bad = values.firstIndex(where: { !$0.isFinite }) {
            throw KeyframeError.nonFiniteValue(index: bad)
        }
        self.keyTimes = keyTimes
        self.values = values
        self.mode = mode
        var running = 0.0
        var distances = [0.0]
        for i in values.indices.dropFirst() {
            running += abs(values[i] - values[i - 1])
            distances.append(running)
        }
        self.distances = distances
    }

    /// Keyframes with evenly spaced key times `i / (n − 1)` (a single value sits at 0).
    /// - Throws: ``KeyframeError`` (only `noValues` or `nonFiniteValue` can occur).
    public init(evenlySpaced values: [Double], mode: KeyframeCalculationMode) throws {
        let n = values.count
        let times = (0..<n).map { n > 1 ? Double($0) / Double(n - 1) : 0 }
        try self.init(keyTimes: times, values: values, mode: mode)
    }

    /// The value at `time` (clamped to 0…1, NaN counts as 0).
    public func value(at time: Double) -> Double {
        let t = TimingMath.clampUnit(time)
        switch mode {
        case .paced: return pacedValue(at: t)
        case .discrete: return values[min(segmentIndex(for: t), values.count - 1)]
        case .linear, .cubic:
            let n = values.count
            if t <= keyTimes[0] { return values[0] }
            if t >= keyTimes[n - 1] { return values[n - 1] }
            let i = segmentIndex(for: t)
            let h = keyTimes[i + 1] - keyTimes[i]
            let s = (t - keyTimes[i]) / h
            if mode == .linear { return values[i] + (values[i + 1] - values[i]) * s }
            return hermite(segment: i, s: s, h: h)
        }
    }

    /// The largest i with keyTimes[i] ≤ t (0 if t precedes every key time).
    private func segmentIndex(for t: Double) -> Int {
        var lo = 0, hi = keyTimes.count - 1
        if t < keyTimes[0] { return 0 }
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if keyTimes[mid] <= t { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// Catmull-Rom tangent (per unit time) at keyframe i: the slope between its neighbours;
    /// at the ends the one-sided slope (as if the path were extended by reflecting the
    /// second point), so two keyframes give a straight line.
    private func tangent(at i: Int) -> Double {
        let last = values.count - 1
        let lo = max(i - 1, 0), hi = min(i + 1, last)
        return CubicHermite.catmullRomVelocity(before: values[lo], after: values[hi], time: keyTimes[hi] - keyTimes[lo])
    }

    /// Cubic Hermite on segment i at local parameter s in 0…1, segment duration h.
    private func hermite(segment i: Int, s: Double, h: Double) -> Double {
        CubicHermite(from: values[i], to: values[i + 1], startVelocity: tangent(at: i),
                     endVelocity: tangent(at: i + 1), duration: h).value(at: s)
    }

    /// Constant speed along the values over 0…1.
    private func pacedValue(at t: Double) -> Double {
        let total = distances[distances.count - 1]
        guard total > 0 else { return values[0] }
        if t >= 1 { return values[values.count - 1] }
        let target = t * total
        var lo = 0, hi = distances.count - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if distances[mid] <= target { lo = mid } else { hi = mid }
        }
        let length = distances[hi] - distances[lo]
        let s = length > 0 ? (target - distances[lo]) / length : 0
        return values[lo] + (values[hi] - values[lo]) * s
    }
}
