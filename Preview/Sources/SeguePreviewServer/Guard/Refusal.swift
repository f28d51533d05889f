/// A request the connection guard answers itself, then closes: the status and a short
/// plain-text body saying what to do.
enum Refusal: Equatable, Sendable {
    /// A head over the size limit before its request line ended (414).
    case requestLineTooLong
    /// A head over the size limit in its header fields (431).
    case headerTooLarge
    /// A head not complete in time (408).
    case timeout
    /// Not `METHOD /target HTTP/1.x` with `name: value` fields (400).
    case malformed
    /// A `Host` other than the address the server serves: DNS rebinding, or a mistake (421).
    case misdirected
    /// An `Origin` other than the page's own, or a WebSocket upgrade without one (403).
    case foreignOrigin
    /// Without the run's secret (403).
    case noSecret
    /// Not GET or HEAD (405).
    case method
    /// A request with a body (400).
    case body

    var status: (code: Int, reason: String) {
        switch self {
        case .requestLineTooLong: (414, "URI Too Long")
        case .headerTooLarge: (431, "Request Header Fields Too Large")
        case .timeout: (408, "Request Timeout")
        case .malformed, .body: (400, "Bad Request")
        case .misdirected: (421, "Misdirected Request")
        case .foreignOrigin, .noSecret: (403, "Forbidden")
        case .method: (405, "Method Not Allowed")
        }
    }

    var message: String {
        switch self {
        case .requestLineTooLong: "segue preview: the request line is too long\n"
        case .headerTooLarge: "segue preview: the request's header fields are too large\n"
        case .timeout: "segue preview: the request did not arrive in time\n"
        case .malformed: "segue preview: not an HTTP/1.1 request\n"
        case .body: "segue preview: requests carry no body\n"
        case .misdirected: "segue preview: this server answers only to its own address (Host)\n"
        case .foreignOrigin: "segue preview: only the preview's own page may connect (Origin)\n"
        case .noSecret: "segue preview: open the address `segue preview` printed, with its token\n"
        case .method: "segue preview: only GET\n"
        }
    }

    /// The whole response, ready to write.
    var response: [UInt8] {
        let body = Array(message.utf8)
        let head = "HTTP/1.1 \(status.code) \(status.reason)\r\n"
            + "Content-Type: text/plain; charset=utf-8\r\n"
            + "Content-Length: \(body.count)\r\n"
            + "Cache-Control: no-store\r\n"
            + "Connection: close\r\n\r\n"
        return Array(head.utf8) + body
    }
}
