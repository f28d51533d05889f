import Foundation
import Segue
import SegueCore
@testable import SeguePreview
import SegueLua
import Testing

/// Undo history is bounded across pages: six sessions editing large scripts keep, together,
/// no more than the shared budget — the oldest edits of any page forgotten first.
@Suite struct UndoBudgetTests {
    @Test func sixPagesTogetherStayWithinOneBudget() async throws {
        let text = try String(contentsOfFile: Fixtures.example("panel.lua"), encoding: .utf8)
        let padded = text + "\n--[[" + String(repeating: "x", count: 300_000) + "]]\n"
        let literal = try #require(ScriptSource(bytes: Array(padded.utf8)).literals.first { $0.place?.dotted == "duration" })
        let budget = 2 << 20
        let store = UndoStore(maximumSteps: 50, maximumBytes: budget)
        var sessions: [PreviewSession] = []
        for page in 0..<6 {
            let path = try Fixtures.temporaryScript(padded, name: "panel.lua")
            let session = try PreviewSession(path: path, limits: .scripts, undo: store)
            _ = await session.open()
            sessions.append(session)
            var old = "0.3"
            for step in 1...3 {
                let value = 0.3 + Double(page * 10 + step) / 1000
                let message = #"{"type":"edit","path":"\#(path)","offset":\#(literal.range.lowerBound),"old":"\#(old)","value":\#(value)}"#
                let replies = await session.handle(message)
                #expect(try JSONParser.parse(try #require(replies.first))["type"]?.string == "edited")
                old = "\(value)"
                #expect(store.retainedBytes <= budget, "\(store.retainedBytes) bytes kept after page \(page) edit \(step)")
            }
        }
        // Each edit keeps ~600 KB (the file before and after): 18 of them would be ~11 MB.
        #expect(store.retainedBytes > budget / 2)
        #expect(store.retainedBytes <= budget)
        // The newest page can still undo its last edit; the first page's edits were forgotten.
        let last = try JSONParser.parse(try #require(await sessions[5].handle(#"{"type":"undo"}"#).first))
        #expect(last["type"]?.string == "edited")
        let first = try JSONParser.parse(try #require(await sessions[0].handle(#"{"type":"undo"}"#).first))
        #expect(first["message"]?.string?.contains("nothing to undo") == true)
        sessions.removeAll()
        #expect(store.retainedBytes == 0)
    }
}
