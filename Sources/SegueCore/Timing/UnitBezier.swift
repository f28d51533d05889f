/// A CSS/Core Animation cubic-bezier timing function from (0, 0) to (1, 1) with control points
/// (p1x, p1y) and (p2x, p2y), evaluated the way WebKit's `UnitBezier` does it, with a
/// guarantee WebKit does not give.
///
/// Like WebKit, the curve is kept as polynomial coefficients (`cx`, `bx`, `ax` for x and
/// `cy`, `by`, `ay` for y, Horner evaluation), and ``value(at:epsilon:)`` first solves
/// x(t) = x by Newton's method starting at t = x. WebKit trusts the iterate once
/// |x(t) − x| is small, which near a point where x′(t) vanishes (curves with x1 = 1, x2 = 0,
/// or x1 = 0, x2 = 1 at the ends) leaves the *output* off by far more than its epsilon. Here
/// the iterate is accepted only when it is proven: the signs of x(t) − x just below and
/// above it (by epsilon over a bound on |y′|) bracket the exact solution, with those signs
/// read from the control points in double-double arithmetic, where x(t) and x no longer
/// cancel. Otherwise bisection on the same exact signs finds it. So the result is within
/// `epsilon` of the exact curve for every control polygon, plus the rounding of the final
/// y evaluation — a few units of 1e-16 of the y controls' size, a relative error no absolute
/// bound can hold (4.9e-9 with y controls of ±1e7): in all, within
/// `epsilon + 1e-14 · max(1, |p1y|, |p2y|)`.
///
/// The x control values are clamped to 0…1 (so x(t) is monotonic and the curve a function);
/// the y control values are free, so the curve may overshoot. There are no preconditions.
public struct UnitBezier: Equatable, Hashable, Sendable {
    /// First control point's x, clamped to 0…1.
    public let p1x: Double
    /// First control point's y.
    public let p1y: Double
    /// Second control point's x, clamped to 0…1.
    public let p2x: Double
    /// Second control point's y.
    public let p2y: Double

    let ax: Double, bx: Double, cx: Double
    let ay: Double, by: Double, cy: Double
    /// An upper bound on |dy/dt| over 0…1.
    let maxSlopeY: Double

    /// Creates the curve `cubic-bezier(p1x, p1y, p2x, p2y)`.
    /// x values are clamped to 0…1; non-finite values are treated as 0 (p1) and 1 (p2).
    public init(p1x: Double, p1y: Double, p2x: Double, p2y: Double) {
        let p1x = TimingMath.clampUnit(p1x)
        let p2x = p2x.isNaN ? 1 : TimingMath.clampUnit(p2x)
        let p1y = TimingMath.finite(p1y, or: 0)
        let p2y = TimingMath.finite(p2y, or: 1)
        self.p1x = p1x; self.p1y = p1y; self.p2x = p2x; self.p2y = p2y
        // Implicit first and last control points are (0,0) and (1,1).
        cx = 3.0 * p1x
        bx = 3.0 * (p2x - p1x) - cx
        ax = 1.0 - cx - bx
        cy = 3.0 * p1y
        by = 3.0 * (p2y - p1y) - cy
        ay = 1.0 - cy - by
        // y'(t) = 3·Σ Bernstein₂(t)·Δy, so |y'| ≤ 3·max|Δy|.
        maxSlopeY = 3 * max(abs(p1y), abs(p2y - p1y), abs(1 - p2y), 1e-300)
    }

    /// The same curve, from the four numbers in CSS order.
    public init(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) {
        self.init(p1x: p1x, p1y: p1y, p2x: p2x, p2y: p2y)
    }

    @inline(__always) func sampleCurveX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    @inline(__always) func sampleCurveY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    @inline(__always) func sampleCurveDerivativeX(_ t: Double) -> Double {
        (3.0 * ax * t + 2.0 * bx) * t + cx
    }
    @inline(__always) func sampleCurveDerivativeY(_ t: Double) -> Double {
        (3.0 * ay * t + 2.0 * by) * t + cy
    }

    /// The parameter t in 0…1 with x(t) = x, such that y(t) is within `epsilon` of the exact value.
    func solveCurveX(_ x: Double, epsilon: Double) -> Double {
        // Tolerance on t that guarantees |Δy| ≤ epsilon.
        let tTolerance = epsilon / maxSlopeY
        // First a few iterations of Newton's method — normally very fast …
        var t2 = x
        for _ in 0..<8 {
            let x2 = sampleCurveX(t2) - x
            if x2 == 0 { break }
            let d2 = sampleCurveDerivativeX(t2)
            if abs(d2) < 1e-6 { break }
            t2 -= x2 / d2
            if !(t2 >= 0 && t2 <= 1) { t2 = x; break }
            if abs(x2 / d2) < tTolerance * 0.25 { break }
        }
        // … then proof: the exact solution must lie within the tolerance of the iterate.
        // Near a point where x′(t) vanishes Newton crawls and x(t) − x cancels in doubles, so
        // the sign is read from the control points in double-double arithmetic.
        if residualSign(max(t2 - tTolerance, 0), x) <= 0, residualSign(min(t2 + tTolerance, 1), x) >= 0 {
            return t2
        }
        // Bisection on the same exact signs: slower, certain.
        var t0 = 0.0
        var t1 = 1.0
        while t1 - t0 > tTolerance {
            let middle = (t1 - t0) * 0.5 + t0
            if middle <= t0 || middle >= t1 { break }
            let sign = residualSign(middle, x)
            if sign == 0 { return middle }
            if sign < 0 { t0 = middle } else { t1 = middle }
        }
        return (t1 - t0) * 0.5 + t0
    }

    /// The sign of x(t) − x, evaluated from the control points in double-double arithmetic
    /// (Bernstein form: 3(1−t)²t·p1x + 3(1−t)t²·p2x + t³), so it is right even where the
    /// two nearly cancel.
    func residualSign(_ t: Double, _ x: Double) -> Int {
        let tt = DoubleDouble(t)
        let u = DoubleDouble.twoSum(1, -t)
        let three = DoubleDouble(3)
        let value = three * u * u * tt * DoubleDouble(p1x) + three * u * tt * tt * DoubleDouble(p2x) + tt * tt * tt
            - DoubleDouble(x)
        let sum = value.high + value.low
        return sum > 0 ? 1 : sum < 0 ? -1 : 0
    }

    /// The curve's y at abscissa `x` (the animation's time fraction).
    ///
    /// `x` is clamped to 0…1 (NaN counts as 0); the result is exactly 0 at 0 and exactly 1 at 1
    /// and otherwise within `epsilon` (default 1e-9) plus 1e-14 · max(1, |p1y|, |p2y|) of the
    /// exact curve.
    public func value(at x: Double, epsilon: Double = 1e-9) -> Double {
        let x = TimingMath.clampUnit(x)
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        let eps = epsilon > 0 ? epsilon : 1e-9
        return sampleCurveY(solveCurveX(x, epsilon: eps))
    }
}
