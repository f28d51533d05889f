#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ExternalTool {
    /// The environment variable that sets every external tool's time limit, in seconds,
    /// over each use's own default (docs/cli.md): for a slow machine, or a test's hanging tool.
    public static let timeLimitVariable = "SEGUE_TOOL_TIME_LIMIT"
    /// The longest time limit the variable may give: a day.
    public static let longestTimeLimit = 86_400.0

    /// The seconds a tool may run: `SEGUE_TOOL_TIME_LIMIT` when it is set, else `fallback`.
    /// A value that is not a number of seconds above 0 and at most a day is an error naming
    /// the variable, never a trap and never ignored.
    public static func timeLimit(default fallback: Double) throws(ExternalToolError) -> Double {
        guard let raw = getenv(timeLimitVariable) else { return fallback }
        let text = String(cString: raw)
        guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= longestTimeLimit else {
            throw ExternalToolError("\(timeLimitVariable) must be a number of seconds above 0 and at most"
                                    + " \(Int(longestTimeLimit)), not '\(text.prefix(40))'")
        }
        return seconds
    }

    /// `seconds` in words: "600 s", "0.5 s".
    public static func seconds(_ seconds: Double) -> String {
        if seconds.rounded() == seconds, seconds < 1e9 { return "\(Int(seconds)) s" }
        return "\(seconds) s"
    }

    /// Spawn attributes that start the child in a process group of its own, so that a time
    /// limit kills it and everything it started (`kill(-child, SIGKILL)`).
    static func ownProcessGroup(_ attributes: inout posix_spawnattr_t) {
        posix_spawnattr_init(&attributes)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    }

    /// Kills the child `child` and its process group.
    static func killGroup(_ child: pid_t) {
        kill(-child, SIGKILL)
        kill(child, SIGKILL)
    }

    /// Waits for `child` at most until `deadline` (the monotonic clock's seconds); past it,
    /// kills it and its group and waits for it. Its wait status, and whether it was killed
    /// for the time limit.
    static func wait(for child: pid_t, until deadline: Double) -> (status: Int32, timedOut: Bool) {
        var status: Int32 = 0
        var pause = 0.001
        while true {
            let waited = waitpid(child, &status, WNOHANG)
            if waited == child { return (status, false) }
            if waited < 0, errno != EINTR { return (status, false) }
            let left = deadline - now()
            if left <= 0 {
                killGroup(child)
                while waitpid(child, &status, 0) < 0, errno == EINTR {}
                return (status, true)
            }
            var sleep = timespec(tv_sec: 0, tv_nsec: Int(min(pause, left) * 1e9))
            nanosleep(&sleep, nil)
            pause = min(pause * 2, 0.05)
        }
    }

    /// Seconds on the monotonic clock.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
