import Testing
@testable import SegueCore

/// The driver's rules, one by one, on a three-page container of each kind (300 × 600).
@Suite struct GestureDriverTests {
    private func touch(_ driver: GestureDriver, _ phase: TouchPhase, _ x: Double, _ y: Double, at t: Double,
                       clock: VirtualClock) -> GestureDriver.Response {
        if t > clock.now { clock.advance(to: t) }
        return driver.handle(TouchEvent(phase: phase, location: Point(x: x, y: y), timestamp: t))
    }

    @Test func theDirectionIsDecidedAfterTheSlopAndProgressStartsThere() throws {
        let fixture = try ContainerFixture(.tabs)
        let clock = fixture.scene.clock
        let driver = GestureDriver(container: fixture.scene.container)
        #expect(touch(driver, .began, 200, 300, at: 0, clock: clock) == .waiting)
        #expect(touch(driver, .changed, 195, 300, at: 0.01, clock: clock) == .waiting)
        #expect(touch(driver, .changed, 188, 300, at: 0.02, clock: clock) == .began(.left))
        #expect(touch(driver, .changed, 158, 300, at: 0.03, clock: clock) == .moved(0.1))
        #expect((fixture.scene.container as! TabBarController).activeContext?.direction == 1)
    }

    @Test func aPanAcrossTheAxisFailsAndStartsNothing() throws {
        let fixture = try ContainerFixture(.swipe)
        let clock = fixture.scene.clock
        let driver = GestureDriver(container: fixture.scene.container)
        _ = touch(driver, .began, 200, 300, at: 0, clock: clock)
        guard case .failed = touch(driver, .changed, 195, 280, at: 0.05, clock: clock) else {
            Issue.record("a mostly vertical pan must fail on a horizontal container")
            return
        }
        #expect(touch(driver, .changed, 100, 280, at: 0.1, clock: clock) == .ignored)
        #expect(fixture.scene.container.activeContext == nil)
    }

    @Test func anEdgePanMustBeginAtItsEdgeAndMoveAwayFromIt() throws {
        let fixture = try ContainerFixture(.swipe)
        let clock = fixture.scene.clock
        var description = GestureDescription()
        description.edge = .edge(.right)
        let driver = GestureDriver(container: fixture.scene.container, description: description)
        guard case .failed = touch(driver, .began, 200, 300, at: 0, clock: clock) else {
            Issue.record("a touch away from the right edge must fail")
            return
        }
        _ = touch(driver, .ended, 200, 300, at: 0.1, clock: clock)
        #expect(touch(driver, .began, 295, 300, at: 0.2, clock: clock) == .waiting)
        guard case .failed = touch(driver, .changed, 310, 300, at: 0.21, clock: clock),
              case .ignored = touch(driver, .changed, 320, 300, at: 0.22, clock: clock) else {
            Issue.record("an edge pan moving towards its edge must fail")
            return
        }
    }

    @Test func theCapStopsThePanAndTheReleaseCompletesTheRest() throws {
        let fixture = try ContainerFixture(.modal)
        let clock = fixture.scene.clock
        var description = GestureDescription()
        description.maxProgress = 0.9
        description.directions = [.up]
        let driver = GestureDriver(container: fixture.scene.container, description: description)
        _ = touch(driver, .began, 150, 590, at: 0, clock: clock)
        #expect(touch(driver, .changed, 150, 580, at: 0.05, clock: clock) == .began(.up))
        #expect(touch(driver, .changed, 150, 10, at: 0.3, clock: clock) == .moved(0.9))
        guard case .released(.finish, _) = touch(driver, .ended, 150, 10, at: 0.3, clock: clock) else {
            Issue.record("released at 0.9 it must finish")
            return
        }
    }

    @Test func aDirectionTheScriptDidNotAllowFails() throws {
        let fixture = try ContainerFixture(.modal)
        let clock = fixture.scene.clock
        var description = GestureDescription()
        description.directions = [.down]
        let driver = GestureDriver(container: fixture.scene.container, description: description)
        _ = touch(driver, .began, 150, 300, at: 0, clock: clock)
        #expect(touch(driver, .changed, 150, 280, at: 0.05, clock: clock) == .failed("a pan up is not one this gesture starts"))
    }

    @Test func aCancelledTouchCancelsTheTransitionItDrives() throws {
        let fixture = try ContainerFixture(.tabs)
        let clock = fixture.scene.clock
        let driver = GestureDriver(container: fixture.scene.container)
        _ = touch(driver, .began, 200, 300, at: 0, clock: clock)
        _ = touch(driver, .changed, 100, 300, at: 0.1, clock: clock)
        #expect(touch(driver, .cancelled, 100, 300, at: 0.1, clock: clock) == .cancelled)
        TransitionRunner(scene: fixture.scene).runToEnd()
        #expect((fixture.scene.container as! TabBarController).selectedIndex == 0)
    }

    @Test func aTapLiftedBeforeTheSlopStartsNothing() throws {
        let fixture = try ContainerFixture(.swipe)
        let clock = fixture.scene.clock
        let driver = GestureDriver(container: fixture.scene.container)
        _ = touch(driver, .began, 200, 300, at: 0, clock: clock)
        #expect(touch(driver, .ended, 203, 300, at: 0.1, clock: clock) == .lifted)
        #expect(fixture.scene.container.activeContext == nil)
    }

    @Test func aTouchOnATimedTransitionCatchesItAndThePanContinuesFromThere() throws {
        let fixture = try ContainerFixture(.tabs)
        let clock = fixture.scene.clock
        let container = fixture.scene.container
        #expect(container.beginTransition(interactive: false))
        clock.advance(to: 0.1)
        let before = container.animator!.interruptibleAnimator(using: container.activeContext!)!.progress
        let driver = GestureDriver(container: container)
        #expect(touch(driver, .began, 150, 300, at: 0.1, clock: clock) == .grabbed(before))
        // Leftward (the transition's own direction) adds progress, point for point.
        guard case .moved(let p) = touch(driver, .changed, 120, 300, at: 0.2, clock: clock) else {
            Issue.record("the pan must move the caught transition")
            return
        }
        #expect(abs(p - (before + 30.0 / 300)) < 1e-12)
    }
}
