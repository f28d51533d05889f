#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension OpenedFolder {
    /// The folder `components` below this one, opened relative to its descriptor one folder
    /// at a time with `O_NOFOLLOW`: a link (or anything but a folder) on the way is an error
    /// naming it, never followed; nil when a folder is missing and `create` is false (with
    /// `create`, missing folders are made). No components: this folder again, on a
    /// descriptor of its own.
    public func folder(_ components: [String], create: Bool = false) throws(FileGateError) -> OpenedFolder? {
        var current = dup(descriptor)
        guard current >= 0 else { throw FileGateError(path: path, why: "cannot be opened (\(FileKind.words(errno)))") }
        var walked = path
        for component in components {
            walked += "/" + component
            guard isPlain(component) else {
                close(current)
                throw FileGateError(path: walked, why: "is not a plain folder name")
            }
            var next = openat(current, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if next < 0, errno == ENOENT, create {
                if mkdirat(current, component, 0o755) != 0, errno != EEXIST {
                    let code = errno
                    close(current)
                    throw FileGateError(path: walked, why: "cannot be made (\(FileKind.words(code)))")
                }
                next = openat(current, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            }
            if next < 0 {
                let code = errno
                var info = stat()
                let kind = fstatat(current, component, &info, AT_SYMLINK_NOFOLLOW) == 0 ? FileKind.name(info.st_mode) : nil
                close(current)
                if code == ENOENT, !create { return nil }
                if let kind, kind != "a folder" {
                    throw FileGateError(path: walked, why: "is \(kind), not a folder: Segue follows no link below \(root)")
                }
                throw FileGateError(path: walked, why: "cannot be opened (\(FileKind.words(code)))")
            }
            close(current)
            current = next
        }
        return OpenedFolder(descriptor: current, path: walked, root: root)
    }
}
