#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the file gate calls a file that is not a regular file, and an `errno` in words.
enum FileKind {
    /// The name of a file type other than a regular file ("a FIFO"); nil for a regular file.
    static func name(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFLNK: "a symbolic link"
        default: "a special file"
        }
    }

    /// `strerror(code)`.
    static func words(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
