import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A TCP connection to 127.0.0.1 spoken byte by byte, as a browser (or an attacker) would:
/// no HTTP library in between. Every read has a deadline; none is an assertion on time.
final class RawConnection {
    struct Failure: Error, CustomStringConvertible { var description: String }

    let socket: Int32
    /// Bytes read but not consumed yet.
    private var buffered: [UInt8] = []
    /// Whether the server closed its side.
    private(set) var closedByServer = false

    init(port: Int) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure(description: "socket: \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard status == 0 else {
            Glibc.close(socket)
            throw Failure(description: "connect to port \(port): \(errno)")
        }
        // A send that cannot go on (the server stopped reading) gives up instead of blocking.
        var limit = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    }

    private var isOpen = true

    /// Closes this side, as a page that leaves does.
    func disconnect() {
        guard isOpen else { return }
        isOpen = false
        Glibc.close(socket)
    }

    deinit { disconnect() }

    /// Sends every byte it can; false when the connection refused more (closed, reset, or
    /// the server not reading).
    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if sent <= 0 { return false }
            offset += sent
        }
        return true
    }

    @discardableResult
    func send(_ text: String) -> Bool { send(Array(text.utf8)) }

    /// Reads once, waiting up to `seconds`; false on timeout, or when the server closed.
    private func fill(seconds: Double) -> Bool {
        guard !closedByServer else { return false }
        var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, Int32(seconds * 1000)) > 0 else { return false }
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
        if count <= 0 {
            closedByServer = true
            return false
        }
        buffered += chunk[..<count]
        return true
    }

    /// Everything until the server closes, or until `seconds` pass without it (then
    /// ``closedByServer`` stays false).
    func readToEnd(seconds: Double) -> [UInt8] {
        let deadline = Date().addingTimeInterval(seconds)
        while !closedByServer, Date() < deadline {
            _ = fill(seconds: max(deadline.timeIntervalSinceNow, 0.001))
        }
        defer { buffered = [] }
        return buffered
    }

    /// Takes `count` bytes, waiting up to `seconds` in all; nil when they did not come.
    func read(count: Int, seconds: Double) -> [UInt8]? {
        let deadline = Date().addingTimeInterval(seconds)
        while buffered.count < count {
            if closedByServer || Date() >= deadline { return nil }
            _ = fill(seconds: max(deadline.timeIntervalSinceNow, 0.001))
        }
        let taken = Array(buffered[..<count])
        buffered.removeFirst(count)
        return taken
    }

    /// Takes a response head (through its blank line), waiting up to `seconds`.
    func readHead(seconds: Double) -> String? {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            if let end = Self.blankLine(in: buffered) {
                let head = String(decoding: buffered[..<end], as: UTF8.self)
                buffered.removeFirst(end)
                return head
            }
            if closedByServer || Date() >= deadline { return nil }
            _ = fill(seconds: max(deadline.timeIntervalSinceNow, 0.001))
        }
    }

    /// One whole response: its head and its body (by its Content-Length).
    func readResponse(seconds: Double = 20) -> (head: String, body: String)? {
        guard let head = readHead(seconds: seconds) else { return nil }
        let length = head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
            .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) } ?? 0
        guard let body = read(count: length, seconds: seconds) else { return nil }
        return (head, String(decoding: body, as: UTF8.self))
    }

    private static func blankLine(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4) where bytes[index] == 13 && bytes[index + 1] == 10
            && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
            return index + 4
        }
        return nil
    }
}

extension String {
    /// The status code of a response head (`HTTP/1.1 403 Forbidden` → 403).
    var statusCode: Int? {
        let parts = split(separator: " ", maxSplits: 2)
        return parts.count >= 2 ? Int(parts[1]) : nil
    }
}
