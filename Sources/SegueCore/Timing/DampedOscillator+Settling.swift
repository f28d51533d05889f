#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension DampedOscillator {
    /// The first time after which `|u(t)| < threshold` for ever (0 < threshold < 1), judged on
    /// `|(1 + u) − 1|` as computed in `Double`, i.e. on the position callers actually see.
    ///
    /// |u| is monotonic between consecutive extrema and zeros of u, which the closed form
    /// gives analytically; the last monotonic piece that still starts at or above the
    /// threshold is located and the crossing bisected inside it.
    func settlingTime(threshold: Double) -> Double {
        let f: (Double) -> Double = { abs((1 + self.displacement($0)) - 1) }
        if zeta < 1 {
            return underdampedSettlingTime(threshold: threshold, f)
        }
        return nonOscillatingSettlingTime(threshold: threshold, f)
    }

    /// ζ < 1: `u = R·e^{−at}·cos(ωd·t − φ)`. Every extremum of u is a local maximum of |u|,
    /// at `t_k = (φ − atan(a/ωd) + kπ)/ωd` with `|u(t_k)| = R·e^{−a·t_k}·ωd/ω₀`; zeros and
    /// extrema alternate.
    private func underdampedSettlingTime(threshold: Double, _ f: (Double) -> Double) -> Double {
        let a = decay, w = dampedFrequency, b = self.b
        let r = (1 + (b / w) * (b / w)).squareRoot()
        let phi = atan2(b / w, -1.0)
        let lag = atan(a / w)
        // Peaks at or above the threshold happen no later than tp.
        let tp = log(r * w / (omega0 * threshold)) / a
        var start = 0.0
        if tp.isFinite && tp >= 0 {
            let k = ((w * tp - phi + lag) / Double.pi).rounded(.down)
            let tk = (phi - lag + k * Double.pi) / w
            if tk > 0 { start = tk }
        }
        // The first zero of u after `start`: |u| decreases from `start` to it, and every later
        // peak is below the threshold.
        let m = ((w * start - phi - Double.pi / 2) / Double.pi).rounded(.up)
        var zero = (phi + Double.pi / 2 + m * Double.pi) / w
        // One or two steps in practice; bounded so extreme parameters cannot spin here.
        var steps = 0
        while zero <= start, steps < 64 {
            zero += Double.pi / w
            steps += 1
        }
        return TimingMath.lastCrossing(from: start, to: zero, level: threshold, f)
    }

    /// ζ ≥ 1: u has at most one zero and one extremum for t > 0; beyond them |u| decreases,
    /// bounded by `e^{r₁t}(1 + |B|·t)`.
    private func nonOscillatingSettlingTime(threshold: Double, _ f: (Double) -> Double) -> Double {
        let a = decay, b = self.b
        var points: [Double] = []
        if zeta == 1 {
            if b != 0 {
                points.append(1 / b)            // zero:     −1 + B·t = 0
                points.append(1 / a + 1 / b)    // extremum: B − a(−1 + B·t) = 0
            }
        } else {
            let mu = self.mu, r2 = -a - mu
            let den = b + mu
            if den != 0 {
                // zero: e^{−2μt} − 1 = −2μ/(B + μ)
                points.append(-log1p(-2 * mu / den) / (2 * mu))
                // extremum: e^{−2μt} − 1 = 2μ(B + a)/(r₂(B + μ))
                points.append(-log1p(2 * mu * (b + a) / (r2 * den)) / (2 * mu))
            }
        }
        var cuts = points.filter { $0.isFinite && $0 > 0 }.sorted()
        let rate = zeta == 1 ? -a : slowRoot
        var upper = max(cuts.last ?? 0, -1 / rate)
        // Doubling reaches any finite bound within 2100 steps; the cap keeps a degenerate
        // rate (0, from extreme parameters) from spinning for ever.
        var doublings = 0
        while exp(rate * upper) * (1 + abs(b) * upper) >= threshold, doublings < 2100 {
            upper *= 2
            doublings += 1
        }
        cuts.insert(0, at: 0)
        cuts.append(upper)
        // Walk the monotonic pieces backwards; the first that starts at or above the
        // threshold holds the last crossing (later pieces start, and so stay, below it).
        for i in stride(from: cuts.count - 2, through: 0, by: -1) where f(cuts[i]) >= threshold {
            return TimingMath.lastCrossing(from: cuts[i], to: cuts[i + 1], level: threshold, f)
        }
        return 0
    }
}
