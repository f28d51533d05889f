import Foundation
import Segue
import SegueCore
@testable import SeguePreview
import SegueLua
import Testing

/// The page's edits written into the script: exactly one literal changes, undo restores the
/// bytes, and a stale edit, a link or a file that is not the script's writes nothing.
@Suite struct ScriptEditTests {
    func parse(_ message: String) throws -> JSONNode { try JSONParser.parse(message) }

    func bytes(_ path: String) throws -> [UInt8] { Array(try Data(contentsOf: URL(fileURLWithPath: path))) }

    /// A copy of examples/panel.lua in a folder of its own, and its bytes.
    func panelCopy() throws -> (path: String, bytes: [UInt8]) {
        let text = try String(contentsOfFile: Fixtures.example("panel.lua"), encoding: .utf8)
        let path = try Fixtures.temporaryScript(text, name: "panel.lua")
        return (path, try bytes(path))
    }

    /// The take's timing literal at `dotted` (`timing.dampingRatio`).
    func timingLiteral(_ take: JSONNode, _ dotted: String) throws -> JSONNode {
        guard case .array(let literals)? = take["literals"]?["literals"]?.value else {
            Issue.record("no literals in the take")
            throw PreviewError("no literals")
        }
        return try #require(literals.first { $0["path"]?.string == dotted })
    }

    func editMessage(path: String, offset: Int, old: String, value: String, digest: String? = nil) -> String {
        let digestField = digest.map { #","digest":"\#($0)""# } ?? ""
        return #"{"type":"edit","path":"\#(path)","offset":\#(offset),"old":"\#(old)","value":\#(value)\#(digestField)}"#
    }

    @Test func panelsDampingRatioBecomes0Point8AndUndoRestoresTheFile() async throws {
        let (path, original) = try panelCopy()
        let session = try PreviewSession(path: path, limits: .scripts)
        let take = try parse(try #require(await session.open().last))
        let ratio = try timingLiteral(take, "timing.dampingRatio")
        #expect(ratio["text"]?.string == "1")
        #expect(ratio["call"]?.string == "segue.spring")
        #expect(ratio["name"]?.string == "dampingRatio")
        let offset = try #require(ratio["offset"]?.number.flatMap { Int(exactly: $0) })
        let digest = try #require(take["literals"]?["digest"]?.string)
        #expect(try timingLiteral(take, "completion.curve.response")["text"]?.string == "0.35")
        #expect(try timingLiteral(take, "duration")["text"]?.string == "0.3")

        let replies = try await session.handle(editMessage(path: path, offset: offset, old: "1", value: "0.8", digest: digest))
            .map(parse)
        #expect(replies.map { $0["type"]?.string } == ["edited", "take"])
        #expect(replies[0]["undo"]?.number == 1)
        #expect(replies[0]["literal"]?["text"]?.string == "0.8")
        #expect(replies[0]["digest"]?.string == SourceDigest.of(try bytes(path)))
        #expect(try timingLiteral(replies[0], "timing.dampingRatio")["text"]?.string == "0.8")
        #expect(replies[1]["reason"]?.string == "reload")
        #expect(try timingLiteral(replies[1], "timing.dampingRatio")["text"]?.string == "0.8")
        // The diff is that one literal.
        let edited = try bytes(path)
        #expect(edited == Array(original[..<offset]) + Array("0.8".utf8) + Array(original[(offset + 1)...]))
        #expect(String(decoding: edited, as: UTF8.self).contains("timing = segue.spring { dampingRatio = 0.8 },"))

        let undone = try await session.handle(#"{"type":"undo"}"#).map(parse)
        #expect(undone.map { $0["type"]?.string } == ["edited", "take"])
        #expect(undone[0]["action"]?.string == "undo")
        #expect(undone[0]["undo"]?.number == 0)
        #expect(try bytes(path) == original)
        let nothing = try await session.handle(#"{"type":"undo"}"#).map(parse)
        #expect(nothing.map { $0["type"]?.string } == ["error"])
        #expect(try bytes(path) == original)
    }

    @Test func aValueTheScriptRefusesIsWrittenShownAsAnErrorAndUndone() async throws {
        let (path, original) = try panelCopy()
        let session = try PreviewSession(path: path, limits: .scripts)
        let take = try parse(try #require(await session.open().last))
        let ratio = try timingLiteral(take, "timing.dampingRatio")
        let offset = try #require(ratio["offset"]?.number.flatMap { Int(exactly: $0) })
        let digest = try #require(take["literals"]?["digest"]?.string)
        // segue.spring refuses a dampingRatio of 0: the reload fails as a broken save does.
        let replies = try await session.handle(editMessage(path: path, offset: offset, old: "1", value: "0", digest: digest)).map(parse)
        #expect(replies.map { $0["type"]?.string } == ["edited", "error"])
        #expect(replies[1]["line"]?.number == 27)
        // The page's next edit names the new version (the edited message's digest).
        let newDigest = try #require(replies[0]["digest"]?.string)
        let again = try await session.handle(editMessage(path: path, offset: offset, old: "0", value: "0.5", digest: newDigest)).map(parse)
        #expect(again.map { $0["type"]?.string } == ["edited", "clear-error", "take"])
        _ = await session.handle(#"{"type":"undo"}"#)
        _ = await session.handle(#"{"type":"undo"}"#)
        #expect(try bytes(path) == original)
    }

    @Test func anEditOnAFileThatChangedIsRefused() async throws {
        let (path, original) = try panelCopy()
        let session = try PreviewSession(path: path, limits: .scripts)
        let take = try parse(try #require(await session.open().last))
        let ratio = try timingLiteral(take, "timing.dampingRatio")
        let offset = try #require(ratio["offset"]?.number.flatMap { Int(exactly: $0) })
        let digest = try #require(take["literals"]?["digest"]?.string)
        // Saved elsewhere meanwhile: a comment changed, the literal is where it was.
        var saved = original
        saved[3] = UInt8(ascii: "h")
        try Data(saved).write(to: URL(fileURLWithPath: path))
        let refused = try await session.handle(editMessage(path: path, offset: offset, old: "1", value: "0.8", digest: digest)).map(parse)
        #expect(refused.map { $0["type"]?.string } == ["error"])
        #expect(refused.first?["message"]?.string?.contains("changed since the page read it") == true)
        #expect(try bytes(path) == saved)
        // Without a digest the literal itself is checked: an old text that is not there is refused.
        let wrongOld = try await session.handle(editMessage(path: path, offset: offset, old: "2", value: "0.8")).map(parse)
        #expect(wrongOld.first?["message"]?.string?.contains("is '1', not '2'") == true)
        #expect(try bytes(path) == saved)
    }

    @Test func anUndoAfterTheFileChangedIsRefusedAndForgotten() throws {
        let (path, original) = try panelCopy()
        let source = ScriptSource(bytes: original)
        let literal = try #require(source.literals.first { $0.place?.dotted == "timing.dampingRatio" })
        let edits = ScriptEdit()
        try edits.apply(LiteralEdit(file: path, offset: literal.range.lowerBound, old: "1", value: 0.5), allowedFiles: [path])
        var changed = try bytes(path)
        changed.append(UInt8(ascii: "\n"))
        try Data(changed).write(to: URL(fileURLWithPath: path))
        #expect(throws: PreviewError.self) { try edits.undo(allowedFiles: [path]) }
        #expect(edits.undoCount == 0)
        #expect(try bytes(path) == changed)
    }

    @Test func anEditedScriptKeepsItsPermissions() throws {
        let (path, original) = try panelCopy()
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        let literal = try #require(ScriptSource(bytes: original).literals.first { $0.place?.dotted == "duration" })
        try ScriptEdit().apply(LiteralEdit(file: path, offset: literal.range.lowerBound, old: "0.3", value: 0.4), allowedFiles: [path])
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(String(decoding: try bytes(path), as: UTF8.self).contains("duration = 0.4,"))
    }

    @Test func theUndoHistoryIsBounded() throws {
        let (path, _) = try panelCopy()
        let edits = ScriptEdit(maximumSteps: 3)
        for step in 1...5 {
            let source = ScriptSource(bytes: try bytes(path))
            let literal = try #require(source.literals.first { $0.place?.dotted == "duration" })
            try edits.apply(LiteralEdit(file: path, offset: literal.range.lowerBound, old: literal.text, value: Double(step) / 10),
                            allowedFiles: [path])
        }
        #expect(edits.undoCount == 3)
        let small = ScriptEdit(maximumBytes: 10)
        let source = ScriptSource(bytes: try bytes(path))
        let literal = try #require(source.literals.first { $0.place?.dotted == "duration" })
        try small.apply(LiteralEdit(file: path, offset: literal.range.lowerBound, old: literal.text, value: 0.3), allowedFiles: [path])
        #expect(small.undoCount == 0)
    }

    @Test func aSymlinkedScriptIsNeverWrittenThrough() async throws {
        let (target, original) = try panelCopy()
        let folder = (target as NSString).deletingLastPathComponent + "-link"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let link = folder + "/panel.lua"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let session = try PreviewSession(path: link, limits: .scripts)
        let take = try parse(try #require(await session.open().last))
        let ratio = try timingLiteral(take, "timing.dampingRatio")
        let offset = try #require(ratio["offset"]?.number.flatMap { Int(exactly: $0) })
        let refused = try await session.handle(editMessage(path: link, offset: offset, old: "1", value: "0.8")).map(parse)
        #expect(refused.map { $0["type"]?.string } == ["error"])
        #expect(refused.first?["message"]?.string?.contains("symbolic link") == true)
        #expect(try bytes(target) == original)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
    }

    @Test func aModuleTheScriptRequiredCanBeEdited() async throws {
        let path = try Fixtures.temporaryScript(try Fixtures.slide().replacingOccurrences(of: "return segue.transition {",
                                                                                         with: "local timings = require('timings')\nreturn segue.transition {"))
        let module = (path as NSString).deletingLastPathComponent + "/timings.lua"
        try "return { spring = segue.spring { dampingRatio = 0.7 } }\n".write(toFile: module, atomically: true, encoding: .utf8)
        let session = try PreviewSession(path: path, limits: .scripts)
        _ = await session.open()
        let source = try parse(try #require(await session.handle(#"{"type":"source","path":"\#(module)"}"#).first))
        #expect(source["type"]?.string == "source")
        guard case .array(let literals)? = source["script"]?["literals"]?.value,
              let literal = literals.first(where: { $0["path"]?.string == "spring.dampingRatio" }),
              let offset = literal["offset"]?.number.flatMap({ Int(exactly: $0) }) else {
            Issue.record("no literal in \(source)")
            return
        }
        let replies = try await session.handle(editMessage(path: module, offset: offset, old: "0.7", value: "0.6")).map(parse)
        #expect(replies.first?["type"]?.string == "edited")
        #expect(try String(contentsOfFile: module, encoding: .utf8) == "return { spring = segue.spring { dampingRatio = 0.6 } }\n")
    }
}
