import Foundation
import Segue
import SegueCore
@testable import SeguePreview
import SegueLua
import Testing

/// Seeded edit messages at every kind of offset — literal starts, the middle of numerals,
/// comments, strings, past the end — with right and wrong old texts and all sorts of values:
/// each either rewrites exactly one literal (and undo brings the file back byte for byte) or
/// is refused with nothing written.
@Suite struct EditFuzzTests {
    @Test func everyEditRewritesOneLiteralOrWritesNothing() async throws {
        let text = try String(contentsOfFile: Fixtures.example("panel.lua"), encoding: .utf8)
        let path = try Fixtures.temporaryScript(text, name: "panel.lua")
        let original = Array(text.utf8)
        let literals = ScriptSource(bytes: original).literals
        let session = try PreviewSession(path: path, limits: .scripts)
        _ = await session.open()
        var random = SeededGenerator(seed: 31)
        let values = ["0.8", "0", "-1", "1e-9", "12345678901234567890", "-0.25", "3", "1e300", "0.1"]
        var edits = 0
        for _ in 0..<120 {
            let literal = literals.randomElement(using: &random)
            let offset: Int
            let old: String
            switch Int.random(in: 0..<4, using: &random) {
            case 0, 1:
                offset = literal?.range.lowerBound ?? 0
                old = literal?.text ?? "1"
            case 2:
                offset = Int.random(in: 0..<(original.count + 20), using: &random)
                old = String(decoding: original[min(offset, original.count)..<min(offset + 1, original.count)], as: UTF8.self)
            default:
                offset = (literal?.range.lowerBound ?? 0) + Int.random(in: -2...2, using: &random)
                old = literal?.text ?? "1"
            }
            let value = values.randomElement(using: &random) ?? "1"
            let oldJSON = old.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                .replacingOccurrences(of: "\n", with: "\\n")
            let message = #"{"type":"edit","path":"\#(path)","offset":\#(offset),"old":"\#(oldJSON)","value":\#(value)}"#
            let replies = try await session.handle(message).map { try JSONParser.parse($0) }
            let now = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            if replies.first?["type"]?.string == "edited" {
                edits += 1
                let target = try #require(literals.first { $0.range.lowerBound == offset }, "\(message)")
                #expect(target.text == old)
                let numeral = try #require(replies.first?["literal"]?["text"]?.string)
                #expect(now == Array(original[..<offset]) + Array(numeral.utf8) + Array(original[target.range.upperBound...]), "\(message)")
                let undone = try await session.handle(#"{"type":"undo"}"#).map { try JSONParser.parse($0) }
                #expect(undone.first?["type"]?.string == "edited", "\(message)")
                #expect(Array(try Data(contentsOf: URL(fileURLWithPath: path))) == original, "\(message)")
            } else {
                #expect(replies.count == 1 && replies.first?["type"]?.string == "error", "\(message)")
                #expect(now == original, "\(message)")
            }
        }
        #expect(edits > 30)
    }
}
