#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat` says of a file and of its folder — identity, size, modification times — so
/// that a file that does not load is tried again only once it (or its folder) changed.
struct FileSignature: Equatable {
    private var parts: [Int]

    /// The signature of `path` now; a missing file and a missing folder have their own.
    init(path: String) {
        let folder = path.contains("/") ? String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]) : "."
        parts = Self.statParts(path) + Self.statParts(folder.isEmpty ? "/" : folder)
    }

    private static func statParts(_ path: String) -> [Int] {
        var info = stat()
        guard stat(path, &info) == 0 else { return [-1] }
        #if canImport(Darwin)
        let modified = info.st_mtimespec
        #else
        let modified = info.st_mtim
        #endif
        return [Int(truncatingIfNeeded: info.st_dev), Int(truncatingIfNeeded: info.st_ino), Int(truncatingIfNeeded: info.st_mode), Int(truncatingIfNeeded: info.st_size),
                Int(truncatingIfNeeded: modified.tv_sec), Int(truncatingIfNeeded: modified.tv_nsec)]
    }
}
