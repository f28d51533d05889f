/// Finds the spec files a run covers: a path naming a file is taken as it is; a folder is
/// searched, depth first in name order, for files named `*_spec.lua` (hidden folders and
/// build folders are skipped). A symbolic link met in a folder is followed only when it leads
/// inside the search's boundary — the project's folder (the current folder) for a path inside
/// it, else the path given itself — so a link a cloned repository commits (to `/`, to
/// `/proc/PID/cwd`, to a folder beside the project) is never entered: it is skipped. Each real
/// folder is searched once and each real file is run once, whatever the links (a link to `.`
/// or two links to each other's folders cannot make the search loop).
public enum SpecDiscovery {
    /// A path that does not exist.
    public struct MissingPath: Error, CustomStringConvertible {
        public let path: String
        public var description: String { "\(path): no such file or folder" }
    }

    /// The spec files under `paths`, each once, in a stable order. A path, or a `*_spec.lua`
    /// entry, that exists but is not a regular file (a FIFO, a device) is listed all the
    /// same: loading it then refuses it with the reason.
    /// With `accepting`, a file in a folder is a spec when `accepting` says so of its name
    /// (instead of ending in `_spec.lua`).
    public static func specFiles(under paths: [String],
                                 accepting: ((String) throws -> Bool)? = nil) throws -> [String] {
        var found: [String] = []
        var seen = Set<FileSystem.Identity>()
        func add(_ file: String, _ identity: FileSystem.Identity) {
            if seen.insert(identity).inserted { found.append(file) }
        }
        // The folder below which links may lead, for the path being searched (resolved).
        var boundary: String?
        func search(_ folder: String, _ identity: FileSystem.Identity) throws {
            guard seen.insert(identity).inserted else { return }
            for name in FileSystem.entries(of: folder) ?? [] {
                let path = folder == "." ? name : (folder.hasSuffix("/") ? folder + name : folder + "/" + name)
                if FileSystem.isLink(path) {
                    guard let boundary, let target = FileSystem.realPath(path), FileSystem.isInside(target, boundary) else { continue }
                }
                guard let entry = FileSystem.identity(of: path) else { continue }
                if entry.isDirectory {
                    if name.hasPrefix(".") || name == "node_modules" { continue }
                    try search(path, entry)
                } else if try accepting.map({ try $0(name) }) ?? name.hasSuffix("_spec.lua") {
                    add(path, entry)
                }
            }
        }
        let project = FileSystem.realPath(".")
        for path in paths {
            guard let identity = FileSystem.identity(of: path) else { throw MissingPath(path: path) }
            let real = FileSystem.realPath(path)
            boundary = project.flatMap { project in real.map { FileSystem.isInside($0, project) } == true ? project : nil } ?? real
            if identity.isDirectory { try search(path, identity) } else { add(path, identity) }
        }
        return found
    }
}
