#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A path a project's own file names (a `.segue-test.lua` run's `output`, `helper`, `lpath`,
/// `paths`, …), held inside the project's folder: written relative to `root`, with no `..`,
/// and reached through the file gate from `root` without following a symbolic link — so a
/// cloned repository's file can name nothing outside the repository.
///
/// Promises: ``init(_:root:)`` refuses an empty, absolute (`/proc`, `/etc/passwd`) or `..`
/// path and one holding a NUL or control character before anything is opened; every folder
/// below `root` is then opened relative to the one above with `O_NOFOLLOW` (``GatedFolder``),
/// so a link anywhere below `root` — to a file or a folder, inside or outside — is refused
/// naming it; reads are ``OpenedFolder/read(_:limit:)``'s (regular files within the limit)
/// and writes `AtomicWrite`'s, into the folder opened that way, so a file or folder is never
/// made outside `root`. `root` itself (the folder the user ran Segue in) is the user's own.
public struct ProjectPath: Sendable, Equatable {
    /// The project's folder, as the user gave it (`.`: the current folder).
    public let root: String
    /// The folder names below `root` that lead to the path's last name, outermost first.
    public let folders: [String]
    /// The last name; empty when the path is `root` itself (`.`).
    public let name: String

    /// The path `text`, relative to `root`; throws a ``FileGateError`` naming `text` when it
    /// is empty, absolute, climbs with `..` or holds a control character.
    public init(_ text: String, root: String = ".") throws(FileGateError) {
        func refuse(_ why: String) -> FileGateError { FileGateError(path: text, why: why) }
        guard !text.isEmpty else { throw refuse("is empty: a path inside the project's folder is expected") }
        guard !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            throw refuse("holds a control character")
        }
        guard !text.hasPrefix("/") else {
            throw refuse("is an absolute path: a project's file may name only paths inside the project's folder (\(root))")
        }
        var parts: [String] = []
        for part in text.split(separator: "/") where part != "." {
            guard part != ".." else {
                throw refuse("climbs out with '..': a project's file may name only paths inside the project's folder (\(root))")
            }
            parts.append(String(part))
        }
        self.root = root
        name = parts.popLast() ?? ""
        folders = parts
    }

    /// The path as it reads below `root` (`reports/specs.xml`; `.` for `root` itself).
    public var relative: String {
        let all = folders + (name.isEmpty ? [] : [name])
        return all.isEmpty ? "." : all.joined(separator: "/")
    }

    /// The path to hand to code that opens it by name (`root/relative`, or `relative` when
    /// `root` is `.`).
    public var path: String {
        root == "." ? relative : (relative == "." ? root : root + "/" + relative)
    }

    /// The folder holding the last name, opened through the gate; nil when a folder of it is
    /// missing (made when `create`).
    private func openHolder(create: Bool) throws(FileGateError) -> OpenedFolder? {
        try GatedFolder(root: root, components: folders).open(create: create)
    }

    /// What is at the path without following a link below `root`: nil when nothing is,
    /// `"a regular file"`, `"a folder"` or another kind (`"a symbolic link"`). A link on the
    /// way is an error naming it.
    public func kind() throws(FileGateError) -> String? {
        if name.isEmpty { return "a folder" }
        guard let holder = try openHolder(create: false) else { return nil }
        return holder.kind(of: name)
    }

    /// Checks that the path is a folder reached from `root` without a link.
    public func checkFolder() throws(FileGateError) {
        let kind = try kind()
        guard kind == "a folder" else { throw refusal(kind, expected: "a folder") }
    }

    /// Checks that the path is a regular file reached from `root` without a link.
    public func checkFile() throws(FileGateError) {
        let kind = try kind()
        guard kind == "a regular file" else { throw refusal(kind, expected: "a regular file") }
    }

    /// The bytes of the regular file at the path (``OpenedFolder/read(_:limit:)``).
    public func read(limit: Int = InputFile.sizeLimit) throws(FileGateError) -> [UInt8] {
        guard !name.isEmpty, let holder = try openHolder(create: false), let bytes = try holder.read(name, limit: limit) else {
            throw FileGateError(path: path, why: "no such file")
        }
        return bytes
    }

    /// Checks, writing nothing, that ``write(_:creatingFolders:)`` would accept the path now:
    /// its folders reached without a link (or missing, when they would be made), nothing but a
    /// regular file at its name.
    public func checkWritable(creatingFolders: Bool) throws(FileGateError) {
        guard !name.isEmpty else { throw FileGateError(path: path, why: "is not a file name") }
        // Each folder that exists must be a real folder; missing ones end the walk.
        var walked: [String] = []
        for folder in folders {
            walked.append(folder)
            let step = ProjectPath(root: root, folders: Array(walked.dropLast()), name: folder)
            switch try step.kind() {
            case nil:
                if !creatingFolders { throw FileGateError(path: path, why: "cannot be written (its folder \(step.path) is missing)") }
                return
            case "a folder": continue
            case let kind?: throw FileGateError(path: step.path, why: "is \(kind), not a folder: Segue follows no link below \(root)")
            }
        }
        guard let holder = try openHolder(create: false) else { return }
        try AtomicWrite.checkDestination(named: name, in: holder.descriptor, path: path)
    }

    /// Writes `bytes` at the path (`AtomicWrite`), its folders opened — and, with
    /// `creatingFolders`, made — relative to `root` without following a link.
    public func write(_ bytes: [UInt8], creatingFolders: Bool = false) throws(FileGateError) {
        guard !name.isEmpty else { throw FileGateError(path: path, why: "is not a file name") }
        guard let holder = try openHolder(create: creatingFolders) else {
            throw FileGateError(path: path, why: "cannot be written (its folder is missing)")
        }
        try AtomicWrite.write(bytes, named: name, in: holder.descriptor, path: path)
    }

    private init(root: String, folders: [String], name: String) {
        self.root = root
        self.folders = folders
        self.name = name
    }

    private func refusal(_ kind: String?, expected: String) -> FileGateError {
        guard let kind else { return FileGateError(path: path, why: "no such file or folder") }
        if kind == "a symbolic link" {
            return FileGateError(path: path, why: "is a symbolic link, which Segue does not follow below \(root)")
        }
        return FileGateError(path: path, why: "is \(kind), not \(expected)")
    }
}
