#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SegueLua

/// A transition script as it stands in git's last commit (`HEAD`) of the repository the
/// working copy is in: what the preview compares the working copy against.
///
/// Promises (docs/safety.md, "Compare"): the version is read by Debian's `git` run with a
/// fixed argument list (`cat-file blob`, plumbing that runs no filter, hook, pager or
/// text conversion), no shell, standard input from `/dev/null` and an environment of its
/// own (none of this process's `GIT_*` variables); its output is capped at the file gate's
/// size limit and its time at ``timeLimit``, and nothing is written anywhere. A missing
/// `git`, a folder outside any repository, a file not in `HEAD` or a version that is not
/// UTF-8 text is a ``PreviewError`` saying so.
public struct CommittedScript: Sendable, Equatable {
    /// The committed bytes of the script.
    public var bytes: [UInt8]
    /// `HEAD`'s abbreviated commit name, as `git rev-parse --short` gives it.
    public var commit: String

    /// The longest a `git` run may take, seconds.
    public static let timeLimit = 10.0

    /// The committed version of the script at `path` (relative to the working folder or
    /// absolute).
    public static func read(_ path: String) throws(PreviewError) -> CommittedScript {
        guard let git = ExternalTool.find("git") else {
            throw PreviewError("comparing with git HEAD needs git: install Debian's package git")
        }
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]).isEmpty ? "/" : String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let common = ["-C", folder, "--no-pager", "-c", "core.fsmonitor=false"]
        let commit = git.capture(common + ["rev-parse", "--short", "HEAD"], environment: environment,
                                 limit: 256, timeLimit: timeLimit)
        guard commit.succeeded else {
            throw PreviewError("\(path) has no git HEAD to compare with: \(reason(commit))")
        }
        let blob = git.capture(common + ["cat-file", "blob", "HEAD:./\(name)"], environment: environment,
                               limit: InputFile.sizeLimit, timeLimit: timeLimit)
        guard blob.succeeded else {
            if blob.end == .tooLong {
                throw PreviewError("\(path) in git HEAD is larger than \(InputFile.sizeLimit >> 20) MB: not compared")
            }
            throw PreviewError("\(path) is not in git HEAD (\(reason(blob))): commit it to compare with it")
        }
        guard String(validating: blob.output, as: UTF8.self) != nil else {
            throw PreviewError("\(path) in git HEAD is not UTF-8 text")
        }
        let hash = String(decoding: commit.output, as: UTF8.self).trimmingNewlines
        return CommittedScript(bytes: blob.output, commit: hash)
    }

    /// The environment `git` runs with: the search path and home (for the user's own
    /// `safe.directory` and identity), the C locale, and no prompts, locks or replacements.
    static var environment: [String] {
        var environment = ["LC_ALL=C", "GIT_TERMINAL_PROMPT=0", "GIT_OPTIONAL_LOCKS=0", "GIT_NO_REPLACE_OBJECTS=1"]
        for name in ["PATH", "HOME"] {
            if let value = getenv(name) { environment.append("\(name)=\(String(cString: value))") }
        }
        return environment
    }

    /// Why a `git` run failed, in a few words.
    private static func reason(_ capture: ExternalTool.Capture) -> String {
        switch capture.end {
        case .timedOut: return "git ran longer than \(Int(timeLimit)) s"
        case .tooLong: return "git wrote more than expected"
        case .notStarted: return "git could not be started"
        case .killed: return "git was killed"
        case .exited:
            let first = capture.errors.split(separator: "\n").first.map(String.init) ?? "git failed"
            return first.hasPrefix("fatal: ") ? String(first.dropFirst(7)) : first
        }
    }
}

extension String {
    /// The string without the line ends at its end.
    fileprivate var trimmingNewlines: String {
        var text = Substring(self)
        while text.last == "\n" || text.last == "\r" { text = text.dropLast() }
        return String(text)
    }
}
