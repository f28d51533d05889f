import SegueCore

/// A curve the engine played a property by that Lottie can write exactly: one cubic Bézier
/// from `start` to `end` seconds (a `cubicBezier` timing, UIKit's named curves, linear, and
/// the Penner curves CSS writes exactly — ``CSSTimingFunction/exact(_:)``), so the track is
/// one keyframe with the curve's own control points as its `o`/`i` handles instead of fitted
/// keys.
struct LottieNamedCurve: Sendable, Equatable {
    /// Seconds from the take's start to the curve's start and end.
    var start: Double
    var end: Double
    /// The curve's control points.
    var bezier: UnitBezier

    /// The curve of `track`, when Lottie's Bézier easing is exactly its timing; nil otherwise.
    init?(_ track: SymbolicTrack) {
        guard track.duration > 0, track.delay.isFinite, track.duration.isFinite, track.range == nil else { return nil }
        switch CSSTimingFunction.exact(track.timing) {
        case .cubicBezier(let bezier)?: self.bezier = bezier
        case .linear?: self.bezier = UnitBezier(1.0 / 3, 1.0 / 3, 2.0 / 3, 2.0 / 3)
        default: return nil
        }
        start = track.delay
        end = track.delay + track.duration
    }

    /// The keys playing `channels` (sampled at `times`) by this curve: the first sample's
    /// values held to the curve's start, the Bézier to the last sample's values at its end.
    /// Key times are on the document's frame grid (1e-6 of a frame at `fps`). Nil when the
    /// curve does not lie within the samples' times.
    func keys(times: [Double], channels: [[Double]], fps: Double) -> [CubicKeyframe]? {
        guard let first = times.first, let last = times.last, start >= first, end <= last, end > start,
              channels.allSatisfy({ !$0.isEmpty }) else { return nil }
        let from = channels.map { $0[0] }, to = channels.map { $0[$0.count - 1] }
        let onGrid = { (time: Double) -> Double in ((time * fps * 1e6).rounded() / 1e6) / fps }
        let nearest = { (time: Double) -> Int in times.indices.min { abs(times[$0] - time) < abs(times[$1] - time) } ?? 0 }
        var keys: [CubicKeyframe] = []
        let begin = onGrid(start)
        if begin > first {
            keys.append(CubicKeyframe(sample: 0, time: first, values: from, easing: .hold))
        }
        keys.append(CubicKeyframe(sample: nearest(begin), time: begin, values: from,
                                  easing: .bezier(outX: bezier.p1x, outY: bezier.p1y, inX: bezier.p2x, inY: bezier.p2y)))
        keys.append(CubicKeyframe(sample: nearest(end), time: onGrid(end), values: to, easing: nil))
        return keys
    }
}
