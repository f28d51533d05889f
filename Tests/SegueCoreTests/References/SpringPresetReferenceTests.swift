import Foundation
import Testing
@testable import SegueCore

/// SwiftUI's spring presets (`smooth`, `snappy`, `bouncy` with `duration` and `extraBounce`) and
/// `Spring.settlingDuration` (target 1, initial velocity 0, epsilon 0.001: the last time the
/// progress is 0.001 from 1), against Tests/references/spring_presets.json (mpmath at 50
/// digits; made by Tests/references/spring_presets.py).
@Suite struct SpringPresetReferenceTests {
    struct Case {
        let preset: SpringCurve.Preset, duration: Double, extraBounce: Double
        let bounce: Double, dampingRatio: Double, stiffness: Double, damping: Double, settlingDuration: Double
        let samples: [(t: Double, x: Double)]
    }

    static func cases() throws -> [Case] {
        let root = try ReferenceData.object("spring_presets.json")
        return try #require(root["cases"] as? [[String: Any]]).map { c in
            func number(_ key: String) throws -> Double { try #require(c[key] as? Double, "\(key)") }
            let name = try #require(c["preset"] as? String)
            return Case(preset: try #require(SpringCurve.Preset(rawValue: name)),
                        duration: try number("duration"), extraBounce: try number("extraBounce"),
                        bounce: try number("bounce"), dampingRatio: try number("dampingRatio"),
                        stiffness: try number("stiffness"), damping: try number("damping"),
                        settlingDuration: try number("settlingDuration"),
                        samples: try #require(c["samples"] as? [[String: Double]]).map { ($0["t"] ?? .nan, $0["x"] ?? .nan) })
        }
    }

    @Test func presetsAreSwiftUIsSprings() throws {
        let cases = try Self.cases()
        #expect(cases.count == 36)
        for c in cases {
            let spring = SpringCurve(preset: c.preset, duration: c.duration, extraBounce: c.extraBounce)
            #expect(ReferenceData.near(spring.dampingRatio, c.dampingRatio, relative: 1e-15), "\(c.preset) \(c.duration) \(c.extraBounce)")
            #expect(ReferenceData.near(spring.bounce, c.bounce, relative: 1e-14), "\(c.preset) \(c.duration) \(c.extraBounce)")
            #expect(ReferenceData.near(spring.stiffness, c.stiffness, relative: 1e-14), "\(c.preset) \(c.duration)")
            #expect(ReferenceData.near(spring.damping, c.damping, relative: 1e-14), "\(c.preset) \(c.duration)")
            #expect(ReferenceData.near(spring.response, c.duration, relative: 1e-15))
            for sample in c.samples {
                #expect(ReferenceData.near(spring.position(atTime: sample.t), sample.x, relative: 1e-13),
                        "\(c.preset) \(c.duration) \(c.extraBounce) at \(sample.t)")
            }
        }
    }

    @Test func theNamedFunctionsAreThePresetsWithSwiftUIsDefaults() {
        #expect(SpringCurve.smooth() == SpringCurve(duration: 0.5, bounce: 0))
        #expect(SpringCurve.snappy() == SpringCurve(duration: 0.5, bounce: 0.15))
        #expect(SpringCurve.bouncy() == SpringCurve(duration: 0.5, bounce: 0.3))
        #expect(SpringCurve.bouncy(duration: 1, extraBounce: 0.2) == SpringCurve(duration: 1, bounce: 0.3 + 0.2))
        #expect(SpringCurve.smooth(extraBounce: .nan) == SpringCurve.smooth())
    }

    @Test func settlingDurationIsSwiftUIsDefinition() throws {
        for c in try Self.cases() {
            let spring = SpringCurve(preset: c.preset, duration: c.duration, extraBounce: c.extraBounce)
            // The property (the spring's own velocity, 0 here) and Apple's method agree: one computation.
            #expect(ReferenceData.near(spring.settlingDuration, c.settlingDuration, relative: 1e-12),
                    "\(c.preset) \(c.duration) \(c.extraBounce): \(spring.settlingDuration) vs \(c.settlingDuration)")
            #expect(spring.settlingDuration(initialVelocity: 0, epsilon: 0.001) == spring.settlingDuration)
            // The same spring started moving still answers Apple's property at rest.
            let moving = SpringCurve(preset: c.preset, duration: c.duration, extraBounce: c.extraBounce, initialVelocity: 3)
            #expect(ReferenceData.near(moving.settlingDuration(), c.settlingDuration, relative: 1e-12))
            // Settled means settled: past it the spring stays within epsilon; just before, it is not.
            let t = spring.settlingDuration
            #expect(abs(spring.position(atTime: t * (1 - 1e-9)) - 1) >= 0.001 * (1 - 1e-6))
            for k in 1...200 {
                #expect(abs(spring.position(atTime: t + Double(k) * c.duration / 50) - 1) < 0.001)
            }
        }
    }

    /// Core Animation's published figures (CASpringAnimation, mass 1, stiffness 100) are not this
    /// definition's: the reference records what our definition gives and the epsilon each figure
    /// would need, and the engine gives the former.
    @Test func coreAnimationsPublishedFiguresAreMeasured() throws {
        let root = try ReferenceData.object("spring_presets.json")
        let rows = try #require(root["coreAnimationPublished"] as? [[String: Any]])
        #expect(rows.count == 2)
        for row in rows {
            let damping = try #require(row["damping"] as? Double)
            let expected = try #require(row["settlingDuration"] as? Double)
            let spring = SpringCurve(mass: 1, stiffness: 100, damping: damping)
            #expect(ReferenceData.near(spring.settlingDuration, expected, relative: 1e-12), "\(damping)")
        }
    }

    @Test func settlingWithVelocityAndEpsilonIsOneComputation() {
        let spring = SpringCurve.snappy()
        let moving = SpringCurve(preset: .snappy, initialVelocity: -2)
        #expect(spring.settlingDuration(initialVelocity: -2) == moving.settlingDuration)
        #expect(spring.settlingDuration(epsilon: 0.01) < spring.settlingDuration)
        #expect(spring.settlingDuration(epsilon: .nan) == spring.settlingDuration)
        #expect(spring.settlingDuration(epsilon: 2) == spring.settlingDuration)
        #expect(spring.settlingDuration(initialVelocity: .infinity) == spring.settlingDuration)
    }
}
