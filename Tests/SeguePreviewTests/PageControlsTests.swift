import Foundation
import Testing
import Segue
import SegueCore
@testable import SeguePreview

/// What the page's controls are told and what they send (issue 45): each take lists the
/// transitions that can play from where it leaves the scene, a refusal is sent as one, the
/// page's Cancel hands no velocity, an outside save forgets the edits it made impossible to
/// undo, and a page's numbers are kept at the precision they mean.
@Suite struct PageControlsTests {
    func parse(_ message: String) throws -> JSONNode { try JSONParser.parse(message) }

    /// The take in `messages`, parsed.
    func take(_ messages: [String]) throws -> JSONNode {
        try #require(try messages.map(parse).first { $0["type"]?.string == "take" })
    }

    /// The take's `requests`, by name: nil for a request that can play, else the reason.
    func requests(_ take: JSONNode) throws -> [String: String?] {
        guard case .array(let list)? = take["requests"]?.value else { Issue.record("no requests"); return [:] }
        var out: [String: String?] = [:]
        for node in list {
            let name = try #require(node["name"]?.string)
            out[name] = node["refusal"]?.string
        }
        return out
    }

    @Test func afterTheOpeningPresentDismissIsOfferedAndPresentIsNot() async throws {
        let session = try PreviewSession(path: Fixtures.example("modal_cover.lua"), limits: .scripts)
        let opened = try requests(try take(await session.open()))
        #expect(Set(opened.keys) == ["next", "present", "dismiss"])
        #expect(opened["dismiss"] == .some(nil))
        #expect(opened["next"] == .some(nil))
        #expect(opened["present"] == .some("every page is presented already (2)"))
        let dismissed = try requests(try take(await session.handle(#"{"type":"play","request":"dismiss"}"#)))
        #expect(dismissed["present"] == .some(nil))
        #expect(dismissed["dismiss"] == .some("nothing is presented"))
        // Asked anyway, the dismiss is refused as a refusal, in the container's words.
        let refused = try await session.handle(#"{"type":"play","request":"dismiss"}"#).map(parse)
        #expect(refused.map { $0["type"]?.string } == ["error"])
        #expect(refused.first?["context"]?.string == "refusal")
        #expect(refused.first?["message"]?.string == "the scene has no dismiss to play now: nothing is presented")
    }

    @Test func thePagesCancelHandsNoVelocity() async throws {
        let session = try PreviewSession(path: Fixtures.example("panel.lua"), limits: .scripts)
        _ = await session.open()
        let cancelled = try take(await session.handle(#"{"type":"action","action":"cancel","progress":0.5,"velocity":4.2,"time":0.15}"#))
        #expect(cancelled["input"]?["speed"]?.number == 0)
        guard case .array(let frames)? = cancelled["frames"]?.value else { Issue.record("no frames"); return }
        let caughtAt = try #require(cancelled["input"]?["time"]?.number)
        let progress = frames.compactMap { frame -> (Double, Double)? in
            guard let t = frame["t"]?.number, let p = frame["p"]?.number else { return nil }
            return (t, p)
        }
        let atCatch = try #require(progress.last { $0.0 <= caughtAt + 1e-9 }?.1)
        let highest = progress.filter { $0.0 > caughtAt + 1e-9 }.map(\.1).max() ?? 0
        #expect(highest <= atCatch + 1e-9, "the cancel went on from \(atCatch) to \(highest) before turning back")
        // Finish and Reverse keep the speed the page measured, rounded to what it means.
        let reversed = try take(await session.handle(#"{"type":"action","action":"reverse","progress":0.5,"velocity":4.2000000000001,"time":0.15}"#))
        #expect(reversed["input"]?["speed"]?.number == 4.2)
    }

    @Test func anOutsideSaveForgetsTheEditsItMadeImpossibleToUndo() async throws {
        let text = try String(contentsOfFile: Fixtures.example("panel.lua"), encoding: .utf8)
        let path = try Fixtures.temporaryScript(text, name: "panel.lua")
        let session = try PreviewSession(path: path, limits: .scripts)
        let opened = try take(await session.open())
        guard case .array(let literals)? = opened["literals"]?["literals"]?.value else { Issue.record("no literals"); return }
        let ratio = try #require(literals.first { $0["path"]?.string == "timing.dampingRatio" })
        let offset = try #require(ratio["offset"]?.number.flatMap { Int(exactly: $0) })
        let edited = try await session.handle(#"{"type":"edit","path":"\#(path)","offset":\#(offset),"old":"1","value":0.8}"#).map(parse)
        #expect(edited.first?["undo"]?.number == 1)
        // The developer's editor saves: the next poll forgets the edit, then reloads.
        let saved = try String(contentsOfFile: path, encoding: .utf8) + "\n-- saved in an editor\n"
        try saved.write(toFile: path, atomically: true, encoding: .utf8)
        var messages: [JSONNode] = []
        for _ in 0..<200 where !messages.contains(where: { $0["type"]?.string == "take" }) {
            messages += try await session.poll().map(parse)
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(messages.map { $0["type"]?.string } == ["edited", "take"])
        #expect(messages.first?["action"]?.string == "forgotten")
        #expect(messages.first?["undo"]?.number == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == saved)
    }

    @Test func aPagesNumbersAreKeptAtThePrecisionTheyMean() {
        #expect(PagePrecision.point(286.66666666666669) == 286.67)
        #expect("\(PagePrecision.point(286.66666666666669))" == "286.67")
        #expect(PagePrecision.touchTime(0.050999999999999997, notBefore: 0) == 0.051)
        #expect(PagePrecision.touchTime(0.0504, notBefore: 0.0507) == 0.051, "never before the time reached")
        #expect(PagePrecision.progress(0.56412345678) == 0.5641)
        #expect(PagePrecision.speed(4.004433079933848) == 4.004)
        // A sample's time is caught after that sample: 74/240 = 0.308333… → 0.3084.
        #expect(PagePrecision.catchTime(74.0 / 240) == 0.3084)
        #expect(PagePrecision.catchTime(0.1) == 0.1)
        #expect(PagePrecision.point(.nan).isNaN)
    }
}
