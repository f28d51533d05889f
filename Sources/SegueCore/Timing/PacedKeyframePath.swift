/// Keyframes of an n-dimensional value — a position, a size, a translation — played at one
/// speed along the polyline through them: Core Animation's `kCAAnimationPaced` for a
/// keyframe animation of a point (`position`), where the pace is measured along the path in
/// the plane (or in space), not on each coordinate alone.
///
/// Each straight piece gets time in proportion to its Euclidean length; key times are
/// ignored and the path spans all of 0…1. Exact at both ends: 0 gives the first point, 1 the
/// last. A path of no length holds its first point.
public struct PacedKeyframePath: Equatable, Sendable {
    /// The points, each with ``dimension`` coordinates.
    public let points: [[Double]]
    /// How many coordinates each point has.
    public let dimension: Int
    /// Cumulative length up to each point.
    private let distances: [Double]

    /// Validates and stores the points.
    /// - Throws: ``KeyframeError/noValues`` when there are no points (or they have no
    ///   coordinates), ``KeyframeError/countMismatch(keyTimes:values:)`` when a point's
    ///   dimension differs from the first's (`keyTimes` is the first point's dimension,
    ///   `values` the offending point's), ``KeyframeError/nonFiniteValue(index:)`` naming the
    ///   first point with a coordinate that is not finite.
    public init(points: [[Double]]) throws {
        guard let first = points.first, !first.isEmpty else { throw KeyframeError.noValues }
        for (i, point) in points.enumerated() {
            guard point.count == first.count else {
                throw KeyframeError.countMismatch(keyTimes: first.count, values: point.count)
            }
            guard point.allSatisfy(\.isFinite) else { throw KeyframeError.nonFiniteValue(index: i) }
        }
        self.points = points
        dimension = first.count
        var running = 0.0
        var distances = [0.0]
        for i in points.indices.dropFirst() {
            running += Self.length(from: points[i - 1], to: points[i])
            distances.append(running)
        }
        // Coordinates near the largest finite doubles can sum to infinity: such a path is
        // paced as if it had no length rather than producing NaN.
        self.distances = running.isFinite ? distances : Array(repeating: 0, count: points.count)
    }

    /// The length of the straight piece from `a` to `b`, scaled so that squaring cannot
    /// overflow or lose small pieces.
    private static func length(from a: [Double], to b: [Double]) -> Double {
        var largest = 0.0
        for k in a.indices { largest = max(largest, abs(b[k] - a[k])) }
        guard largest > 0, largest.isFinite else { return largest }
        var sum = 0.0
        for k in a.indices {
            let d = (b[k] - a[k]) / largest
            sum += d * d
        }
        return largest * sum.squareRoot()
    }

    /// The total length of the path.
    public var length: Double { distances[distances.count - 1] }

    /// Where the path is at `time` (clamped to 0…1, NaN counts as 0): the piece it is on and
    /// the fraction of that piece covered. Read coordinates with
    /// ``coordinate(_:piece:fraction:)``, so a frame allocates nothing.
    public func locate(_ time: Double) -> (piece: Int, fraction: Double) {
        let t = TimingMath.clampUnit(time)
        let total = length
        let last = points.count - 1
        guard total > 0, last > 0 else { return (0, 0) }
        if t >= 1 { return (last - 1, 1) }
        let target = t * total
        var lo = 0, hi = last
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if distances[mid] <= target { lo = mid } else { hi = mid }
        }
        let piece = distances[hi] - distances[lo]
        return (lo, piece > 0 ? (target - distances[lo]) / piece : 0)
    }

    /// Coordinate `k` of the point a ``locate(_:)`` found: exact at the pieces' ends.
    public func coordinate(_ k: Int, piece: Int, fraction: Double) -> Double {
        let a = points[piece][k]
        guard piece + 1 < points.count else { return a }
        if fraction >= 1 { return points[piece + 1][k] }
        return a + (points[piece + 1][k] - a) * fraction
    }

    /// The point at `time` (allocates; for inspection and tests).
    public func point(at time: Double) -> [Double] {
        let (piece, fraction) = locate(time)
        return (0..<dimension).map { coordinate($0, piece: piece, fraction: fraction) }
    }
}
