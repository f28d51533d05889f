import Foundation
import Testing
import SegueCore
import TestScratch

/// `segue --version` and Lua's `segue.version` say the library's version, and the commit the
/// binary was built from when its build left a `segue.commit` beside it.
@Suite struct VersionCommandTests {
    @Test func versionPrintsTheLibrarysVersion() throws {
        let result = try SegueProcess.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == SegueVersion.current + "\n")
    }

    /// A copy of the binary with a `segue.commit` beside it, as `scripts/segue` and
    /// `scripts/install` leave one.
    private func copy(commitFile: String?) throws -> URL {
        let folder = URL(fileURLWithPath: ScratchFolder.make("version"))
        let binary = folder.appendingPathComponent("segue")
        try FileManager.default.copyItem(at: SegueProcess.executable, to: binary)
        if let commitFile {
            try commitFile.write(to: folder.appendingPathComponent("segue.commit"), atomically: true, encoding: .utf8)
        }
        return binary
    }

    @Test func versionNamesTheCommitTheBuildRecorded() throws {
        let binary = try copy(commitFile: "82e233a4c0de+changes\n")
        let result = try SegueProcess.run(program: binary, arguments: ["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == SegueVersion.current + " (commit 82e233a4c0de+changes)\n")
    }

    @Test(arguments: ["", "not a commit\n", "abc\u{1b}[2J\n", String(repeating: "a", count: 200)])
    func aCommitFileThatHoldsNoCommitIsIgnored(text: String) throws {
        let binary = try copy(commitFile: text)
        let result = try SegueProcess.run(program: binary, arguments: ["--version"])
        #expect(result.stdout == SegueVersion.current + "\n")
    }
}
