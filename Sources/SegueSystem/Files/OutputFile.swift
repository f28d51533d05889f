#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file gate's writer for a path the user chose (`--output`, `--coverage-output`,
/// `--image-report`, `segue render --output`, the REPL's `:record`, `segue init`): the path
/// may lead anywhere the user can write — its folders are the user's, links in them
/// included — but the file itself is written as every gated file is (`AtomicWrite`): a
/// regular file or nothing at the destination (a FIFO, a device such as `/dev/full`, a
/// folder or a link there is refused, never written through), a temporary file beside it,
/// every write, `fsync` and `close` checked, then renamed into place.
public enum OutputFile {
    /// Writes `bytes` at `path`. `replacing` false: an existing file is an error and is kept.
    /// `creatingFolders`: the folders leading to it are made first (like `mkdir -p`).
    public static func write(_ bytes: [UInt8], to path: String, replacing: Bool = true,
                             creatingFolders: Bool = false) throws(FileGateError) {
        let (folder, name) = try destination(path)
        if creatingFolders { try makeFolders(folder, for: path) }
        let descriptor = try openFolder(folder, for: path)
        defer { close(descriptor) }
        try AtomicWrite.write(bytes, named: name, in: descriptor, path: path, replacing: replacing)
    }

    /// Checks, without writing anything, that `write(_:to:replacing:creatingFolders:)`
    /// would accept `path` now (its folder exists, and nothing but a regular file is there):
    /// for a command that should refuse its output before a long run rather than after it.
    public static func check(_ path: String, replacing: Bool = true) throws(FileGateError) {
        let (folder, name) = try destination(path)
        let descriptor = try openFolder(folder, for: path)
        defer { close(descriptor) }
        try AtomicWrite.checkDestination(named: name, in: descriptor, path: path, replacing: replacing)
    }

    /// The folder and name `path` writes, refusing a path that names no file.
    private static func destination(_ path: String) throws(FileGateError) -> (folder: String, name: String) {
        let (folder, name) = split(path)
        guard !name.isEmpty, name != ".", name != ".." else { throw FileGateError(path: path, why: "is not a file name") }
        return (folder, name)
    }

    /// `folder` opened as a descriptor for writing `path` into it.
    private static func openFolder(_ folder: String, for path: String) throws(FileGateError) -> Int32 {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw FileGateError(path: path, why: "cannot be written (its folder \(folder): \(FileKind.words(errno)))")
        }
        return descriptor
    }

    /// Writes `text` as UTF-8 at `path` (`write(_:to:replacing:creatingFolders:)`).
    public static func write(_ text: String, to path: String, replacing: Bool = true,
                             creatingFolders: Bool = false) throws(FileGateError) {
        try write(Array(text.utf8), to: path, replacing: replacing, creatingFolders: creatingFolders)
    }

    /// The folder part of `path` ("." when it has none, "/" for a file at the top) and its
    /// last name.
    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = String(path[..<slash])
        return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
    }

    /// Makes `folder` and the folders above it that are missing.
    private static func makeFolders(_ folder: String, for path: String) throws(FileGateError) {
        var walked = folder.hasPrefix("/") ? "" : "."
        for part in folder.split(separator: "/") where !part.isEmpty {
            walked += "/" + part
            if mkdir(walked, 0o755) != 0, errno != EEXIST {
                throw FileGateError(path: path, why: "cannot be written (its folder \(walked): \(FileKind.words(errno)))")
            }
        }
    }
}
