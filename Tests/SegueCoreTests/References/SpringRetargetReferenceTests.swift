import Foundation
import Testing
@testable import SegueCore

/// A spring given a new target mid-flight (`addAnimations` on the running animator, what
/// `ctx:alongside` does) moves as the spring towards the new target from the position and
/// velocity it had — SwiftUI's rule — against Tests/references/spring_retarget.json (mpmath's
/// matrix exponential at 40 digits; made by Tests/references/spring_retarget.py). The engine
/// differs only by what its springs fold in to land exactly — under the settling threshold,
/// 0.1 % of the distance, growing as (t/T)³ towards the settling time — so every sample agrees
/// within that (a spring that dropped the velocity would be off by tens of points).
@Suite struct SpringRetargetReferenceTests {
    @Test func aRetargetedSpringIsTheSpringFromWhereItStoodAtItsSpeed() throws {
        let root = try ReferenceData.object("spring_retarget.json")
        let cases = try #require(root["cases"] as? [[String: Any]])
        #expect(cases.count == 5)
        for c in cases {
            let number = { (key: String) throws -> Double in try #require(c[key] as? Double) }
            let clock = VirtualClock(), store = ViewStore()
            let view = store.makeView(id: "v")
            let spring = SpringCurve(duration: try number("duration"), bounce: try number("bounce"))
            let animator = PropertyAnimator(duration: 1, timing: .spring(spring), clock: clock, store: store)
            let target = try number("to"), newTarget = try number("newTarget"), at = try number("retargetedAt")
            animator.addAnimations { view[.x] = target }
            animator.startAnimation()
            clock.advance(to: at)
            let distance = max(abs(target), abs(newTarget - view[.x]))
            let tolerance = SpringCurve.settlingThreshold * distance
            #expect(abs(view[.x] - (try number("x"))) <= tolerance, "\(c): before the new target")
            animator.addAnimations { view[.x] = newTarget }
            for sample in try #require(c["samples"] as? [[String: Double]]) {
                let after = try #require(sample["after"]), expected = try #require(sample["x"])
                clock.advance(to: at + after)
                #expect(abs(view[.x] - expected) <= tolerance,
                        "\(c): \(view[.x]) at +\(after) s, the spring gives \(expected)")
            }
            clock.advance(by: 30)
            #expect(view[.x] == newTarget)
        }
    }
}
