#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A ``GatedFolder`` open as a descriptor: the files in it are read, written and removed by
/// name, relative to the descriptor, without following a link. Closed when dropped.
///
/// Promises: ``read(_:limit:)`` gives the bytes of regular files only, within the limit (a
/// link, FIFO, device or folder is refused before it is opened for reading, and again on the
/// open descriptor); ``write(_:to:)`` is `AtomicWrite`'s; ``remove(_:)`` unlinks regular
/// files only. Names are single file names: one with a `/` is refused.
public final class OpenedFolder {
    /// The open folder.
    let descriptor: Int32
    /// Its path, for messages.
    public let path: String
    /// The folder below which no link is followed, for messages.
    let root: String

    init(descriptor: Int32, path: String, root: String) {
        self.descriptor = descriptor
        self.path = path
        self.root = root
    }

    deinit { close(descriptor) }

    /// `path/name`.
    public func path(of name: String) -> String { "\(path)/\(name)" }

    /// What is at `name` without following a link: nil when nothing is; `"a regular file"`
    /// or the kind (`FileKind`) otherwise.
    public func kind(of name: String) -> String? {
        var info = stat()
        guard isPlain(name), fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return FileKind.name(info.st_mode) ?? "a regular file"
    }

    /// The names in the folder, sorted, without `.` and `..` (what is behind each is not
    /// looked at: ``kind(of:)`` says, without following a link).
    public func names() throws(FileGateError) -> [String] {
        let copy = dup(descriptor)
        guard copy >= 0, let directory = fdopendir(copy) else {
            let code = errno
            if copy >= 0 { close(copy) }
            throw FileGateError(path: path, why: "cannot be listed (\(FileKind.words(code)))")
        }
        defer { closedir(directory) }
        return sortedNames(ofDirectory: directory)
    }

    /// The bytes of the regular file `name`; nil when there is none by that name.
    public func read(_ name: String, limit: Int = InputFile.sizeLimit) throws(FileGateError) -> [UInt8]? {
        let full = path(of: name)
        func refuse(_ why: String) -> FileGateError { FileGateError(path: full, why: why) }
        guard isPlain(name) else { throw refuse("is not a plain file name") }
        var info = stat()
        guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
            if errno == ENOENT { return nil }
            throw refuse("cannot be read (\(FileKind.words(errno)))")
        }
        if let kind = FileKind.name(info.st_mode) { throw refuse(refusal(kind)) }
        let file = openat(descriptor, name, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY)
        guard file >= 0 else {
            if errno == ELOOP { throw refuse(refusal("a symbolic link")) }
            throw refuse("cannot be read (\(FileKind.words(errno)))")
        }
        defer { close(file) }
        guard fstat(file, &info) == 0 else { throw refuse("cannot be read (\(FileKind.words(errno)))") }
        if let kind = FileKind.name(info.st_mode) { throw refuse(refusal(kind)) }
        guard let size = Int(exactly: info.st_size), size <= limit else {
            throw refuse(FileReadError(path: full, reason: .tooLarge(limit: limit)).why)
        }
        do { return try DescriptorIO.readAll(file, size: size, limit: limit, path: full) } catch { throw refuse(error.why) }
    }

    /// Writes `bytes` as `name`, atomically (`AtomicWrite`): the destination must be
    /// missing or a regular file.
    public func write(_ bytes: [UInt8], to name: String) throws(FileGateError) {
        guard isPlain(name) else { throw FileGateError(path: path(of: name), why: "is not a plain file name") }
        try AtomicWrite.write(bytes, named: name, in: descriptor, path: path(of: name))
    }

    /// Removes the regular file `name` if there is one; anything else by that name (a link,
    /// a folder) is an error naming it and stays.
    public func remove(_ name: String) throws(FileGateError) {
        let full = path(of: name)
        guard isPlain(name) else { throw FileGateError(path: full, why: "is not a plain file name") }
        var info = stat()
        guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
            if errno == ENOENT { return }
            throw FileGateError(path: full, why: "cannot be removed (\(FileKind.words(errno)))")
        }
        if let kind = FileKind.name(info.st_mode) {
            throw FileGateError(path: full, why: "is \(kind), not a regular file: Segue removes only regular files")
        }
        guard unlinkat(descriptor, name, 0) == 0 || errno == ENOENT else {
            throw FileGateError(path: full, why: "cannot be removed (\(FileKind.words(errno)))")
        }
    }

    private func refusal(_ kind: String) -> String {
        kind == "a symbolic link" ? "is a symbolic link, which Segue does not follow below \(root)" : "is \(kind), not a regular file"
    }

    /// Whether `name` is one plain name: not empty, `.` or `..`, and without a `/`.
    func isPlain(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/")
    }
}
