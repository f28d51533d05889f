#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file gate's one way of writing a file: into a folder already open as a descriptor, a
/// temporary file beside the destination (created new, never through a link), every write,
/// the `fsync` and the `close` checked, then renamed over the destination. A reader sees the
/// old file or the whole new one, never half; a full disk or any failed step is an error and
/// the temporary file is removed.
enum AtomicWrite {
    /// Writes `bytes` as `name` in the open folder `folder` (`path` names the destination in
    /// errors). The destination must be missing or a regular file (a link, FIFO, device or
    /// folder there is refused, never written through or replaced); with `replacing` false an
    /// existing destination is refused too, and the file appears only if nothing took the
    /// name meanwhile. (The preview's edits replace files by `OpenedFolder.replace`, a
    /// compare-and-swap that keeps owner and mode.)
    static func write(_ bytes: [UInt8], named name: String, in folder: Int32, path: String,
                      replacing: Bool = true) throws(FileGateError) {
        func refuse(_ why: String) -> FileGateError { FileGateError(path: path, why: why) }
        try checkDestination(named: name, in: folder, path: path, replacing: replacing)
        var temporary = ""
        var descriptor: Int32 = -1
        for _ in 0..<16 {
            temporary = ".segue-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
            descriptor = openat(folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY, 0o644)
            if descriptor >= 0 || errno != EEXIST { break }
        }
        guard descriptor >= 0 else { throw refuse("cannot be written (\(FileKind.words(errno)))") }
        var failure = DescriptorIO.writeAll(descriptor, bytes)
        if failure == 0, fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        if failure == 0 {
            if replacing {
                if renameat(folder, temporary, folder, name) != 0 { failure = errno }
            } else if linkat(folder, temporary, folder, name, 0) != 0 {
                failure = errno
            }
        }
        if failure != 0 || !replacing { unlinkat(folder, temporary, 0) }
        if failure == EEXIST { throw refuse("already exists") }
        if failure != 0 { throw refuse("cannot be written (\(FileKind.words(failure)))") }
    }

    /// Checks, without writing, that ``write(_:named:in:path:replacing:)`` would accept the
    /// destination now: nothing there, or (when `replacing`) a regular file — never a link,
    /// FIFO, device or folder.
    static func checkDestination(named name: String, in folder: Int32, path: String,
                                 replacing: Bool = true) throws(FileGateError) {
        var info = stat()
        if fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 {
            if let kind = FileKind.name(info.st_mode) {
                throw FileGateError(path: path, why: "is \(kind), not a regular file: Segue writes only regular files")
            }
            if !replacing { throw FileGateError(path: path, why: "already exists") }
        } else if errno != ENOENT {
            throw FileGateError(path: path, why: "cannot be written (\(FileKind.words(errno)))")
        }
    }
}
