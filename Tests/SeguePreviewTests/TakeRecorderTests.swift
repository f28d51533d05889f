import Testing
import Segue
import SegueCore
@testable import SeguePreview

/// Takes are the engine's frames: the same input gives the same frames whatever the
/// sampling, a cancel lands on the start, a gesture replays as it was played live.
@Suite struct TakeRecorderTests {
    @Test func theSameInputGivesTheSameTakeBitForBit() throws {
        let player = try TransitionPlayer(contentsOfFile: Fixtures.example("cube.lua"))
        let recorder = TakeRecorder(player: player)
        let first = try recorder.record(TakeInput(drive: .timed(.next)))
        let second = try recorder.record(TakeInput(drive: .timed(.next)))
        #expect(first.frames.count > 100)
        #expect(first.outcome == true)
        #expect(first.frames.map(\.drawing) == second.frames.map(\.drawing))
        // The cube turns in 3-D: some frame has a view that is not axis-aligned.
        #expect(first.frames.contains { $0.drawing.views.contains { !$0.isAxisAligned } })
    }

    @Test func theSamplingRateDoesNotChangeAnyValue() throws {
        let player = try TransitionPlayer(contentsOfFile: Fixtures.example("navigation_push.lua"))
        let fine = try TakeRecorder(player: player, sampleRate: 240).record(TakeInput(drive: .timed(.push)))
        let coarse = try TakeRecorder(player: player, sampleRate: 60).record(TakeInput(drive: .timed(.push)))
        #expect(coarse.frames.count > 10)
        for (index, frame) in coarse.frames.enumerated() where index * 4 < fine.frames.count - 1 {
            #expect(fine.frames[index * 4].time == frame.time)
            #expect(fine.frames[index * 4].drawing == frame.drawing, "frame at \(frame.time) s")
        }
    }

    @Test func aCancelFromAnyProgressLandsExactlyOnTheStart() throws {
        let player = try TransitionPlayer(contentsOfFile: Fixtures.example("navigation_push.lua"))
        let recorder = TakeRecorder(player: player)
        let still = try recorder.record(TakeInput(drive: .still))
        for progress in [0.2, 0.5, 0.9] {
            let drive = TakeInput.Drive.scrubbed(.push, progress: progress, release: TakeInput.Release(.cancel, velocity: .progress(0)))
            let take = try recorder.record(TakeInput(drive: drive))
            #expect(take.outcome == false)
            #expect(take.frames.last?.drawing == still.frames[0].drawing, "cancelled from \(progress)")
            #expect(take.endPrelude.isEmpty)
        }
        let finished = try recorder.record(TakeInput(drive: .scrubbed(.push, progress: 0.5, release: TakeInput.Release(.finish, velocity: .progress(1)))))
        #expect(finished.outcome == true)
        #expect(finished.endPrelude == [.push])
        // The next take starts where that one ended: a pop is possible now.
        let pop = try recorder.record(TakeInput(prelude: finished.endPrelude, drive: .timed(.pop)))
        #expect(pop.outcome == true)
        #expect(pop.frames.last?.drawing == still.frames[0].drawing)
    }

    @Test func aGestureTakeReplaysTheLiveGestureExactly() throws {
        let trace = try GestureTrace.read(try String(contentsOfFile: Fixtures.example("traces/tab_slide.flick.json"), encoding: .utf8))
        let player = try TransitionPlayer(contentsOfFile: Fixtures.example("tab_slide.lua"))
        // Live: touches on the host's clock, frames whenever the host likes (here 37 Hz).
        let recorder = TakeRecorder(player: player)
        try recorder.start(after: [])
        for event in trace.events {
            try player.touch(event.phase, at: event.location, time: 500 + event.timestamp)
        }
        var time = 500 + trace.duration
        while player.isRunning, time < 520 {
            time += 1.0 / 37
            try player.advance(to: time)
        }
        let live = player.drawing
        let take = try recorder.record(TakeInput(drive: .gesture(GestureTrace(events: trace.events))))
        #expect(take.outcome == true)
        #expect(take.frames.last?.drawing == live)
        #expect(take.events.contains { $0.kind == "decision" && $0.text.contains("finishes") })
    }

    /// The preview plays its takes through the one take player, so a timed take's first frame
    /// is the one `segue run` and `s:record` record: the transition just begun, not the scene
    /// before it (the preview's own script sampled that).
    @Test func aTimedTakesFirstFrameIsItsTransitionJustBegunAsEverySurfaceRecordsIt() throws {
        let player = try TransitionPlayer(contentsOfFile: Fixtures.example("navigation_push.lua"))
        let take = try TakeRecorder(player: player).record(TakeInput(drive: .timed(.push)))
        #expect(take.frames[0].time == 0)
        #expect(take.frames[0].isRunning)
        #expect(take.events.first { $0.kind == "transition" }?.text == "push began, timed")
    }

    @Test func aHookErrorIsThrownWithItsLineAndThePlayerStaysUsable() throws {
        let broken = try Fixtures.slide(alpha: "nil + 1")
        let player = try TransitionPlayer(source: broken, name: "broken.lua")
        let recorder = TakeRecorder(player: player)
        #expect {
            try recorder.record(TakeInput(drive: .timed(.push)))
        } throws: { error in
            (error as? LuaError)?.line == 15
        }
        let still = try recorder.record(TakeInput(drive: .still))
        #expect(still.frames.count == 1)
    }

    @Test func aRequestTheSceneCannotPlayIsAnErrorInWords() throws {
        let player = try TransitionPlayer(contentsOfFile: Fixtures.example("navigation_push.lua"))
        // A refusal, not a script's error: the page words it as one.
        #expect(throws: RequestRefusal.self) {
            try TakeRecorder(player: player).record(TakeInput(drive: .timed(.pop)))
        }
        #expect(throws: (any Error).self) {
            try TakeRecorder(player: player).record(TakeInput(drive: .timed(.select(2))))
        }
    }
}
