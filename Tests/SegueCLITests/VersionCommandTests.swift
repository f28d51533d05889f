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
    ///
    /// The copy is written through a descriptor opened close-on-exec: a copy whose descriptor
    /// leaked into a process another test spawned at that moment stayed open for writing in
    /// that process, and running the copy then failed with "Text file busy" (ETXTBSY).
    private func copy(commitFile: String?) throws -> URL {
        let folder = URL(fileURLWithPath: ScratchFolder.make("version"))
        let binary = folder.appendingPathComponent("segue")
        let bytes = try Data(contentsOf: SegueProcess.executable)
        let descriptor = open(binary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        try bytes.withUnsafeBytes { buffer in
            var done = 0
            while done < buffer.count {
                let wrote = write(descriptor, buffer.baseAddress! + done, buffer.count - done)
                guard wrote > 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
                done += wrote
            }
        }
        if let commitFile {
            try commitFile.write(to: folder.appendingPathComponent("segue.commit"), atomically: true, encoding: .utf8)
        }
        return binary
    }

    @Test func versionNamesTheCommitTheBuildRecorded() throws {
        let binary = try copy(commitFile: "82e233a4c0de+changes\n")
        let result = try run(binary)
        #expect(result.status == 0)
        #expect(result.stdout == SegueVersion.current + " (commit 82e233a4c0de+changes)\n")
    }

    @Test(arguments: ["", "not a commit\n", "abc\u{1b}[2J\n", String(repeating: "a", count: 200)])
    func aCommitFileThatHoldsNoCommitIsIgnored(text: String) throws {
        let binary = try copy(commitFile: text)
        let result = try run(binary)
        #expect(result.stdout == SegueVersion.current + "\n")
    }

    /// `binary --version`. A process another test forks between our `open` and its own `exec`
    /// still holds the copy's descriptor for that instant, so "Text file busy" is tried again,
    /// for at most two seconds.
    private func run(_ binary: URL) throws -> SegueProcess.Result {
        var attempts = 0
        while true {
            do {
                return try SegueProcess.run(program: binary, arguments: ["--version"])
            } catch let error as NSError where attempts < 100 && Self.isTextFileBusy(error) {
                attempts += 1
                usleep(20_000)
            }
        }
    }

    private static func isTextFileBusy(_ error: NSError) -> Bool {
        if error.domain == NSPOSIXErrorDomain && error.code == Int(ETXTBSY) { return true }
        guard let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError else { return false }
        return isTextFileBusy(underlying)
    }
}
