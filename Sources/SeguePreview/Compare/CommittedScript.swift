#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SegueSystem

/// A transition script as it stands in git's last commit (`HEAD`) of the repository the
/// working copy is in: what the preview compares the working copy against.
///
/// Promises (docs/safety.md, "Compare"): the repository is treated as untrusted. It is found
/// and checked by `GitFolder` before git runs (its git folder inside the project, no FIFO,
/// device or link among the files git reads); git runs as `UntrustedGit` (no transport,
/// no lazy fetch, no hook, filter, pager, monitor or configured command); the script's entry
/// in `HEAD` must be a regular file (`ls-tree`: mode 100644 or 100755) of at most the file
/// gate's size limit before its blob is read by object name from the local object store
/// (`cat-file blob`); and nothing is written anywhere. A missing `git`, a folder outside any
/// repository, a file not in `HEAD`, a link, submodule or folder in its place, a blob that
/// is not in the local store or a version that is not UTF-8 text is a ``PreviewError``
/// saying so.
public struct CommittedScript: Sendable, Equatable {
    /// The committed bytes of the script.
    public var bytes: [UInt8]
    /// `HEAD`'s abbreviated commit name, as `git rev-parse --short` gives it.
    public var commit: String

    /// The committed version of the script at `path` (relative to the working folder or
    /// absolute). Each git call may take `timeLimit` seconds; nil: `SEGUE_TOOL_TIME_LIMIT`,
    /// else `UntrustedGit.defaultTimeLimit` (10 s).
    public static func read(_ path: String, timeLimit given: Double? = nil) throws(PreviewError) -> CommittedScript {
        guard let tool = ExternalTool.find("git") else {
            throw PreviewError("comparing with git HEAD needs git: install Debian's package git")
        }
        let timeLimit: Double
        if let given { timeLimit = given } else {
            do { timeLimit = try ExternalTool.timeLimit(default: UntrustedGit.defaultTimeLimit) } catch {
                throw PreviewError("\(error)")
            }
        }
        let name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        guard let folder = GitFolder.realPath(directoryOf(path)) else {
            throw PreviewError("\(path) has no git HEAD to compare with: its folder cannot be found")
        }
        let repository = try GitFolder.locate(from: folder, script: path)
        let git = UntrustedGit(tool: tool, folder: folder, timeLimit: timeLimit)

        // git must find the repository Segue checked, and nothing nearer or elsewhere.
        let found = git.run(["rev-parse", "--absolute-git-dir", "--show-toplevel"], limit: 8192)
        guard found.succeeded else { throw PreviewError("\(path) has no git HEAD to compare with: \(git.reason(found))") }
        let lines = String(decoding: found.output, as: UTF8.self).split(separator: "\n").map(String.init)
        guard lines.count == 2, GitFolder.realPath(lines[0]) == repository.gitFolder,
              GitFolder.realPath(lines[1]) == repository.top else {
            throw PreviewError("\(path) is not compared with git HEAD: git reads another repository than the one"
                               + " at \(repository.top) (its configuration moves the working tree or git folder)")
        }
        let commit = git.run(["rev-parse", "--verify", "--short", "HEAD"], limit: 256)
        guard commit.succeeded else {
            throw PreviewError("\(path) has no git HEAD to compare with: \(git.reason(commit))")
        }
        // The script's path from the working tree's top (`folder` is the top or below it).
        let below = folder == repository.top ? "" : String(folder.dropFirst(repository.top == "/" ? 1 : repository.top.count + 1))
        let relative = below.isEmpty ? name : below + "/" + name
        let entry = try treeEntry(relative, path: path, git: git)
        let blob = git.run(["cat-file", "blob", entry.object], limit: InputFile.sizeLimit)
        guard blob.succeeded else {
            if blob.end == .tooLong {
                throw PreviewError("\(path) in git HEAD is larger than \(InputFile.sizeLimit >> 20) MB: not compared")
            }
            throw PreviewError("\(path) in git HEAD cannot be read (\(git.reason(blob)))")
        }
        guard String(validating: blob.output, as: UTF8.self) != nil else {
            throw PreviewError("\(path) in git HEAD is not UTF-8 text")
        }
        let hash = String(decoding: commit.output, as: UTF8.self).trimmingNewlines
        return CommittedScript(bytes: blob.output, commit: hash)
    }

    /// The script's entry in `HEAD`'s tree (`relative` to the working tree's top): a regular
    /// file's blob, present in the local object store, within the size limit.
    private static func treeEntry(_ relative: String, path: String,
                                  git: UntrustedGit) throws(PreviewError) -> (object: String, size: Int) {
        let listed = git.run(["ls-tree", "-z", "--full-tree", "HEAD", "--", relative], limit: 65_536)
        guard listed.succeeded else {
            throw PreviewError("\(path) is not in git HEAD (\(git.reason(listed))): commit it to compare with it")
        }
        // `MODE TYPE OBJECT\tPATH\0`, the one entry whose path is the script's.
        let entries = listed.output.split(separator: 0)
        guard let line = entries.first(where: { String(decoding: $0.drop { $0 != 9 }.dropFirst(), as: UTF8.self) == relative }) else {
            throw PreviewError("\(path) is not in git HEAD: commit it to compare with it")
        }
        let fields = String(decoding: line.prefix { $0 != 9 }, as: UTF8.self).split(separator: " ").map(String.init)
        guard fields.count == 3 else { throw PreviewError("\(path): git listed HEAD's entry in an unknown form") }
        switch (fields[0], fields[1]) {
        case ("100644", "blob"), ("100755", "blob"): break
        case ("120000", _):
            throw PreviewError("\(path) is a symbolic link in git HEAD, not a file: not compared")
        case ("160000", _):
            throw PreviewError("\(path) is a submodule in git HEAD, not a file: not compared")
        case ("040000", _):
            throw PreviewError("\(path) is a folder in git HEAD, not a file: not compared")
        default:
            throw PreviewError("\(path) is not a regular file in git HEAD (mode \(fields[0])): not compared")
        }
        let object = fields[2]
        guard !object.isEmpty, object.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) }) else {
            throw PreviewError("\(path): git listed HEAD's entry in an unknown form")
        }
        let sized = git.run(["cat-file", "-s", object], limit: 64)
        guard sized.succeeded, let size = Int(String(decoding: sized.output, as: UTF8.self).trimmingNewlines) else {
            throw PreviewError("\(path) in git HEAD is not in the local object store (\(git.reason(sized))):"
                               + " Segue never fetches it (a partial clone's missing blob stays missing)")
        }
        guard size <= InputFile.sizeLimit else {
            throw PreviewError("\(path) in git HEAD is larger than \(InputFile.sizeLimit >> 20) MB: not compared")
        }
        return (object, size)
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
