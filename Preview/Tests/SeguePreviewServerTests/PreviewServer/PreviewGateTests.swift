import Foundation
import Testing

/// The preview server answers only its own page: a request must name the server in `Host`
/// (no DNS rebinding), carry the run's secret (printed in the address, then in a cookie),
/// and a WebSocket upgrade must come from the page's own origin. Each refusal is an answer
/// and a close, before any route runs. Spoken as raw HTTP over a socket.
@Suite(.serialized) struct PreviewGateTests {
    static let cube = SegueProcess.packageRoot.appendingPathComponent("examples/cube.lua").path

    /// One request and its answer, on a fresh connection.
    func get(_ server: PreviewServerProcess, _ target: String, host: String?, fields: String = "") throws -> (head: String, body: String) {
        let connection = try RawConnection(port: server.port)
        var request = "GET \(target) HTTP/1.1\r\n"
        if let host { request += "Host: \(host)\r\n" }
        connection.send(request + fields + "\r\n")
        return connection.readResponse() ?? ("", "")
    }

    @Test func thePrintedAddressCarriesASecretThatOpensThePageAndSetsItsCookie() throws {
        let server = try PreviewServerProcess(file: Self.cube)
        defer { server.stop() }
        #expect(server.token.count == 32 && server.token.allSatisfy(\.isHexDigit), "token \(server.token)")
        let page = try get(server, "/?token=\(server.token)", host: server.host)
        #expect(page.head.statusCode == 200, "\(page.head)")
        let cookie = page.head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("set-cookie:") }.map(String.init) ?? ""
        #expect(cookie.contains("segue_preview_\(server.port)=\(server.token)"), "\(page.head)")
        #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"), "\(cookie)")
        // The page's own files come with the cookie alone; `localhost` names the server too.
        let script = try get(server, "/preview.js", host: "localhost:\(server.port)",
                             fields: "Cookie: other=1; segue_preview_\(server.port)=\(server.token)\r\n")
        #expect(script.head.statusCode == 200, "\(script.head)")
        // A second run has another secret.
        let other = try PreviewServerProcess(file: Self.cube)
        defer { other.stop() }
        #expect(other.token != server.token)
        #expect(try get(other, "/?token=\(server.token)", host: other.host).head.statusCode == 403)
    }

    @Test func aRequestWithoutTheSecretIsRefused() throws {
        let server = try PreviewServerProcess(file: Self.cube)
        defer { server.stop() }
        let wrong = String(server.token.reversed())
        let cases: [(String, String)] = [
            ("/", ""), ("/?token=", ""), ("/?token=\(wrong)", ""), ("/?token=\(server.token.prefix(31))", ""),
            ("/preview.js", ""), ("/live", ""),
            ("/preview.js", "Cookie: segue_preview_\(server.port)=\(wrong)\r\n"),
            ("/", "Cookie: segue_preview_1=\(server.token)\r\n"),
            ("/?tokens=\(server.token)", ""),
        ]
        for (target, fields) in cases {
            let answer = try get(server, target, host: server.host, fields: fields)
            #expect(answer.head.statusCode == 403, "\(target) \(fields): \(answer.head)")
            #expect(answer.body.contains("token"), "\(answer.body)")
            #expect(!answer.body.contains(server.token) && !answer.head.contains(server.token))
        }
    }

    @Test func aForeignHostIsRefused() throws {
        let server = try PreviewServerProcess(file: Self.cube)
        defer { server.stop() }
        let target = "/?token=\(server.token)"
        // What a page on a rebinding name (evil.example resolving to 127.0.0.1) sends.
        for host in ["evil.example:\(server.port)", "evil.example", "127.0.0.1", "127.0.0.1:1",
                     "localhost.evil.example:\(server.port)", "127.0.0.1:\(server.port).evil.example"] {
            let answer = try get(server, target, host: host)
            #expect(answer.head.statusCode == 421, "Host \(host): \(answer.head)")
        }
        #expect(try get(server, target, host: nil).head.statusCode == 421)
        let twice = try get(server, target, host: server.host, fields: "Host: evil.example:\(server.port)\r\n")
        #expect(twice.head.statusCode == 421)
        // The same request with the right Host passes: the refusals are about the Host alone.
        #expect(try get(server, target, host: server.host).head.statusCode == 200)
        // A script on another origin reading the page (a fetch sends its Origin) is refused.
        let fetched = try get(server, target, host: server.host, fields: "Origin: http://evil.example\r\n")
        #expect(fetched.head.statusCode == 403)
    }

    @Test func aWebSocketFromAnotherOriginIsRefused() throws {
        let server = try PreviewServerProcess(file: Self.cube)
        defer { server.stop() }
        let target = "/live?token=\(server.token)"
        for origin in ["http://evil.example", "http://evil.example:\(server.port)", "null",
                       "http://127.0.0.1:\(server.port + 1)", "https://\(server.host)", "http://localhost:\(server.port)"] {
            let socket = try RawWebSocket(port: server.port, target: target, host: server.host, origin: origin)
            #expect(socket.response.statusCode == 403, "Origin \(origin): \(socket.response)")
            #expect(socket.connection.readToEnd(seconds: 20).count < 200 && socket.connection.closedByServer)
        }
        let anonymous = try RawWebSocket(port: server.port, target: target, host: server.host, origin: nil)
        #expect(anonymous.response.statusCode == 403, "\(anonymous.response)")
        let rebound = try RawWebSocket(port: server.port, target: target, host: "evil.example:\(server.port)",
                                       origin: "http://evil.example:\(server.port)")
        #expect(rebound.response.statusCode == 421, "\(rebound.response)")
        let secretless = try RawWebSocket(port: server.port, target: "/live", host: server.host, origin: server.origin)
        #expect(secretless.response.statusCode == 403, "\(secretless.response)")
        // The page's own upgrade, with the token or with the cookie, is live.
        let own = try RawWebSocket(port: server.port, target: target, host: server.host, origin: server.origin)
        #expect(own.upgraded, "\(own.response)")
        #expect(own.next(where: { $0.type == "scene" }) != nil)
        let cookie = try RawWebSocket(port: server.port, target: "/live", host: server.host, origin: server.origin,
                                      extra: "Cookie: segue_preview_\(server.port)=\(server.token)\r\n")
        #expect(cookie.upgraded, "\(cookie.response)")
    }

    @Test func onlyGetWithoutABodyPasses() throws {
        let server = try PreviewServerProcess(file: Self.cube)
        defer { server.stop() }
        let connection = try RawConnection(port: server.port)
        connection.send("POST /?token=\(server.token) HTTP/1.1\r\nHost: \(server.host)\r\nContent-Length: 5\r\n\r\nhello")
        #expect(connection.readResponse()?.head.statusCode == 405)
        for garbage in ["\r\n\r\n", "GET\r\n\r\n", "GET / HTTP/9\r\n\r\n", "hello world\r\n\r\n"] {
            let connection = try RawConnection(port: server.port)
            connection.send(garbage)
            #expect(connection.readResponse()?.head.statusCode == 400, "\(garbage.debugDescription)")
        }
        // Two requests on one connection are both answered (keep-alive still works).
        let kept = try RawConnection(port: server.port)
        let request = "GET /favicon.ico?token=\(server.token) HTTP/1.1\r\nHost: \(server.host)\r\n\r\n"
        kept.send(request + request)
        #expect(kept.readResponse()?.head.statusCode == 204)
        #expect(kept.readResponse()?.head.statusCode == 204)
    }
}
