import Foundation
import Testing

/// What a page's WebSocket may send: malformed, binary, huge and flooding messages each end
/// in an error message or a close, and the server goes on serving new pages.
@Suite(.serialized) struct PreviewWebSocketAbuseTests {
    static let cube = SegueProcess.packageRoot.appendingPathComponent("examples/cube.lua").path

    func openPage(_ server: PreviewServerProcess) throws -> RawWebSocket {
        let socket = try RawWebSocket(port: server.port, target: "/live?token=\(server.token)", host: server.host, origin: server.origin)
        #expect(socket.upgraded, "\(socket.response)")
        #expect(socket.next(where: { $0.type == "take" }) != nil, "no first take")
        return socket
    }

    /// A fresh page still opens: the server survived.
    func expectServing(_ server: PreviewServerProcess) throws {
        let socket = try openPage(server)
        socket.leave()
    }

    @Test func malformedAndBinaryMessagesGetAnErrorEachAndThePageGoesOn() throws {
        let server = try PreviewServerProcess(file: Self.cube)
        defer { server.stop() }
        let socket = try openPage(server)
        let texts = ["", "{", "[]", "null", "{\"type\":1}", String(repeating: "[", count: 10_000), "{\"type\":\"play\",\"request\":\"\u{0}\"}"]
        for text in texts {
            socket.send(text: text)
            let reply = socket.next(where: { _ in true })
            #expect(reply?.type == "error", "\(text.prefix(40).debugDescription): \(reply?.text.prefix(200) ?? "nothing")")
        }
        socket.send(opcode: 2, [0, 1, 2, 3])
        let binary = socket.next(where: { _ in true })
        #expect(binary?.type == "error" && binary?.text.contains("binary") == true, "\(binary?.text ?? "nothing")")
        // Invalid UTF-8 in a text frame is an error or a close, never a crash.
        socket.send(opcode: 1, [0xFF, 0xFE, 0x7B])
        _ = socket.next(seconds: 5)
        try expectServing(server)
        #expect(server.stop(), "SIGTERM did not stop the server")
    }

    @Test func aHugeFrameClosesThePageAndTheServerGoesOn() throws {
        let server = try PreviewServerProcess(file: Self.cube)
        defer { server.stop() }
        let socket = try openPage(server)
        socket.send(opcode: 1, Array(repeating: UInt8(ascii: "a"), count: 4 << 20))
        let close = socket.next(within: 30) { $0.opcode == 8 }
        #expect(close != nil || socket.connection.closedByServer, "a 4 MB frame did not close the socket")
        // A message split into frames that add up past the limit is the same.
        let split = try openPage(server)
        for _ in 0..<40 { split.send(opcode: 0, Array(repeating: UInt8(ascii: "a"), count: 4_000), fin: false) }
        split.send(opcode: 1, [], fin: false)
        _ = split.frames(for: 5)
        try expectServing(server)
        #expect(server.stop(), "SIGTERM did not stop the server")
    }

    @Test func aFloodOfMessagesEndsWithAnErrorAndAClose() throws {
        let server = try PreviewServerProcess(file: Self.cube)
        defer { server.stop() }
        let socket = try openPage(server)
        var sent = 0
        for _ in 0..<5_000 {
            guard socket.send(text: "x") else { break }
            sent += 1
        }
        var sawRateError = false
        let close = socket.next(within: 60, seen: { frame in
            if frame.type == "error", frame.text.contains("messages a second") { sawRateError = true }
        }, where: { $0.opcode == 8 })
        #expect(sawRateError, "no error naming the rate after \(sent) messages")
        #expect(close != nil || socket.connection.closedByServer, "the flooding page was not closed")
        try expectServing(server)
        #expect(server.stop(), "SIGTERM did not stop the server")
    }
}
