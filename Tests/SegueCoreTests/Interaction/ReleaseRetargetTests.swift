import Testing
@testable import SegueCore

/// The interactor hands the finger's velocity to the animator on a release: a property that an
/// observer of the release gives a new target (a script's `interactionEnded` calling
/// `ctx:alongside`) leaves the finger at the speed it had, then lands on the new value.
@Suite struct ReleaseRetargetTests {
    @Test(arguments: [(0.3, 600.0), (0.5, 240.0), (0.6, -150.0)])
    func aNewTargetGivenAtTheReleaseLeavesTheFingerAtItsSpeed(progress: Double, velocity: Double) throws {
        let fixture = try SwipeFixture()
        fixture.container.completionCurve = .spring(SpringCurve(dampingRatio: 0.8, response: 0.4))
        fixture.container.releasePolicy = ReleasePolicy(mode: .autoCompleteToEnd)
        #expect(fixture.container.transition(toPage: 1, interactive: true))
        let interactor = try #require(fixture.container.interactor)
        let context = try #require(fixture.container.activeContext)
        let driver = try #require(fixture.animator.interruptibleAnimator(using: context))
        let card = try #require(fixture.scene.anyView(id: "cardView"))
        let retargeted = -80.0
        context.observe { event in
            if event == .finishing { driver.addAnimations { card[.x] = retargeted } }
        }
        // The finger moves the progress steadily, one sample a millisecond.
        let dt = 0.001, rate = velocity / interactor.distance
        let clock = fixture.scene.clock
        let start = clock.now
        var xs: [Double] = []
        for k in 0...3 {
            clock.advance(to: start + Double(k) * dt)
            interactor.update(progress + rate * Double(k - 3) * dt)
            xs.append(card[.x])
        }
        interactor.release(velocity: velocity, policy: fixture.container.releasePolicy)
        #expect(card[.x] == xs[3], "the release moves nothing")
        for k in 4...5 {
            clock.advance(to: start + Double(k) * dt)
            xs.append(card[.x])
        }
        let v = (1..<xs.count).map { (xs[$0] - xs[$0 - 1]) / dt }
        // v[2] is the finger's last millisecond, v[3] the first one after the release.
        let bound = abs(v[2] - v[1]) + abs(v[4] - v[3]) + 1e-6 * max(1, abs(v[2]))
        #expect(abs(v[3] - v[2]) <= bound, "the card's speed stepped from \(v[2]) to \(v[3]) pt/s")
        TransitionRunner(scene: fixture.scene).runToEnd()
        #expect(fixture.container.currentPage == 1)
    }
}
