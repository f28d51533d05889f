#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SegueSystem

/// The git repository a script is in, found and checked by Segue itself before any `git`
/// runs in it: a cloned repository is untrusted input (docs/safety.md, "Compare").
///
/// Promises: the repository is the nearest folder above the script holding `.git`, and its
/// git folder is inside that folder (the project): a `.git` file or link that points git
/// elsewhere — at another repository of the user's, a worktree's or submodule's git folder —
/// is refused, saying so. The files git reads to find `HEAD`'s version (`HEAD`, `config`,
/// `config.worktree`, `packed-refs`, everything under `refs/` and `objects/`) are regular
/// files or folders: a FIFO, device, socket or link among them is refused at once, naming
/// it, instead of leaving git to wait on it. A configuration that includes other files, a linked
/// worktree's git folder and borrowed objects (`objects/info/alternates`) are refused too:
/// each would have git read outside the project.
struct GitFolder: Equatable {
    /// The working tree's top folder (real path, no links): the project.
    var top: String
    /// The git folder (real path), inside ``top``.
    var gitFolder: String

    /// The most entries the check walks under `refs/` and `objects/` together.
    static let entryLimit = 200_000
    /// The deepest folder the check walks into below `refs/` or `objects/`.
    static let depthLimit = 32

    /// The repository holding the folder `folder` (a real path), checked.
    static func locate(from folder: String, script: String) throws(PreviewError) -> GitFolder {
        var candidate = folder
        while true {
            let dotGit = candidate == "/" ? "/.git" : candidate + "/.git"
            var info = stat()
            if lstat(dotGit, &info) == 0 {
                let found = try gitFolder(at: dotGit, info: info, in: candidate, script: script)
                try check(found)
                return found
            }
            guard candidate != "/" else {
                throw PreviewError("\(script) has no git HEAD to compare with: it is not in a git repository")
            }
            candidate = directoryOf(candidate)
        }
    }

    /// What `.git` at `dotGit` (in the folder `top`) makes the git folder.
    private static func gitFolder(at dotGit: String, info: stat, in top: String,
                                  script: String) throws(PreviewError) -> GitFolder {
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            return GitFolder(top: top, gitFolder: dotGit)
        case S_IFREG:
            // A `.git` file: `gitdir: PATH`, relative to the folder holding it.
            let text: String
            do { text = String(decoding: try InputFile.read(dotGit, limit: 4096), as: UTF8.self) } catch {
                throw PreviewError("\(script) is not compared with git HEAD: \(error)")
            }
            let line = text.split(separator: "\n").first.map(String.init) ?? ""
            guard line.hasPrefix("gitdir: ") else {
                throw PreviewError("\(script) is not compared with git HEAD: \(dotGit) is a file that does not name a git folder")
            }
            let named = String(line.dropFirst(8)).trimmingCharacters(" \r")
            let absolute = named.hasPrefix("/") ? named : top + "/" + named
            guard let real = realPath(absolute), isInside(real, top) else {
                throw PreviewError("\(script) is not compared with git HEAD: \(dotGit) points git to \(named), outside"
                                   + " \(top) (Segue compares only with a git folder inside the project; a worktree's"
                                   + " or submodule's git folder elsewhere is not read)")
            }
            return GitFolder(top: top, gitFolder: real)
        case S_IFLNK:
            guard let real = realPath(dotGit), isInside(real, top) else {
                throw PreviewError("\(script) is not compared with git HEAD: \(dotGit) is a link to a folder outside \(top)"
                                   + " (Segue compares only with a git folder inside the project)")
            }
            return GitFolder(top: top, gitFolder: real)
        default:
            throw PreviewError("\(script) is not compared with git HEAD: \(dotGit) is \(kindName(info.st_mode))")
        }
    }

    /// Refuses a git folder whose files would make git wait, run or read outside the project.
    private static func check(_ found: GitFolder) throws(PreviewError) {
        func refuse(_ why: String) -> PreviewError {
            PreviewError("the git repository \(found.top) is not compared: \(why)")
        }
        let folder: OpenedFolder
        do {
            guard let opened = try GatedFolder(root: found.gitFolder, components: []).open(create: false) else {
                throw refuse("its git folder \(found.gitFolder) is missing")
            }
            folder = opened
        } catch let error as FileGateError { throw refuse("\(error)") } catch { throw refuse("\(error)") }

        for name in ["HEAD", "config", "config.worktree", "packed-refs", "shallow", "commondir"] {
            guard let kind = folder.kind(of: name) else { continue }
            guard kind == "a regular file" else { throw refuse("\(folder.path(of: name)) is \(kind), not a regular file") }
        }
        if folder.kind(of: "commondir") != nil {
            throw refuse("\(found.gitFolder) is a linked worktree's, whose objects are in another repository")
        }
        for name in ["config", "config.worktree"] {
            let config: [UInt8]?
            do { config = try folder.read(name, limit: 1 << 20) } catch { throw refuse("\(error)") }
            if let config, includesOtherFiles(config) {
                throw refuse("its configuration (\(folder.path(of: name))) includes other files (include.path or includeIf),"
                             + " which Segue does not let git read")
            }
        }
        var entries = 0
        for top in ["refs", "objects"] {
            try walk(GatedFolder(root: found.gitFolder, components: [top]), depth: 0, entries: &entries, refuse: refuse)
        }
        let info: OpenedFolder?
        do { info = try GatedFolder(root: found.gitFolder, components: ["objects", "info"]).open(create: false) } catch {
            throw refuse("\(error)")
        }
        if let info, info.kind(of: "alternates") != nil {
            throw refuse("it borrows objects from another repository (\(info.path(of: "alternates")))")
        }
    }

    /// Walks `folder`, refusing anything but regular files and folders.
    private static func walk(_ folder: GatedFolder, depth: Int, entries: inout Int,
                             refuse: (String) -> PreviewError) throws(PreviewError) {
        let opened: OpenedFolder?
        do { opened = try folder.open(create: false) } catch { throw refuse("\(error)") }
        guard let opened else { return }
        let names: [String]
        do { names = try opened.names() } catch { throw refuse("\(error)") }
        for name in names {
            entries += 1
            guard entries <= entryLimit else {
                throw refuse("more than \(entryLimit) files under refs/ and objects/ to check")
            }
            switch opened.kind(of: name) {
            case "a regular file", nil: continue
            case "a folder":
                guard depth < depthLimit else { throw refuse("\(opened.path(of: name)) is nested too deep") }
                try walk(GatedFolder(root: folder.root, components: folder.components + [name]), depth: depth + 1,
                         entries: &entries, refuse: refuse)
            case let kind?:
                throw refuse("\(opened.path(of: name)) is \(kind), not a regular file")
            }
        }
    }

    /// Whether git configuration text has an `[include]` or `[includeIf …]` section.
    static func includesOtherFiles(_ config: [UInt8]) -> Bool {
        for line in config.split(separator: UInt8(ascii: "\n")) {
            let trimmed = line.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            guard trimmed.first == UInt8(ascii: "[") else { continue }
            let section = trimmed.dropFirst().drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            let word = String(decoding: section.prefix(9), as: UTF8.self).lowercased()
            if word.hasPrefix("include") { return true }
        }
        return false
    }

    /// The real path of `path` (links resolved), nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether the real path `path` is `folder` or below it.
    static func isInside(_ path: String, _ folder: String) -> Bool {
        folder == "/" || path == folder || path.hasPrefix(folder + "/")
    }

    private static func kindName(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        default: "a special file"
        }
    }
}

extension String {
    /// The string without the characters of `set` at either end.
    fileprivate func trimmingCharacters(_ set: String) -> String {
        var text = Substring(self)
        while let first = text.first, set.contains(first) { text = text.dropFirst() }
        while let last = text.last, set.contains(last) { text = text.dropLast() }
        return String(text)
    }
}
