#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import SegueCore

/// Springs: the closed form against the ODE, initial conditions, hand-solved special cases,
/// settling against a brute-force scan, and the UIKit parameter mappings.
@Suite struct SpringCurveTests {
    static let springs: [SpringCurve] = [
        SpringCurve(dampingRatio: 0.3, response: 0.5),
        SpringCurve(dampingRatio: 0.3, response: 0.5, initialVelocity: 4),
        SpringCurve(dampingRatio: 0.7, response: 0.4, initialVelocity: -6),
        SpringCurve(dampingRatio: 0.05, response: 0.3),
        SpringCurve(dampingRatio: 1, response: 0.5),
        SpringCurve(dampingRatio: 1, response: 0.5, initialVelocity: 10),
        SpringCurve(dampingRatio: 1, response: 0.5, initialVelocity: -3),
        SpringCurve(dampingRatio: 2.5, response: 0.5),
        SpringCurve(dampingRatio: 2.5, response: 0.5, initialVelocity: 12),
        SpringCurve(dampingRatio: 1.0000001, response: 0.5, initialVelocity: 2),
        SpringCurve(dampingRatio: 0.9999999, response: 0.5, initialVelocity: 2),
        SpringCurve(dampingRatio: 40, response: 1),
        SpringCurve(mass: 2, stiffness: 300, damping: 10, initialVelocity: 1),
        SpringCurve(mass: 1, stiffness: 170, damping: 26),
        SpringCurve(duration: 0.5, bounce: 0.3),
        SpringCurve(duration: 0.8, bounce: -0.5, initialVelocity: 1.5),
        SpringCurve(dampingRatio: 0.6, initialVelocity: 0.5),
    ]

    @Test(arguments: 0..<springs.count)
    func satisfiesTheOde(index: Int) {
        let s = Self.springs[index]
        let (m, c, k) = (s.mass, s.damping, s.stiffness)
        let h = 1e-4 * s.response
        let horizon = min(s.settlingDuration, 20 * s.response)
        for i in 1...200 {
            let t = horizon * Double(i) / 200
            let x0 = s.position(atTime: t - h), x1 = s.position(atTime: t), x2 = s.position(atTime: t + h)
            let v = (x2 - x0) / (2 * h)
            let a = (x2 - 2 * x1 + x0) / (h * h)
            let residual = m * a + c * v + k * (x1 - 1)
            // Scale: the size of the individual terms at this time.
            let scale = max(abs(m * a), abs(c * v), abs(k * (x1 - 1)), k * 1e-3)
            #expect(abs(residual) <= 2e-4 * scale, "t=\(t) residual \(residual) scale \(scale)")
            #expect(abs(s.velocity(atTime: t) - v) <= 1e-5 * max(1, abs(v)) * max(1, s.stiffness.squareRoot()))
        }
    }

    @Test(arguments: 0..<springs.count)
    func initialConditions(index: Int) {
        let s = Self.springs[index]
        #expect(s.position(atTime: 0) == 0)
        #expect(abs(s.velocity(atTime: 0) - s.initialVelocity) <= 1e-12 * max(1, abs(s.initialVelocity)))
        let h = 1e-7
        let forward = (s.position(atTime: h) - s.position(atTime: 0)) / h
        #expect(abs(forward - s.initialVelocity) <= 1e-4 * max(1, s.stiffness))
        #expect(s.value(at: 0) == 0 && s.value(at: 1) == 1 && s.value(at: 1.5) == 1)
    }

    /// The settling duration is when |x − 1| last reaches the threshold, compared with a
    /// brute-force scan; and the spring really stays settled afterwards.
    @Test(arguments: 0..<springs.count)
    func settlingDurationSettles(index: Int) {
        let s = Self.springs[index]
        let T = s.settlingDuration
        let threshold = SpringCurve.settlingThreshold
        #expect(T > 0 && T.isFinite)
        let samples = 200_000
        let dt = 3 * T / Double(samples)
        var lastAbove = 0.0
        for i in 0...samples {
            let t = Double(i) * dt
            if abs(s.position(atTime: t) - 1) >= threshold { lastAbove = t }
        }
        #expect(lastAbove <= T, "still unsettled at \(lastAbove) > \(T)")
        #expect(T - lastAbove <= 2 * dt, "settles at \(lastAbove), reported \(T)")
        // Just before T it is still at the threshold: not late.
        #expect(abs(s.position(atTime: T * (1 - 1e-9)) - 1) >= threshold * (1 - 1e-6))
        // Far later it is still inside the band.
        for i in 0...1000 {
            let t = T + Double(i) * 10 * T / 1000
            #expect(abs(s.position(atTime: t) - 1) < threshold)
        }
    }

    @Test func underdampedFromRestMatchesHandFormula() {
        let zeta = 0.3, response = 0.5
        let s = SpringCurve(dampingRatio: zeta, response: response)
        let w0 = 2 * Double.pi / response, wd = w0 * (1 - zeta * zeta).squareRoot()
        for i in 0...400 {
            let t = Double(i) / 200
            let expected = 1 - exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t))
            #expect(abs(s.position(atTime: t) - expected) < 1e-12)
        }
        // Overshoot of an under-damped spring from rest: exp(−ζπ/√(1−ζ²)).
        let peakTime = Double.pi / wd
        #expect(abs(s.position(atTime: peakTime) - 1 - exp(-zeta * Double.pi / (1 - zeta * zeta).squareRoot())) < 1e-12)
    }

    @Test func criticalFromRestMatchesHandFormulaAndSettles() {
        let s = SpringCurve(dampingRatio: 1, response: 1)
        let w0 = 2 * Double.pi
        for i in 0...400 {
            let t = Double(i) / 100
            #expect(abs(s.position(atTime: t) - (1 - (1 + w0 * t) * exp(-w0 * t))) < 1e-13)
        }
        // (1 + y)e^{−y} = 0.001 at y ≈ 9.2334 (bisection on the hand formula).
        var lo = 1.0, hi = 30.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if (1 + mid) * exp(-mid) >= 0.001 { lo = mid } else { hi = mid }
        }
        #expect(abs(lo - 9.2334) < 1e-3)
        #expect(abs(s.settlingDuration - lo / w0) < 1e-9)
    }

    @Test func overdampedFromRestMatchesHandFormula() {
        let zeta = 2.5, w0 = 2 * Double.pi / 0.5
        let s = SpringCurve(dampingRatio: zeta, response: 0.5)
        let r1 = -w0 * (zeta - (zeta * zeta - 1).squareRoot())
        let r2 = -w0 * (zeta + (zeta * zeta - 1).squareRoot())
        // x = 1 + C1·e^{r1 t} + C2·e^{r2 t}, C1 + C2 = −1, r1·C1 + r2·C2 = 0.
        let c2 = r1 / (r2 - r1), c1 = -1 - c2
        for i in 0...400 {
            let t = Double(i) / 100
            #expect(abs(s.position(atTime: t) - (1 + c1 * exp(r1 * t) + c2 * exp(r2 * t))) < 1e-12)
        }
    }

    @Test func regimes() {
        func extremes(_ s: SpringCurve) -> (min: Double, max: Double, monotone: Bool) {
            var lo = 0.0, hi = 0.0, previous = 0.0, monotone = true
            for i in 0...20_000 {
                let x = s.position(atTime: s.settlingDuration * 2 * Double(i) / 20_000)
                lo = min(lo, x); hi = max(hi, x)
                if x < previous - 1e-15 { monotone = false }
                previous = x
            }
            return (lo, hi, monotone)
        }
        #expect(extremes(SpringCurve(dampingRatio: 0.5, response: 0.5)).max > 1.1)
        for zeta in [1.0, 1.5, 3, 40] {
            let e = extremes(SpringCurve(dampingRatio: zeta, response: 0.5))
            #expect(e.max <= 1 + 1e-15 && e.min >= 0 && e.monotone, "ζ = \(zeta)")
        }
        // A strong push overshoots even when critically damped; a pull backwards dips below 0.
        #expect(extremes(SpringCurve(dampingRatio: 1, response: 0.5, initialVelocity: 30)).max > 1)
        #expect(extremes(SpringCurve(dampingRatio: 2, response: 0.5, initialVelocity: -5)).min < 0)
        // Near-critical springs on both sides agree with the critical one.
        let critical = SpringCurve(dampingRatio: 1, response: 0.5, initialVelocity: 2)
        for zeta in [1 - 1e-9, 1 + 1e-9] {
            let s = SpringCurve(dampingRatio: zeta, response: 0.5, initialVelocity: 2)
            for i in 0...100 {
                let t = Double(i) / 50
                #expect(abs(s.position(atTime: t) - critical.position(atTime: t)) < 1e-7)
            }
            #expect(abs(s.settlingDuration - critical.settlingDuration) < 1e-6)
        }
    }

    @Test func responseAndPhysicalForms() {
        let s = SpringCurve(dampingRatio: 0.8, response: 0.4)
        let w = 2 * Double.pi / 0.4
        #expect(s.mass == 1)
        #expect(abs(s.stiffness - w * w) < 1e-9)
        #expect(abs(s.damping - 4 * Double.pi * 0.8 / 0.4) < 1e-12)
        #expect(abs(s.response - 0.4) < 1e-15)
        let p = SpringCurve(mass: 2, stiffness: 300, damping: 10)
        #expect(p.mass == 2 && p.stiffness == 300 && p.damping == 10)
        #expect(abs(p.dampingRatio - 10 / (2 * (600.0).squareRoot())) < 1e-15)
        #expect(abs(p.response - 2 * Double.pi * (2.0 / 300).squareRoot()) < 1e-15)
        // Same motion from equivalent parameters.
        let q = SpringCurve(dampingRatio: p.dampingRatio, response: p.response)
        for i in 0...50 {
            let t = Double(i) / 25
            #expect(abs(p.position(atTime: t) - q.position(atTime: t)) < 1e-12)
        }
    }

    @Test func durationBounceMapping() {
        let a = SpringCurve(duration: 0.5, bounce: 0.3)
        #expect(abs(a.dampingRatio - 0.7) < 1e-15)
        #expect(abs(a.response - 0.5) < 1e-15)
        #expect(abs(a.stiffness - pow(2 * Double.pi / 0.5, 2)) < 1e-9)
        #expect(abs(a.damping - 4 * Double.pi * 0.7 / 0.5) < 1e-12)
        #expect(abs(a.bounce - 0.3) < 1e-15)
        let b = SpringCurve(duration: 0.8, bounce: -0.5)
        #expect(b.dampingRatio == 2)
        #expect(abs(b.bounce - -0.5) < 1e-15)
        let c = SpringCurve(duration: 0.5, bounce: 0)
        #expect(c.dampingRatio == 1)
        #expect(abs(SpringCurve(duration: 0.5, bounce: 1).dampingRatio - SpringCurve.minimumDampingRatio) < 1e-15)
        for form in [a, b, c] {
            #expect(!form.fitsAnimatorDuration && form.ownDuration == form.settlingDuration)
            #expect(TimingCurve.spring(form).usesOwnDuration)
            #expect(TimingCurve.spring(form).ownDuration == form.settlingDuration)
        }
    }

    @Test func animatorFittedForm() {
        let s = SpringCurve(dampingRatio: 0.6, initialVelocity: 0.5)
        #expect(s.fitsAnimatorDuration && s.ownDuration == nil)
        #expect(abs(s.response - 1) < 1e-15)
        let curve = TimingCurve.spring(s)
        #expect(!curve.usesOwnDuration && curve.ownDuration == nil)
        let remainder = 1 - s.position(atTime: s.settlingDuration)
        #expect(abs(remainder) < SpringCurve.settlingThreshold)
        for f in [0.1, 0.25, 0.5, 0.9] {
            #expect(abs(curve.value(at: f) - (s.position(atTime: f * s.settlingDuration) + f * f * remainder)) <= 1e-15)
        }
        #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1)
    }

    @Test func inputsAreSanitized() {
        let s = SpringCurve(mass: .nan, stiffness: -5, damping: 0, initialVelocity: .infinity)
        #expect(s.mass == 1 && s.stiffness == 100 && s.initialVelocity == 0)
        #expect(s.dampingRatio == SpringCurve.minimumDampingRatio)
        #expect(s.settlingDuration.isFinite)
        let r = SpringCurve(dampingRatio: -1, response: 0)
        #expect(r.dampingRatio == SpringCurve.minimumDampingRatio && r.response > 0)
    }

    /// Random springs (ζ 0.01…30, response 0.05…2.7 s, |v₀| up to 80): settling agrees with a scan.
    @Test func randomSpringsSettleWhenReported() {
        var random = TimingTestRandom(seed: 7)
        for n in 0..<150 {
            let zeta = n % 3 == 0 ? 1.0 : exp(random.next() * 8 - 4.6)
            let response = exp(random.next() * 4 - 3)
            let v0 = (random.next() * 2 - 1) * (n % 2 == 0 ? 5 : 80)
            let s = SpringCurve(dampingRatio: zeta, response: response, initialVelocity: v0)
            let T = s.settlingDuration
            let samples = 20_000
            let dt = 2 * T / Double(samples)
            var lastAbove = 0.0
            for i in 0...samples where abs(s.position(atTime: Double(i) * dt) - 1) >= SpringCurve.settlingThreshold {
                lastAbove = Double(i) * dt
            }
            #expect(lastAbove <= T && T - lastAbove <= 2 * dt, "ζ \(zeta) response \(response) v0 \(v0)")
        }
    }
}
