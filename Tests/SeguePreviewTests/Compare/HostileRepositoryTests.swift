import Foundation
import Segue
import SegueCore
@testable import SeguePreview
import Testing
import TestScratch

/// The compare with git HEAD in repositories built to attack it (issue 40, item 2): a
/// partial clone whose missing blob would be fetched through `uploadpack` or `sshCommand`,
/// every configured command git knows (monitor, filters, text conversion, hooks, pager,
/// askpass, credential helper, external diff, editor, signature program), a `.git` file or
/// link pointing at a repository outside the project, borrowed objects, included
/// configuration, a moved working tree, a huge blob, a link in HEAD, and FIFOs where git
/// reads. Each case must end with the committed text or a clear error naming what is wrong,
/// and no command may run: every one of them would leave a marker file.
@Suite struct HostileRepositoryTests {
    /// One hostile repository, what it attacks with, and what reading its HEAD must give.
    enum Attack: String, CaseIterable, CustomStringConvertible {
        case partialCloneUploadPack, partialCloneSSHCommand, partialCloneProtocolAllowed
        case fsmonitor, filterAndTextconv, everyHook, configuredCommands
        case gitFileOutside, gitLinkOutside, alternatesOutside, includedConfigFIFO, includedWorktreeConfig, movedWorkTree
        case hugeBlob, symlinkBlob, fifoObject, fifoReference

        var description: String { rawValue }

        /// A phrase of the error it must end with; nil: it must read the committed text.
        var error: String? {
            switch self {
            case .partialCloneUploadPack, .partialCloneSSHCommand, .partialCloneProtocolAllowed:
                "is not in the local object store"
            case .fsmonitor, .filterAndTextconv, .everyHook, .configuredCommands: nil
            case .gitFileOutside: "points git to"
            case .gitLinkOutside: "is a link to a folder outside"
            case .alternatesOutside: "borrows objects from another repository"
            case .includedConfigFIFO, .includedWorktreeConfig: "includes other files"
            case .movedWorkTree: "another repository"
            case .hugeBlob: "larger than 16 MB"
            case .symlinkBlob: "is a symbolic link in git HEAD"
            case .fifoObject, .fifoReference: "is a FIFO, not a regular file"
            }
        }
    }

    /// A scratch place: the project, a folder outside it, and the markers' folder.
    struct Place {
        let root: String
        var project: String { root + "/project" }
        var outside: String { root + "/outside" }
        var markers: String { root + "/markers" }
        var script: String { project + "/panel.lua" }

        init() throws {
            root = ScratchFolder.make("segue-hostile-git")
            for folder in [project, outside, markers] {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
        }

        /// A shell script that leaves the marker `name` when it runs, and its path.
        func marker(_ name: String) throws -> String {
            let path = root + "/run-\(name).sh"
            try "#!/bin/sh\ntouch '\(markers)/\(name)'\nexit 1\n".write(toFile: path, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
            return path
        }

        /// The markers left.
        func markersLeft() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: markers).sorted() }
    }

    static let committed = "return segue.transition { duration = 0.3 } -- committed\n"

    /// Runs git in `folder` for the test's own set-up (before anything hostile is configured).
    @discardableResult
    func git(_ folder: String, _ arguments: String...) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder, "-c", "user.name=Segue", "-c", "user.email=segue@example.invalid",
                             "-c", "commit.gpgsign=false", "-c", "init.defaultBranch=main", "-c", "core.hooksPath=/dev/null"]
            + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "git \(arguments.joined(separator: " ")) failed")
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A repository in `folder` with `panel.lua` (`text`) committed.
    func repository(_ folder: String, text: String = committed) throws {
        try git(folder, "init", "-q")
        try text.write(toFile: folder + "/panel.lua", atomically: true, encoding: .utf8)
        try git(folder, "add", "panel.lua")
        try git(folder, "commit", "-q", "-m", "panel")
    }

    /// A partial clone of a repository holding the script, its blob left behind, in the project.
    func partialClone(_ place: Place) throws {
        let origin = place.outside + "/origin"
        try FileManager.default.createDirectory(atPath: origin, withIntermediateDirectories: true)
        try repository(origin)
        try git(origin, "config", "uploadpack.allowFilter", "true")
        try FileManager.default.removeItem(atPath: place.project)
        try git(place.root, "clone", "-q", "--no-checkout", "--filter=blob:none", "file://" + origin, place.project)
        try "return segue.transition { duration = 0.5 }\n".write(toFile: place.script, atomically: true, encoding: .utf8)
    }

    /// Builds the repository of `attack` in `place`.
    func build(_ attack: Attack, in place: Place) throws {
        let config = { (key: String, value: String) throws in try self.git(place.project, "config", key, value) }
        switch attack {
        case .partialCloneUploadPack:
            try partialClone(place)
            try config("remote.origin.uploadpack", try place.marker("uploadpack"))
        case .partialCloneSSHCommand:
            try partialClone(place)
            try config("remote.origin.url", "ssh://git@example.invalid/panel.git")
            try config("core.sshCommand", try place.marker("sshCommand"))
            try config("core.gitProxy", try place.marker("gitProxy"))
        case .partialCloneProtocolAllowed:
            // The repository allows every transport itself: the command line must still win.
            try partialClone(place)
            try config("protocol.allow", "always")
            try config("protocol.file.allow", "always")
            try config("remote.origin.uploadpack", try place.marker("uploadpack"))
        case .fsmonitor:
            try repository(place.project)
            try config("core.fsmonitor", try place.marker("fsmonitor"))
            try config("core.untrackedCache", "true")
        case .filterAndTextconv:
            try repository(place.project)
            try "*.lua filter=x diff=x\n".write(toFile: place.project + "/.gitattributes", atomically: true, encoding: .utf8)
            try git(place.project, "add", ".gitattributes")
            try git(place.project, "commit", "-q", "-m", "attributes")
            for key in ["smudge", "clean", "process"] { try config("filter.x.\(key)", try place.marker("filter-\(key)")) }
            try config("filter.x.required", "true")
            try config("diff.x.textconv", try place.marker("textconv"))
            try config("diff.x.command", try place.marker("diff-command"))
        case .everyHook:
            try repository(place.project)
            let hooks = place.root + "/hooks"
            try FileManager.default.createDirectory(atPath: hooks, withIntermediateDirectories: true)
            for hook in Self.hookNames {
                let script = try place.marker("hook-\(hook)")
                for folder in [hooks, place.project + "/.git/hooks"] {
                    try? FileManager.default.removeItem(atPath: "\(folder)/\(hook)")
                    try FileManager.default.copyItem(atPath: script, toPath: "\(folder)/\(hook)")
                }
            }
            try config("core.hooksPath", hooks)
        case .configuredCommands:
            try repository(place.project)
            for key in ["core.pager", "pager.cat-file", "pager.ls-tree", "pager.rev-parse", "core.askPass",
                        "credential.helper", "diff.external", "core.editor", "sequence.editor", "gpg.program",
                        "gpg.ssh.program", "gpg.x509.program", "core.alternateRefsCommand", "uploadpack.packObjectsHook",
                        "remote.origin.uploadpack", "remote.origin.receivepack", "core.sshCommand", "core.gitProxy"] {
                try config(key, try place.marker(key))
            }
            try config("alias.cat-file", "!" + (try place.marker("alias")))
            try config("remote.origin.url", "ssh://git@example.invalid/panel.git")
        case .gitFileOutside:
            try repository(place.outside)
            try Self.committed.write(toFile: place.script, atomically: true, encoding: .utf8)
            try "gitdir: \(place.outside)/.git\n".write(toFile: place.project + "/.git", atomically: true, encoding: .utf8)
        case .gitLinkOutside:
            try repository(place.outside)
            try Self.committed.write(toFile: place.script, atomically: true, encoding: .utf8)
            try FileManager.default.createSymbolicLink(atPath: place.project + "/.git", withDestinationPath: place.outside + "/.git")
        case .alternatesOutside:
            // The project's repository holds the commit, but the blob only in the outside one.
            try repository(place.outside)
            try git(place.root, "clone", "-q", "--shared", place.outside, place.project)
        case .includedConfigFIFO:
            try repository(place.project)
            let fifo = place.outside + "/config.fifo"
            try #require(mkfifo(fifo, 0o600) == 0)
            try config("include.path", fifo)
        case .includedWorktreeConfig:
            // The include hides in config.worktree, which git reads with worktreeConfig on.
            try repository(place.project)
            try config("extensions.worktreeConfig", "true")
            try config("core.repositoryformatversion", "1")
            let fifo = place.outside + "/config.fifo"
            try #require(mkfifo(fifo, 0o600) == 0)
            try "[include]\n\tpath = \(fifo)\n".write(toFile: place.project + "/.git/config.worktree", atomically: true, encoding: .utf8)
        case .movedWorkTree:
            try repository(place.project)
            try repository(place.outside)
            try config("core.worktree", place.outside)
        case .hugeBlob:
            let line = "-- " + String(repeating: "a", count: 1020) + "\n"
            try repository(place.project, text: String(repeating: line, count: 17 * 1024))
        case .symlinkBlob:
            try git(place.project, "init", "-q")
            try FileManager.default.createSymbolicLink(atPath: place.script, withDestinationPath: "/etc/passwd")
            try git(place.project, "add", "panel.lua")
            try git(place.project, "commit", "-q", "-m", "link")
            try FileManager.default.removeItem(atPath: place.script)
            try Self.committed.write(toFile: place.script, atomically: true, encoding: .utf8)
        case .fifoObject:
            try repository(place.project)
            let object = try git(place.project, "rev-parse", "HEAD:panel.lua")
            let path = place.project + "/.git/objects/" + object.prefix(2) + "/" + object.dropFirst(2)
            try FileManager.default.removeItem(atPath: path)
            try #require(mkfifo(path, 0o600) == 0)
        case .fifoReference:
            try repository(place.project)
            let path = place.project + "/.git/refs/heads/main"
            try FileManager.default.removeItem(atPath: path)
            try #require(mkfifo(path, 0o600) == 0)
        }
    }

    /// Every hook git runs (githooks(5)).
    static let hookNames = [
        "applypatch-msg", "pre-applypatch", "post-applypatch", "pre-commit", "pre-merge-commit", "prepare-commit-msg",
        "commit-msg", "post-commit", "pre-rebase", "post-checkout", "post-merge", "pre-push", "pre-receive", "update",
        "proc-receive", "post-receive", "post-update", "reference-transaction", "push-to-checkout", "pre-auto-gc",
        "post-rewrite", "sendemail-validate", "fsmonitor-watchman", "p4-changelist", "p4-prepare-changelist",
        "p4-post-changelist", "p4-pre-submit", "post-index-change",
    ]

    /// The seconds each git call may take here: far past any correct refusal on however loaded a
    /// machine, so no assertion depends on how fast one comes; a git that blocks (on a FIFO)
    /// shows as the refusal due not being reached, never as a slow run failing.
    static let patience = 3_600.0

    @Test(arguments: Attack.allCases)
    func aHostileRepositoryRunsNothingAndEndsClearly(_ attack: Attack) throws {
        let place = try Place()
        try build(attack, in: place)
        do {
            let read = try CommittedScript.read(place.script, timeLimit: Self.patience)
            if let phrase = attack.error {
                Issue.record("\(attack): read \(read.bytes.count) bytes where an error saying '\(phrase)' was due")
            } else {
                #expect(String(decoding: read.bytes, as: UTF8.self) == Self.committed, "\(attack): the committed text, unfiltered")
            }
        } catch {
            if let phrase = attack.error {
                #expect(error.message.contains(phrase), "\(attack): \(error.message)")
            } else {
                Issue.record("\(attack): \(error.message)")
            }
        }
        #expect(try place.markersLeft() == [], "\(attack) ran a command")
    }

    @Test func thePreviewPageGetsTheErrorAndTheWorkingCopyPlaysOn() async throws {
        let place = try Place()
        try build(.partialCloneUploadPack, in: place)
        let panel = try String(contentsOfFile: Fixtures.example("panel.lua"), encoding: .utf8)
        try panel.write(toFile: place.script, atomically: true, encoding: .utf8)
        let session = try PreviewSession(path: place.script, limits: .scripts)
        _ = await session.open()
        let replies = try await session.handle(#"{"type":"compare","against":"head"}"#).map(JSONParser.parse)
        #expect(replies.map { $0["type"]?.string } == ["error"])
        #expect(replies.first?["context"]?.string == "compare")
        #expect(replies.first?["message"]?.string?.contains("is not in the local object store") == true,
                "\(replies.first?["message"]?.string ?? "")")
        let played = try await session.handle(#"{"type":"play","request":"dismiss"}"#).map(JSONParser.parse)
        #expect(played.map { $0["type"]?.string } == ["take", "error"])
        #expect(try place.markersLeft() == [], "the preview's compare ran the repository's command")
    }

    @Test func theRepositoryCheckItselfRefusesIncludesWhateverTheirSpelling() {
        for text in ["[include]\n\tpath = x", "  [includeIf \"gitdir:/x\"]\n", "[INCLUDE]\n", "[ include ]"] {
            #expect(GitFolder.includesOtherFiles(Array(text.utf8)), "\(text)")
        }
        for text in ["[core]\n\tbare = false\n", "# [include]\n", "[remote \"include\"]\n"] {
            #expect(!GitFolder.includesOtherFiles(Array(text.utf8)), "\(text)")
        }
    }

    /// Every file below `folder` (not following links), relative to it.
    static func files(below folder: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let name = walker.nextObject() as? String {
            var info = stat()
            if lstat(folder + "/" + name, &info) == 0, info.st_mode & S_IFMT == S_IFREG { found.append(name) }
        }
        return found.sorted()
    }

    /// Whether `GitFolder` checks the file at `relative` in the git folder before git runs:
    /// the files git reads to find `HEAD` and its objects.
    static func isChecked(_ relative: String) -> Bool {
        ["HEAD", "config", "packed-refs"].contains(relative) || relative.hasPrefix("refs/") || relative.hasPrefix("objects/")
    }

    /// The compare fuzzer: 80 seeded damages to a repository whose configuration names a
    /// marker command for every key git could run (a file of its git folder replaced by a
    /// FIFO, a link to `/dev/zero` or to a file outside, a folder, emptied, cut, a byte
    /// flipped, garbage added, or removed), each read as the committed text or an error naming
    /// what is wrong — a FIFO or link among the files Segue checks before git runs refused by
    /// that check, naming it — and no marker ever appears.
    @Test func damagedRepositoriesEndClearlyAndRunNothing() throws {
        let base = try Place()
        try build(.configuredCommands, in: base)
        try git(base.project, "config", "core.fsmonitor", try base.marker("fsmonitor"))
        try git(base.project, "config", "remote.origin.promisor", "true")
        try git(base.project, "config", "extensions.partialClone", "origin")
        let outsideFile = base.outside + "/secret.lua"
        try "return 'outside'\n".write(toFile: outsideFile, atomically: true, encoding: .utf8)
        var random = SplitMix(seed: 0xC0FFEE)
        var (read, refused, refusedByTheCheck) = (0, 0, 0)
        for round in 0..<80 {
            let copy = base.root + "/round\(round)"
            try FileManager.default.copyItem(atPath: base.project, toPath: copy)
            let candidates = Self.files(below: copy + "/.git").filter { !$0.hasPrefix("hooks/") && !$0.hasPrefix("logs/") }
            let relative = candidates[Int(random.next() % UInt64(candidates.count))]
            let victim = copy + "/.git/" + relative
            let damage = random.next() % 8
            var bytes = [UInt8](FileManager.default.contents(atPath: victim) ?? Data())
            switch damage {
            case 0: try FileManager.default.removeItem(atPath: victim); try #require(mkfifo(victim, 0o600) == 0)
            case 1: try FileManager.default.removeItem(atPath: victim)
                try FileManager.default.createSymbolicLink(atPath: victim, withDestinationPath: "/dev/zero")
            case 2: try FileManager.default.removeItem(atPath: victim)
                try FileManager.default.createSymbolicLink(atPath: victim, withDestinationPath: outsideFile)
            case 3: try FileManager.default.removeItem(atPath: victim)
                try FileManager.default.createDirectory(atPath: victim, withIntermediateDirectories: false)
            case 4: bytes = Array(bytes.prefix(bytes.count / 2))
            case 5: if !bytes.isEmpty { bytes[Int(random.next() % UInt64(bytes.count))] ^= 0x5a }
            case 6: bytes += (0..<64).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            default: try FileManager.default.removeItem(atPath: victim)
            }
            if (4...6).contains(damage) {
                try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: victim)
                try Data(bytes).write(to: URL(fileURLWithPath: victim))
            }
            let what = "round \(round): damage \(damage) to \(victim.dropFirst(copy.count + 1))"
            do {
                let script = try CommittedScript.read(copy + "/panel.lua", timeLimit: Self.patience)
                read += 1
                #expect(String(decoding: script.bytes, as: UTF8.self) == Self.committed, "\(what): another text")
                #expect(!Self.isChecked(relative) || damage > 2, "\(what): read through a FIFO or link git could block on")
            } catch {
                refused += 1
                #expect(!error.message.isEmpty)
                if damage <= 2, Self.isChecked(relative) {
                    // The refusal's cause: the check before git ran, naming the file and its kind.
                    refusedByTheCheck += 1
                    let kind = damage == 0 ? "a FIFO" : "a symbolic link"
                    #expect(error.message.contains("/.git/\(relative) is \(kind), not a regular file"), "\(what): \(error.message)")
                }
            }
        }
        #expect(read + refused == 80)
        #expect(refused >= 20, "the damages reach what git reads (\(refused) refused)")
        #expect(refusedByTheCheck >= 10, "the damages reach the checked files with FIFOs and links (\(refusedByTheCheck))")
        #expect(try base.markersLeft() == [], "a damaged repository ran a command")
    }
}

/// A small seeded generator (SplitMix64): the same damages on every run.
private struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
