#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The closed-form solution of `u″ + 2ζω₀·u′ + ω₀²·u = 0` with `u(0) = −1`, `u′(0) = v₀`:
/// the displacement `x − 1` of a spring heading from 0 to 1. Internal to ``SpringCurve``.
///
/// With `a = ζω₀` and `B = v₀ − a` (so `u′(0) = v₀`):
/// - ζ < 1: `u = e^{−at}(−cos ωd·t + B·sin(ωd·t)/ωd)`, `ωd = ω₀√(1 − ζ²)`;
/// - ζ = 1: `u = e^{−at}(−1 + B·t)`;
/// - ζ > 1: `u = e^{−at}(−cosh μt + B·sinh(μt)/μ)`, `μ = ω₀√(ζ² − 1)`, evaluated as
///   `−(e^{r₁t} + e^{r₂t})/2 + B·e^{r₁t}·(1 − e^{−2μt})/(2μ)` with `r₁,₂ = −a ± μ`, which stays
///   accurate near ζ = 1 and cannot overflow.
struct DampedOscillator: Equatable, Hashable, Sendable {
    /// Undamped angular frequency ω₀ (rad/s), > 0.
    let omega0: Double
    /// Damping ratio ζ, > 0.
    let zeta: Double
    /// Initial velocity v₀.
    let v0: Double

    /// Decay rate `a = ζω₀`.
    var decay: Double { zeta * omega0 }
    /// `B = v₀ + a·u(0)`.
    var b: Double { v0 - decay }
    /// Damped angular frequency ωd (ζ < 1).
    var dampedFrequency: Double { omega0 * (1 - zeta * zeta).squareRoot() }
    /// μ = ω₀√(ζ² − 1) (ζ > 1).
    var mu: Double { omega0 * (zeta * zeta - 1).squareRoot() }
    /// The slow root r₁ = −a + μ, computed without cancellation (ζ > 1).
    var slowRoot: Double { -omega0 / (zeta + (zeta * zeta - 1).squareRoot()) }

    /// `sinh(μt)/μ · e^{−μt}` = `(1 − e^{−2μt})/(2μ)`, → t as μ → 0.
    @inline(__always)
    static func s(_ mu: Double, _ t: Double) -> Double {
        mu > 0 ? -expm1(-2 * mu * t) / (2 * mu) : t
    }

    /// `u(t)`; `−1` for t ≤ 0.
    func displacement(_ t: Double) -> Double {
        if !(t > 0) { return -1 }
        let a = decay, b = self.b
        if zeta < 1 {
            let w = dampedFrequency
            let sw = w > 0 ? sin(w * t) / w : t
            return exp(-a * t) * (-cos(w * t) + b * sw)
        } else if zeta == 1 {
            return exp(-a * t) * (-1 + b * t)
        } else {
            let mu = self.mu, r1 = slowRoot, r2 = -a - mu
            let e1 = exp(r1 * t)
            return -(e1 + exp(r2 * t)) / 2 + b * e1 * Self.s(mu, t)
        }
    }

    /// `u′(t)`; `v₀` for t ≤ 0.
    func velocity(_ t: Double) -> Double {
        let t = t > 0 ? t : 0
        let a = decay, b = self.b
        if zeta < 1 {
            let w = dampedFrequency
            let e = exp(-a * t)
            let c = cos(w * t), s = sin(w * t)
            let sw = w > 0 ? s / w : t
            return -a * e * (-c + b * sw) + e * (w * s + b * c)
        } else if zeta == 1 {
            let e = exp(-a * t)
            return -a * e * (-1 + b * t) + e * b
        } else {
            let mu = self.mu, r1 = slowRoot, r2 = -a - mu
            let e1 = exp(r1 * t), e2 = exp(r2 * t)
            return -(r1 * e1 + r2 * e2) / 2 + b * e1 * (r1 * Self.s(mu, t) + exp(-2 * mu * t))
        }
    }
}
