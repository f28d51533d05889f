import Foundation
import Segue
import SegueCore
@testable import SeguePreview
import SegueLua
import Testing

/// The working copy compared with git HEAD, and numbers tried without writing: the
/// committed version's take answers the same input, follows new commits, and never
/// touches the live version; a tried number changes the take, never the file.
@Suite struct CompareTests {
    func parse(_ message: String) throws -> JSONNode { try JSONParser.parse(message) }

    func bytes(_ path: String) throws -> [UInt8] { Array(try Data(contentsOf: URL(fileURLWithPath: path))) }

    /// Runs git in `folder` (a test's own repository, with an identity of its own).
    func git(_ folder: String, _ arguments: String...) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder, "-c", "user.name=Segue", "-c", "user.email=segue@example.invalid",
                             "-c", "commit.gpgsign=false"] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "git \(arguments.joined(separator: " ")) failed")
    }

    /// A copy of examples/panel.lua in a repository of its own, committed.
    func committedPanel() throws -> (path: String, folder: String) {
        let text = try String(contentsOfFile: Fixtures.example("panel.lua"), encoding: .utf8)
        let path = try Fixtures.temporaryScript(text, name: "panel.lua")
        let folder = (path as NSString).deletingLastPathComponent
        try git(folder, "init", "-q")
        try git(folder, "add", "panel.lua")
        try git(folder, "commit", "-q", "-m", "panel")
        return (path, folder)
    }

    func setDampingRatio(_ path: String, to value: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let changed = text.replacingOccurrences(of: "dampingRatio = 1 }", with: "dampingRatio = \(value) }")
        try #require(changed != text)
        try changed.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// A take message's frames, as text (equal text: equal values, bit for bit).
    func frames(_ message: String) -> Substring {
        guard let start = message.range(of: #""frames":"#), let end = message.range(of: #""events":"#) else { return "" }
        return message[start.upperBound..<end.lowerBound]
    }

    @Test func theCommittedVersionAnswersEveryTakeAndFollowsCommits() async throws {
        let (path, folder) = try committedPanel()
        try setDampingRatio(path, to: "0.4")
        let session = try PreviewSession(path: path, limits: .scripts)
        let opened = await session.open()
        let working = try #require(opened.last)

        let compared = await session.handle(#"{"type":"compare","against":"head"}"#)
        #expect(compared.count == 1)
        let baseline = try parse(try #require(compared.first))
        #expect(baseline["type"]?.string == "baseline")
        #expect(baseline["label"]?.string?.hasPrefix("git HEAD ") == true)
        #expect(baseline["input"]?["kind"]?.string == "timed")
        // The committed spring (dampingRatio 1) is another motion than the working one (0.4).
        #expect(frames(compared[0]) != frames(working))
        #expect(!frames(compared[0]).isEmpty)

        // Every take is followed by the committed version's take of the same input.
        let replayed = await session.handle(#"{"type":"play","request":"dismiss"}"#)
        #expect(try replayed.map { try parse($0)["type"]?.string } == ["take", "baseline"])

        // After a commit of the working copy, HEAD is the working copy: the same frames.
        try git(folder, "commit", "-q", "-am", "bouncier")
        let again = await session.handle(#"{"type":"play","request":"dismiss","from":"start"}"#)
        #expect(try again.map { try parse($0)["type"]?.string } == ["take", "baseline"], "\(again.map { $0.prefix(300) })")
        #expect(again.count == 2 && frames(again[0]) == frames(again[1]))

        _ = await session.handle(#"{"type":"compare","against":"none"}"#)
        let alone = await session.handle(#"{"type":"play","request":"dismiss","from":"start"}"#)
        #expect(try alone.map { try parse($0)["type"]?.string } == ["take"])
    }

    @Test func withoutACommitTheComparisonSaysWhyAndTheTakeStays() async throws {
        // A script in a folder outside any repository.
        let text = try String(contentsOfFile: Fixtures.example("panel.lua"), encoding: .utf8)
        let loose = try Fixtures.temporaryScript(text, name: "panel.lua")
        let session = try PreviewSession(path: loose, limits: .scripts)
        _ = await session.open()
        let refused = try await session.handle(#"{"type":"compare","against":"head"}"#).map(parse)
        #expect(refused.map { $0["type"]?.string } == ["error"])
        #expect(refused[0]["context"]?.string == "compare")
        #expect(refused[0]["message"]?.string?.contains("has no git HEAD") == true)

        // In a repository with commits, but never committed itself.
        let folder = (loose as NSString).deletingLastPathComponent
        try git(folder, "init", "-q")
        try "other".write(toFile: folder + "/README", atomically: true, encoding: .utf8)
        try git(folder, "add", "README")
        try git(folder, "commit", "-q", "-m", "other")
        let untracked = try await session.handle(#"{"type":"compare","against":"head"}"#).map(parse)
        #expect(untracked[0]["message"]?.string?.contains("is not in git HEAD") == true)
        // The working copy still plays, followed by the same error (not a baseline).
        let played = try await session.handle(#"{"type":"play","request":"dismiss"}"#).map(parse)
        #expect(played.map { $0["type"]?.string } == ["take", "error"])
    }

    @Test func aBrokenCommittedVersionIsAnErrorOfItsOwn() async throws {
        let (path, folder) = try committedPanel()
        let good = try String(contentsOfFile: path, encoding: .utf8)
        try "return segue.transition {\n  duration = ,\n}\n".write(toFile: path, atomically: true, encoding: .utf8)
        try git(folder, "commit", "-q", "-am", "broken")
        try good.write(toFile: path, atomically: true, encoding: .utf8)
        let session = try PreviewSession(path: path, limits: .scripts)
        _ = await session.open()
        let replies = try await session.handle(#"{"type":"compare","against":"head"}"#).map(parse)
        #expect(replies.map { $0["type"]?.string } == ["error"])
        #expect(replies[0]["context"]?.string == "compare")
        #expect(replies[0]["file"]?.string == "\(path)@HEAD")
        #expect(replies[0]["line"]?.number == 2)
        let played = try await session.handle(#"{"type":"play","request":"dismiss"}"#).map(parse)
        #expect(played.first?["type"]?.string == "take")
    }

    @Test func aTriedNumberPlaysWithoutWritingAndTheFileTakeComesBack() async throws {
        let text = try String(contentsOfFile: Fixtures.example("panel.lua"), encoding: .utf8)
        let path = try Fixtures.temporaryScript(text, name: "panel.lua")
        let original = try bytes(path)
        let session = try PreviewSession(path: path, limits: .scripts)
        let opened = try #require(await session.open().last)
        let take = try parse(opened)
        guard case .array(let literals)? = take["literals"]?["literals"]?.value else {
            Issue.record("no literals"); return
        }
        let ratio = try #require(literals.first { $0["path"]?.string == "timing.dampingRatio" })
        let offset = try #require(ratio["offset"]?.number.flatMap { Int(exactly: $0) })
        let digest = try #require(take["literals"]?["digest"]?.string)

        let tried = await session.handle(#"{"type":"try","edits":[{"path":"\#(path)","offset":\#(offset),"old":"1","value":0.3,"digest":"\#(digest)"}]}"#)
        let trial = try parse(try #require(tried.first))
        #expect(trial["type"]?.string == "take")
        #expect(trial["reason"]?.string == "try")
        #expect(frames(tried[0]) != frames(opened))
        #expect(try bytes(path) == original)

        // Let go without writing: the file's own take again, bit for bit.
        let back = await session.handle(#"{"type":"try"}"#)
        #expect(try parse(back[0])["reason"]?.string == "reload")
        #expect(frames(back[0]) == frames(opened))

        // A stale literal, a literal of another file: errors, nothing written.
        let stale = try await session.handle(#"{"type":"try","edits":[{"path":"\#(path)","offset":\#(offset),"old":"7","value":0.3}]}"#).map(parse)
        #expect(stale[0]["type"]?.string == "error")
        #expect(stale[0]["context"]?.string == "try")
        let module = try await session.handle(#"{"type":"try","edits":[{"path":"/etc/passwd","offset":0,"old":"1","value":2}]}"#).map(parse)
        #expect(module[0]["type"]?.string == "error")
        #expect(try bytes(path) == original)
    }
}
