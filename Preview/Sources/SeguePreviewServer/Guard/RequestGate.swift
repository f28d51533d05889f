/// What every request must show before the server reads it: a `Host` that names this
/// server (no DNS rebinding), no foreign `Origin` (and for a WebSocket upgrade, exactly the
/// page's own), a GET without a body (or, where the server accepts them, a POST without a
/// body from exactly the page's own origin), and the run's secret in the `token` query parameter
/// or the run's cookie.
///
/// Promises: a pure function of the head, the secret and the address served; the refusal
/// names what was wrong but never echoes the secret.
struct RequestGate: Sendable {
    /// What the gate decides for one head.
    enum Verdict: Equatable {
        /// Pass it on; `upgrade` when it asks for a WebSocket.
        case accept(upgrade: Bool)
        /// Answer with this status and short text, then close.
        case refuse(Refusal)
    }

    /// The run's secret.
    let secret: PreviewSecret
    /// The address the server listens on, as given (`127.0.0.1`, `::`, `localhost`…).
    let listenHost: String
    /// Whether a POST without a body passes (the review page's accepts): only with an
    /// `Origin`, exactly the page's own, as a WebSocket upgrade.
    var acceptsPosts = false

    /// The name of the cookie carrying the secret for the server on `port` (one per port:
    /// browsers share cookies between the ports of a host).
    static func cookieName<Port: CustomStringConvertible>(port: Port) -> String { "segue_preview_\(port)" }

    /// The verdict on `head` arriving at `port`.
    func judge(_ head: RequestHead, port: Int) -> Verdict {
        let hosts = head.values("host")
        guard hosts.count == 1, let host = hosts.first, acceptsHost(host.lowercased(), port: port) else {
            return .refuse(.misdirected)
        }
        let origins = head.values("origin")
        if origins.count > 1 || origins.contains(where: { $0.lowercased() != "http://" + host.lowercased() }) {
            return .refuse(.foreignOrigin)
        }
        let isPost = acceptsPosts && head.method == "POST"
        if head.isUpgrade || isPost, origins.isEmpty { return .refuse(.foreignOrigin) }
        guard head.method == "GET" || head.method == "HEAD" || isPost else { return .refuse(.method) }
        let length = head.values("content-length")
        if !head.values("transfer-encoding").isEmpty || length.contains(where: { $0 != "0" }) {
            return .refuse(.body)
        }
        guard head.target.hasPrefix("/") else { return .refuse(.malformed) }
        let token = head.query("token") ?? head.cookie(Self.cookieName(port: port))
        guard let token, secret.matches(token) else { return .refuse(.noSecret) }
        return .accept(upgrade: head.isUpgrade)
    }

    /// Whether `host` (lowercased `name:port`) names this server: its own address or, on a
    /// loopback address, `localhost`, `127.0.0.1` and `[::1]`; when it listens on every
    /// address, any IP literal. A DNS name other than these is what rebinding would send.
    func acceptsHost(_ host: String, port: Int) -> Bool {
        let suffix = ":\(port)"
        let name: String
        if host.hasSuffix(suffix) {
            name = String(host.dropLast(suffix.count))
        } else if port == 80, Self.port(ofAuthority: host) == "80" {
            // Browsers leave the default port out.
            name = host
        } else {
            return false
        }
        let own = listenHost.lowercased()
        if name == own || name == "[\(own)]" { return true }
        if Self.isLoopback(own) { return ["localhost", "127.0.0.1", "[::1]"].contains(name) }
        if own == "0.0.0.0" || own == "::" { return Self.isIPLiteral(name) }
        return false
    }

    /// The port an authority (`host:port`, `[v6]:port`, or a name alone) names; 80 when it
    /// names none.
    static func port(ofAuthority authority: String) -> String {
        let afterBracket = authority.lastIndex(of: "]").map { authority[$0...] } ?? authority[...]
        guard let colon = afterBracket.lastIndex(of: ":") else { return "80" }
        return String(afterBracket[afterBracket.index(after: colon)...])
    }

    static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }

    /// An IPv4 dotted quad or a bracketed IPv6 address.
    static func isIPLiteral(_ name: String) -> Bool {
        if name.hasPrefix("["), name.hasSuffix("]") {
            return name.dropFirst().dropLast().allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." } && name.count > 2
        }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { part in
            !part.isEmpty && part.count <= 3 && part.allSatisfy(\.isASCII) && part.allSatisfy(\.isNumber) && (Int(part) ?? 256) <= 255
        }
    }
}
