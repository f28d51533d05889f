#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The two free motions of `y″ + 2ζω₀·y′ + ω₀²·y = 0` that every other one is made of: the
/// released motion `F` (`F(0) = 1`, `F′(0) = 0`) and the struck motion `H` (`H(0) = 0`,
/// `H′(0) = 1`, the impulse response). A spring that stands `d` from its target moving at `v`
/// is `d·F(t) + v·H(t)` from it — the superposition that lets a retargeted spring keep each
/// property's position and velocity (``CarriedMotion``). `F′ = −ω₀²·H` and, with
/// `a = ζω₀`: ζ < 1: `H = e^{−at}·sin(ωd·t)/ωd`; ζ = 1: `H = t·e^{−at}`; ζ > 1:
/// `H = e^{r₁t}·(1 − e^{−2μt})/(2μ)`.
extension DampedOscillator {
    /// `F(t)`, `F′(t)`, `H(t)` and `H′(t)` at `t` seconds (`t ≤ 0` gives 1, 0, 0, 1).
    func responses(_ t: Double) -> (released: Double, releasedVelocity: Double, struck: Double, struckVelocity: Double) {
        guard t > 0 else { return (1, 0, 0, 1) }
        let a = decay
        let struck: Double, struckVelocity: Double, released: Double
        if zeta < 1 {
            let w = dampedFrequency
            let e = exp(-a * t), c = cos(w * t), s = sin(w * t)
            let sw = w > 0 ? s / w : t
            struck = e * sw
            struckVelocity = e * (c - a * sw)
            released = e * (c + a * sw)
        } else if zeta == 1 {
            let e = exp(-a * t)
            struck = t * e
            struckVelocity = e * (1 - a * t)
            released = e * (1 + a * t)
        } else {
            let mu = self.mu, r1 = slowRoot, r2 = -a - mu
            let e1 = exp(r1 * t), e2 = exp(r2 * t)
            let s = Self.s(mu, t)
            struck = e1 * s
            struckVelocity = e1 * (r1 * s + exp(-2 * mu * t))
            released = (e1 + e2) / 2 + a * e1 * s
        }
        return (released, -omega0 * omega0 * struck, struck, struckVelocity)
    }
}
