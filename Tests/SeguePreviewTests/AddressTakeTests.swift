import Testing
import Segue
import SegueCore
@testable import SeguePreview

/// A take named by the page's address (`take` message): the input a take message carries comes
/// back as the same take, a gesture's touches included, and a malformed one is an error.
@Suite struct AddressTakeTests {
    func parse(_ message: String) throws -> JSONNode { try JSONParser.parse(message) }

    /// The `input` object of the take in `messages`.
    func input(of messages: [String]) throws -> JSONNode {
        let take = try #require(try messages.map(parse).first { $0["type"]?.string == "take" })
        return try #require(take["input"])
    }

    @Test func aTakesInputPlaysTheSameTakeAgain() async throws {
        let session = try PreviewSession(path: Fixtures.example("navigation_push.lua"), limits: .scripts)
        _ = await session.open()
        let caught = await session.handle(#"{"type":"action","action":"reverse","progress":0.4,"velocity":1.5,"time":0.1}"#)
        let written = try input(of: caught)
        #expect(written["kind"]?.string == "caught")
        // The input object as the take message wrote it (it holds no object inside).
        let text = try #require(caught.first { $0.contains(#""type":"take""#) })
        let start = try #require(text.range(of: #""input":"#)).upperBound
        let end = try #require(text[start...].firstIndex(of: "}"))
        let echoed = #"{"type":"take","input":"# + text[start...end] + "}"
        let again = await session.handle(echoed)
        let parsed = try again.map(parse)
        #expect(parsed.map { $0["type"]?.string } == ["take"])
        #expect(parsed.first?["reason"]?.string == "address")
        #expect(try input(of: again) == written)
    }

    @Test func aGestureTakesTouchesAreWrittenAndReadBack() async throws {
        let trace = try GestureTrace.read(try String(contentsOfFile: Fixtures.example("traces/tab_slide.flick.json"), encoding: .utf8))
        let session = try PreviewSession(path: Fixtures.example("tab_slide.lua"), limits: .scripts)
        _ = await session.open()
        let events = trace.events.map { "[\"\($0.phase.rawValue)\",\($0.location.x),\($0.location.y),\($0.timestamp)]" }
        let replies = await session.handle("{\"type\":\"take\",\"input\":{\"kind\":\"gesture\",\"events\":[\(events.joined(separator: ","))]}}")
        let written = try input(of: replies)
        #expect(written["kind"]?.string == "gesture")
        guard case .array(let touches)? = written["events"]?.value else { Issue.record("no events"); return }
        #expect(touches.count == trace.events.count)
        #expect(touches.first == (try parse(events[0])))
    }

    @Test func aMalformedTakeIsAnErrorAndTheSessionGoesOn() async throws {
        let session = try PreviewSession(path: Fixtures.example("tab_slide.lua"), limits: .scripts)
        _ = await session.open()
        for text in [#"{"type":"take"}"#, #"{"type":"take","input":{"kind":"warp"}}"#,
                     #"{"type":"take","input":{"kind":"scrubbed","request":"next","progress":"half","action":"finish","speed":0}}"#,
                     #"{"type":"take","input":{"kind":"gesture","events":[["changed",1,2,0]]}}"#,
                     #"{"type":"take","input":{"kind":"gesture","events":[["began",1,2,-1]]}}"#,
                     #"{"type":"take","input":{"kind":"timed","from":[3]}}"#] {
            let replies = await session.handle(text)
            #expect(try replies.map { try parse($0)["type"]?.string } == ["error"], "\(text)")
        }
        let replies = await session.handle(#"{"type":"take","input":{"kind":"still"}}"#)
        #expect(try replies.map { try parse($0)["type"]?.string } == ["take"])
    }
}

/// The Why panel's words for a release policy.
@Suite struct ReleasePolicyWordingTests {
    @Test func aPolicyNoFlickCanSatisfySaysSo() {
        #expect(releasePolicyText(ReleasePolicy(progressThreshold: 0.5)) == "threshold: finishes past progress 0.5, no flick decides (the progress alone does)")
        #expect(releasePolicyText(ReleasePolicy(progressThreshold: 0.3, velocityThreshold: 200)) == "threshold: finishes past progress 0.3, a flick decides above 200.0 pt/s")
    }
}

/// The Why panel's words for a transition that began.
@Suite struct BeganWordingTests {
    @Test func theNextTransitionIsNotCalledBegin() {
        #expect(began(.next) == "the next transition began")
        #expect(began(.push) == "push began")
    }
}
