import Foundation
import Segue
import SegueCore
@testable import SeguePreview
import SegueLua
import Testing

/// The page's edits stay with the files that were loaded: a module folder swapped for a link
/// after load leads nowhere else; an edited file keeps its owner and mode, and a read-only
/// file is refused.
@Suite struct EditFolderTests {
    func parse(_ message: String) throws -> JSONNode { try JSONParser.parse(message) }

    /// A slide script requiring `lib.timings` (in `lib/`), and the module's path.
    func scriptWithModule() throws -> (path: String, module: String) {
        let path = try Fixtures.temporaryScript(try Fixtures.slide().replacingOccurrences(of: "return segue.transition {",
                                                                                         with: "local timings = require('lib.timings')\nreturn segue.transition {"))
        let folder = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder + "/lib", withIntermediateDirectories: true)
        let module = folder + "/lib/timings.lua"
        try "return { spring = segue.spring { dampingRatio = 0.7 } }\n".write(toFile: module, atomically: true, encoding: .utf8)
        return (path, module)
    }

    @Test func aModuleFolderSwappedForALinkAfterLoadLeadsNowhereElse() async throws {
        let (path, module) = try scriptWithModule()
        let folder = (path as NSString).deletingLastPathComponent
        let session = try PreviewSession(path: path, limits: .scripts, undo: UndoStore())
        _ = await session.open()
        // Outside the project: a folder with a file of the module's name.
        let outsideText = "return { spring = segue.spring { dampingRatio = 0.7 } }\n-- secret\n"
        let outside = (try Fixtures.temporaryScript(outsideText, name: "timings.lua") as NSString).deletingLastPathComponent
        try FileManager.default.moveItem(atPath: folder + "/lib", toPath: folder + "/lib-moved")
        try FileManager.default.createSymbolicLink(atPath: folder + "/lib", withDestinationPath: outside)

        let source = try parse(try #require(await session.handle(#"{"type":"source","path":"\#(module)"}"#).first))
        #expect(source["script"]?["text"]?.string?.contains("secret") != true, "\(source)")
        #expect(!"\(source)".contains("secret"))
        // "0.7" starts at the same byte of both files.
        let offset = "return { spring = segue.spring { dampingRatio = ".utf8.count
        let edit = #"{"type":"edit","path":"\#(module)","offset":\#(offset),"old":"0.7","value":0.6}"#
        _ = await session.handle(edit)
        // What was written, if anything, went into the module that was loaded (moved with its folder).
        #expect(try String(contentsOfFile: folder + "/lib-moved/timings.lua", encoding: .utf8).contains("0.6"))
        #expect(try String(contentsOfFile: outside + "/timings.lua", encoding: .utf8) == outsideText)
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside) == ["timings.lua"])
    }

    @Test func anEditedFileKeepsItsOwnerAndMode() throws {
        let text = try String(contentsOfFile: Fixtures.example("panel.lua"), encoding: .utf8)
        let path = try Fixtures.temporaryScript(text, name: "panel.lua")
        // Another user's file, group-writable (the tests run as root, which may give it away).
        guard chown(path, 4321, 4321) == 0 else { return }
        chmod(path, 0o664)
        let literal = try #require(ScriptSource(bytes: Array(text.utf8)).literals.first { $0.place?.dotted == "duration" })
        try ScriptEdit().apply(LiteralEdit(file: path, offset: literal.range.lowerBound, old: "0.3", value: 0.4), allowedFiles: [path])
        var info = stat()
        stat(path, &info)
        #expect(info.st_uid == 4321)
        #expect(info.st_gid == 4321)
        #expect(info.st_mode & 0o7777 == 0o664)
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("duration = 0.4,"))
    }

    @Test func aReadOnlyFileIsRefusedNotRewritten() throws {
        let text = try String(contentsOfFile: Fixtures.example("panel.lua"), encoding: .utf8)
        let path = try Fixtures.temporaryScript(text, name: "panel.lua")
        chmod(path, 0o444)
        let literal = try #require(ScriptSource(bytes: Array(text.utf8)).literals.first { $0.place?.dotted == "duration" })
        #expect {
            try ScriptEdit().apply(LiteralEdit(file: path, offset: literal.range.lowerBound, old: "0.3", value: 0.4), allowedFiles: [path])
        } throws: { "\($0)".contains("read-only") }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
        let folder = (path as NSString).deletingLastPathComponent
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["panel.lua"])
    }
}
