#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One of Robert Penner's easing families, with the equations and constants of easings.net
/// (docs/lua-api.md lists where tween.lua differs: its expo family is rescaled by 1e-3 and
/// its `inOutElastic` keeps the period 0.3).
///
/// Each family defines a basic "ease in" shape on 0…1 that starts at 0 and ends at 1;
/// ``EasingMode`` derives the other modes from it. Constants follow easings.net: back
/// overshoot `s = 1.70158` (`s · 1.525` in `inOut`),
/// elastic amplitude 1 with period 0.3 (0.45 in `inOut`), bounce coefficient 7.5625 over
/// 1/2.75-wide arcs. The raw value is the suffix used in curve names (`inQuad` → `quad`).
public enum PennerFamily: String, CaseIterable, Equatable, Hashable, Sendable {
    /// `t²`.
    case quad
    /// `t³`.
    case cubic
    /// `t⁴`.
    case quart
    /// `t⁵`.
    case quint
    /// `1 − cos(t·π/2)`.
    case sine
    /// `2^(10(t − 1))`, exactly 0 at `t = 0` (Penner's original special case).
    case expo
    /// `1 − √(1 − t²)`.
    case circ
    /// `t²((s + 1)t − s)` with `s = 1.70158`: dips about 10 % below 0 before leaving.
    case back
    /// `−2^(10(t − 1)) · sin((t − 1 − p/4)·2π/p)` with amplitude 1 and period `p = 0.3`.
    case elastic
    /// Penner's bounce: `out` is four parabolic arcs of coefficient 7.5625; `in` mirrors it.
    case bounce

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
