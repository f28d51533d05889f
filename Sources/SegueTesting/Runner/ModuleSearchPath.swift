/// busted's `--lpath`: where `require` looks for modules besides each spec's own folder.
/// Segue's sandboxed `require` takes folders (`require("a.b")` reads `FOLDER/a/b.lua`, then
/// `FOLDER/a/b/init.lua`), so each `;`-separated entry is a folder, or one of busted's two
/// templates of a folder, `FOLDER/?.lua` and `FOLDER/?/init.lua`.
public enum ModuleSearchPath {
    /// The folders `lpath` names, in order, each once; throws a message naming the entry
    /// that is neither a folder nor one of the two templates.
    public static func folders(_ lpath: String) throws -> [String] {
        var folders: [String] = []
        for part in lpath.split(separator: ";") {
            let entry = String(part)
            var folder = entry
            if entry.contains("?") {
                guard let mark = entry.firstIndex(of: "?"),
                      ["?.lua", "?/init.lua"].contains(String(entry[mark...])) else {
                    throw ModuleSearchPathError("--lpath: '\(entry)' is not FOLDER/?.lua, FOLDER/?/init.lua or a folder")
                }
                folder = String(entry[..<mark])
            }
            while folder.count > 1 && folder.hasSuffix("/") { folder.removeLast() }
            if folder.isEmpty { folder = "." }
            if !folders.contains(folder) { folders.append(folder) }
        }
        return folders
    }
}

/// An `--lpath` entry Segue's `require` cannot search.
public struct ModuleSearchPathError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
