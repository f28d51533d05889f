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
