import Foundation
import Testing
import Segue
import SegueCore
@testable import SeguePreview

/// A page's session: its messages are JSON the page can read, nothing the page sends can
/// break it, a save goes live in the same take and a broken save keeps the last good one.
@Suite struct PreviewSessionTests {
    func parse(_ message: String) throws -> JSONNode {
        try JSONParser.parse(message)
    }

    @Test func openingSendsTheSceneThenATakeOfItsFirstTransition() async throws {
        let session = try PreviewSession(path: Fixtures.example("tab_slide.lua"), limits: .scripts)
        let messages = await session.open()
        #expect(messages.count == 2)
        let scene = try parse(messages[0])
        #expect(scene["type"]?.string == "scene")
        #expect(scene["container"]?.string == "tabs")
        let take = try parse(messages[1])
        #expect(take["type"]?.string == "take")
        #expect(take["sampleRate"]?.number == 240)
        guard case .array(let frames)? = take["frames"]?.value else { Issue.record("no frames"); return }
        #expect(frames.count > 10)
        #expect(take["outcome"]?.value == .bool(true))
    }

    @Test func badMessagesGetErrorsAndTheSessionGoesOn() async throws {
        let session = try PreviewSession(path: Fixtures.example("navigation_push.lua"), limits: .scripts)
        _ = await session.open()
        for text in ["", "{", "[]", #"{"type":"warp"}"#, #"{"type":"play","request":"page:0"}"#,
                     #"{"type":"play","request":"tab:2"}"#, #"{"type":"touch","phase":"began","x":1e400,"y":0,"t":0}"#,
                     #"{"type":"action","action":"explode","progress":0.5,"velocity":0}"#,
                     #"{"type":"save-gesture"}"#] {
            let replies = await session.handle(text)
            #expect(replies.count == 1, "\(text)")
            #expect(try parse(replies[0])["type"]?.string == "error", "\(text)")
        }
        let replies = await session.handle(#"{"type":"play","request":"pop"}"#)
        #expect(try replies.map { try parse($0)["type"]?.string } == ["take"])
        // Each take starts where the last ended: after the pop a push plays, a second push
        // (of a stack of two pages) is refused in words.
        let pushed = await session.handle(#"{"type":"play","request":"push"}"#)
        #expect(try pushed.map { try parse($0)["type"]?.string } == ["take"])
        let refused = await session.handle(#"{"type":"play","request":"push"}"#)
        #expect(try refused.map { try parse($0)["type"]?.string } == ["error"])
    }

    @Test func aDragBecomesAGestureTakeThatCanBeSaved() async throws {
        let trace = try GestureTrace.read(try String(contentsOfFile: Fixtures.example("traces/tab_slide.flick.json"), encoding: .utf8))
        let session = try PreviewSession(path: Fixtures.example("tab_slide.lua"), limits: .scripts)
        _ = await session.open()
        _ = await session.handle(#"{"type":"reset"}"#)
        var kinds: [String] = []
        for event in trace.events {
            let text = #"{"type":"touch","phase":"\#(event.phase.rawValue)","x":\#(event.location.x),"y":\#(event.location.y),"t":\#(1000 + event.timestamp * 1000)}"#
            kinds += try await session.handle(text).map { try parse($0)["type"]?.string ?? "" }
        }
        #expect(kinds.first == "live")
        // After the finger lifts, the server's clock brings the transition to its end.
        var polls = 0
        while !kinds.contains("take"), polls < 400 {
            try await Task.sleep(for: .milliseconds(5))
            kinds += try await session.poll().map { try parse($0)["type"]?.string ?? "" }
            polls += 1
        }
        #expect(kinds.last == "take")
        let saved = await session.handle(#"{"type":"save-gesture"}"#)
        let message = try parse(saved[0])
        #expect(message["type"]?.string == "gesture-trace")
        let text = try #require(message["text"]?.string)
        let replayed = try GestureTrace.read(text)
        #expect(replayed.events.count == trace.events.count)
    }

    /// Issue 45: a gesture saved after the opening push says so (`"after"`), so
    /// `segue run --gesture` replays it from where it was made (GestureRunTests replays one).
    @Test func aSavedGestureCarriesWhereItsTakeStarted() async throws {
        let trace = try GestureTrace.read(try String(contentsOfFile: Fixtures.example("traces/navigation_push.back_swipe.json"), encoding: .utf8))
        let session = try PreviewSession(path: Fixtures.example("navigation_push.lua"), limits: .scripts)
        _ = await session.open()  // the push, played to its end
        var kinds: [String] = []
        for event in trace.events {
            let text = #"{"type":"touch","phase":"\#(event.phase.rawValue)","x":\#(event.location.x),"y":\#(event.location.y),"t":\#(1000 + event.timestamp * 1000)}"#
            kinds += try await session.handle(text).map { try parse($0)["type"]?.string ?? "" }
        }
        var polls = 0
        while !kinds.contains("take"), polls < 400 {
            try await Task.sleep(for: .milliseconds(5))
            kinds += try await session.poll().map { try parse($0)["type"]?.string ?? "" }
            polls += 1
        }
        #expect(kinds.last == "take", "\(kinds)")
        let saved = await session.handle(#"{"type":"save-gesture"}"#)
        let text = try #require(try parse(saved[0])["text"]?.string)
        let replayed = try GestureTrace.read(text)
        // The opening take was the container's next transition (the push): that is where it starts.
        #expect(replayed.after == [.next], "\(text)")
        #expect(text.contains("\"after\": ["))
    }

    @Test func aSaveGoesLiveAndABrokenSaveKeepsTheLastGoodVersion() async throws {
        let path = try Fixtures.temporaryScript(try Fixtures.slide())
        let session = try PreviewSession(path: path, limits: .scripts)
        _ = await session.open()  // a push, played to its end

        try Fixtures.slide(alpha: "0").write(toFile: path, atomically: true, encoding: .utf8)
        let reload = try await pollUntilMessage(session)
        #expect(reload["type"]?.string == "take")
        #expect(reload["reason"]?.string == "reload")

        try Fixtures.slide(alpha: "0 +").write(toFile: path, atomically: true, encoding: .utf8)
        let error = try await pollUntilMessage(session)
        #expect(error["type"]?.string == "error")
        #expect(error["file"]?.string == path)
        #expect(error["line"]?.number == 16)
        // The last good version still plays (and the page keeps the save's error).
        let replies = await session.handle(#"{"type":"play","request":"pop"}"#)
        #expect(try parse(replies[0])["type"]?.string == "take")

        try Fixtures.slide(alpha: "0.25").write(toFile: path, atomically: true, encoding: .utf8)
        let cleared = try await pollUntilMessage(session)
        #expect(cleared["type"]?.string == "clear-error")
    }

    /// Polls `session` until it has something to say (a few seconds at most).
    func pollUntilMessage(_ session: PreviewSession) async throws -> JSONNode {
        for _ in 0..<600 {
            if let first = await session.poll().first { return try parse(first) }
            try await Task.sleep(for: .milliseconds(5))
        }
        Issue.record("the session said nothing")
        return JSONNode(.null, line: 0)
    }
}
