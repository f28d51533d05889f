#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One quarter ellipse from a start to an end point, travelled as MotionLayout's
/// `ArcCurveFit` travels it (`pathMotionArc`): the true ellipse centred on the start's row
/// and the end's column (leaving vertically) or on the start's column and the end's row
/// (leaving horizontally), with semi-axes |dx| and |dy|, at constant speed along the arc.
///
/// The speed is MotionLayout's: the arc's length is measured on 91 points of the ellipse
/// (one per degree of its parameter), and time is turned into the parameter through a table
/// of 101 entries, each interpolated linearly — so Segue lands where MotionLayout does, not
/// merely near constant speed. A move of less than 0.001 points on either axis is a straight
/// line at one speed, as in MotionLayout.
///
/// Promises: exactly at its start at 0 and at its end at 1; every point finite when the
/// ends are.
public struct ArcCurve: Equatable, Sendable {
    /// Where it starts and ends.
    public let start, end: Point
    /// Whether it leaves vertically (and arrives horizontally); otherwise the reverse.
    public let leavesVertically: Bool
    /// Whether it is a straight line (a move under 0.001 points on an axis).
    public let isStraight: Bool
    /// The ellipse's parameter, as a fraction of a quarter turn, at each hundredth of the
    /// arc's length.
    private let table: [Double]

    /// The arc from `start` to `end`, leaving vertically or horizontally.
    public init(from start: Point, to end: Point, leavesVertically: Bool) {
        self.start = start
        self.end = end
        self.leavesVertically = leavesVertically
        let dx = end.x - start.x, dy = end.y - start.y
        // Also straight when a coordinate is not finite or the ellipse has no measurable length.
        let table = Self.lengthTable(a: dx, b: -dy)
        isStraight = !(abs(dx) >= 0.001 && abs(dy) >= 0.001) || table == nil
        self.table = isStraight ? [] : table!
    }

    /// The parameter table MotionLayout builds for the ellipse (a·sin θ, b·cos θ), θ in
    /// 0…π/2: 91 points a degree apart, their running length normalised to 0…1, inverted at
    /// 101 evenly spaced fractions of the length by linear interpolation. Nil when the length
    /// is not a positive finite number.
    private static func lengthTable(a: Double, b: Double) -> [Double]? {
        let samples = 91
        var lengths = [Double](repeating: 0, count: samples)
        var last = (x: 0.0, y: 0.0), total = 0.0
        for i in 0..<samples {
            let theta = (90.0 * Double(i) / Double(samples - 1)) * (Double.pi / 180)
            let p = (x: a * sin(theta), y: b * cos(theta))
            if i > 0 {
                total += hypot(p.x - last.x, p.y - last.y)
                lengths[i] = total
            }
            last = p
        }
        guard total > 0, total.isFinite else { return nil }
        for i in 0..<samples { lengths[i] /= total }
        let entries = 101
        var table = [Double](repeating: 0, count: entries)
        for i in 0..<entries {
            let fraction = Double(i) / Double(entries - 1)
            // The last sample at or below the fraction (lengths[0] is 0, so there is one).
            var lo = 0, hi = samples - 1
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if lengths[mid] <= fraction { lo = mid } else { hi = mid - 1 }
            }
            if lengths[lo] == fraction || lo == samples - 1 {
                table[i] = Double(lo) / Double(samples - 1)
            } else {
                table[i] = (Double(lo) + (fraction - lengths[lo]) / (lengths[lo + 1] - lengths[lo])) / Double(samples - 1)
            }
        }
        return table
    }

    /// The table read at `fraction` of the arc's length, interpolated linearly.
    private func parameter(_ fraction: Double) -> Double {
        if !(fraction > 0) { return 0 }
        if fraction >= 1 { return 1 }
        let position = fraction * Double(table.count - 1)
        let i = min(Int(position), table.count - 2)
        let off = position - Double(i)
        return table[i] + off * (table[i + 1] - table[i])
    }

    /// The ellipse's angle θ at `t`: the fraction of the arc's length covered is `t` leaving
    /// horizontally, and the ellipse is drawn from the other end leaving vertically.
    private func theta(at t: Double) -> Double {
        Double.pi / 2 * parameter(leavesVertically ? 1 - t : t)
    }

    /// The point at `t` (clamped to 0…1, NaN counts as 0).
    public func point(at t: Double) -> Point {
        let t = TimingMath.clampUnit(t)
        if t <= 0 { return start }
        if t >= 1 { return end }
        let dx = end.x - start.x, dy = end.y - start.y
        if isStraight { return Point(x: start.x + dx * t, y: start.y + dy * t) }
        let angle = theta(at: t)
        let s = sin(angle), c = cos(angle)
        if leavesVertically {
            return Point(x: end.x - dx * s, y: start.y + dy * c)
        }
        return Point(x: start.x + dx * s, y: end.y - dy * c)
    }

    /// The direction of travel at `t` (clamped to 0…1), radians from the x axis (y down).
    public func angle(at t: Double) -> Double {
        let dx = end.x - start.x, dy = end.y - start.y
        if isStraight { return atan2(dy, dx) }
        // Either way the velocity points along (dx·cos θ, dy·sin θ): θ runs up from 0 leaving
        // horizontally, down from π/2 leaving vertically.
        let angle = theta(at: TimingMath.clampUnit(t))
        return atan2(dy * sin(angle), dx * cos(angle))
    }
}
