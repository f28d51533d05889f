import Foundation
import SegueCore
@testable import SegueLua
import Testing

/// Watching costs a `stat` a file while nothing changes: an idle check reads no file, and a
/// save reads only the file it changed — yet every way of saving is still seen.
@Suite struct IdleWatchTests {
    static let script = """
        local helper = require("helper")
        local other = require("other")
        return segue.transition {
          duration = 0.3,
          animation = function(ctx) end,
        }
        """

    @Test func idleChecksReadNothingAndASaveReadsOnlyItsFile() throws {
        let path = try writeScript(Self.script)
        let folder = (path as NSString).deletingLastPathComponent
        try "return { offset = 1 }\n".write(toFile: folder + "/helper.lua", atomically: true, encoding: .utf8)
        try "return { offset = 1 }\n".write(toFile: folder + "/other.lua", atomically: true, encoding: .utf8)
        let reloader = try ScriptReloader(path: path, debounce: 0)
        #expect(reloader.files.count == 3)
        let loaded = reloader.filesRead
        for _ in 0..<200 {
            guard case .unchanged = reloader.reload(accept: { _ in }) else {
                Issue.record("an idle check reloaded")
                return
            }
        }
        #expect(reloader.filesRead == loaded, "200 idle checks read \(reloader.filesRead - loaded) files")
        try "return { offset = 2 }\n".write(toFile: folder + "/helper.lua", atomically: true, encoding: .utf8)
        guard case .reloaded(_, let changed) = reloader.reload(accept: { _ in }) else {
            Issue.record("a saved module was not seen")
            return
        }
        #expect(changed == [folder + "/helper.lua"])
        // The module read, then the new version's load (which reads through `require`, not here).
        #expect(reloader.filesRead == loaded + 1)
        let reloaded = reloader.filesRead
        for _ in 0..<50 { _ = reloader.reload(accept: { _ in }) }
        #expect(reloader.filesRead == reloaded)
    }

    @Test func aRewriteInPlaceKeepingSizeAndTimesIsStillSeen() throws {
        let path = try writeScript(Self.script.replacingOccurrences(of: "local other = require(\"other\")\n", with: ""))
        let folder = (path as NSString).deletingLastPathComponent
        let helper = folder + "/helper.lua"
        try "return { offset = 1 }\n".write(toFile: helper, atomically: true, encoding: .utf8)
        let reloader = try ScriptReloader(path: path, debounce: 0)
        var before = stat()
        stat(helper, &before)
        // Same size, written in place, its modification time put back: only the watcher (and
        // the status-change time) can tell.
        let handle = try #require(FileHandle(forWritingAtPath: helper))
        try handle.write(contentsOf: Data("return { offset = 7 }\n".utf8))
        try handle.close()
        var times = [before.st_atim, before.st_mtim]
        utimensat(AT_FDCWD, helper, &times, 0)
        guard case .reloaded(_, let changed) = reloader.reload(accept: { _ in }) else {
            Issue.record("a rewrite in place was not seen")
            return
        }
        #expect(changed == [helper])
    }
}
