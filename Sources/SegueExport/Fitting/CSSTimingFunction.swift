import SegueCore

/// A CSS `<easing-function>` as an export writes it: `linear`, `cubic-bezier()`, `steps()` or
/// `linear()` stops. ``value(at:before:)`` is the CSS definition of each (CSS Easing Level 2), which
/// is what a browser plays; ``exact(_:)`` says which engine curves are exactly one of these.
public enum CSSTimingFunction: Equatable, Sendable {
    case linear
    case cubicBezier(UnitBezier)
    case steps(count: Int, position: StepPosition)
    case stops(LinearStops)

    /// The CSS text.
    public var css: String {
        switch self {
        case .linear: return "linear"
        case .cubicBezier(let b):
            return "cubic-bezier(\(CSSNumber.text(b.p1x)), \(CSSNumber.text(b.p1y)), \(CSSNumber.text(b.p2x)), \(CSSNumber.text(b.p2y)))"
        case .steps(let count, let position):
            let name: String
            switch position {
            case .jumpStart: name = "jump-start"
            case .jumpEnd: name = "jump-end"
            case .jumpNone: name = "jump-none"
            case .jumpBoth: name = "jump-both"
            }
            return "steps(\(max(count, position == .jumpNone ? 2 : 1)), \(name))"
        case .stops(let stops): return stops.css
        }
    }

    /// The output at input progress `x` in the active phase (CSS Easing: `steps()` at exactly 0
    /// is already past a `jump-start` jump; `before` is CSS's before flag, set while a delay
    /// fills backwards, which takes that jump back).
    public func value(at x: Double, before: Bool = false) -> Double {
        switch self {
        case .linear: return x
        case .cubicBezier(let b):
            // CSS extends the curve linearly outside 0…1; a filling animation never asks there.
            return b.value(at: x)
        case .steps(let count, let position):
            let n = max(count, position == .jumpNone ? 2 : 1)
            var step = (x * Double(n)).rounded(.down)
            if position == .jumpStart || position == .jumpBoth { step += 1 }
            if before && (x * Double(n)).truncatingRemainder(dividingBy: 1) == 0 { step -= 1 }
            if x >= 0 && step < 0 { step = 0 }
            let jumps: Double
            switch position {
            case .jumpStart, .jumpEnd: jumps = Double(n)
            case .jumpNone: jumps = Double(n - 1)
            case .jumpBoth: jumps = Double(n + 1)
            }
            if x <= 1 && step > jumps { step = jumps }
            return step / jumps
        case .stops(let stops): return stops.value(at: x)
        }
    }

    /// The CSS function that is exactly `curve` (linear, a cubic bézier, steps, and the
    /// Penner curves that are polynomials of degree ≤ 3 in one piece: in/out quad and cubic),
    /// or nil when none is (springs, other Penner curves).
    public static func exact(_ curve: TimingCurve) -> CSSTimingFunction? {
        switch curve {
        case .linear: return .linear
        case .cubicBezier(let b): return .cubicBezier(b)
        case .steps(let count, let position): return .steps(count: count, position: position)
        case .spring: return nil
        case .penner(let easing):
            // x(t) = t needs control abscissae 1/3 and 2/3; y's control ordinates are the
            // polynomial's Bernstein coefficients: t² → 0, 1/3; 1−(1−t)² → 2/3, 1; t³ → 0, 0;
            // 1−(1−t)³ → 1, 1.
            let third = 1.0 / 3, twoThirds = 2.0 / 3
            switch (easing.family, easing.mode) {
            case (.quad, .in): return .cubicBezier(UnitBezier(third, 0, twoThirds, third))
            case (.quad, .out): return .cubicBezier(UnitBezier(third, twoThirds, twoThirds, 1))
            case (.cubic, .in): return .cubicBezier(UnitBezier(third, 0, twoThirds, 0))
            case (.cubic, .out): return .cubicBezier(UnitBezier(third, 1, twoThirds, 1))
            default: return nil
            }
        }
    }

    /// The CSS function for `curve`: ``exact(_:)`` when there is one, else `linear()` stops
    /// fitted within `tolerance` of its output.
    public static func of(_ curve: TimingCurve, tolerance: Double) -> CSSTimingFunction {
        exact(curve) ?? .stops(LinearStopsFit.fit(curve, tolerance: tolerance))
    }
}
