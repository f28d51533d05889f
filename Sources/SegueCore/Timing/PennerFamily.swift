#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Each family's equations and constants (its cases are declared in the schema module).
extension PennerFamily {
    /// Back's overshoot constant for `in`, `out` and `outIn` (about 10 % overshoot).
    public static let backOvershoot = 1.70158
    /// Back's overshoot constant for `inOut` (`1.70158 × 1.525`), as in Penner and easings.net.
    public static let backInOutOvershoot = 1.70158 * 1.525
    /// Elastic period for `in`, `out` and `outIn` (fraction of the duration).
    public static let elasticPeriod = 0.3
    /// Elastic period for `inOut` (`0.3 × 1.5`), as in Penner and easings.net (tween.lua keeps 0.3).
    public static let elasticInOutPeriod = 0.45

    /// The basic "in" shape at `t` in 0…1 (not clamped here).
    /// `inOut` selects the inOut constants of back and elastic.
    @inline(__always)
    func easeIn(_ t: Double, inOut: Bool) -> Double {
        switch self {
        case .quad: return t * t
        case .cubic: return t * t * t
        case .quart: let t2 = t * t; return t2 * t2
        case .quint: let t2 = t * t; return t2 * t2 * t
        case .sine: return t >= 1 ? 1 : 1 - cos(t * (Double.pi / 2))
        case .expo: return t <= 0 ? 0 : exp2(10 * (t - 1))
        case .circ: return 1 - (1 - t * t).squareRoot()
        case .back:
            if t >= 1 { return 1 }
            let s = inOut ? Self.backInOutOvershoot : Self.backOvershoot
            return t * t * ((s + 1) * t - s)
        case .elastic:
            if t <= 0 { return 0 }
            if t >= 1 { return 1 }
            let p = inOut ? Self.elasticInOutPeriod : Self.elasticPeriod
            let u = t - 1
            return -(exp2(10 * u) * sin((u - p / 4) * (2 * Double.pi) / p))
        case .bounce:
            return 1 - Self.bounceOut(1 - t)
        }
    }

    /// The "out" shape, `1 − in(1 − t)`; bounce is evaluated directly.
    @inline(__always)
    func easeOut(_ t: Double, inOut: Bool) -> Double {
        if self == .bounce { return Self.bounceOut(t) }
        return 1 - easeIn(1 - t, inOut: inOut)
    }

    /// Penner's `outBounce`.
    @inline(__always)
    static func bounceOut(_ t: Double) -> Double {
        let k = 7.5625
        if t < 1 / 2.75 {
            return k * t * t
        } else if t < 2 / 2.75 {
            let u = t - 1.5 / 2.75
            return k * u * u + 0.75
        } else if t < 2.5 / 2.75 {
            let u = t - 2.25 / 2.75
            return k * u * u + 0.9375
        } else {
            let u = t - 2.625 / 2.75
            return k * u * u + 0.984375
        }
    }
}
