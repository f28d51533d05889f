import Testing
@testable import SegueCore

/// The one stage driver: its frame rule, takes that start at rest on a clock of their own,
/// typed errors, and reasons for a refusal a person can act on.
@Suite struct StageDriverTests {
    @Test func aTakeAtRestStartsTheClockOverSoItsFramesAreExactlyKOverFps() throws {
        let fixture = try ContainerFixture(.navigation)
        let driver = StageDriver(scene: fixture.scene, fps: 60)
        // An irregular set-up: a push finished by hand, left to rest an odd while.
        #expect(try driver.start(.push, interactive: true))
        try driver.interact { $0.update(0.37) }
        try driver.interact { $0.finish(velocity: 250) }
        #expect(try driver.settle() == true)
        try driver.advance(seconds: 1.234567)
        let before = driver.time
        driver.beginTake()
        #expect(driver.takeTime == 0)
        #expect(fixture.scene.clock.now == 0)
        #expect(driver.time == before, "the stage's own time goes on across a take")
        #expect(try driver.start(.pop, interactive: false))
        var times: [Double] = []
        let end = try driver.runFrames(until: { !driver.isRunning }) {
            times.append(driver.takeTime)
            return true
        }
        #expect(end == .finished)
        #expect(times == (1...times.count).map { Double($0) / 60 })
        #expect(driver.history.map(\.request) == [.push, .pop])
        #expect(driver.history.map(\.outcome) == [true, true])
    }

    /// A take's first frame carries its own progress: 0 before its transition begins, though
    /// the one before it completed (``StageDriver/progress`` still says 1 there); a take that
    /// begins mid-transition follows that transition to its outcome.
    @Test func aTakesProgressIsItsOwnFromItsFirstFrame() throws {
        let fixture = try ContainerFixture(.navigation)
        let driver = StageDriver(scene: fixture.scene, fps: 60)
        #expect(try driver.start(.push, interactive: false))
        #expect(try driver.settle() == true)
        driver.beginTake()
        #expect(driver.progress == 1)
        #expect(driver.takeProgress == 0, "the take's first frame, before its transition, is at progress 0")
        #expect(try driver.start(.pop, interactive: false))
        try driver.step(frames: 2)
        #expect(driver.takeProgress > 0 && driver.takeProgress < 1 && driver.takeProgress == driver.progress)
        #expect(try driver.settle() == true)
        #expect(driver.takeProgress == 1)
        // Begun while the transition runs: its progress, then its outcome.
        #expect(try driver.start(.push, interactive: false))
        try driver.step(frames: 2)
        driver.beginTake()
        #expect(driver.takeProgress == driver.progress && driver.takeProgress > 0)
        #expect(try driver.settle() == true)
        #expect(driver.takeProgress == 1)
    }

    @Test func aTakeWhileSomethingRunsCountsFromWhereTheClockStands() throws {
        let fixture = try ContainerFixture(.navigation)
        let driver = StageDriver(scene: fixture.scene, fps: 60)
        #expect(try driver.start(.push, interactive: false))
        try driver.step(frames: 3)
        driver.beginTake()
        #expect(fixture.scene.clock.now == 0.05, "an animation holds absolute times: the clock is not started over")
        #expect(driver.takeTime == 0)
    }

    @Test func requestsTheContainerRefusesSayWhy() throws {
        let modal = StageDriver(scene: try ContainerFixture(.modal).scene)
        #expect(try modal.start(.dismiss, interactive: false) == false)
        #expect(StageRequest.dismiss.refusal(on: modal.scene) == "nothing is presented")
        #expect(try modal.start(.present, interactive: false))
        #expect(StageRequest.present.refusal(on: modal.scene).hasPrefix("a transition is already running"))
        let tabs = StageDriver(scene: try ContainerFixture(.tabs).scene)
        #expect(StageRequest.select(1).refusal(on: tabs.scene) == "tab 1 is selected already")
        #expect(StageRequest.select(9).refusal(on: tabs.scene) == "the scene has 3 tab(s)")
        let navigation = StageDriver(scene: try ContainerFixture(.navigation).scene)
        #expect(StageRequest.pop.refusal(on: navigation.scene) == "only the root page is on the stack")
    }

    @Test func whatCannotBeDoneIsATypedError() throws {
        let driver = StageDriver(scene: try ContainerFixture(.navigation).scene)
        #expect(throws: StageError.wrongContainer(request: "present", needs: "modal", has: "navigation")) {
            try driver.start(.present, interactive: false)
        }
        #expect(throws: StageError.noInteractiveTransition) { try driver.interactor() }
        #expect(throws: StageError.noFingerDown(.changed)) { try driver.touch(.changed, at: Point(x: 1, y: 1)) }
        driver.maxFrames = 10
        #expect(throws: StageError.tooManyFrames(asked: 11, limit: 10)) { try driver.step(frames: 11) }
        #expect(throws: StageError.clockLimit(now: 0, asked: -1)) { try driver.advance(seconds: -1) }
        #expect(try driver.start(.push, interactive: false))
        driver.maxFrames = 3
        #expect(throws: StageError.frameLimit(3)) { try driver.settle() }
        #expect(throws: StageError.unknownRequest(name: "dimiss", hint: " — did you mean 'dismiss'?")) {
            try StageRequest(name: "dimiss")
        }
    }

    @Test func theCheckpointRunsAfterEveryCallAndItsErrorIsTheCalls() throws {
        struct Stop: Error {}
        let driver = StageDriver(scene: try ContainerFixture(.navigation).scene)
        var calls = 0
        driver.checkpoint = {
            calls += 1
            if calls == 3 { throw Stop() }
        }
        #expect(try driver.start(.push, interactive: false))
        try driver.step(frames: 2)
        #expect(throws: Stop.self) { try driver.advance(seconds: 0.01) }
        #expect(calls == 3)
    }
}
