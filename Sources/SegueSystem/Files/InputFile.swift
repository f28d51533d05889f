#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file gate's reader for a path given whole (scripts, the modules `require` loads, specs,
/// gesture traces, `stage.script`, PNGs an image tool made); files inside a spec's folder that
/// must not be reached through a link (goldens) are read by ``OpenedFolder/read(_:limit:)``
/// instead. It reads regular files only, and at most ``sizeLimit`` bytes of them: a FIFO, a
/// socket or a device is refused before any read (the file is opened non-blocking and checked
/// with `fstat`, so a FIFO never blocks), and a larger file is refused without being read to
/// its end. The bytes come back exactly as
/// they are on disk.
public enum InputFile {
    /// The largest file Segue reads: 16 MB.
    public static let sizeLimit = 16 << 20

    /// The bytes of the regular file at `path`, or the reason it was refused.
    public static func read(_ path: String, limit: Int = sizeLimit) throws(FileReadError) -> [UInt8] {
        func refuse(_ reason: FileReadError.Reason) -> FileReadError { FileReadError(path: path, reason: reason) }
        // Looked at before it is opened (opening a device can itself do something), then
        // checked again on the open descriptor (the path may have changed in between).
        try check(path, limit: limit)
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { throw refuse(reason(forErrno: errno)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw refuse(reason(forErrno: errno)) }
        if let kind = FileKind.name(info.st_mode) { throw refuse(.notRegular(kind)) }
        guard let size = Int(exactly: info.st_size), size <= limit else { throw refuse(.tooLarge(limit: limit)) }
        return try DescriptorIO.readAll(descriptor, size: size, limit: limit, path: path)
    }

    /// Checks, without reading it, that ``read(_:limit:)`` would accept the file at `path`
    /// now: it exists, is a regular file and is within `limit`.
    public static func check(_ path: String, limit: Int = sizeLimit) throws(FileReadError) {
        func refuse(_ reason: FileReadError.Reason) -> FileReadError { FileReadError(path: path, reason: reason) }
        var info = stat()
        guard stat(path, &info) == 0 else { throw refuse(reason(forErrno: errno)) }
        if let kind = FileKind.name(info.st_mode) { throw refuse(.notRegular(kind)) }
        guard Int(exactly: info.st_size).map({ $0 <= limit }) ?? false else { throw refuse(.tooLarge(limit: limit)) }
    }

    /// Whether anything (of any type) exists at `path`, following symbolic links.
    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// Whether `path` names a regular file (following symbolic links).
    public static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && FileKind.name(info.st_mode) == nil
    }

    /// "16 MB" for a byte count (whole megabytes when it is one, else bytes).
    static func describe(_ bytes: Int) -> String {
        bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MB" : "\(bytes)-byte"
    }

    private static func reason(forErrno code: Int32) -> FileReadError.Reason {
        switch code {
        case ENOENT, ENOTDIR: .missing
        case EISDIR: .notRegular("a folder")
        default: .unreadable(String(cString: strerror(code)))
        }
    }
}

/// Reads a whole file as UTF-8 text (invalid bytes become U+FFFD), through ``InputFile``.
public func readText(_ path: String) throws(FileReadError) -> String {
    String(decoding: try InputFile.read(path), as: UTF8.self)
}

/// Reads a whole file as UTF-8 text; `nil` when ``InputFile`` refuses it.
public func readTextFile(_ path: String) -> String? {
    try? readText(path)
}

/// The folder part of `path` ("." when it has none).
public func directoryOf(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let folder = String(path[..<slash])
    return folder.isEmpty ? "/" : folder
}
