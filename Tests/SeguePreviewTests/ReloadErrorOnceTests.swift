import Foundation
import Glibc
import Testing
import Segue
import SegueCore
@testable import SeguePreview

/// A reload error that does not change is sent once, not at every poll: a missing file, a
/// FIFO in the script's place. The next change that loads clears it, and a new failure
/// after that is sent again.
@Suite struct ReloadErrorOnceTests {
    /// The messages of `count` polls, 5 ms apart (a second of a page's polling at 200).
    func poll(_ session: PreviewSession, times count: Int) async throws -> [String] {
        var messages: [String] = []
        for _ in 0..<count {
            messages += await session.poll()
            try await Task.sleep(for: .milliseconds(5))
        }
        return messages
    }

    func types(_ messages: [String]) throws -> [String] {
        try messages.map { try JSONParser.parse($0)["type"]?.string ?? "" }
    }

    @Test func aMissingFileIsReportedOnceUntilItComesBack() async throws {
        let path = try Fixtures.temporaryScript(try Fixtures.slide())
        let session = try PreviewSession(path: path, limits: .scripts)
        _ = await session.open()
        try FileManager.default.removeItem(atPath: path)
        let whileMissing = try await poll(session, times: 100)
        #expect(try types(whileMissing) == ["error"], "\(whileMissing.count) messages while the file is missing")
        #expect(whileMissing.first?.contains("is missing") == true)

        try Fixtures.slide(alpha: "0").write(toFile: path, atomically: true, encoding: .utf8)
        let back = try await poll(session, times: 100)
        #expect(try types(back) == ["clear-error", "take"])
        // Missing again after it came back: said again, once; back with the same text
        // (nothing to reload), the error clears.
        try FileManager.default.removeItem(atPath: path)
        #expect(try types(try await poll(session, times: 60)) == ["error"])
        try Fixtures.slide(alpha: "0").write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try types(try await poll(session, times: 60)) == ["clear-error"])
    }

    @Test func aBrokenVersionStillShowsItsErrorWhenTheFileComesBackUnchanged() async throws {
        let path = try Fixtures.temporaryScript(try Fixtures.slide())
        let session = try PreviewSession(path: path, limits: .scripts)
        _ = await session.open()
        try Fixtures.slide(alpha: "0 +").write(toFile: path, atomically: true, encoding: .utf8)
        let broken = try await poll(session, times: 100)
        #expect(try types(broken) == ["error"])
        try FileManager.default.removeItem(atPath: path)
        #expect(try types(try await poll(session, times: 60)) == ["error"])
        try Fixtures.slide(alpha: "0 +").write(toFile: path, atomically: true, encoding: .utf8)
        let back = try await poll(session, times: 60)
        #expect(back == broken, "\(back)")
    }

    @Test func aFIFOInTheScriptsPlaceIsReportedOnce() async throws {
        let path = try Fixtures.temporaryScript(try Fixtures.slide())
        let session = try PreviewSession(path: path, limits: .scripts)
        _ = await session.open()
        try FileManager.default.removeItem(atPath: path)
        #expect(mkfifo(path, 0o600) == 0)
        let messages = try await poll(session, times: 100)
        #expect(try types(messages) == ["error"], "\(messages.count) messages with a FIFO in the script's place")
        // The file back as it was: the error clears.
        try FileManager.default.removeItem(atPath: path)
        try Fixtures.slide().write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try types(try await poll(session, times: 60)) == ["clear-error"])
    }
}
