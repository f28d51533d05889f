import Foundation
import Testing
import TestScratch

/// Issue 40, "Also": the golden review's search opens at most 20,000 folders. It used to stop
/// there silently, so `segue test --accept all` in a larger tree said "none is failing" (exit
/// 1, but the words a passing project gets) while goldens past the limit were failing. Now the
/// search says where it stopped, and `--accept` never claims that nothing fails after it.
@Suite struct GoldenSearchLimitCommandTests {
    @Test func acceptAfterAnIncompleteSearchSaysWhereItStopped() throws {
        let root = ScratchFolder.make("search") + "/project"
        let files = FileManager.default
        // 20,001 folders before the one holding the failing goldens (name order: "a…" < "z").
        for index in 0...20_000 {
            try files.createDirectory(atPath: root + String(format: "/a%05d", index), withIntermediateDirectories: true)
        }
        let goldens = root + "/zz/__goldens__"
        try files.createDirectory(atPath: goldens, withIntermediateDirectories: true)
        for name in ["one", "two", "three"] {
            try "segue-golden 1\n".write(toFile: goldens + "/\(name).actual.trace", atomically: false, encoding: .utf8)
        }
        let result = try SegueProcess.run(["test", "--accept", "all"], in: root)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(!result.stderr.contains("none is failing"), "\(result.stderr)")
        #expect(result.stderr.contains("the search for failing goldens stopped short: ./a19999: not looked into, nor any folder after it in name order: the search stops after 20000 folders"),
                "\(result.stderr)")
        // Named as the folder to give, the goldens past the limit are found.
        let named = try SegueProcess.run(["test", "--accept", "all", "zz"], in: root)
        #expect(!named.stderr.contains("stopped short"), "\(named.stderr)")
        #expect((named.stdout + named.stderr).contains("zz/__goldens__/one"), "\(named.stdout)\(named.stderr)")
    }
}
