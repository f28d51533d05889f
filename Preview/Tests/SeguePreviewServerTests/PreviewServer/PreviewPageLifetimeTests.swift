import Foundation
import Testing

/// Work for a page happens only while the page is there, and only when something changed:
/// a file that does not load is loaded once per change (never in a loop, never after the
/// page left), and an error that does not change reaches the page once.
@Suite(.serialized) struct PreviewPageLifetimeTests {
    static let slide = SegueProcess.packageRoot.appendingPathComponent("Tests/Fixtures/preview/slide.lua").path

    /// The slide fixture printing `loaded` (to the server's stderr) each time it is loaded.
    func loudSlide() throws -> String {
        "print(\"loaded\")\n" + (try String(contentsOfFile: Self.slide, encoding: .utf8))
    }

    func loads(_ server: PreviewServerProcess) -> Int { server.stderr.split(separator: "\n").filter { $0 == "loaded" }.count }

    func openPage(_ server: PreviewServerProcess) throws -> RawWebSocket {
        try RawWebSocket(port: server.port, target: "/live?token=\(server.token)", host: server.host, origin: server.origin)
    }

    /// Broken saves: one that raises, one that loops until its budget stops it (what kept
    /// two cores busy for pages long gone).
    static let brokenSaves = [("error(\"broken on purpose\")", "broken on purpose"), ("while true do end", "time budget")]

    @Test(arguments: brokenSaves)
    func aBrokenFileIsLoadedOncePerChangeAndNotAfterThePageLeft(broken: String, says: String) throws {
        let path = try SegueProcess.temporaryScript(try loudSlide(), name: "slide.lua")
        let server = try PreviewServerProcess(file: path, arguments: ["--hook-budget", "0.3"])
        defer { server.stop() }
        #expect(loads(server) == 1, "\(server.stderr)")
        // Broken after the server started: a page that opens now cannot get a session.
        try "print(\"loaded\")\n\(broken)\n".write(toFile: path, atomically: true, encoding: .utf8)
        let page = try openPage(server)
        #expect(page.upgraded, "\(page.response)")
        let error = page.next(where: { $0.type == "error" })
        #expect(error?.text.contains(says) == true, "\(error?.text ?? "no error")")
        // Said once: nothing more comes while the file stays as it is.
        let more = page.frames(for: 1.5)
        #expect(more.isEmpty, "\(more.count) more messages: \(more.prefix(3).map(\.text))")
        page.leave()
        // Whatever the server still had under way for the page ends; then nothing is loaded again.
        Thread.sleep(forTimeInterval: 1)
        let settled = loads(server)
        Thread.sleep(forTimeInterval: 2)
        #expect(loads(server) == settled, "the file was loaded \(loads(server) - settled) times after the page left")
        #expect(settled <= 3, "a broken file was loaded \(settled) times for one page")
        #expect(server.stop(), "SIGTERM did not stop the server")
    }

    @Test func aMissingFileReachesThePageOnceAndItsReturnClearsIt() throws {
        let path = try SegueProcess.temporaryScript(try String(contentsOfFile: Self.slide, encoding: .utf8), name: "slide.lua")
        let server = try PreviewServerProcess(file: path)
        defer { server.stop() }
        let page = try openPage(server)
        #expect(page.next(where: { $0.type == "take" }) != nil)
        try FileManager.default.removeItem(atPath: path)
        let error = page.next(where: { $0.type == "error" })
        #expect(error?.text.contains("missing") == true, "\(error?.text ?? "no error")")
        let more = page.frames(for: 1.5).filter { $0.type == "error" }
        #expect(more.isEmpty, "\(more.count) more error messages for one missing file")
        try String(contentsOfFile: Self.slide, encoding: .utf8).write(toFile: path, atomically: true, encoding: .utf8)
        #expect(page.next(where: { $0.type == "clear-error" }) != nil)
    }

    @Test func anOpenPageThatNeverAnswersDoesNotKeepTheServerFromStopping() throws {
        let server = try PreviewServerProcess(file: Self.slide)
        defer { server.stop() }
        let page = try openPage(server)
        #expect(page.next(where: { $0.type == "take" }) != nil)
        // The page neither leaves nor answers the server's close: SIGTERM still ends the run.
        #expect(server.stop(), "SIGTERM did not stop the server while a page was open")
        #expect(server.process.terminationStatus == 0)
    }
}
