import SegueSystem
import SegueLua

/// Finds the `__goldens__` folders below a folder through the file gate, without following a
/// link: each folder is opened relative to the one above it (`GatedFolder`), and only what
/// the gate sees as a folder is entered.
///
/// Promises: every result is a list of plain folder names below `root` ending in
/// `__goldens__`, in name order, depth first; hidden folders (`.git`, `.build`…) and
/// `node_modules` are skipped; the search stops at ``maximumDepth`` folders deep and after
/// ``maximumFolders`` folders, so a huge tree cannot hold a review up — and when it stops
/// short it says so: ``Found/unsearched`` names the first folder it did not look into and why,
/// so a caller never takes an incomplete search for a complete one.
enum GoldenFolderSearch {
    /// How deep below the root the search goes.
    static let maximumDepth = 32
    /// How many folders one search opens at most.
    static let maximumFolders = 20_000

    /// What a search found.
    struct Found {
        /// The `__goldens__` folders, each as its names below the root.
        var folders: [[String]] = []
        /// Where the search stopped short, in words (`ROOT/a/b: not looked into, the search
        /// stops after 20000 folders`); empty when it looked at every folder.
        var unsearched: [String] = []
    }

    /// The `__goldens__` folders below `root`, each as its names below `root`; `root` itself
    /// being a `__goldens__` folder is not looked into (its spec folder is the root to give).
    static func goldenFolders(below root: String) throws(GoldenReviewError) -> [[String]] {
        try search(below: root).folders
    }

    /// The `__goldens__` folders below `root` and where the search stopped short;
    /// `folderLimit`: how many folders it may open (``maximumFolders``).
    static func search(below root: String, folderLimit: Int = maximumFolders) throws(GoldenReviewError) -> Found {
        var found = Found()
        var opened = 0
        var skippedDeep = 0
        var stoppedAt: String?
        func search(_ components: [String]) throws(GoldenReviewError) {
            let shown = ([root] + components).joined(separator: "/")
            guard components.count < maximumDepth else {
                if skippedDeep == 0 { found.unsearched.append("\(shown): not looked into, deeper than \(maximumDepth) folders") }
                skippedDeep += 1
                return
            }
            guard opened < folderLimit else {
                if stoppedAt == nil {
                    stoppedAt = shown
                    found.unsearched.append("\(shown): not looked into, nor any folder after it in name order: the search stops after \(folderLimit) folders")
                }
                return
            }
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
                    found.folders.append(components + [name])
                } else {
                    try search(components + [name])
                }
            }
        }
        try search([])
        if skippedDeep > 1, let first = found.unsearched.firstIndex(where: { $0.contains("deeper than") }) {
            found.unsearched[first] += " (and \(skippedDeep - 1) more so deep)"
        }
        return found
    }
}
