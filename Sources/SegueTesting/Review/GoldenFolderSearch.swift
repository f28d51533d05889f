import SegueLua

/// Finds the `__goldens__` folders below a folder through the file gate, without following a
/// link: each folder is opened relative to the one above it (``GatedFolder``), and only what
/// the gate sees as a folder is entered.
///
/// Promises: every result is a list of plain folder names below `root` ending in
/// `__goldens__`, in name order, depth first; hidden folders (`.git`, `.build`…) and
/// `node_modules` are skipped; the search stops at ``maximumDepth`` folders deep and after
/// ``maximumFolders`` folders, so a huge or looping tree cannot hold a review up.
enum GoldenFolderSearch {
    /// How deep below the root the search goes.
    static let maximumDepth = 32
    /// How many folders one search opens at most.
    static let maximumFolders = 20_000

    /// The `__goldens__` folders below `root`, each as its names below `root`; `root` itself
    /// being a `__goldens__` folder is not looked into (its spec folder is the root to give).
    static func goldenFolders(below root: String) throws(GoldenReviewError) -> [[String]] {
        var found: [[String]] = []
        var opened = 0
        func search(_ components: [String]) throws(GoldenReviewError) {
            guard components.count < maximumDepth, opened < maximumFolders else { return }
            opened += 1
            let gated = GatedFolder(root: root, components: components)
            let names: [String]
            let folder: OpenedFolder
            do {
                guard let open = try gated.open(create: false) else { return }
                folder = open
                names = try open.names()
            } catch {
                // A link on the way is not followed, and nothing below it is looked at.
                if components.isEmpty { throw GoldenReviewError("\(error)") }
                return
            }
            for name in names where !name.hasPrefix(".") && name != "node_modules" {
                guard folder.kind(of: name) == "a folder" else { continue }
                if name == "__goldens__" {
                    found.append(components + [name])
                } else {
                    try search(components + [name])
                }
            }
        }
        try search([])
        return found
    }
}
