/// The parts of a request head the gate judges: the request line and the header fields,
/// parsed leniently (the server's own HTTP decoder reads the head again once it passes).
struct RequestHead {
    /// The method, as sent.
    var method: String
    /// The request target (`/live?token=…`).
    var target: String
    /// The header fields, names lowercased, in order.
    var fields: [(name: String, value: String)]

    /// The head in `bytes` (through its blank line), or nil when its request line is not
    /// `METHOD TARGET HTTP/1.x`.
    init?(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        var lines = text.split(separator: "\r\n", omittingEmptySubsequences: true).makeIterator()
        guard let requestLine = lines.next() else { return nil }
        let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[2] == "HTTP/1.1" || parts[2] == "HTTP/1.0", !parts[0].isEmpty else { return nil }
        method = String(parts[0])
        target = String(parts[1])
        fields = []
        while let line = lines.next() {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingSpaces()
            fields.append((name, value))
        }
    }

    /// Every value of the field `name` (lowercase).
    func values(_ name: String) -> [String] { fields.filter { $0.name == name }.map(\.value) }

    /// The target's path, without its query.
    var path: Substring { target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? "" }

    /// The value of the query parameter `name` (the first one), as sent.
    func query(_ name: String) -> Substring? {
        guard let mark = target.firstIndex(of: "?") else { return nil }
        for pair in target[target.index(after: mark)...].split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            if parts.count == 2, parts[0] == name { return parts[1] }
        }
        return nil
    }

    /// The value of the cookie `name`, from every `Cookie` field.
    func cookie(_ name: String) -> Substring? {
        for field in values("cookie") {
            for pair in field.split(separator: ";") {
                let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                if parts.count == 2, parts[0].trimmingSpaces() == name { return Substring(parts[1].trimmingSpaces()) }
            }
        }
        return nil
    }

    /// Whether it asks to become a WebSocket.
    var isUpgrade: Bool { values("upgrade").contains { $0.lowercased().contains("websocket") } }
}

extension StringProtocol {
    /// The text without spaces and tabs at either end.
    fileprivate func trimmingSpaces() -> String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(self[first...last])
    }
}
