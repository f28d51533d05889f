#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder the file gate reads and writes inside without following a symbolic link: `root`
/// (a path the user chose, such as a spec's folder, opened as it is) and the folders
/// `components` below it, each opened relative to the one above with `O_NOFOLLOW`, so a
/// link anywhere below `root` — `__goldens__` itself being one included — is refused,
/// naming it, instead of being followed.
public struct GatedFolder: Sendable {
    /// The folder the user chose; links in this path are the user's own.
    public let root: String
    /// The folder names below `root`, outermost first (each a single name, no `/`).
    public let components: [String]

    /// The folder `components` below `root`.
    public init(root: String, components: [String]) {
        self.root = root
        self.components = components
    }

    /// `root/component/…`, for messages.
    public var path: String {
        ([root] + components).joined(separator: "/")
    }

    /// The folder, open; nil when a folder of it is missing and `create` is false (with
    /// `create`, missing folders are made). A link, or anything but a folder, on the way is
    /// an error naming it.
    public func open(create: Bool) throws(FileGateError) -> OpenedFolder? {
        let descriptor = openFolder(root)
        guard descriptor >= 0 else {
            if errno == ENOENT, !create { return nil }
            throw FileGateError(path: root, why: "cannot be opened as a folder (\(FileKind.words(errno)))")
        }
        // The folders below `root` one at a time, never through a link.
        return try OpenedFolder(descriptor: descriptor, path: root, root: root).folder(components, create: create)
    }
}

/// `root` opened as a folder, following links (the user's own path).
private func openFolder(_ path: String) -> Int32 {
    open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
}
