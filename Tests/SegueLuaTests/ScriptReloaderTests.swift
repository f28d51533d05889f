import Foundation
import SegueCore
@testable import SegueLua
import Testing

/// Hot reload: every way an editor saves is seen, unchanged saves are skipped, a broken
/// version never replaces the last good one, and the fix is picked up.
@Suite struct ScriptReloaderTests {
    /// A script whose duration is `duration`, requiring `module` when given.
    static func script(duration: Double, requiring module: String? = nil) -> String {
        """
        \(module.map { "local helper = require(\"\($0)\")" } ?? "")
        return segue.transition {
          duration = \(duration),
          animation = function(ctx) end,
        }
        """
    }

    /// Waits (up to 2 s of real time) until the reloader reports something other than
    /// `.unchanged`, polling its watcher as the REPL does.
    func waitForOutcome(_ reloader: ScriptReloader, accept: (TransitionScript) throws -> Void = { _ in }) -> ScriptReloader.Outcome {
        let start = Date()
        while Date().timeIntervalSince(start) < 2 {
            let outcome = reloader.check(accept: accept)
            if case .unchanged = outcome {
                usleep(2_000)
                continue
            }
            return outcome
        }
        return .unchanged
    }

    func reloadedDuration(_ outcome: ScriptReloader.Outcome) -> Double? {
        if case .reloaded(let script, _) = outcome { return script.duration }
        return nil
    }

    @Test func anAtomicSaveByRenameIsPickedUp() throws {
        let path = try writeScript(Self.script(duration: 0.3))
        let reloader = try ScriptReloader(path: path)
        try Self.script(duration: 0.5).write(toFile: path + ".swp", atomically: false, encoding: .utf8)
        rename(path + ".swp", path)
        #expect(reloadedDuration(waitForOutcome(reloader)) == 0.5)
        #expect(reloader.script.duration == 0.5)
    }

    @Test func aWriteInPlaceIsPickedUp() throws {
        let path = try writeScript(Self.script(duration: 0.3))
        let reloader = try ScriptReloader(path: path)
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(Self.script(duration: 0.7).utf8))
        try handle.close()
        #expect(reloadedDuration(waitForOutcome(reloader)) == 0.7)
    }

    @Test func aFileThatDisappearsForAMomentKeepsTheLastGoodVersionThenReloads() throws {
        let path = try writeScript(Self.script(duration: 0.3))
        let reloader = try ScriptReloader(path: path)
        try FileManager.default.removeItem(atPath: path)
        guard case .missing(let file) = waitForOutcome(reloader) else {
            Issue.record("a missing file must be reported as missing")
            return
        }
        #expect(file == path)
        #expect(reloader.script.duration == 0.3)
        try Self.script(duration: 0.9).write(toFile: path, atomically: false, encoding: .utf8)
        #expect(reloadedDuration(waitForOutcome(reloader)) == 0.9)
    }

    @Test func aSaveThatChangesNothingIsSkipped() throws {
        let text = Self.script(duration: 0.3)
        let path = try writeScript(text)
        let reloader = try ScriptReloader(path: path)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        // The event arrives and is debounced; the text is the same, so nothing happens.
        let start = Date()
        while Date().timeIntervalSince(start) < 0.2 {
            if case .unchanged = reloader.check(accept: { _ in Issue.record("an unchanged save must not load") }) {} else {
                Issue.record("an unchanged save must report unchanged")
            }
            usleep(5_000)
        }
        #expect(reloader.deadline == nil)
    }

    @Test func aBrokenSaveKeepsTheLastGoodVersionAndTheFixRecovers() throws {
        let path = try writeScript(Self.script(duration: 0.3))
        let reloader = try ScriptReloader(path: path)
        let good = reloader.script
        try "return segue.transition {\n  duration = ,\n}\n".write(toFile: path, atomically: true, encoding: .utf8)
        guard case .failed(let error, _) = waitForOutcome(reloader) else {
            Issue.record("a syntax error must fail the reload")
            return
        }
        let lua = try #require(error as? LuaError)
        #expect(lua.file == path && lua.line == 2, "\(lua)")
        #expect(reloader.script === good)
        try Self.script(duration: 0.4).write(toFile: path, atomically: true, encoding: .utf8)
        #expect(reloadedDuration(waitForOutcome(reloader)) == 0.4)
    }

    @Test func aVersionTheCallerRefusesIsNotSwappedIn() throws {
        let path = try writeScript(Self.script(duration: 0.3))
        let reloader = try ScriptReloader(path: path)
        try Self.script(duration: 0.6).write(toFile: path, atomically: true, encoding: .utf8)
        let outcome = waitForOutcome(reloader) { _ in throw LuaScriptError("no scene") }
        guard case .failed = outcome else {
            Issue.record("a refused version must be reported as failed")
            return
        }
        #expect(reloader.script.duration == 0.3)
    }

    @Test func aRequiredModuleIsWatchedToo() throws {
        let path = try writeScript(Self.script(duration: 0.3, requiring: "helper"))
        let folder = (path as NSString).deletingLastPathComponent
        try "return { offset = 1 }\n".write(toFile: folder + "/helper.lua", atomically: true, encoding: .utf8)
        let reloader = try ScriptReloader(path: path)
        #expect(reloader.files.contains(folder + "/helper.lua"))
        try "return { offset = 2 }\n".write(toFile: folder + "/helper.lua", atomically: true, encoding: .utf8)
        guard case .reloaded(_, let changed) = waitForOutcome(reloader) else {
            Issue.record("a change to a required module must reload the script")
            return
        }
        #expect(changed == [folder + "/helper.lua"])
    }

    @Test func manySavesInABurstMakeOneReload() throws {
        let path = try writeScript(Self.script(duration: 0.3))
        let reloader = try ScriptReloader(path: path, debounce: 5)
        var loads = 0
        for step in 1...5 {
            try Self.script(duration: 0.3 + Double(step) / 10).write(toFile: path, atomically: true, encoding: .utf8)
        }
        // Every event queued is read at once: one reload, of the last text, without waiting
        // for the (long) debounce, because the last save completed (renamed into place).
        let outcome = reloader.check { _ in loads += 1 }
        #expect(reloadedDuration(outcome) == 0.8)
        #expect(loads == 1)
    }

    @Test func aCompletedSaveIsTriedAtOnceAndAnOpenWriteWaits() throws {
        let path = try writeScript(Self.script(duration: 0.3))
        let reloader = try ScriptReloader(path: path, debounce: 5)
        // Written but not closed yet: a save under way, so nothing is tried before the
        // debounce.
        let file = try #require(fopen(path, "w"))
        let text = Self.script(duration: 0.6)
        _ = text.withCString { fputs($0, file) }
        fflush(file)
        let start = ScriptReloader.now()
        if case .unchanged = reloader.check(now: start, accept: { _ in }) {} else {
            Issue.record("a file still open for writing was reloaded")
        }
        #expect(reloader.deadline.map { $0 >= start + 4 } == true)
        // Closed: the save is complete and due at once.
        fclose(file)
        let outcome = reloader.check(now: ScriptReloader.now()) { _ in }
        #expect(reloadedDuration(outcome) == 0.6)
    }
}
