/// Finds the spec files a run covers: a path naming a file is taken as it is; a folder is
/// searched, depth first in name order, for files named `*_spec.lua` (hidden folders and
/// build folders are skipped).
public enum SpecDiscovery {
    /// A path that is neither a file nor a folder.
    public struct MissingPath: Error, CustomStringConvertible {
        public let path: String
        public var description: String { "\(path): no such file or folder" }
    }

    /// The spec files under `paths`, each once, in a stable order.
    public static func specFiles(under paths: [String]) throws -> [String] {
        var found: [String] = []
        var seen = Set<String>()
        func add(_ file: String) {
            if seen.insert(file).inserted { found.append(file) }
        }
        func search(_ folder: String) {
            for name in FileSystem.entries(of: folder) ?? [] {
                let path = folder == "." ? name : (folder.hasSuffix("/") ? folder + name : folder + "/" + name)
                if FileSystem.isDirectory(path) {
                    if name.hasPrefix(".") || name == "node_modules" { continue }
                    search(path)
                } else if name.hasSuffix("_spec.lua") {
                    add(path)
                }
            }
        }
        for path in paths {
            if FileSystem.isFile(path) {
                add(path)
            } else if FileSystem.isDirectory(path) {
                search(path)
            } else {
                throw MissingPath(path: path)
            }
        }
        return found
    }
}
