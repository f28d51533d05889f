#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The folders a spec may read transition scripts from (`stage.script`, `stage.load`): the
/// spec's own folder tree and the folders the runner was given. Paths are compared after
/// resolving symbolic links and `..`, so neither leads outside.
struct ReadableFolders {
    /// The allowed folders, resolved.
    let roots: [String]

    /// The spec's folder and `given` (files stand for their folders); those that do not
    /// exist are left out.
    init(specFolder: String, given: [String]) {
        var roots: [String] = []
        for path in [specFolder] + given {
            let folder = FileSystem.identity(of: path).map { $0.isDirectory } == false ? Self.folder(of: path) : path
            if let resolved = Self.resolve(folder), !roots.contains(resolved) { roots.append(resolved) }
        }
        self.roots = roots
    }

    /// `path` when it names a file inside one of the folders; otherwise an error naming the
    /// path as the spec wrote it and the folders, never the file's content.
    func check(_ path: String, written: String) throws -> String {
        guard let resolved = Self.resolve(path),
              roots.contains(where: { resolved.hasPrefix($0 == "/" ? "/" : $0 + "/") }) else {
            throw ReadableFolderError(message: "'\(written)' is outside the folders a spec may read (the spec's folder and the folders given to segue test: \(roots.joined(separator: ", ")))")
        }
        return path
    }

    /// The canonical absolute path of `path`, nil when it does not exist.
    static func resolve(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
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
