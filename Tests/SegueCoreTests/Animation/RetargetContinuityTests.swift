import Testing
@testable import SegueCore

/// Velocity-preserving interruptions, held as properties over seeded random cases: at every
/// grab, reversal, new target and release with a new target, each animated property's
/// position does not move and its velocity steps by no more than one frame's acceleration.
@Suite struct RetargetContinuityTests {
    /// One frame of the measurement: 0.1 ms, so a velocity step shows far above the motion's
    /// own change of velocity in a frame.
    static let frame = 0.0001
    static let properties: [ViewProperty] = [.x, .y, .scaleX, .rotation]

    /// A view whose four properties a spring animates, and the readings taken of them.
    final class Bench {
        let clock = VirtualClock()
        let store = ViewStore()
        let view: View
        let animator: PropertyAnimator

        init(spring: SpringCurve, targets: [Double]) {
            view = store.makeView(id: "card", frame: Rect(x: 0, y: 0, width: 100, height: 100))
            animator = PropertyAnimator(duration: 0.5, timing: .spring(spring), clock: clock, store: store)
            let view = self.view
            animator.addAnimations {
                for (k, property) in RetargetContinuityTests.properties.enumerated() { view[property] = targets[k] }
            }
        }

        var values: [Double] { RetargetContinuityTests.properties.map { view[$0] } }
    }

    enum Interruption: CaseIterable {
        case grab, reverse, retarget, releaseWithNewTarget, fingerReleaseWithNewTarget
    }

    /// A finger holding the paused animator and moving its progress at a steady rate, as the
    /// interactor's scrubs do: the progress it shows at each time.
    struct Finger {
        let startTime: Double
        let startProgress: Double
        let rate: Double
        func progress(at time: Double) -> Double { startProgress + rate * (time - startTime) }
    }

    /// Runs `interruption` at clock time `at` and checks continuity there. Returns the
    /// largest velocity step at the interruption divided by the bound, per property.
    static func check(_ interruption: Interruption, bench: Bench, at time: Double,
                      newTargets: [Double], release: SpringCurve, finger: Finger? = nil) -> (position: Double, ratio: Double) {
        let dt = frame
        func advance(to time: Double) {
            bench.clock.advance(to: time)
            if let finger, !bench.animator.isRunning { bench.animator.fractionComplete = finger.progress(at: time) }
        }
        var before: [[Double]] = []
        for k in (1...2).reversed() {
            advance(to: time - Double(k) * dt)
            before.append(bench.values)
        }
        advance(to: time)
        let atTime = bench.values
        let animator = bench.animator
        let view = bench.view
        switch interruption {
        case .grab:
            animator.pauseAnimation()
        case .reverse:
            animator.isReversed.toggle()
        case .retarget:
            animator.addAnimations {
                for (k, property) in properties.enumerated() { view[property] = newTargets[k] }
            }
        case .releaseWithNewTarget:
            // Grabbed a moment ago and still held; let go with new targets on a spring.
            animator.addAnimations {
                for (k, property) in properties.enumerated() { view[property] = newTargets[k] }
            }
            animator.continueAnimation(withTimingParameters: .spring(release), durationFactor: 1)
        case .fingerReleaseWithNewTarget:
            // The interactor's release: the finger's velocity handed over, new targets given by
            // whoever hears of the release, then a spring completion that starts at the
            // finger's velocity (PercentDrivenInteractiveTransition.completionCurve).
            let rate = finger?.rate ?? 0
            animator.handVelocity = rate
            animator.addAnimations {
                for (k, property) in properties.enumerated() { view[property] = newTargets[k] }
            }
            let remaining = 1 - animator.progress
            animator.continueAnimation(withTimingParameters: .spring(release.withInitialVelocity(rate / remaining)),
                                       remainingDurationFactor: 1)
        }
        let after0 = bench.values
        advance(to: time + dt)
        let after1 = bench.values
        advance(to: time + 2 * dt)
        let after2 = bench.values
        var worstPosition = 0.0, worstRatio = 0.0
        for k in properties.indices {
            worstPosition = max(worstPosition, abs(after0[k] - atTime[k]))
            let v0 = (before[1][k] - before[0][k]) / dt
            let v1 = (atTime[k] - before[1][k]) / dt
            let v2 = (after1[k] - after0[k]) / dt
            let v3 = (after2[k] - after1[k]) / dt
            // One frame's acceleration on either side bounds the step across the interruption.
            let bound = abs(v1 - v0) + abs(v3 - v2) + 1e-6 * max(1, abs(v1))
            worstRatio = max(worstRatio, abs(v2 - v1) / bound)
        }
        return (worstPosition, worstRatio)
    }

    static func randomSpring(_ random: inout SeededGenerator) -> SpringCurve {
        SpringCurve(duration: Double.random(in: 0.25...0.8, using: &random),
                    bounce: Double.random(in: -0.3...0.6, using: &random))
            .withBlendDuration(Double.random(in: 0.05...0.4, using: &random))
    }

    static func randomTargets(_ random: inout SeededGenerator) -> [Double] {
        [Double.random(in: -400...400, using: &random), Double.random(in: -400...400, using: &random),
         Double.random(in: 0.2...3, using: &random), Double.random(in: -3...3, using: &random)]
    }

    @Test(arguments: Interruption.allCases)
    func positionAndVelocityAreContinuousAtEveryInterruption(_ interruption: Interruption) {
        for seed in UInt64(1)...40 {
            var random = SeededGenerator(seed: seed &* 0x9E37_79B9_7F4A_7C15)
            let bench = Bench(spring: Self.randomSpring(&random), targets: Self.randomTargets(&random))
            bench.animator.startAnimation()
            let duration = bench.animator.duration
            var time = (Double.random(in: 0.1...0.6, using: &random) * duration * 1000).rounded() / 1000
            var finger: Finger?
            if interruption == .releaseWithNewTarget || interruption == .fingerReleaseWithNewTarget {
                // Grab first (its own continuity is the .grab case), hold a little, then release.
                bench.clock.advance(to: time)
                bench.animator.pauseAnimation()
                let grabbed = bench.animator.progress
                let hold = interruption == .fingerReleaseWithNewTarget ? 0.3...0.5 : 0.01...0.1
                time += (Double.random(in: hold, using: &random) * 1000).rounded() / 1000
                if interruption == .fingerReleaseWithNewTarget {
                    // The blend has faded; a finger moves the progress at a steady rate.
                    let start = time - 0.05
                    bench.clock.advance(to: start)
                    finger = Finger(startTime: start, startProgress: min(max(grabbed, 0.2), 0.6),
                                    rate: Double.random(in: -1...3, using: &random))
                }
            }
            let result = Self.check(interruption, bench: bench, at: time, newTargets: Self.randomTargets(&random),
                                    release: Self.randomSpring(&random), finger: finger)
            #expect(result.position < 1e-9, "seed \(seed): the position moved by \(result.position)")
            #expect(result.ratio <= 1, "seed \(seed): the velocity stepped \(result.ratio)× one frame's acceleration")
            // Whatever happened, the motion still ends exactly on its values.
            bench.clock.advance(by: 30)
            #expect(bench.animator.state != .active || !bench.animator.isRunning)
        }
    }

    @Test func aRetargetedSpringLandsExactlyOnItsNewTarget() {
        let bench = Bench(spring: SpringCurve(duration: 0.5, bounce: 0.2), targets: [300, 0, 1, 0])
        bench.animator.startAnimation()
        bench.clock.advance(to: 0.2)
        bench.animator.addAnimations { bench.view[.x] = -120 }
        bench.clock.advance(to: 10)
        #expect(bench.view[.x] == -120)
        #expect(bench.animator.state == .inactive)
    }

    @Test func aReversedSpringKeepsGoingTheWayItWentBeforeTurningBack() {
        // SwiftUI's springs retarget, they do not retrace: just after the reversal the
        // property still moves forward, at the speed it had.
        let bench = Bench(spring: SpringCurve(duration: 0.5, bounce: 0), targets: [300, 0, 1, 0])
        bench.animator.startAnimation()
        bench.clock.advance(to: 0.1)
        let x0 = bench.view[.x]
        bench.animator.isReversed = true
        bench.clock.advance(to: 0.101)
        #expect(bench.view[.x] > x0)
        bench.clock.advance(to: 10)
        #expect(bench.view[.x] == 0)
    }

    @Test func aGrabWithoutBlendDurationStopsDeadAsUIKitDoes() {
        let bench = Bench(spring: SpringCurve(duration: 0.5, bounce: 0), targets: [300, 0, 1, 0])
        bench.animator.startAnimation()
        bench.clock.advance(to: 0.1)
        bench.animator.pauseAnimation()
        let held = bench.view[.x]
        bench.clock.advance(to: 0.2)
        #expect(bench.view[.x] == held)
    }

    @Test func aGrabBlendsTheVelocityOutOverBlendDurationThenHolds() {
        let spring = SpringCurve(duration: 0.5, bounce: 0).withBlendDuration(0.2)
        let bench = Bench(spring: spring, targets: [300, 0, 1, 0])
        bench.animator.startAnimation()
        bench.clock.advance(to: 0.1)
        bench.animator.pauseAnimation()
        let grabbed = bench.view[.x]
        bench.clock.advance(to: 0.15)
        #expect(bench.view[.x] > grabbed)
        bench.clock.advance(to: 0.35)
        #expect(bench.view[.x] == grabbed)
        #expect(bench.clock.isIdle)
    }

    @Test func interruptedRunsAreBitIdenticalAtAnyFrameRate() {
        func run(fps: Double) -> [Double] {
            let spring = SpringCurve(duration: 0.6, bounce: 0.3).withBlendDuration(0.15)
            let bench = Bench(spring: spring, targets: [300, -200, 2, 1])
            bench.animator.startAnimation()
            var samples: [Double] = []
            func go(to time: Double) {
                var t = bench.clock.now
                while t + 1 / fps < time {
                    t += 1 / fps
                    bench.clock.advance(to: t)
                }
                bench.clock.advance(to: time)
            }
            go(to: 0.13)
            bench.animator.pauseAnimation()
            go(to: 0.21)
            bench.animator.addAnimations { bench.view[.x] = -50 }
            bench.animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
            go(to: 0.3)
            bench.animator.isReversed = true
            for time in stride(from: 0.35, through: 1.5, by: 0.05) {
                go(to: time)
                samples += bench.values
            }
            return samples
        }
        let reference = run(fps: 60)
        for fps in [24.0, 120, 240, 97] { #expect(run(fps: fps) == reference, "at \(fps) fps") }
    }
}
