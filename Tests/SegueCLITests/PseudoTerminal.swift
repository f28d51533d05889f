import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A program run on a pseudo-terminal, driven as a person would: keys typed, the screen
/// read back. Reads wait for expected text with a deadline, never a fixed sleep.
final class PseudoTerminal {
    let master: Int32
    let process: Process
    var pid: pid_t { process.processIdentifier }
    /// Everything the program printed so far, as bytes (a read may split a character).
    private var bytes: [UInt8] = []
    /// The byte where the next ``expect(_:timeout:)`` starts looking.
    private var cursor = 0

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    // Linux's generic ioctl numbers (x86_64 and arm64 alike): <asm-generic/ioctls.h>.
    private static let getPTYNumber: UInt = 0x8004_5430   // TIOCGPTN
    private static let setPTYLock: UInt = 0x4004_5431     // TIOCSPTLCK

    /// Starts `executable arguments…` in `directory` on a new terminal of `columns` × `rows`,
    /// with `environment` added to this process's.
    init(_ executable: String, _ arguments: [String], directory: String, environment: [String: String],
         columns: UInt16 = 100, rows: UInt16 = 40) throws {
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard master >= 0, ioctl(master, Self.setPTYLock, &unlock) == 0,
              ioctl(master, Self.getPTYNumber, &number) == 0 else {
            throw Failure(description: "no pseudo-terminal")
        }
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        let slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw Failure(description: "cannot open /dev/pts/\(number)") }
        defer { close(slave) }

        process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var variables = ProcessInfo.processInfo.environment
        variables["TERM"] = "xterm"
        for (key, value) in environment { variables[key] = value }
        process.environment = variables
        let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
        close(master)
    }

    /// Types `text` (use "\r" for Enter).
    func type(_ text: String) {
        var bytes = Array(text.utf8)
        _ = write(master, &bytes, bytes.count)
    }

    /// Waits until the output after the last match contains `text`; returns what came
    /// between. Throws with the output so far when it does not come within `timeout`.
    @discardableResult
    func expect(_ text: String, timeout: Double = 10) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let pending = String(decoding: bytes[cursor...], as: UTF8.self)
            if let range = pending.range(of: text) {
                let between = String(pending[..<range.upperBound])
                cursor += between.utf8.count
                return between
            }
            guard Date() < deadline else {
                throw Failure(description: "did not see \(text.debugDescription) within \(timeout) s; output after the last match:\n\(pending)")
            }
            readAvailable(waitingMilliseconds: 50)
        }
    }

    /// Waits for the program to exit; its exit status, or nil when it is still running.
    func waitForExit(timeout: Double = 10) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            readAvailable(waitingMilliseconds: 20)
            if !process.isRunning { return process.terminationStatus }
        }
        return nil
    }

    private func readAvailable(waitingMilliseconds: Int32) {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, waitingMilliseconds) > 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = read(master, &buffer, buffer.count)
        if count > 0 { bytes += buffer[0..<count] }
    }
}
