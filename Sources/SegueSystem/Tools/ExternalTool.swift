#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A program of the system run as a subprocess — the encoders `segue render` and the image
/// goldens hand their drawings to — found on `PATH`, its output kept for the error when it fails.
public struct ExternalTool: Sendable {
    /// Its path.
    public let path: String

    /// The program `name` on `PATH`, nil when there is none.
    public static func find(_ name: String) -> ExternalTool? {
        let search = getenv("PATH").map { String(cString: $0) } ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in search.split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/\(name)"
            if access(candidate, X_OK) == 0 { return ExternalTool(path: candidate) }
        }
        return nil
    }

    /// What a run gave: its exit status (-1 when it could not start or was killed), its
    /// standard output and error together, and the time limit it overran, if it did.
    public struct Result: Sendable {
        /// The exit status; -1 when the program could not start or was killed.
        public var status: Int32
        /// Its standard output and error together.
        public var output: String
        /// The time limit, seconds, when the program was killed for running past it.
        public var overran: Double?
    }

    /// Runs the tool with `arguments`, waiting for it at most `timeLimit` seconds; its output
    /// goes to `log`. It starts in a process group of its own: past the limit it and every
    /// process of that group are killed (`overran` says so), so a tool that never exits
    /// cannot hang its caller. The child is always waited for.
    public func run(_ arguments: [String], log: String, timeLimit: Double) -> Result {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var pointers = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in pointers { free(pointer) } }
        var attributes = posix_spawnattr_t()
        Self.ownProcessGroup(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var child: pid_t = 0
        let deadline = Self.now() + max(timeLimit, 0)
        guard posix_spawn(&child, path, &actions, &attributes, &pointers, environ) == 0 else {
            return Result(status: -1, output: "could not start \(path)", overran: nil)
        }
        let (status, timedOut) = Self.wait(for: child, until: deadline)
        let output = readTextFile(log) ?? ""
        // Exited normally: the low 7 bits are 0 and the status is in the next byte.
        let exited = status & 0x7f == 0 && !timedOut
        return Result(status: exited ? (status >> 8) & 0xff : -1, output: output, overran: timedOut ? timeLimit : nil)
    }
}
