import Foundation
import Testing
@testable import SegueCore

/// `paced` keyframes of a point — a position, a size, a translation — move at one speed along
/// the path, as Core Animation paces `position`, against Tests/references/paced_path.json
/// (mpmath, 50 digits; made by Tests/references/paced_path.py).
@Suite struct PacedKeyframePathReferenceTests {
    struct Case {
        let name: String
        let properties: [ViewProperty]
        let start: [Double]
        let windows: [(start: Double, duration: Double, values: [(ViewProperty, Double)])]
        let samples: [(t: Double, values: [Double])]
    }

    static func cases() throws -> [Case] {
        let root = try ReferenceData.object("paced_path.json")
        let cases = try #require(root["cases"] as? [[String: Any]])
        return try cases.map { c in
            let names = try #require(c["properties"] as? [String])
            let properties = try names.map { try #require(ViewProperty(name: $0)) }
            let windows = try #require(c["windows"] as? [[String: Any]]).map { w in
                let values = try #require(w["values"] as? [String: Double])
                return (start: try #require(w["start"] as? Double), duration: try #require(w["duration"] as? Double),
                        values: try values.keys.sorted().map { (try #require(ViewProperty(name: $0)), values[$0]!) })
            }
            let samples = try #require(c["samples"] as? [[String: Any]]).map { s in
                (t: try #require(s["t"] as? Double), values: try #require(s["values"] as? [Double]))
            }
            return Case(name: try #require(c["name"] as? String), properties: properties,
                        start: try #require(c["start"] as? [Double]), windows: windows, samples: samples)
        }
    }

    /// The case played by an animator in `paced` mode, scrubbed to `t`.
    func values(_ c: Case, at t: Double) -> [Double] {
        let clock = VirtualClock(), store = ViewStore()
        let view = store.makeView(id: "v")
        for (property, value) in zip(c.properties, c.start) { view[property] = value }
        let animator = PropertyAnimator(duration: 1, clock: clock, store: store)
        animator.keyframeCalculationMode = .paced
        animator.addAnimations {
            for window in c.windows {
                animator.addKeyframe(relativeStart: window.start, relativeDuration: window.duration) {
                    for (property, value) in window.values { view[property] = value }
                }
            }
        }
        animator.fractionComplete = t
        return c.properties.map { view[$0] }
    }

    @Test func everyCaseMovesAtOneSpeedAlongItsPath() throws {
        let cases = try Self.cases()
        #expect(cases.count == 5)
        var worst = 0.0
        for c in cases {
            for sample in c.samples {
                let actual = values(c, at: sample.t)
                for (a, e) in zip(actual, sample.values) {
                    worst = max(worst, abs(a - e) / max(1, abs(e)))
                    #expect(ReferenceData.near(a, e), "\(c.name) at \(sample.t): \(actual) vs \(sample.values)")
                }
            }
        }
        #expect(worst <= 1e-12)
    }

    @Test func theEndsAreExact() throws {
        for c in try Self.cases() {
            #expect(values(c, at: 0) == c.start, "\(c.name)")
            #expect(values(c, at: 1) == c.samples.first { $0.t == 1 }!.values, "\(c.name)")
        }
    }

    /// A coordinate animated again on its own leaves the path; the others stay on it.
    @Test func aNewerAnimationOfOneCoordinateTakesItOver() {
        let clock = VirtualClock(), store = ViewStore()
        let view = store.makeView(id: "v")
        let animator = PropertyAnimator(duration: 1, clock: clock, store: store)
        animator.keyframeCalculationMode = .paced
        animator.addAnimations {
            animator.addKeyframe(relativeStart: 0, relativeDuration: 0.5) { view[.x] = 100 }
            animator.addKeyframe(relativeStart: 0.5, relativeDuration: 0.5) { view[.y] = 100 }
        }
        animator.addAnimations { view[.x] = 40 }
        animator.fractionComplete = 0.5
        #expect(view[.x] == 20)
        #expect(view[.y] == 0)
        animator.fractionComplete = 0.75
        #expect(abs(view[.y] - 50) < 1e-12)
        #expect(animator.trackCount == 2)
    }
}
