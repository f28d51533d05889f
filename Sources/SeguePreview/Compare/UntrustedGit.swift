#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SegueSystem

/// Debian's `git`, run in a repository Segue does not trust (a clone, a sample project): every
/// way its configuration or files can make git run a command, reach the network or another
/// repository is closed for each call (docs/safety.md, "Compare").
///
/// Promises: git runs with a fixed argument list and no shell (`posix_spawn`), standard input
/// from `/dev/null`, in the folder given, and an environment of its own — only `PATH` and
/// `HOME` (for the user's own `safe.directory`) of this process's — in which:
/// - no transport is allowed, whatever the repository's `protocol.*.allow` says
///   (`GIT_ALLOW_PROTOCOL` empty, `protocol.allow=never`), and a partial clone's missing
///   object is never fetched (`GIT_NO_LAZY_FETCH=1`), so `remote.*.uploadpack`,
///   `core.sshCommand`, `core.gitProxy` and the remote helpers are never reached;
/// - no hook (`core.hooksPath=/dev/null`), no file-system monitor (`core.fsmonitor=false`),
///   no pager (`--no-pager`), no password prompt or askpass program (`GIT_TERMINAL_PROMPT=0`,
///   `GIT_ASKPASS` and `core.askPass` empty), no credential helper (`credential.helper`
///   emptied), no external diff (`diff.external` emptied), no replace objects, no optional
///   locks, pathspecs taken literally, and no bare repository found by searching
///   (`safe.bareRepository=explicit`);
/// - the only commands run are plumbing that reads the object store (`rev-parse`, `ls-tree`,
///   `cat-file blob` by object name), which apply no filter, `textconv` or attribute and
///   start no editor or signature program;
/// - each call is capped in output and in time (``timeLimit``, which `SEGUE_TOOL_TIME_LIMIT`
///   overrides), its child and the child's process group killed past either.
struct UntrustedGit {
    /// The program.
    let tool: ExternalTool
    /// The folder git runs in (`-C`).
    let folder: String
    /// The seconds each call may take.
    let timeLimit: Double

    /// The longest a `git` call may take by default, seconds.
    static let defaultTimeLimit = 10.0

    /// The options before every command.
    static let options = [
        "--no-pager", "--no-replace-objects", "--literal-pathspecs",
        "-c", "core.fsmonitor=false", "-c", "core.hooksPath=/dev/null", "-c", "core.untrackedCache=false",
        "-c", "protocol.allow=never", "-c", "safe.bareRepository=explicit",
        "-c", "core.askPass=", "-c", "credential.helper=", "-c", "diff.external=",
        "-c", "fetch.recurseSubmodules=false", "-c", "submodule.recurse=false",
    ]

    /// The environment every call gets, and nothing else.
    static var environment: [String] {
        var environment = ["LC_ALL=C", "GIT_NO_LAZY_FETCH=1", "GIT_ALLOW_PROTOCOL=", "GIT_PROTOCOL_FROM_USER=0",
                           "GIT_TERMINAL_PROMPT=0", "GIT_ASKPASS=", "GIT_OPTIONAL_LOCKS=0",
                           "GIT_NO_REPLACE_OBJECTS=1", "GIT_LITERAL_PATHSPECS=1"]
        for name in ["PATH", "HOME"] {
            if let value = getenv(name) { environment.append("\(name)=\(String(cString: value))") }
        }
        return environment
    }

    /// Runs `git -C folder OPTIONS arguments…`, keeping at most `limit` bytes of its output.
    func run(_ arguments: [String], limit: Int) -> ExternalTool.Capture {
        tool.capture(["-C", folder] + Self.options + arguments, environment: Self.environment,
                     limit: limit, timeLimit: timeLimit)
    }

    /// Why a call failed, in a few words.
    func reason(_ capture: ExternalTool.Capture) -> String {
        switch capture.end {
        case .timedOut: return "git ran longer than its time limit of \(ExternalTool.seconds(timeLimit)) and was stopped"
        case .tooLong: return "git wrote more than expected"
        case .notStarted: return "git could not be started"
        case .killed: return "git was killed"
        case .exited:
            let lines = capture.errors.split(separator: "\n").map(String.init)
            let first = lines.first { $0.hasPrefix("fatal: ") } ?? lines.first ?? "git failed"
            return first.hasPrefix("fatal: ") ? String(first.dropFirst(7)) : first
        }
    }
}
