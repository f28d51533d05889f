import Testing
@testable import SegueCore

/// The one take player (``StageDriver/play(_:fps:sample:note:)``): each kind of input ends
/// its transition exactly once, with the outcome and the frames the driver's own calls give
/// when the same take is driven by hand.
@Suite struct TakePlayerTests {
    /// Every frame of a take: its time, progress and every view's values, bit for bit.
    private struct Sampler {
        var frames: [[UInt64]] = []
        mutating func sample(_ driver: StageDriver) {
            let views = FrameRecord.capture(driver.scene, progress: 0).views
            frames.append([driver.takeTime.bitPattern, driver.takeProgress.bitPattern] + views.flatMap { $0.values.map(\.bitPattern) })
        }
    }

    private func play(_ input: TakeInput, on fixture: ContainerFixture,
                      notes: inout [TakeNote]) throws -> (TakeResult, Sampler) {
        let driver = StageDriver(scene: fixture.scene, fps: 60)
        var sampler = Sampler()
        var heard: [TakeNote] = []
        let result = try driver.play(input, sample: {
            sampler.sample(driver)
            return true
        }, note: { heard.append($0) })
        // The take opens before anything else is noted; the rest are what the tests read.
        guard case .opened? = heard.first else {
            Issue.record("a take opens first: \(heard)")
            return (result, sampler)
        }
        notes = Array(heard.dropFirst())
        return (result, sampler)
    }

    private func finalizes(_ fixture: ContainerFixture) -> [String] {
        fixture.slide.calls.filter { $0.hasPrefix("finalize") }
    }

    @Test func aTimedTakeGivesTheFramesOfTheDriverDrivenByHand() throws {
        let played = try ContainerFixture(.navigation)
        var notes: [TakeNote] = []
        let (result, frames) = try play(TakeInput(drive: .timed(.push)), on: played, notes: &notes)
        #expect(result.outcome == .completed)
        #expect(result.end == .finished)
        #expect(result.transitions.map(\.request) == [.push])
        #expect(finalizes(played) == ["finalize(true)"], "completion exactly once")

        let byHand = try ContainerFixture(.navigation)
        let driver = StageDriver(scene: byHand.scene, fps: 60)
        var expected = Sampler()
        driver.beginTake()
        #expect(try driver.start(.push, interactive: false))
        expected.sample(driver)
        _ = try driver.runFrames(until: { !driver.isRunning }) { expected.sample(driver); return true }
        #expect(frames.frames == expected.frames)
        #expect(frames.frames.count > 20)
    }

    @Test func aScrubbedTakeIsLetGoUnderThePolicyLikeAReleaseByHand() throws {
        for (progress, outcome) in [(0.8, TakeOutcome.completed), (0.2, .cancelled)] {
            let played = try ContainerFixture(.navigation)
            var notes: [TakeNote] = []
            let release = TakeInput.Release(.policy, velocity: .points(0))
            let (result, frames) = try play(TakeInput(drive: .scrubbed(.push, progress: progress, release: release)),
                                            on: played, notes: &notes)
            #expect(result.outcome == outcome)
            #expect(finalizes(played) == ["finalize(\(outcome == .completed))"], "completion exactly once")

            let byHand = try ContainerFixture(.navigation)
            let driver = StageDriver(scene: byHand.scene, fps: 60)
            var expected = Sampler()
            driver.beginTake()
            #expect(try driver.start(.push, interactive: true))
            try driver.interact { $0.update(progress) }
            expected.sample(driver)
            try driver.interact { _ = $0.release(velocity: 0, policy: byHand.scene.container.releasePolicy) }
            _ = try driver.runFrames(until: { !driver.isRunning }) { expected.sample(driver); return true }
            #expect(frames.frames == expected.frames, "scrubbed to \(progress)")
            guard case .began(.push, scrubbedTo: progress)? = notes.first, case .released(.policy, _, _, caught: false)? = notes.last else {
                Issue.record("the notes tell the begin and the release: \(notes)")
                continue
            }
        }
    }

    @Test func aProgressSpeedIsTurnedIntoPointsWithTheInteractorsDistance() throws {
        let played = try ContainerFixture(.navigation)
        var notes: [TakeNote] = []
        let release = TakeInput.Release(.finish, velocity: .progress(2))
        let (result, _) = try play(TakeInput(drive: .scrubbed(.push, progress: 0.5, release: release)), on: played, notes: &notes)
        #expect(result.outcome == .completed)
        guard case .released(.finish, _, let velocity, _)? = notes.last else {
            Issue.record("no release noted: \(notes)")
            return
        }
        #expect(velocity == 600, "2 progress per second over the 300-point-wide push")
    }

    @Test func aCaughtTakeTurnsAtTheCatchAndEndsOnce() throws {
        for (decision, outcome) in [(TakeInput.Release.Decision.finish, TakeOutcome.completed), (.cancel, .cancelled), (.reverse, .cancelled)] {
            let played = try ContainerFixture(.navigation)
            var notes: [TakeNote] = []
            let release = TakeInput.Release(decision, velocity: .progress(1))
            let (result, frames) = try play(TakeInput(drive: .caught(.push, time: 0.1, release: release)), on: played, notes: &notes)
            #expect(result.outcome == outcome, "\(decision)")
            #expect(finalizes(played) == ["finalize(\(outcome == .completed))"], "completion exactly once (\(decision))")
            #expect(frames.frames.contains { $0[0] == 0.1.bitPattern } || frames.frames.count > 6)
            guard case .released(decision, _, _, caught: true)? = notes.last else {
                Issue.record("the catch is noted: \(notes)")
                continue
            }
        }
    }

    @Test func catchingATransitionThatHasEndedIsAnError() throws {
        let played = try ContainerFixture(.navigation)
        var notes: [TakeNote] = []
        let release = TakeInput.Release(.finish, velocity: .points(0))
        #expect(throws: StageError.nothingToCatch(time: 5)) {
            _ = try play(TakeInput(drive: .caught(.push, time: 5, release: release)), on: played, notes: &notes)
        }
        #expect(finalizes(played) == ["finalize(true)"])
    }

    @Test func aGestureTakeEndsCompletedHeldOrNotStartedAsItsTouchesSay() throws {
        func trace(to x: Double, lift: Bool) -> GestureTrace {
            var builder = GestureTraceBuilder(fps: 60)
            builder.touchDown(at: Point(x: 250, y: 300))
            builder.move(to: Point(x: x, y: 300), over: 0.2)
            if lift { builder.lift() }
            return builder.trace
        }
        let flicked = try ContainerFixture(.swipe)
        var notes: [TakeNote] = []
        let (done, frames) = try play(TakeInput(drive: .gesture(trace(to: 40, lift: true))), on: flicked, notes: &notes)
        #expect(done.outcome == .completed)
        #expect(finalizes(flicked) == ["finalize(true)"], "completion exactly once")
        #expect(done.touches.count == trace(to: 40, lift: true).events.count)
        #expect(notes.count == done.touches.count, "every touch is noted as it is delivered")
        #expect(frames.frames.first?[1] == 0.0.bitPattern)

        let held = try ContainerFixture(.swipe)
        let (down, _) = try play(TakeInput(drive: .gesture(trace(to: 150, lift: false))), on: held, notes: &notes)
        #expect(down.outcome == .held)
        #expect(finalizes(held).isEmpty)

        let still = try ContainerFixture(.swipe)
        let (nothing, _) = try play(TakeInput(drive: .gesture(trace(to: 248, lift: true))), on: still, notes: &notes)
        #expect(nothing.outcome == .notStarted)
        #expect(nothing.transitions.isEmpty)
    }

    @Test func aRefusedRequestStartsNothingAndSamplesNothing() throws {
        let fixture = try ContainerFixture(.navigation)
        var notes: [TakeNote] = []
        let (result, frames) = try play(TakeInput(drive: .timed(.pop)), on: fixture, notes: &notes)
        #expect(result.outcome == .notStarted)
        #expect(frames.frames.isEmpty)
        #expect(notes.isEmpty)
    }

    @Test func aStillTakeIsOneFrameAfterItsPrelude() throws {
        let fixture = try ContainerFixture(.navigation)
        var notes: [TakeNote] = []
        let (result, frames) = try play(TakeInput(prelude: [.push, .push], drive: .still), on: fixture, notes: &notes)
        #expect(result.outcome == .notStarted)
        #expect(result.transitions.isEmpty, "the prelude's transitions are not the take's")
        #expect(frames.frames.count == 1)
        #expect(frames.frames[0][0] == 0.0.bitPattern)
        #expect((fixture.scene.container as? NavigationController)?.viewControllers.count == 3)
    }

    @Test func aTakeAfterAPreludeReportsOnlyItsOwnTransition() throws {
        let fixture = try ContainerFixture(.navigation)
        var notes: [TakeNote] = []
        let (result, _) = try play(TakeInput(prelude: [.push], drive: .timed(.pop)), on: fixture, notes: &notes)
        #expect(result.outcome == .completed)
        #expect(result.transitions.map(\.request) == [.pop])
        #expect(finalizes(fixture) == ["finalize(true)", "finalize(true)"])
    }

    @Test func aLimitStopsTheTakeAsTimedOutWithTheLimitThatDid() throws {
        let fixture = try ContainerFixture(.navigation)
        let driver = StageDriver(scene: fixture.scene, fps: 60)
        driver.maxFrames = 3
        var count = 0
        let result = try driver.play(TakeInput(drive: .timed(.push)), sample: { count += 1; return true })
        #expect(result.outcome == .timedOut)
        #expect(result.end == .frameLimit)
        #expect(count == 4, "the first frame, then three stepped")
        var refused = 0
        let again = try StageDriver(scene: try ContainerFixture(.navigation).scene, fps: 60)
            .play(TakeInput(drive: .timed(.push)), sample: { refused += 1; return refused < 3 })
        #expect(again.outcome == .timedOut)
        #expect(again.end == .refused)
    }
}
