import Testing
@testable import SegueCore

/// Cubic-bezier against an independent reference: Bernstein form, bisection on x(t) to ~1e-15.
@Suite struct UnitBezierTests {
    /// High-precision reference y(x) for control points (p1x, p1y, p2x, p2y).
    static func reference(_ c: (Double, Double, Double, Double), _ x: Double) -> Double {
        func bernstein(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        // The curve passes through (0, 0) and (1, 1) by definition; bisection would be
        // ill-conditioned exactly there when a tangent is vertical.
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var lo = 0.0, hi = 1.0
        while hi - lo > 1e-15 {
            let mid = (lo + hi) / 2
            if bernstein(mid, c.0, c.2) < x { lo = mid } else { hi = mid }
        }
        return bernstein((lo + hi) / 2, c.1, c.3)
    }

    static let curves: [(Double, Double, Double, Double)] = [
        (0.25, 0.1, 0.25, 1),      // CSS ease
        (0.42, 0, 1, 1),           // easeIn
        (0, 0, 0.58, 1),           // easeOut
        (0.42, 0, 0.58, 1),        // easeInOut
        (0.9, 0, 0.1, 1),          // steep: slope 10 in the middle
        (0.95, 0, 0.05, 1),        // steeper: slope 20
        (0.99, 0, 0.01, 1),        // slope 100
        (0, 1, 0, 1),              // vertical start
        (1, 0, 1, 0),              // flat start, vertical end
        (0.68, -0.55, 0.27, 1.55), // overshoots both ways
        (0.175, 0.885, 0.32, 1.275),
        (0.6, -0.28, 0.735, 0.045),
    ]

    @Test(arguments: 0..<curves.count)
    func matchesReferenceWithin1e7(index: Int) {
        let c = Self.curves[index]
        let bezier = UnitBezier(c.0, c.1, c.2, c.3)
        var worst = 0.0
        for i in 0...2000 {
            let x = Double(i) / 2000
            worst = max(worst, abs(bezier.value(at: x) - Self.reference(c, x)))
        }
        // Also a dense patch around the middle, where steep curves are hardest.
        for i in 0...2000 {
            let x = 0.49 + Double(i) / 100_000
            worst = max(worst, abs(bezier.value(at: x) - Self.reference(c, x)))
        }
        #expect(worst <= 1e-7, "max error \(worst) for \(c)")
    }

    @Test func endpointsExactAndInputClamped() {
        for c in Self.curves {
            let b = UnitBezier(c.0, c.1, c.2, c.3)
            #expect(b.value(at: 0) == 0 && b.value(at: 1) == 1)
            #expect(b.value(at: -0.5) == 0 && b.value(at: 2) == 1 && b.value(at: .nan) == 0)
        }
    }

    @Test func controlXIsClamped() {
        let b = UnitBezier(p1x: -1, p1y: 0.3, p2x: 1.7, p2y: 0.8)
        #expect(b.p1x == 0 && b.p2x == 1)
        #expect(b == UnitBezier(0, 0.3, 1, 0.8))
        for i in 0...100 {
            let x = Double(i) / 100
            #expect(abs(b.value(at: x) - Self.reference((0, 0.3, 1, 0.8), x)) <= 1e-7)
        }
    }

    @Test func straightControlPolygonIsIdentity() {
        for b in [UnitBezier(0, 0, 1, 1), UnitBezier(1.0 / 3, 1.0 / 3, 2.0 / 3, 2.0 / 3)] {
            for i in 0...200 {
                let x = Double(i) / 200
                #expect(abs(b.value(at: x) - x) <= 1e-7)
            }
        }
    }

    @Test func tighterEpsilonIsHonoured() {
        let c = (0.9, 0.0, 0.1, 1.0)
        let b = UnitBezier(c.0, c.1, c.2, c.3)
        for i in 1..<500 {
            let x = Double(i) / 500
            #expect(abs(b.value(at: x, epsilon: 1e-12) - Self.reference(c, x)) <= 1e-11)
        }
    }

    @Test func randomCurvesMatchReference() {
        var random = TimingTestRandom(seed: 42)
        var worst = 0.0
        for _ in 0..<600 {
            let c = (random.next(), random.next() * 3 - 1, random.next(), random.next() * 3 - 1)
            let b = UnitBezier(c.0, c.1, c.2, c.3)
            for i in 1..<100 {
                let x = Double(i) / 100
                worst = max(worst, abs(b.value(at: x) - Self.reference(c, x)))
            }
        }
        #expect(worst <= 1e-7)
    }
}
