#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import SegueCore

/// Penner easings against hand-computed values and the independent easings.net formulas.
@Suite struct PennerEasingTests {
    private func ease(_ name: String, _ t: Double) -> Double {
        guard let curve = TimingCurve(named: name) else {
            Issue.record("unknown curve \(name)")
            return .nan
        }
        return curve.value(at: t)
    }

    @Test func polynomialsAtChosenPoints() {
        let cases: [(String, Double, Double)] = [
            ("inQuad", 0.5, 0.25), ("outQuad", 0.5, 0.75), ("inOutQuad", 0.25, 0.125),
            ("inOutQuad", 0.75, 0.875), ("outInQuad", 0.25, 0.375), ("outInQuad", 0.75, 0.625),
            ("inCubic", 0.5, 0.125), ("outCubic", 0.5, 0.875), ("outInCubic", 0.75, 0.5625),
            ("inOutCubic", 0.25, 0.0625), ("inQuart", 0.5, 0.0625), ("outQuart", 0.5, 0.9375),
            ("inQuint", 0.5, 0.03125), ("outQuint", 0.5, 0.96875), ("inOutQuint", 0.25, 0.015625),
        ]
        for (name, t, expected) in cases {
            #expect(abs(ease(name, t) - expected) < 1e-15, "\(name)(\(t))")
        }
    }

    @Test func sineExpoCirc() {
        let r2 = 2.0.squareRoot() / 2
        let cases: [(String, Double, Double)] = [
            ("inSine", 0.5, 1 - r2), ("outSine", 1.0 / 3, 0.5), ("inOutSine", 0.25, (1 - r2) / 2),
            ("inOutSine", 0.5, 0.5), ("inExpo", 0.5, 1.0 / 32), ("inExpo", 0.1, 1.0 / 512),
            ("outExpo", 0.5, 1 - 1.0 / 32), ("inOutExpo", 0.25, 1.0 / 64),
            ("inOutExpo", 0.75, 1 - 1.0 / 64), ("inCirc", 0.6, 0.2), ("outCirc", 0.4, 0.8),
            ("inOutCirc", 0.3, (1 - 0.8) / 2),
        ]
        for (name, t, expected) in cases {
            #expect(abs(ease(name, t) - expected) < 1e-14, "\(name)(\(t))")
        }
    }

    @Test func expoIsExactlyZeroAndOneAtTheEnds() {
        for mode in ["in", "out", "inOut", "outIn"] {
            #expect(ease(mode + "Expo", 0) == 0)
            #expect(ease(mode + "Expo", 1) == 1)
        }
    }

    @Test func backOvershoot() {
        let s = 1.70158
        // inBack(t) = t²((s+1)t − s): minimum at t* = 2s/(3(s+1)), value −t*²·s/3 (≈ −0.1).
        let tStar = 2 * s / (3 * (s + 1))
        let minimum = -tStar * tStar * s / 3
        var lowest = Double.infinity
        for i in 0...100_000 { lowest = min(lowest, ease("inBack", Double(i) / 100_000)) }
        #expect(abs(lowest - minimum) < 1e-9)
        #expect(abs(minimum - -0.1000040708) < 1e-9)  // the "10 % overshoot" constant
        #expect(abs(ease("inBack", tStar) - minimum) < 1e-15)
        #expect(abs(ease("outBack", 1 - tStar) - (1 - minimum)) < 1e-15)
        #expect(abs(ease("inBack", 0.5) - -0.0876975) < 1e-12)
        // inOut uses s·1.525: (0.5)²((s′+1)·0.5 − s′)/2.
        #expect(abs(ease("inOutBack", 0.25) - -0.09968184375) < 1e-12)
    }

    @Test func elasticMatchesEasingsNet() {
        let c4 = 2 * Double.pi / 3, c5 = 2 * Double.pi / 4.5
        // easings.net special-cases both ends: x == 0 → 0, x == 1 → 1.
        func inE(_ x: Double) -> Double {
            x == 0 ? 0 : x == 1 ? 1 : -pow(2, 10 * x - 10) * sin((x * 10 - 10.75) * c4)
        }
        func outE(_ x: Double) -> Double {
            x == 0 ? 0 : x == 1 ? 1 : pow(2, -10 * x) * sin((x * 10 - 0.75) * c4) + 1
        }
        func inOutE(_ x: Double) -> Double {
            x < 0.5
                ? -(pow(2, 20 * x - 10) * sin((20 * x - 11.125) * c5)) / 2
                : pow(2, -20 * x + 10) * sin((20 * x - 11.125) * c5) / 2 + 1
        }
        for i in 1..<200 {
            let x = Double(i) / 200
            #expect(abs(ease("inElastic", x) - inE(x)) < 1e-12)
            #expect(abs(ease("outElastic", x) - outE(x)) < 1e-12)
            #expect(abs(ease("inOutElastic", x) - inOutE(x)) < 1e-12)
            let outIn = x < 0.5 ? outE(2 * x) / 2 : 0.5 + inE(2 * x - 1) / 2
            #expect(abs(ease("outInElastic", x) - outIn) < 1e-12)
        }
        #expect(abs(ease("outElastic", 0.1) - 1.25) < 1e-12)
        #expect(abs(ease("inElastic", 0.9) - -0.25) < 1e-12)
    }

    @Test func bounceKnownValues() {
        let cases: [(String, Double, Double)] = [
            ("outBounce", 0.25, 0.47265625), ("outBounce", 0.5, 0.765625),
            ("outBounce", 0.8, 0.94), ("outBounce", 0.95, 0.98453125),
            ("outBounce", 1 / 2.75, 1), ("outBounce", 2 / 2.75, 1),
            ("inBounce", 0.5, 0.234375), ("inOutBounce", 0.25, 0.1171875),
            ("inOutBounce", 0.75, 0.8828125), ("outInBounce", 0.25, 0.3828125),
        ]
        for (name, t, expected) in cases {
            #expect(abs(ease(name, t) - expected) < 1e-14, "\(name)(\(t))")
        }
    }

    @Test(arguments: PennerFamily.allCases)
    func modesAreConsistent(family: PennerFamily) {
        let inE = PennerEasing(family: family, mode: .in)
        let outE = PennerEasing(family: family, mode: .out)
        let inOut = PennerEasing(family: family, mode: .inOut)
        let outIn = PennerEasing(family: family, mode: .outIn)
        for mode in EasingMode.allCases {
            let e = PennerEasing(family: family, mode: mode)
            #expect(e.value(at: 0) == 0 && e.value(at: 1) == 1, "\(e.name)")
            #expect(e.value(at: -3) == 0 && e.value(at: 7) == 1 && e.value(at: .nan) == 0)
        }
        #expect(abs(inOut.value(at: 0.5) - 0.5) < 1e-15)
        #expect(abs(outIn.value(at: 0.5) - 0.5) < 1e-15)
        for i in 1..<100 {
            let t = Double(i) / 100
            // out is in mirrored in time and value; outIn is out then in, each on half the range.
            #expect(abs(outE.value(at: t) - (1 - inE.value(at: 1 - t))) < 1e-14)
            let expected = t < 0.5 ? outE.value(at: 2 * t) / 2 : 0.5 + inE.value(at: 2 * t - 1) / 2
            #expect(abs(outIn.value(at: t) - expected) < 1e-14)
            // inOut is point-symmetric about (0.5, 0.5).
            #expect(abs(inOut.value(at: t) + inOut.value(at: 1 - t) - 1) < 1e-14)
        }
    }
}
