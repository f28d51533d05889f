#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

import SegueLua

/// The folders a spec may read transition scripts from (`stage.script`, `stage.load`): the
/// spec's own folder tree and the folders the runner was given. A path is read only when it
/// leads inside one of them once symbolic links and `..` are resolved, and — as every file the
/// gate reads below a user's folder — when no symbolic link lies on its way below that folder
/// (a committed link is refused naming it, even one that points back inside).
struct ReadableFolders {
    /// The allowed folders, resolved.
    let roots: [String]
    /// The allowed folders as given, made absolute (lexically): below these no link is
    /// followed; links in them are the user's own.
    private let givenRoots: [String]

    /// The spec's folder and `given` (files stand for their folders); those that do not
    /// exist are left out.
    init(specFolder: String, given: [String]) {
        var roots: [String] = []
        var givenRoots: [String] = []
        for path in [specFolder] + given {
            let folder = FileSystem.identity(of: path).map { $0.isDirectory } == false ? Self.folder(of: path) : path
            if let resolved = Self.resolve(folder), !roots.contains(resolved) {
                roots.append(resolved)
                givenRoots.append(Self.absolute(folder))
            }
        }
        self.roots = roots
        self.givenRoots = givenRoots
    }

    /// `path` when it names a file inside one of the folders; otherwise an error naming the
    /// path as the spec wrote it and the folders, never the file's content.
    func check(_ path: String, written: String) throws -> String {
        guard let resolved = Self.resolve(path),
              roots.contains(where: { resolved.hasPrefix($0 == "/" ? "/" : $0 + "/") }) else {
            throw ReadableFolderError(message: "'\(written)' is outside the folders a spec may read (the spec's folder and the folders given to segue test: \(roots.joined(separator: ", ")))")
        }
        if let link = linkBelowRoot(in: Self.absolute(path)) {
            throw ReadableFolderError(message: "'\(written)': \(link) is a symbolic link, which Segue does not follow below the spec's folder")
        }
        return path
    }

    /// The first symbolic link on the way to `absolute` below the allowed folder it is
    /// written under (the innermost that holds it); nil when there is none, or when the path
    /// is written under none of them (it then reached one through a link above it, the
    /// user's own).
    private func linkBelowRoot(in absolute: String) -> String? {
        let holding = givenRoots.filter { absolute.hasPrefix($0 == "/" ? "/" : $0 + "/") }
        guard let root = holding.max(by: { $0.count < $1.count }) else { return nil }
        var walked = root == "/" ? "" : root
        for part in absolute.dropFirst(root.count).split(separator: "/") {
            walked += "/" + part
            var info = stat()
            if lstat(walked, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK { return walked }
        }
        return nil
    }

    /// The canonical absolute path of `path`, nil when it does not exist.
    static func resolve(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// `path` made absolute against the current folder, with `.` and `..` taken lexically
    /// (a link on the way is looked at, not followed).
    static func absolute(_ path: String) -> String {
        var full = path
        if !path.hasPrefix("/") {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            guard getcwd(&buffer, buffer.count) != nil else { return path }
            full = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) + "/" + path
        }
        var parts: [Substring] = []
        for part in full.split(separator: "/") {
            if part == "." { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    static func folder(of path: String) -> String {
        path.lastIndex(of: "/").map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
    }
}

/// A path a spec may not read.
struct ReadableFolderError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
