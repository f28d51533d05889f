import Foundation
import Testing

/// Connections that send too much, too slowly or nothing at all: each gets an answer and a
/// close (or a close), and none can keep a new page out. The timeouts are set to 1 s;
/// the tests wait generously for the close and never bound how fast it comes.
@Suite(.serialized) struct PreviewConnectionLimitTests {
    static let cube = SegueProcess.packageRoot.appendingPathComponent("examples/cube.lua").path

    @Test func aHugeRequestLineOrHeaderIsAnsweredAndClosed() throws {
        let server = try PreviewServerProcess(file: Self.cube)
        defer { server.stop() }
        let line = try RawConnection(port: server.port)
        line.send("GET /?token=\(server.token)&" + String(repeating: "a", count: 100_000) + " HTTP/1.1\r\nHost: \(server.host)\r\n\r\n")
        let answer = String(decoding: line.readToEnd(seconds: 30), as: UTF8.self)
        #expect(answer.hasPrefix("HTTP/1.1 414 "), "\(answer.prefix(300))")
        #expect(line.closedByServer)

        let header = try RawConnection(port: server.port)
        header.send("GET /?token=\(server.token) HTTP/1.1\r\nHost: \(server.host)\r\nX-Big: " + String(repeating: "b", count: 100_000) + "\r\n\r\n")
        let headerAnswer = String(decoding: header.readToEnd(seconds: 30), as: UTF8.self)
        #expect(headerAnswer.hasPrefix("HTTP/1.1 431 "), "\(headerAnswer.prefix(300))")
        #expect(header.closedByServer)
        // Many small fields adding up are the same.
        let many = try RawConnection(port: server.port)
        many.send("GET / HTTP/1.1\r\n" + String(repeating: "X-A: 0123456789\r\n", count: 5_000) + "\r\n")
        #expect(String(decoding: many.readToEnd(seconds: 30), as: UTF8.self).hasPrefix("HTTP/1.1 431 "))
    }

    @Test func halfSentAndIdleConnectionsAreClosedAfterTheTimeout() throws {
        let server = try PreviewServerProcess(file: Self.cube, arguments: ["--request-timeout", "1"])
        defer { server.stop() }
        let half = try RawConnection(port: server.port)
        half.send("GET /?token=\(server.token) HTTP/1.1\r\nHost: \(server.host)\r\nX-Slow: ")
        let idle = try RawConnection(port: server.port)
        // A slow drip that never completes its head is held to the same limit.
        let drip = try RawConnection(port: server.port)
        drip.send("GET / HTTP/1.1\r\n")
        let answered = try RawConnection(port: server.port)
        answered.send("GET /favicon.ico?token=\(server.token) HTTP/1.1\r\nHost: \(server.host)\r\n\r\n")
        #expect(answered.readResponse()?.head.statusCode == 204)

        for _ in 0..<10 where !drip.closedByServer {
            drip.send("X-Drip: 1\r\n")
            Thread.sleep(forTimeInterval: 0.3)
        }
        let halfAnswer = String(decoding: half.readToEnd(seconds: 60), as: UTF8.self)
        #expect(half.closedByServer, "a half-sent request is still open after 60 s")
        #expect(halfAnswer.isEmpty || halfAnswer.hasPrefix("HTTP/1.1 408 "), "\(halfAnswer)")
        _ = idle.readToEnd(seconds: 60)
        #expect(idle.closedByServer, "an idle connection is still open after 60 s")
        _ = drip.readToEnd(seconds: 60)
        #expect(drip.closedByServer, "a dripping request is still open after 60 s")
        // A kept-alive connection idle after its answer is closed too.
        _ = answered.readToEnd(seconds: 60)
        #expect(answered.closedByServer)
    }

    @Test func slowAndIdleConnectionsCannotKeepANewPageOut() throws {
        let server = try PreviewServerProcess(file: Self.cube)
        defer { server.stop() }
        var crowd: [RawConnection] = []
        for index in 0..<150 {
            let connection = try RawConnection(port: server.port)
            if index.isMultiple(of: 2) { connection.send("GET / HTTP/1.1\r\nHost: ") }
            crowd.append(connection)
        }
        // Well inside the default 10 s timeout, a new page still loads and goes live.
        let page = try RawConnection(port: server.port)
        page.send("GET /?token=\(server.token) HTTP/1.1\r\nHost: \(server.host)\r\n\r\n")
        #expect(page.readResponse()?.head.statusCode == 200)
        let socket = try RawWebSocket(port: server.port, target: "/live?token=\(server.token)", host: server.host, origin: server.origin)
        #expect(socket.upgraded, "\(socket.response)")
        #expect(socket.next(where: { $0.type == "take" }) != nil)
        // The oldest waiting connections were dropped to make room.
        #expect(crowd.prefix(50).contains { $0.readToEnd(seconds: 1).isEmpty && $0.closedByServer })
    }
}
