import Testing
@testable import SegueCore

/// The release policies' decisions against hand-computed cases, and the velocity handoff.
@Suite struct ReleasePolicyTests {
    // Over 300 points, 0.998 per ms projects v/1000 · 499 points: 600 pt/s → 299.4 points,
    // ≈ 0.998 of the transition.
    let distance = 300.0

    @Test func theProjectionIsUIScrollViewsFormula() {
        #expect(abs(ReleasePolicy.projectedDistance(velocity: 1000, decelerationRate: 0.998) - 499) < 1e-9)
        #expect(abs(ReleasePolicy.projectedDistance(velocity: 1000, decelerationRate: 0.99) - 99) < 1e-9)
        let policy = ReleasePolicy(mode: .projected)
        #expect(abs(policy.projectedProgress(progress: 0.1, velocity: 600, distance: distance) - (0.1 + 299.4 / 300)) < 1e-12)
    }

    @Test func theThresholdRuleWithAFlickAndAnOpposingTolerance() {
        let policy = ReleasePolicy(progressThreshold: 0.5, velocityThreshold: 200, opposingVelocityTolerance: 50)
        // A flick decides by its direction, whatever the progress.
        #expect(policy.decide(progress: 0.1, velocity: 250, distance: distance) == .finish)
        #expect(policy.decide(progress: 0.9, velocity: -200, distance: distance) == .cancel)
        // Slower: the progress decides …
        #expect(policy.decide(progress: 0.6, velocity: 0, distance: distance) == .finish)
        #expect(policy.decide(progress: 0.6, velocity: -40, distance: distance) == .finish)
        #expect(policy.decide(progress: 0.4, velocity: 40, distance: distance) == .cancel)
        // … unless the finger moved against it faster than the tolerance.
        #expect(policy.decide(progress: 0.6, velocity: -60, distance: distance) == .cancel)
        #expect(policy.decide(progress: 0.4, velocity: 60, distance: distance) == .finish)
        // Exactly at the threshold is not past it.
        #expect(policy.decide(progress: 0.5, velocity: 0, distance: distance) == .cancel)
    }

    @Test func theProjectedEndPointDecides() {
        let policy = ReleasePolicy(mode: .projected)
        // 0.3 + 100·0.499/300 = 0.466 → cancel; 0.3 + 150·0.499/300 = 0.5495 → finish.
        #expect(policy.decide(progress: 0.3, velocity: 100, distance: distance) == .cancel)
        #expect(policy.decide(progress: 0.3, velocity: 150, distance: distance) == .finish)
        // 0.8 − 200·0.499/300 = 0.467 → cancel: a push back from far along.
        #expect(policy.decide(progress: 0.8, velocity: -200, distance: distance) == .cancel)
        // A faster deceleration projects less: 0.3 + 150·0.099/300 = 0.3495 → cancel.
        #expect(ReleasePolicy(mode: .projected, decelerationRate: 0.99).decide(progress: 0.3, velocity: 150, distance: distance) == .cancel)
    }

    @Test func theMotionLayoutModes() {
        func decide(_ mode: ReleasePolicy.Mode, _ progress: Double, _ velocity: Double) -> ReleasePolicy.Decision {
            ReleasePolicy(mode: mode).decide(progress: progress, velocity: velocity, distance: distance)
        }
        #expect(decide(.autoComplete, 0.3, 150) == .finish)
        #expect(decide(.autoComplete, 0.3, 0) == .cancel)
        #expect(decide(.autoCompleteToStart, 0.9, 900) == .cancel)
        #expect(decide(.autoCompleteToEnd, 0.1, -900) == .finish)
        #expect(decide(.stop, 0.37, 500) == .hold(0.37))
        // 0.2 + 120·0.499/300 = 0.3996: glides there and stays.
        guard case .hold(let resting) = decide(.decelerate, 0.2, 120) else {
            Issue.record("decelerate must hold short of the ends")
            return
        }
        #expect(abs(resting - 0.3996) < 1e-12)
        #expect(decide(.decelerate, 0.6, 600) == .finish)
        #expect(decide(.decelerate, 0.4, -600) == .cancel)
        #expect(decide(.decelerateAndComplete, 0.2, 120) == .cancel)
        #expect(decide(.decelerateAndComplete, 0.4, 120) == .finish)
        #expect(decide(.neverCompleteToStart, 0.3, 0) == .hold(0.3))
        #expect(decide(.neverCompleteToStart, 0.7, 0) == .finish)
        #expect(decide(.neverCompleteToEnd, 0.7, 0) == .hold(0.7))
        #expect(decide(.neverCompleteToEnd, 0.3, 0) == .cancel)
    }

    /// The incoming page's x: 300·(1 − progress) in the slide fixture.
    @Test(arguments: [(0.4, 600.0), (0.7, -450.0), (0.2, 900.0)])
    func aSpringCompletionStartsAtTheGesturesVelocity(progress: Double, velocity: Double) throws {
        let fixture = try SwipeFixture()
        fixture.container.completionCurve = .spring(SpringCurve(dampingRatio: 0.8, response: 0.4))
        fixture.container.releasePolicy = ReleasePolicy(mode: .projected)
        #expect(fixture.container.transition(toPage: 1, interactive: true))
        let interactor = try #require(fixture.container.interactor)
        #expect(interactor.distance == 300)
        interactor.update(progress)
        let x0 = fixture.value("cardView", .x)
        interactor.release(velocity: velocity, policy: fixture.container.releasePolicy)
        // Position continuous at release …
        #expect(fixture.value("cardView", .x) == x0)
        // … and velocity: the page moves at the finger's speed (x falls as progress grows).
        let dt = 1e-5
        fixture.scene.clock.advance(by: dt)
        let measured = (fixture.value("cardView", .x) - x0) / dt
        #expect(abs(measured - -velocity) < abs(velocity) * 0.01, "measured \(measured) pt/s, finger \(velocity)")
        TransitionRunner(scene: fixture.scene).runToEnd()
        #expect(fixture.container.activeContext == nil)
    }

    @Test func aHeldReleaseGlidesToItsRestingPointAndStaysInteractive() throws {
        let fixture = try SwipeFixture()
        #expect(fixture.container.transition(toPage: 1, interactive: true))
        let interactor = try #require(fixture.container.interactor)
        interactor.update(0.2)
        let decision = interactor.release(velocity: 120, policy: ReleasePolicy(mode: .decelerate))
        guard case .hold(let target) = decision else {
            Issue.record("decelerate must hold short of the ends, got \(decision)")
            return
        }
        #expect(abs(target - 0.3996) < 1e-12)
        fixture.scene.clock.advance(by: 0.05)
        let midway = interactor.percentComplete
        #expect(midway > 0.2 && midway < 0.3996)
        fixture.scene.clock.advance(by: 10)
        #expect(abs(interactor.percentComplete - 0.3996) < 1e-12)
        #expect(fixture.container.activeContext != nil)
        // Still under control: a new gesture takes it from there.
        interactor.update(0.9)
        interactor.finish()
        TransitionRunner(scene: fixture.scene).runToEnd()
        #expect(fixture.container.currentPage == 1)
    }
}
