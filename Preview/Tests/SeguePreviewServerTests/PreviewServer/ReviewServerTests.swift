import Foundation
import Testing

/// `segue test --review`'s server (`segue-preview --review FOLDER`) spoken to in raw HTTP: an
/// accept is a POST that passes only with the secret and the page's own Origin, it writes the
/// golden from the run's file and leaves the other failing golden listed, and an id or a file
/// name outside the folder is refused.
@Suite(.serialized) struct ReviewServerTests {
    /// A folder whose `__goldens__` holds two failing goldens, `a` and `b` (real traces of the
    /// examples standing in for a golden and a run).
    static func folder() throws -> String {
        let folder = ScratchFolder.make("review")
        let goldens = folder + "/__goldens__"
        try FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
        let examples = SegueProcess.packageRoot.appendingPathComponent("examples/__goldens__").path
        for name in ["a", "b"] {
            try FileManager.default.copyItem(atPath: examples + "/cube.timed.trace", toPath: "\(goldens)/\(name).trace")
            try FileManager.default.copyItem(atPath: examples + "/deck.timed.trace", toPath: "\(goldens)/\(name).actual.trace")
        }
        return folder
    }

    func post(_ server: PreviewServerProcess, _ target: String, origin: String?) throws -> (head: String, body: String)? {
        let connection = try RawConnection(port: server.port)
        let originField = origin.map { "Origin: \($0)\r\n" } ?? ""
        connection.send("POST \(target) HTTP/1.1\r\nHost: \(server.host)\r\n\(originField)"
            + "Cookie: segue_preview_\(server.port)=\(server.token)\r\nContent-Length: 0\r\n\r\n")
        return connection.readResponse()
    }

    func get(_ server: PreviewServerProcess, _ target: String) throws -> (head: String, body: String)? {
        let connection = try RawConnection(port: server.port)
        connection.send("GET \(target) HTTP/1.1\r\nHost: \(server.host)\r\nCookie: segue_preview_\(server.port)=\(server.token)\r\n\r\n")
        return connection.readResponse()
    }

    /// A port no one listens on now: the kernel's pick for a socket bound to port 0, closed.
    static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard fd >= 0, bound else { throw PreviewServerProcess.Failure(description: "no free port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Issue 45: `segue test --review --port N`, as docs/preview.md shows it, was refused as an
    /// unknown option; it listens on N and serves the review page there.
    @Test func segueTestReviewListensOnThePortGiven() throws {
        let folder = try Self.folder()
        let port = try Self.freePort()
        let server = try PreviewServerProcess(arguments: ["test", "--review", folder, "--port", String(port)], banner: "Review at ",
                                              executable: SegueProcess.executable)
        defer { server.stop() }
        #expect(server.port == port)
        let listing = try #require(try get(server, "/goldens"))
        #expect(listing.head.contains(" 200 ") && listing.body.contains("\(folder)/__goldens__/a.trace"), "\(listing)")
        // Without --review, --port has nothing to say: a usage error.
        let alone = try SegueProcess.run(["test", folder, "--port", String(port)])
        #expect(alone.status == 2 && alone.stderr.contains("give it with --review"), "\(alone.stderr)")
    }

    @Test func anAcceptFromThePageWritesOneGoldenAndLeavesTheOther() throws {
        let folder = try Self.folder()
        let server = try PreviewServerProcess(arguments: ["--review", folder, "--port", "0"], banner: "Review at ")
        defer { server.stop() }
        let a = "\(folder)/__goldens__/a.trace", b = "\(folder)/__goldens__/b.trace"
        let encoded = a.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? a
        let golden = try Data(contentsOf: URL(fileURLWithPath: a))
        let listing = try #require(try get(server, "/goldens"))
        #expect(listing.head.contains(" 200 ") && listing.body.contains(a) && listing.body.contains(b), "\(listing)")

        // The secret without the page's Origin, or with another's, writes nothing.
        #expect(try post(server, "/accept?id=\(encoded)", origin: nil)?.head.contains(" 403 ") == true)
        #expect(try post(server, "/accept?id=\(encoded)", origin: "http://evil.example")?.head.contains(" 403 ") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: a)) == golden)

        let accepted = try #require(try post(server, "/accept?id=\(encoded)", origin: server.origin))
        #expect(accepted.head.contains(" 200 "), "\(accepted)")
        let run = try Data(contentsOf: SegueProcess.packageRoot.appendingPathComponent("examples/__goldens__/deck.timed.trace"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: a)) == run)
        #expect(!FileManager.default.fileExists(atPath: "\(folder)/__goldens__/a.actual.trace"))
        let after = try #require(try get(server, "/goldens"))
        #expect(!after.body.contains(a) && after.body.contains(b), "\(after)")

        // Names outside the folder are refused, and touch nothing.
        #expect(try post(server, "/accept?id=..%2F..%2Fetc%2Fpasswd", origin: server.origin)?.head.contains(" 409 ") == true)
        let bEncoded = b.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? b
        #expect(try get(server, "/file?id=\(bEncoded)&name=..%2Fb.trace")?.head.contains(" 404 ") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: b)) == golden)
    }
}
