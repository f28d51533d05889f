import Testing
import SegueCore

/// `segue --version` and Lua's `segue.version` say the library's version.
@Suite struct VersionCommandTests {
    @Test func versionPrintsTheLibrarysVersion() throws {
        let result = try SegueProcess.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == SegueVersion.current + "\n")
    }
}
