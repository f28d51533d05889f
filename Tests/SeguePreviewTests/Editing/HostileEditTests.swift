import Foundation
import Segue
import SegueCore
@testable import SeguePreview
import Testing

/// The file gate's attack battery, for edits (docs/safety.md): every hostile `edit` or `undo`
/// message gets one `error` naming what is wrong, and nothing is written — not the script,
/// not another file, not a new one in its folder — and the session goes on.
@Suite struct HostileEditTests {
    func parse(_ message: String) throws -> JSONNode { try JSONParser.parse(message) }

    func folderState(_ folder: String) throws -> [String: Data] {
        var state: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            state[name] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
        }
        return state
    }

    @Test func hostileEditsAreRefusedAndWriteNothing() async throws {
        let text = try String(contentsOfFile: Fixtures.example("panel.lua"), encoding: .utf8)
        let path = try Fixtures.temporaryScript(text, name: "panel.lua")
        let folder = (path as NSString).deletingLastPathComponent
        let neighbour = folder + "/neighbour.lua"
        try "return { x = 1 }\n".write(toFile: neighbour, atomically: true, encoding: .utf8)
        let session = try PreviewSession(path: path, limits: .scripts)
        _ = await session.open()
        let before = try folderState(folder)
        let bytes = Array(text.utf8)
        // A byte inside the file's first comment, and one inside a literal (not its start).
        let inComment = 10
        let ratio = try #require(text.range(of: "dampingRatio = 0.9"))
        let insideLiteral = text.utf8.distance(from: text.startIndex, to: ratio.upperBound) - 1
        #expect(bytes[insideLiteral] == UInt8(ascii: "9"))

        let hostile: [(String, String)] = [
            (#"{"type":"edit","path":"\#(path)","offset":1e300,"old":"1","value":0.8}"#, "'offset'"),
            (#"{"type":"edit","path":"\#(path)","offset":1099511627776,"old":"1","value":0.8}"#, "'offset'"),
            (#"{"type":"edit","path":"\#(path)","offset":-1,"old":"1","value":0.8}"#, "'offset'"),
            (#"{"type":"edit","path":"\#(path)","offset":0.5,"old":"1","value":0.8}"#, "'offset'"),
            (#"{"type":"edit","path":"\#(path)","offset":"12","old":"1","value":0.8}"#, "'offset'"),
            (#"{"type":"edit","path":"\#(path)","offset":1000000,"old":"1","value":0.8}"#, "no number literal"),
            (#"{"type":"edit","path":"\#(path)","offset":\#(inComment),"old":"1","value":0.8}"#, "no number literal"),
            (#"{"type":"edit","path":"\#(path)","offset":\#(insideLiteral),"old":"9","value":0.8}"#, "no number literal"),
            (#"{"type":"edit","path":"\#(path)","offset":\#(insideLiteral - 2),"old":"0.9","value":"0.8"}"#, "'value'"),
            (#"{"type":"edit","path":"\#(path)","offset":\#(insideLiteral - 2),"old":"0.9","value":null}"#, "'value'"),
            (#"{"type":"edit","path":"\#(path)","offset":\#(insideLiteral - 2),"old":"0.9","value":true}"#, "'value'"),
            (#"{"type":"edit","path":"\#(path)","offset":\#(insideLiteral - 2),"old":"0.9","value":1e400}"#, ""),
            (#"{"type":"edit","path":"\#(path)","offset":\#(insideLiteral - 2),"old":"0.9"}"#, "'value'"),
            (#"{"type":"edit","path":"\#(path)","offset":\#(insideLiteral - 2),"old":"0.8","value":0.5}"#, "not '0.8'"),
            (#"{"type":"edit","path":"\#(path)","offset":\#(insideLiteral - 2),"old":"","value":0.5}"#, "'old'"),
            (#"{"type":"edit","path":"\#(path)","offset":\#(insideLiteral - 2),"old":"0.9","value":0.5,"digest":"0000000000000000"}"#, "changed since"),
            (#"{"type":"edit","path":"/etc/passwd","offset":0,"old":"r","value":1}"#, "not this transition's script"),
            (#"{"type":"edit","path":"\#(neighbour)","offset":13,"old":"1","value":2}"#, "not this transition's script"),
            (#"{"type":"edit","path":"\#(folder)/../panel.lua","offset":0,"old":"1","value":2}"#, "not this transition's script"),
            (#"{"type":"edit","path":"\#(folder)","offset":0,"old":"1","value":2}"#, "not this transition's script"),
            (#"{"type":"edit","path":"","offset":0,"old":"1","value":2}"#, "'path'"),
            (#"{"type":"edit","path":"\#(String(repeating: "a/", count: 3000))","offset":0,"old":"1","value":2}"#, "'path'"),
            (#"{"type":"edit","path":"\#(path)","offset":0,"old":"\#(String(repeating: "1", count: 2000))","value":2}"#, "'old'"),
            (#"{"type":"edit"}"#, "'path'"),
            (#"{"type":"undo"}"#, "nothing to undo"),
            (#"{"type":"source","path":"/etc/passwd"}"#, "not this transition's script"),
        ]
        for (message, words) in hostile {
            let replies = await session.handle(message)
            #expect(replies.count == 1, "\(message)")
            let reply = try parse(try #require(replies.first))
            #expect(reply["type"]?.string == "error", "\(message)")
            let said = reply["message"]?.string ?? ""
            #expect(words.isEmpty || said.contains(words), "\(message) → \(said)")
            #expect(try folderState(folder) == before, "\(message) wrote something")
        }
        // The session goes on: a good edit still works.
        let good = #"{"type":"edit","path":"\#(path)","offset":\#(insideLiteral - 2),"old":"0.9","value":0.85}"#
        #expect(try await session.handle(good).map { try parse($0)["type"]?.string } == ["edited", "take"])
    }

    /// The file's place changed behind the session after load — the script swapped for a link
    /// to an outside file, a FIFO or a folder, its folder's module subfolder swapped for a link
    /// outside, the script made read-only — and the page sends `source` and an `edit`: each is
    /// refused or lands in the file that was loaded; nothing outside changes or is read, and
    /// nothing blocks.
    @Test func filesSwappedAfterLoadAreNeverReadOrWrittenThrough() async throws {
        let text = try String(contentsOfFile: Fixtures.example("panel.lua"), encoding: .utf8)
        let ratio = try #require(text.range(of: "dampingRatio = 1"))
        let offset = text.utf8.distance(from: text.startIndex, to: ratio.upperBound) - 1
        let outsideText = text.replacingOccurrences(of: "-- Half-screen panel", with: "-- SECRET panel")
        let outside = try Fixtures.temporaryScript(outsideText, name: "outside.lua")
        let swaps: [(String, (String) throws -> Void)] = [
            ("a link to an outside file", { path in
                try FileManager.default.removeItem(atPath: path)
                try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: outside)
            }),
            ("a FIFO", { path in
                try FileManager.default.removeItem(atPath: path)
                mkfifo(path, 0o644)
            }),
            ("a folder", { path in
                try FileManager.default.removeItem(atPath: path)
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            }),
            ("its folder renamed and replaced by a link outside", { path in
                let folder = (path as NSString).deletingLastPathComponent
                try FileManager.default.moveItem(atPath: folder, toPath: folder + "-moved")
                try FileManager.default.createSymbolicLink(atPath: folder, withDestinationPath: (outside as NSString).deletingLastPathComponent)
                try FileManager.default.createSymbolicLink(atPath: (outside as NSString).deletingLastPathComponent + "/panel.lua",
                                                           withDestinationPath: outside)
            }),
            ("made read-only", { path in chmod(path, 0o444) }),
        ]
        for (what, swap) in swaps {
            let path = try Fixtures.temporaryScript(text, name: "panel.lua")
            let session = try PreviewSession(path: path, limits: .scripts, undo: UndoStore())
            _ = await session.open()
            try swap(path)
            let source = await session.handle(#"{"type":"source"}"#)
            #expect(!source.joined().contains("SECRET"), "\(what): source read outside")
            let edit = #"{"type":"edit","path":"\#(path)","offset":\#(offset),"old":"1","value":0.8}"#
            let replies = try await session.handle(edit).map { try parse($0) }
            #expect(try String(contentsOfFile: outside, encoding: .utf8) == outsideText, "\(what): wrote outside")
            if what == "made read-only" || what.hasPrefix("a ") {
                #expect(replies.first?["type"]?.string == "error", "\(what)")
            }
            try? FileManager.default.removeItem(atPath: (outside as NSString).deletingLastPathComponent + "/panel.lua")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: (outside as NSString).deletingLastPathComponent) == ["outside.lua"])
    }
}
