#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ExternalTool {
    /// What a captured run gave: its standard output's bytes, and how it ended.
    public struct Capture: Sendable {
        /// How the run ended.
        public enum End: Sendable, Equatable {
            /// The program exited with this status.
            case exited(Int32)
            /// The program could not be started.
            case notStarted
            /// The program wrote more than the limit and was killed.
            case tooLong
            /// The program ran longer than the time limit and was killed.
            case timedOut
            /// The program was ended by a signal.
            case killed
        }

        /// Its standard output (everything it wrote, at most the limit).
        public var output: [UInt8]
        /// The first bytes of its standard error, for a message.
        public var errors: String
        /// How it ended.
        public var end: End

        /// Whether the program exited with status 0 within its limits.
        public var succeeded: Bool { end == .exited(0) }
    }

    /// Runs the tool with `arguments` and exactly `environment` (nothing of this process's
    /// own), standard input from `/dev/null`, and captures its standard output through a
    /// pipe. Promises: never more than `limit` bytes are kept (a program that writes more is
    /// killed, `tooLong`); a program still running after `timeLimit` seconds is killed
    /// (`timedOut`), with every process of its process group (it starts in one of its own);
    /// nothing is written to any file; the child is always waited for.
    public func capture(_ arguments: [String], environment: [String], limit: Int,
                        timeLimit: Double) -> Capture {
        var outPipe: [Int32] = [0, 0], errPipe: [Int32] = [0, 0]
        guard pipe(&outPipe) == 0 else { return Capture(output: [], errors: "", end: .notStarted) }
        guard pipe(&errPipe) == 0 else {
            close(outPipe[0]); close(outPipe[1])
            return Capture(output: [], errors: "", end: .notStarted)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        for descriptor in outPipe + errPipe { posix_spawn_file_actions_addclose(&actions, descriptor) }
        var argv = ([path] + arguments).map { strdup($0) } + [nil]
        var envp = environment.map { strdup($0) } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var attributes = posix_spawnattr_t()
        Self.ownProcessGroup(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, path, &actions, &attributes, &argv, &envp)
        close(outPipe[1]); close(errPipe[1])
        defer { close(outPipe[0]); close(errPipe[0]) }
        guard spawned == 0 else { return Capture(output: [], errors: "", end: .notStarted) }

        var output: [UInt8] = [], errors: [UInt8] = []
        var end: Capture.End?
        var open = [outPipe[0], errPipe[0]]
        let deadline = Self.now() + max(timeLimit, 0)
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while !open.isEmpty, end == nil {
            let left = deadline - Self.now()
            guard left > 0 else { end = .timedOut; break }
            var polled = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&polled, nfds_t(polled.count), Int32(min(left * 1000, 1000).rounded(.up)))
            if ready < 0 {
                if errno == EINTR { continue }
                end = .killed
                break
            }
            for entry in polled where entry.revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(entry.fd, $0.baseAddress, $0.count) }
                if count <= 0 {
                    if count < 0, errno == EINTR || errno == EAGAIN { continue }
                    open.removeAll { $0 == entry.fd }
                } else if entry.fd == outPipe[0] {
                    guard output.count + count <= limit else { end = .tooLong; break }
                    output += buffer[0..<count]
                } else if errors.count < 4096 {
                    errors += buffer[0..<min(count, 4096 - errors.count)]
                }
            }
        }
        if end != nil { Self.killGroup(child) }
        // A child that closed its output may still run: it too is waited for only until the
        // deadline.
        let waited = Self.wait(for: child, until: end == nil ? deadline : 0)
        let status = waited.status
        if end == nil, waited.timedOut { end = .timedOut }
        if end == nil {
            // Exited normally: the low 7 bits are 0 and the status is in the next byte.
            end = status & 0x7f == 0 ? .exited((status >> 8) & 0xff) : .killed
        }
        return Capture(output: end == .tooLong ? [] : output,
                       errors: String(decoding: errors, as: UTF8.self), end: end ?? .killed)
    }
}
