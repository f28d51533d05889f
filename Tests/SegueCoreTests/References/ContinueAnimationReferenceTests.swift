import Foundation
import Testing
@testable import SegueCore

/// `continueAnimation(withTimingParameters:durationFactor:)` as Apple's text defines it — the
/// factor multiplies the animator's original duration — and Segue's named alternative
/// `remainingDurationFactor` (the time left times the factor), against
/// Tests/references/continue_animation.json (exact fractions; made by
/// Tests/references/continue_animation.py).
@Suite struct ContinueAnimationReferenceTests {
    struct Case {
        let duration: Double, pausedAt: Double, reversed: Bool, factor: Double, rule: String, seconds: Double
        let samples: [(after: Double, fractionComplete: Double)]
    }

    static func cases() throws -> [Case] {
        let root = try ReferenceData.object("continue_animation.json")
        return try #require(root["cases"] as? [[String: Any]]).map { c in
            Case(duration: try #require(c["duration"] as? Double), pausedAt: try #require(c["pausedAt"] as? Double),
                 reversed: try #require(c["reversed"] as? Bool), factor: try #require(c["factor"] as? Double),
                 rule: try #require(c["rule"] as? String), seconds: try #require(c["seconds"] as? Double),
                 samples: try #require(c["samples"] as? [[String: Double]]).map { ($0["after"]!, $0["fractionComplete"]!) })
        }
    }

    @Test func theContinuationTakesTheReferenceTimeAndPace() throws {
        let cases = try Self.cases()
        #expect(cases.count == 10)
        for c in cases {
            let clock = VirtualClock(), store = ViewStore()
            let view = store.makeView(id: "v")
            let animator = PropertyAnimator(duration: c.duration, clock: clock, store: store)
            animator.addAnimations { view[.x] = 100 }
            var ended: [Double] = []
            animator.addCompletion { _ in ended.append(clock.now) }
            animator.startAnimation()
            clock.advance(to: c.pausedAt)
            animator.pauseAnimation()
            animator.isReversed = c.reversed
            if c.rule == "original" {
                animator.continueAnimation(withTimingParameters: .linear, durationFactor: c.factor)
            } else {
                animator.continueAnimation(withTimingParameters: .linear, remainingDurationFactor: c.factor)
            }
            for sample in c.samples {
                clock.advance(to: c.pausedAt + sample.after)
                #expect(ReferenceData.near(animator.fractionComplete, sample.fractionComplete, relative: 1e-12),
                        "\(c): \(animator.fractionComplete) at +\(sample.after)")
            }
            // The virtual clock counts whole nanoseconds: the end is due within one.
            clock.advance(to: c.pausedAt + c.seconds - 1e-6)
            #expect(ended.isEmpty, "\(c) ended early")
            clock.advance(to: c.pausedAt + c.seconds)
            #expect(ended.count == 1 && abs(ended[0] - (c.pausedAt + c.seconds)) <= 1e-9, "\(c)")
            #expect(view[.x] == (c.reversed ? 0 : 100))
        }
    }
}
