import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A `segue-preview FILE --port 0` process: the address it printed (its port and token) and
/// everything it prints after that, collected as it arrives.
final class PreviewServerProcess: @unchecked Sendable {
    struct Failure: Error, CustomStringConvertible { var description: String }

    let process = Process()
    private(set) var port = 0
    private(set) var token = ""
    private let lock = NSLock()
    private var printed: [String] = []
    private var errors = Data()

    /// Starts the server on `file` with `arguments` added; waits (60 s at most, under load)
    /// for its first line.
    convenience init(file: String, arguments: [String] = []) throws {
        try self.init(arguments: [file, "--port", "0"] + arguments, banner: "Preview at ")
    }

    /// Starts `segue-preview ARGUMENTS…` (or `executable`, `segue` itself, which runs it) and waits for the line starting with `banner` that
    /// gives its address.
    init(arguments: [String], banner: String, executable: URL = SegueProcess.previewExecutable) throws {
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = SegueProcess.packageRoot
        process.standardInput = FileHandle.nullDevice
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let ready = DispatchSemaphore(value: 0)
        out.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            self.lock.lock()
            self.printed += String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
            self.lock.unlock()
            ready.signal()
        }
        err.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self else { return }
            self.lock.lock()
            self.errors.append(data)
            self.lock.unlock()
        }
        try process.run()
        // The script may print while the command loads it, before the address.
        let deadline = Date().addingTimeInterval(60)
        var address: String?
        while address == nil, Date() < deadline {
            _ = ready.wait(timeout: .now() + 1)
            address = lines.first { $0.hasPrefix(banner + "http://") }
        }
        guard let first = address else {
            stop()
            throw Failure(description: "segue-preview printed \(lines) and \(stderr)")
        }
        let url = String(first.dropFirst(banner.count))
        guard let components = URLComponents(string: url), let port = components.port else {
            throw Failure(description: "not an address: \(url)")
        }
        self.port = port
        token = components.queryItems?.first { $0.name == "token" }?.value ?? ""
    }

    /// The lines printed so far (the script's `print`s and the address).
    var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return printed
    }

    var stderr: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: errors, as: UTF8.self)
    }

    /// `127.0.0.1:PORT`, the `Host` a browser sends for the printed address.
    var host: String { "127.0.0.1:\(port)" }
    /// The page's own origin.
    var origin: String { "http://\(host)" }

    /// SIGTERM, then waits for the process to end; after 30 s, SIGKILL (a server that does
    /// not stop must fail its test, not hang the suite). Whether SIGTERM was enough.
    @discardableResult
    func stop() -> Bool {
        guard process.isRunning else { return true }
        process.terminate()
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        guard process.isRunning else { return true }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return false
    }

    deinit { stop() }
}
