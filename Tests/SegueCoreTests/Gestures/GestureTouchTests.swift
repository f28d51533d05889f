import Testing
@testable import SegueCore

/// The touch in 2-D (issue 32): what the driver writes to the context before each move, in
/// the container view's coordinates, from the point the finger took hold of the transition,
/// and the same bits when the same events come again.
@Suite struct GestureTouchTests {
    private func touch(_ driver: GestureDriver, _ phase: TouchPhase, _ x: Double, _ y: Double, at t: Double,
                       clock: VirtualClock) -> GestureDriver.Response {
        if t > clock.now { clock.advance(to: t) }
        return driver.handle(TouchEvent(phase: phase, location: Point(x: x, y: y), timestamp: t))
    }

    @Test func theContextCarriesTheTouchFromTheEventThatBeganIt() throws {
        let fixture = try ContainerFixture(.swipe)
        let clock = fixture.scene.clock
        let driver = GestureDriver(container: fixture.scene.container)
        _ = touch(driver, .began, 200, 300, at: 0, clock: clock)
        #expect(driver.touch == nil)
        #expect(touch(driver, .changed, 185, 304, at: 0.02, clock: clock) == .began(.left))
        let context = try #require(fixture.scene.container.activeContext)
        let began = try #require(context.touch)
        #expect(began.location == Point(x: 185, y: 304))
        #expect(began.translation == .zero)
        #expect(began.isDown)
        _ = touch(driver, .changed, 155, 324, at: 0.04, clock: clock)
        let moved = try #require(context.touch)
        #expect(moved.location == Point(x: 155, y: 324))
        #expect(moved.translation == Point(x: -30, y: 20))
        #expect(moved.time == 0.04)
        // The least-squares slope of the three samples: −1125 and 600 points per second.
        #expect(abs(moved.velocity.x - -1125) < 1e-9)
        #expect(abs(moved.velocity.y - 600) < 1e-9)
        #expect(driver.touch == moved)
    }

    @Test func theHookThatAMoveCallsSeesThatMovesTouch() throws {
        let fixture = try ContainerFixture(.swipe)
        let clock = fixture.scene.clock
        let driver = GestureDriver(container: fixture.scene.container)
        var seen: [Double] = []
        _ = touch(driver, .began, 200, 300, at: 0, clock: clock)
        _ = touch(driver, .changed, 185, 300, at: 0.02, clock: clock)
        let context = try #require(fixture.scene.container.activeContext)
        context.observe { event in
            if case .updated = event { seen.append(context.touch?.location.x ?? .nan) }
        }
        _ = touch(driver, .changed, 150, 300, at: 0.04, clock: clock)
        _ = touch(driver, .changed, 120, 300, at: 0.06, clock: clock)
        #expect(seen == [150, 120])
    }

    @Test func theLiftLeavesTheReleaseVelocityWithTheFingerUp() throws {
        let fixture = try ContainerFixture(.swipe)
        let clock = fixture.scene.clock
        let driver = GestureDriver(container: fixture.scene.container)
        _ = touch(driver, .began, 200, 300, at: 0, clock: clock)
        _ = touch(driver, .changed, 185, 300, at: 0.02, clock: clock)
        let context = try #require(fixture.scene.container.activeContext)
        _ = touch(driver, .changed, 100, 330, at: 0.05, clock: clock)
        guard case .released = touch(driver, .ended, 100, 330, at: 0.05, clock: clock) else {
            Issue.record("the lift must release the transition")
            return
        }
        let lifted = try #require(context.touch)
        #expect(!lifted.isDown)
        #expect(lifted.location == Point(x: 100, y: 330))
        #expect(lifted.velocity.x < 0 && lifted.velocity.y > 0)
        // A new touch forgets the old one until it takes hold of a transition.
        fixture.runner.runToEnd()
        _ = touch(driver, .began, 200, 300, at: 2, clock: clock)
        #expect(driver.touch == nil)
    }

    @Test func aGrabCountsTheTranslationFromWhereItCaughtTheTransition() throws {
        let fixture = try ContainerFixture(.swipe)
        let clock = fixture.scene.clock
        let driver = GestureDriver(container: fixture.scene.container)
        #expect(fixture.scene.container.beginTransition(interactive: false))
        clock.advance(to: 0.1)
        guard case .grabbed = touch(driver, .began, 50, 60, at: 0.1, clock: clock) else {
            Issue.record("a touch on a running transition must catch it")
            return
        }
        let context = try #require(fixture.scene.container.activeContext)
        #expect(context.touch?.translation == .zero)
        _ = touch(driver, .changed, 70, 40, at: 0.12, clock: clock)
        #expect(context.touch?.translation == Point(x: 20, y: -20))
    }

    @Test func theSameEventsGiveTheSameBitsWhateverTheFrameRate() throws {
        var builder = GestureTraceBuilder(fps: 60)
        builder.touchDown(at: Point(x: 250, y: 300))
        builder.move(to: Point(x: 101.7, y: 333.3), over: 0.13)
        builder.lift()
        let trace = builder.trace
        /// Plays the trace while the clock steps frames at `fps`, each event at its own time.
        func run(fps: Double) throws -> [[UInt64]] {
            let fixture = try ContainerFixture(.swipe)
            let clock = fixture.scene.clock
            let driver = GestureDriver(container: fixture.scene.container)
            let playback = GesturePlayback(trace: trace, driver: driver, startTime: 0)
            var touches: [[UInt64]] = []
            var frame = 0.0
            while !playback.isFinished {
                frame += 1
                while let due = playback.nextTime, due <= frame / fps {
                    if due > clock.now { clock.advance(to: due) }
                    playback.deliverNext(at: due)
                    if let touch = driver.touch { touches.append(touch.values.map(\.bitPattern)) }
                }
                clock.advance(to: frame / fps)
            }
            return touches
        }
        let at60 = try run(fps: 60)
        #expect(at60.count > 5)
        #expect(try run(fps: 24) == at60)
        #expect(try run(fps: 240) == at60)
    }
}
