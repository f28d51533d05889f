import Foundation

/// A WebSocket over a ``RawConnection``: the upgrade request as a browser sends it (with the
/// `Host`, `Origin` and address given), then masked frames out and frames in.
final class RawWebSocket {
    /// One frame from the server.
    struct Frame {
        var opcode: UInt8
        var payload: [UInt8]
        var text: String { String(decoding: payload, as: UTF8.self) }
        /// The `type` of a JSON text message; of a packed one (`{"type":"packed","zlib":…}`,
        /// as the server sends a message of 64 KB or more), the type of the message it holds.
        var type: String? {
            let object = (try? JSONSerialization.jsonObject(with: Data(payload))) as? [String: Any]
            let type = object?["type"] as? String
            guard type == "packed", let zlib = object?["zlib"] as? String else { return type }
            return Frame.unpackedType(zlib: zlib)
        }

        /// The `type` of the message a packed message holds, inflated by Python's zlib (these
        /// tests run the server as a process and link no zlib of their own); nil when it
        /// cannot be read.
        static func unpackedType(zlib: String) -> String? {
            let python = Process()
            python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            python.arguments = ["python3", "-c", "import base64, json, sys, zlib; "
                + "print(json.loads(zlib.decompress(base64.b64decode(sys.stdin.read()))).get('type', ''))"]
            let input = Pipe(), output = Pipe()
            python.standardInput = input
            python.standardOutput = output
            do { try python.run() } catch { return nil }
            input.fileHandleForWriting.write(Data(zlib.utf8))
            try? input.fileHandleForWriting.close()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            python.waitUntilExit()
            guard python.terminationStatus == 0 else { return nil }
            return text.trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    let connection: RawConnection
    /// The server's answer to the upgrade.
    let response: String

    /// Asks `port` to upgrade `target` with these header values (nil leaves the field out).
    init(port: Int, target: String, host: String?, origin: String?, extra: String = "") throws {
        connection = try RawConnection(port: port)
        var request = "GET \(target) HTTP/1.1\r\n"
        if let host { request += "Host: \(host)\r\n" }
        if let origin { request += "Origin: \(origin)\r\n" }
        request += "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n"
        request += "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\(extra)\r\n"
        connection.send(request)
        response = connection.readHead(seconds: 30) ?? ""
    }

    /// Whether the server switched to the WebSocket protocol.
    var upgraded: Bool { response.statusCode == 101 }

    /// Sends one frame (masked, as a client must); false when the connection refused it.
    @discardableResult
    func send(opcode: UInt8, _ payload: [UInt8], fin: Bool = true) -> Bool {
        var frame: [UInt8] = [(fin ? 0x80 : 0) | opcode]
        if payload.count < 126 {
            frame.append(0x80 | UInt8(payload.count))
        } else if payload.count <= 0xFFFF {
            frame.append(0x80 | 126)
            frame += [UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        } else {
            frame.append(0x80 | 127)
            frame += (0..<8).reversed().map { UInt8((payload.count >> ($0 * 8)) & 0xFF) }
        }
        let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
        frame += mask
        frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        return connection.send(frame)
    }

    @discardableResult
    func send(text: String) -> Bool { send(opcode: 1, Array(text.utf8)) }

    /// The next frame, waiting up to `seconds`; nil when none came or the server closed.
    func next(seconds: Double = 20) -> Frame? {
        guard let start = connection.read(count: 2, seconds: seconds) else { return nil }
        var length = Int(start[1] & 0x7F)
        if length == 126 {
            guard let more = connection.read(count: 2, seconds: seconds) else { return nil }
            length = Int(more[0]) << 8 | Int(more[1])
        } else if length == 127 {
            guard let more = connection.read(count: 8, seconds: seconds) else { return nil }
            length = more.reduce(0) { $0 << 8 | Int($1) }
        }
        guard length <= 64 << 20, let payload = connection.read(count: length, seconds: seconds) else { return nil }
        return Frame(opcode: start[0] & 0x0F, payload: payload)
    }

    /// Frames until one satisfies `condition` (returned), the server closes, or `seconds`
    /// pass; `seen` gets every frame read.
    func next(within seconds: Double = 30, seen: (Frame) -> Void = { _ in },
              where condition: (Frame) -> Bool) -> Frame? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline, let frame = next(seconds: max(deadline.timeIntervalSinceNow, 0.001)) {
            seen(frame)
            if condition(frame) { return frame }
        }
        return nil
    }

    /// Every frame that arrives within `seconds` (stops early if the server closes).
    func frames(for seconds: Double) -> [Frame] {
        var all: [Frame] = []
        _ = next(within: seconds, seen: { all.append($0) }, where: { _ in false })
        return all
    }

    /// Sends a close frame and closes the connection, as a page that leaves does.
    func leave() {
        send(opcode: 8, [0x03, 0xE8])
        connection.disconnect()
    }
}
