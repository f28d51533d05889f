import SegueExport

/// Where `segue export` writes a format's files: the main file at `--output` (or, in the current
/// folder, the name the format gave it: the script's name and the format's extension), every other file
/// beside it, its name made from the main path as the format made it from the main name
/// (`panel.spec.json` and `panel.spec.html`; `--output out/hand.json` gives `out/hand.html`).
enum ExportPaths {
    /// Why a format's file names cannot be placed.
    struct Refusal: Error, CustomStringConvertible {
        let description: String
    }

    /// The paths of `files` (the main one first) with the main one at `main`. Refuses a name
    /// that is not a bare file name (a folder, `.`, `..`).
    static func paths(of files: [ExportFile], main: String) throws(Refusal) -> [String] {
        guard let first = files.first else { return [] }
        for file in files where !isBare(file.name) {
            throw Refusal(description: "the format named a file '\(file.name)', which is not a bare file name")
        }
        let mainStem = stem(first.name)
        let (folder, name) = split(main)
        let outputStem = stem(name)
        return files.enumerated().map { index, file in
            guard index > 0 else { return main }
            let rest = file.name.hasPrefix(mainStem) ? String(file.name.dropFirst(mainStem.count)) : "." + file.name
            return folder.map { $0 + "/" } .map { $0 + outputStem + rest } ?? outputStem + rest
        }
    }

    private static func isBare(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.contains("\0")
    }

    /// The name without its last extension (`panel.spec.json` → `panel.spec`).
    private static func stem(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// The folder part of `path` (nil when it has none) and its last name.
    private static func split(_ path: String) -> (folder: String?, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (nil, path) }
        return (String(path[..<slash]), String(path[path.index(after: slash)...]))
    }
}
