import Testing
@testable import SegueCore

/// Named curves, endpoints and the own-duration contract.
@Suite struct TimingCurveTests {
    @Test func namesRoundTrip() {
        let names = TimingCurve.names
        #expect(names.count == 5 + 10 * 4)
        #expect(Set(names).count == names.count)
        for name in names {
            guard let curve = TimingCurve(named: name) else {
                Issue.record("\(name) does not round-trip")
                continue
            }
            if case .penner(let easing) = curve { #expect(easing.name == name) }
        }
        for name in ["inQuad", "outQuad", "inOutQuad", "outInQuad", "outInBounce", "inOutElastic",
                     "inExpo", "outCirc", "inBack", "outQuint", "inOutSine", "outInQuart"] {
            #expect(names.contains(name), "\(name)")
        }
        #expect(TimingCurve(named: "InQuad") == nil && TimingCurve(named: "bogus") == nil)
    }

    @Test func namedCurvesPinEndpoints() {
        for name in TimingCurve.names {
            let curve = TimingCurve(named: name)!
            #expect(curve.value(at: 0) == 0, "\(name) at 0")
            #expect(curve.value(at: 1) == 1, "\(name) at 1")
            #expect(curve.value(at: -1) == 0 && curve.value(at: 2) == 1)
            #expect(!curve.usesOwnDuration && curve.ownDuration == nil)
        }
    }

    @Test func uikitBezierNames() {
        let expected: [String: (Double, Double, Double, Double)] = [
            "easeIn": (0.42, 0, 1, 1), "easeOut": (0, 0, 0.58, 1),
            "easeInOut": (0.42, 0, 0.58, 1), "ease": (0.25, 0.1, 0.25, 1),
        ]
        for (name, c) in expected {
            #expect(TimingCurve(named: name) == .cubicBezier(UnitBezier(c.0, c.1, c.2, c.3)), "\(name)")
        }
        #expect(TimingCurve(named: "linear") == .linear)
        #expect(TimingCurve.linear.value(at: 0.37) == 0.37)
        #expect(TimingCurve(named: "outInCubic") == .penner(PennerEasing(family: .cubic, mode: .outIn)))
    }

    @Test func everyCaseHasExactEndpoints() {
        let curves: [TimingCurve] = [
            .linear, .penner(PennerEasing(family: .elastic, mode: .inOut)),
            .cubicBezier(UnitBezier(0.68, -0.55, 0.27, 1.55)),
            .spring(SpringCurve(dampingRatio: 0.2, response: 0.6)),
            .spring(SpringCurve(dampingRatio: 0.5)),
            .steps(count: 3, position: .jumpBoth),
        ]
        for curve in curves {
            #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1)
            #expect(curve.value(at: .nan) == 0)
        }
    }

    @Test func ownDuration() {
        let physical = SpringCurve(mass: 1, stiffness: 200, damping: 20)
        #expect(TimingCurve.spring(physical).usesOwnDuration)
        #expect(TimingCurve.spring(physical).ownDuration == physical.settlingDuration)
        #expect(TimingCurve.spring(SpringCurve(dampingRatio: 0.5, response: 0.3)).usesOwnDuration)
        #expect(!TimingCurve.spring(SpringCurve(dampingRatio: 0.5)).usesOwnDuration)
        #expect(!TimingCurve.easeInOut.usesOwnDuration && TimingCurve.easeInOut.ownDuration == nil)
        // A spring curve's progress follows the spring's own clock, with the remainder at
        // its settling time folded in so it ends on 1 without a step.
        let curve = TimingCurve.spring(physical)
        let remainder = 1 - physical.position(atTime: physical.settlingDuration)
        #expect(abs(curve.value(at: 0.4) - (physical.position(atTime: 0.4 * physical.settlingDuration) + 0.16 * remainder)) <= 1e-15)
    }
}
