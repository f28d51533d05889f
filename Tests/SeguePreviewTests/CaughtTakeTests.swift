import Testing
import Segue
import SegueCore
@testable import SeguePreview

/// Finish, cancel and reverse on a timed take catch the animation in flight at the
/// playhead, as a finger would: the take is the timed one up to that instant, bit for bit,
/// then goes where the action sends it and lands exactly there.
@Suite struct CaughtTakeTests {
    @Test func aCaughtTakeIsTheTimedOneUntilTheCatchThenLandsExactly() throws {
        let player = try TransitionPlayer(contentsOfFile: Fixtures.example("navigation_push.lua"))
        let recorder = TakeRecorder(player: player)
        let timed = try recorder.record(TakeInput(drive: .timed(.push)))
        let still = try recorder.record(TakeInput(drive: .still))
        let catchTime = 0.125
        for action in [TakeInput.Release.Decision.finish, .cancel, .reverse] {
            let caught = try recorder.record(TakeInput(drive: .caught(.push, time: catchTime, release: TakeInput.Release(action, velocity: .progress(0)))))
            let before = caught.frames.prefix { $0.time <= catchTime }
            #expect(before.count == 31)
            for (a, b) in zip(before, timed.frames) {
                #expect(a.drawing == b.drawing && a.progress == b.progress, "\(action) at \(a.time) s")
            }
            if action == .finish {
                #expect(caught.outcome == true)
                #expect(caught.frames.last?.drawing == timed.frames.last?.drawing)
            } else {
                #expect(caught.outcome == false)
                #expect(caught.frames.last?.drawing == still.frames[0].drawing, "\(action) lands on the start")
            }
            #expect(caught.events.contains { $0.kind == "decision" && $0.text.hasPrefix("caught in flight at progress") })
        }
    }

    @Test func catchingAfterTheEndIsAnErrorAndThePlayerGoesOn() throws {
        let player = try TransitionPlayer(contentsOfFile: Fixtures.example("navigation_push.lua"))
        let recorder = TakeRecorder(player: player)
        #expect(throws: PreviewError.self) {
            try recorder.record(TakeInput(drive: .caught(.push, time: 5, release: TakeInput.Release(.cancel, velocity: .progress(0)))))
        }
        #expect(try recorder.record(TakeInput(drive: .timed(.push))).outcome == true)
    }

    @Test func theSessionCatchesATimedTakeAndScrubsAnInteractiveOne() async throws {
        let session = try PreviewSession(path: Fixtures.example("navigation_push.lua"), limits: .scripts)
        _ = await session.open()
        _ = await session.handle(#"{"type":"play","request":"push","from":"start"}"#)
        let caught = await session.handle(#"{"type":"action","action":"cancel","progress":0.3,"velocity":0,"time":0.1}"#)
        let take = try JSONParser.parse(try #require(caught.last))
        #expect(take["input"]?["kind"]?.string == "caught")
        #expect(take["input"]?["time"]?.number == 0.1)
        #expect(take["outcome"]?.value == .bool(false))
        // Without a time (an older page), the action scrubs to the progress as before.
        let scrubbed = await session.handle(#"{"type":"action","action":"finish","progress":0.3,"velocity":0}"#)
        #expect(try JSONParser.parse(try #require(scrubbed.last))["input"]?["kind"]?.string == "scrubbed")
    }
}
