import Testing
@testable import SegueCore

/// One view, one animator: the smallest harness for the animator's state machine.
private final class Bench {
    let clock = VirtualClock()
    let store = ViewStore()
    let view: View
    var completions: [AnimatingPosition] = []

    init() {
        view = store.makeView(id: "box", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    }

    func animator(duration: Double = 1, timing: TimingCurve = .linear, toX: Double = 100) -> PropertyAnimator {
        let animator = PropertyAnimator(duration: duration, timing: timing, clock: clock, store: store)
        animator.addAnimations { view[.x] = toX }
        animator.addCompletion { [unowned self] in completions.append($0) }
        return animator
    }

    var x: Double { view[.x] }
}

@Suite struct PropertyAnimatorTests {
    @Test func capturedWritesDoNotApplyUntilTheAnimationRuns() {
        let bench = Bench()
        let animator = bench.animator()
        #expect(bench.x == 0)
        #expect(animator.state == .inactive)
        #expect(animator.trackCount == 1)
    }

    @Test func runsAlongItsCurveAndCompletesOnceExactlyAtTheEnd() {
        let bench = Bench()
        let animator = bench.animator(timing: .penner(PennerEasing(family: .quad, mode: .in)))
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        bench.clock.advance(to: 0.5)
        #expect(abs(bench.x - 25) < 1e-12)
        bench.clock.advance(to: 0.999)
        #expect(bench.completions.isEmpty)
        bench.clock.advance(to: 1.2)
        #expect(bench.x == 100)
        #expect(bench.completions == [.end])
        #expect(animator.state == .inactive)
        bench.clock.advance(to: 2)
        #expect(bench.completions == [.end])
    }

    @Test func pauseHoldsAndResumeContinuesWithoutAJump() {
        let bench = Bench()
        let animator = bench.animator()
        animator.startAnimation()
        bench.clock.advance(to: 0.25)
        animator.pauseAnimation()
        #expect(!animator.isRunning && animator.state == .active)
        bench.clock.advance(to: 5)
        #expect(bench.x == 25)
        animator.startAnimation()
        #expect(bench.x == 25)
        bench.clock.advance(to: 5.5)
        #expect(abs(bench.x - 75) < 1e-9)
        bench.clock.advance(to: 5.75)
        #expect(bench.completions == [.end])
    }

    @Test func scrubbingAPausedAnimatorIsLinearUnlessToldOtherwise() {
        let bench = Bench()
        let curve = TimingCurve.penner(PennerEasing(family: .cubic, mode: .in))
        let animator = bench.animator(timing: curve)
        animator.fractionComplete = 0.5
        #expect(animator.state == .active)
        #expect(bench.x == 50)
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.5
        #expect(abs(bench.x - 12.5) < 1e-12)
        animator.fractionComplete = 2
        #expect(animator.fractionComplete == 1)
    }

    @Test func reversingARunningAnimationRetracesItsCurve() {
        let bench = Bench()
        let curve = TimingCurve.penner(PennerEasing(family: .quad, mode: .inOut))
        let animator = bench.animator(timing: curve)
        animator.startAnimation()
        bench.clock.advance(to: 0.6)
        let atReversal = bench.x
        animator.isReversed = true
        #expect(bench.x == atReversal)
        bench.clock.advance(to: 0.8) // 0.2 s back: the value it had at 0.4 s
        #expect(abs(bench.x - 100 * curve.value(at: 0.4)) < 1e-9)
        bench.clock.advance(to: 1.3)
        #expect(bench.x == 0)
        #expect(bench.completions == [.start])
    }

    @Test func stoppedThenFinishedAtEachPosition() {
        for position in [AnimatingPosition.start, .end, .current] {
            let bench = Bench()
            let animator = bench.animator()
            animator.startAnimation()
            bench.clock.advance(to: 0.3)
            animator.stopAnimation(withoutFinishing: false)
            #expect(animator.state == .stopped)
            bench.clock.advance(to: 0.9)
            #expect(abs(bench.x - 30) < 1e-9)
            #expect(bench.completions.isEmpty)
            animator.startAnimation() // refused while stopped
            #expect(!animator.isRunning)
            animator.finishAnimation(at: position)
            #expect(animator.state == .inactive)
            #expect(bench.completions == [position])
            switch position {
            case .start: #expect(bench.x == 0)
            case .end: #expect(bench.x == 100)
            case .current: #expect(abs(bench.x - 30) < 1e-9)
            }
        }
    }

    @Test func stoppingWithoutFinishingSkipsCompletion() {
        let bench = Bench()
        let animator = bench.animator()
        animator.startAnimation()
        bench.clock.advance(to: 0.4)
        animator.stopAnimation(withoutFinishing: true)
        #expect(animator.state == .inactive)
        bench.clock.advance(to: 3)
        #expect(abs(bench.x - 40) < 1e-9)
        #expect(bench.completions.isEmpty)
    }

    @Test func continueWithNewTimingTakesTheOriginalDurationTimesTheFactor() {
        let bench = Bench()
        let animator = bench.animator(duration: 2)
        animator.fractionComplete = 0.5
        animator.continueAnimation(withTimingParameters: .linear, durationFactor: 0.5)
        // UIKit's rule: the original 2 s · 0.5 = 1 s for the half left.
        bench.clock.advance(to: 0.5)
        #expect(abs(bench.x - 75) < 1e-9)
        bench.clock.advance(to: 0.9999)
        #expect(bench.completions.isEmpty)
        bench.clock.advance(to: 1)
        #expect(bench.completions == [.end])
        #expect(bench.x == 100)
    }

    @Test func continueWithARemainingDurationFactorTakesTheTimeLeftTimesTheFactor() {
        let bench = Bench()
        let animator = bench.animator(duration: 2)
        animator.fractionComplete = 0.5
        animator.continueAnimation(withTimingParameters: .linear, remainingDurationFactor: 0.5)
        // Remaining (1 − 0.5) · 2 s · 0.5 = 0.5 s.
        bench.clock.advance(to: 0.25)
        #expect(abs(bench.x - 75) < 1e-9)
        bench.clock.advance(to: 0.4999)
        #expect(bench.completions.isEmpty)
        bench.clock.advance(to: 0.5)
        #expect(bench.completions == [.end])
        #expect(bench.x == 100)
    }

    @Test func pausesOnCompletionHoldsAtTheEndWithoutCompleting() {
        let bench = Bench()
        let animator = bench.animator()
        animator.pausesOnCompletion = true
        animator.startAnimation()
        bench.clock.advance(to: 1.5)
        #expect(bench.x == 100)
        #expect(animator.state == .active && !animator.isRunning)
        #expect(bench.completions.isEmpty)
        animator.isReversed = true
        animator.startAnimation()
        bench.clock.advance(to: 2.0)
        #expect(abs(bench.x - 50) < 1e-9)
    }

    @Test func delayFactorPlaysInTheLastPartOfTheAnimation() {
        let bench = Bench()
        let animator = PropertyAnimator(duration: 1, clock: bench.clock, store: bench.store)
        animator.addAnimations(delayFactor: 0.5) { bench.view[.alpha] = 0 }
        animator.startAnimation()
        bench.clock.advance(to: 0.5)
        #expect(bench.view[.alpha] == 1)
        bench.clock.advance(to: 0.75)
        #expect(abs(bench.view[.alpha] - 0.5) < 1e-12)
    }

    @Test func aPropertyInSeveralKeyframesPlaysThemInTurn() {
        let bench = Bench()
        let animator = PropertyAnimator(duration: 1, clock: bench.clock, store: bench.store)
        animator.addAnimations {
            animator.addKeyframe(relativeStart: 0, relativeDuration: 0.5) { bench.view[.alpha] = 0.2 }
            animator.addKeyframe(relativeStart: 0.5, relativeDuration: 0.5) { bench.view[.alpha] = 1 }
        }
        #expect(bench.view[.alpha] == 1)
        animator.startAnimation()
        bench.clock.advance(to: 0.25)
        #expect(abs(bench.view[.alpha] - 0.6) < 1e-12)
        bench.clock.advance(to: 0.5)
        #expect(abs(bench.view[.alpha] - 0.2) < 1e-12)
        bench.clock.advance(to: 0.75)
        #expect(abs(bench.view[.alpha] - 0.6) < 1e-12)
        bench.clock.advance(to: 1)
        #expect(bench.view[.alpha] == 1)
    }

    @Test func sameValuesAtSharedTimestampsWhateverTheFrameRate() {
        func trace(fps: Double) -> [Double: Double] {
            let bench = Bench()
            let spring = TimingCurve.spring(SpringCurve(dampingRatio: 0.6, response: 0.5, initialVelocity: 0))
            let animator = bench.animator(duration: 1, timing: spring)
            animator.startAnimation()
            var samples: [Double: Double] = [:]
            for frame in 0...Int(fps * 2) {
                bench.clock.advance(frame: frame, fps: fps)
                samples[bench.clock.now] = bench.x
            }
            return samples
        }
        let at30 = trace(fps: 30), at60 = trace(fps: 60), at120 = trace(fps: 120)
        var shared = 0
        for (time, value) in at30 {
            #expect(at60[time] == value)
            #expect(at120[time] == value)
            shared += 1
        }
        #expect(shared > 30)
    }
}
