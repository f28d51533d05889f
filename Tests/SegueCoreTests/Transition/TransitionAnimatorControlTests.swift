import Testing
@testable import SegueCore

/// A transition's animator driven directly, as a spec or a script does with UIKit's calls:
/// whatever is done to it, the transition completes exactly once, a completed one is
/// finalized with the values the animator showed (then the container lays out its pages as
/// after any completion), and a cancelled one lands exactly on its start values.
@Suite struct TransitionAnimatorControlTests {
    /// A swipe to the card, begun timed (or interactive), with every end it reaches recorded.
    private final class Run {
        let fixture: SwipeFixture
        var outcomes: [Bool] = []
        let startFrame: FrameRecord

        init(interactive: Bool = false) throws {
            fixture = try SwipeFixture()
            startFrame = FrameRecord.capture(fixture.scene, progress: 0)
            fixture.animator.onEnded = { [unowned self] in outcomes.append($0) }
            #expect(fixture.container.transition(toPage: 1, interactive: interactive))
        }

        var animator: PropertyAnimator {
            get throws {
                let context = try #require(fixture.container.activeContext)
                return try #require(fixture.animator.interruptibleAnimator(using: context))
            }
        }

        func advance(to time: Double) { fixture.scene.clock.advance(to: time) }
        func card(_ property: ViewProperty) -> Double { fixture.value("cardView", property) }
        var finalizeCalls: [String] { fixture.slide.calls.filter { $0.hasPrefix("finalize") } }
    }

    @Test func stoppingWithoutFinishingEndsTheTransitionWhereItStands() throws {
        let run = try Run()
        run.advance(to: 0.2)                                   // halfway through 0.4 s
        let animator = try run.animator
        let x = run.card(.x)
        #expect(abs(x - 150) < 1e-9)
        animator.stopAnimation(withoutFinishing: true)
        #expect(run.outcomes == [true], "UIKit would leave the transition hanging; it completes once")
        #expect(run.finalizeCalls == ["finalize(true)"])
        #expect(run.fixture.slide.incomingXAtFinalize == [x], "finalize sees what the animator showed")
        #expect(run.fixture.container.activeContext == nil)
        #expect(animator.state == .inactive)
        run.advance(to: 1)
        #expect(run.outcomes == [true])
    }

    @Test func stoppedThenFinishedAtTheStartIsCancelledOnTheExactStartValues() throws {
        let run = try Run()
        run.advance(to: 0.3)
        let animator = try run.animator
        animator.stopAnimation(withoutFinishing: false)
        #expect(animator.state == .stopped)
        #expect(run.outcomes.isEmpty, "a stopped animator waits for finishAnimation")
        run.advance(to: 2)
        #expect(run.outcomes.isEmpty && run.fixture.container.activeContext != nil)
        animator.finishAnimation(at: .start)
        #expect(run.outcomes == [false])
        #expect(run.finalizeCalls == ["finalize(false)"])
        #expect(FrameRecord.capture(run.fixture.scene, progress: 0).views == run.startFrame.views)
        #expect(run.fixture.container.currentPage == 0)
    }

    @Test func stoppedThenFinishedAtTheEndCompletesOnTheEndValues() throws {
        let run = try Run()
        run.advance(to: 0.1)
        let animator = try run.animator
        animator.stopAnimation(withoutFinishing: false)
        animator.finishAnimation(at: .end)
        #expect(run.outcomes == [true])
        #expect(run.card(.x) == 0)
        #expect(run.fixture.container.currentPage == 1)
    }

    @Test func finishedWhereItStandsCompletesKeepingTheValuesShown() throws {
        let run = try Run()
        run.advance(to: 0.1)
        let animator = try run.animator
        animator.stopAnimation(withoutFinishing: false)
        let x = run.card(.x)
        animator.finishAnimation(at: .current)
        #expect(run.outcomes == [true])
        #expect(run.fixture.slide.incomingXAtFinalize == [x] && x > 0 && x < 300)
    }

    @Test func aCancelledTransitionLandsOnItsStartWhereverItsAnimatorIsFinished() throws {
        for position in [AnimatingPosition.current, .end] {
            let run = try Run(interactive: true)
            let interactor = try #require(run.fixture.container.interactor)
            interactor.update(0.6)
            interactor.cancel()
            let animator = try run.animator
            animator.stopAnimation(withoutFinishing: false)
            animator.finishAnimation(at: position)
            #expect(run.outcomes == [false], "finished at \(position)")
            #expect(FrameRecord.capture(run.fixture.scene, progress: 0).views == run.startFrame.views,
                    "finished at \(position)")
        }
    }

    @Test func aCancelledTransitionStoppedWithoutFinishingLandsOnItsStart() throws {
        let run = try Run(interactive: true)
        let interactor = try #require(run.fixture.container.interactor)
        interactor.update(0.5)
        interactor.cancel()
        run.advance(to: 0.05)
        try run.animator.stopAnimation(withoutFinishing: true)
        #expect(run.outcomes == [false])
        #expect(FrameRecord.capture(run.fixture.scene, progress: 0).views == run.startFrame.views)
    }

    @Test func pausesOnCompletionHoldsTheTransitionOpenAtItsEndUntilItIsFinished() throws {
        let run = try Run()
        let animator = try run.animator
        animator.pausesOnCompletion = true
        run.advance(to: 1)
        #expect(run.outcomes.isEmpty, "paused at the end, not completed")
        #expect(animator.state == .active && !animator.isRunning)
        #expect(animator.fractionComplete == 1 && run.card(.x) == 0)
        // Still alive: it can be scrubbed back and played again.
        animator.fractionComplete = 0.5
        #expect(abs(run.card(.x) - 150) < 1e-9)
        animator.startAnimation()
        run.advance(to: 1.5)
        #expect(run.outcomes.isEmpty && animator.fractionComplete == 1)
        animator.stopAnimation(withoutFinishing: false)
        animator.finishAnimation(at: .end)
        #expect(run.outcomes == [true])
    }

    @Test func continuingWithANewTimingAndADurationFactorSetsTheTimeFromTheOriginalDuration() throws {
        let run = try Run()
        run.advance(to: 0.1)                                   // a quarter of 0.4 s
        let animator = try run.animator
        animator.pauseAnimation()
        // The original 0.4 s, doubled (UIKit's rule): the end is reached 0.8 s later, on an
        // ease-in curve.
        animator.continueAnimation(withTimingParameters: .penner(PennerEasing(family: .quad, mode: .in)),
                                   durationFactor: 2)
        run.advance(to: 0.5)
        // Halfway through the new run: half the time, a quarter of the remaining way on quad-in.
        #expect(abs(animator.fractionComplete - (0.25 + 0.75 * 0.5)) < 1e-9)
        #expect(abs(animator.progress - (0.25 + 0.75 * 0.25)) < 1e-9)
        #expect(abs(run.card(.x) - 300 * (1 - animator.progress)) < 1e-9)
        run.advance(to: 0.8999)
        #expect(run.outcomes.isEmpty)
        run.advance(to: 0.9)
        #expect(run.outcomes == [true])
        #expect(run.card(.x) == 0)
    }
}
