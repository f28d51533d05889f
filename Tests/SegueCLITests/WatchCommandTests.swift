import Foundation
import Testing

/// `segue test --watch`: a save runs the specs it affects again, with a one-line summary.
@Suite struct WatchCommandTests {
    @Test func aSaveRunsTheSavedSpecAgainAndAnotherFileRunsThemAll() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("a_spec.lua").path
        let b = folder.appendingPathComponent("b_spec.lua").path
        let helper = folder.appendingPathComponent("helper.lua").path
        try "it('a', function() expect(1):equals(1) end)\n".write(toFile: a, atomically: true, encoding: .utf8)
        try "it('b', function() expect(2):equals(2) end)\n".write(toFile: b, atomically: true, encoding: .utf8)

        // While the watcher runs (it is stopped after 6 s): an editor's atomic save of one
        // spec, then a new file that is not a spec.
        DispatchQueue.global().async {
            usleep(2_000_000)
            try? "it('a', function() expect(1):equals(3) end)\n".write(toFile: a, atomically: true, encoding: .utf8)
            usleep(1_500_000)
            try? "return {}\n".write(toFile: helper, atomically: true, encoding: .utf8)
        }
        let result = try SegueProcess.runBounded(["test", folder.path, "--watch"], seconds: 6)
        let summaries = result.stdout.split(separator: "\n").filter { $0.hasPrefix("[watch] ") && $0.contains("waiting") }
        #expect(summaries.count == 3, "\(result.stdout)")
        guard summaries.count == 3 else { return }
        #expect(summaries[0].hasPrefix("[watch] 2 passed, 0 failed"))
        // The saved spec alone ran again, and failed.
        #expect(summaries[1].hasPrefix("[watch] 0 passed, 1 failed"))
        #expect(result.stdout.contains("a_spec.lua changed: running"))
        // Another file: every spec ran.
        #expect(summaries[2].hasPrefix("[watch] 1 passed, 1 failed"))
        #expect(result.stdout.contains("helper.lua changed: running every spec"))
    }

    @Test func watchPrintsTheTerminalReportOnly() throws {
        let result = try SegueProcess.run(["test", "examples", "--watch", "--reporter", "tap"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--watch"))
    }
}
