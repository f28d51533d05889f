import SegueSystem
import SegueLua

/// A golden file no spec used in a full run: reported by `segue test`, removed by
/// `segue test --prune`.
public struct ObsoleteGolden: Sendable, Equatable {
    /// The file, `FOLDER/__goldens__/NAME`.
    public var path: String
    /// What the file gate sees there without following a link: nil for a regular file, else
    /// its kind ("a symbolic link"), which `--prune` refuses to remove.
    public var refusedKind: String?
}

/// Finds the golden files that no spec of a run touched, and prunes them through the file
/// gate.
///
/// Promises: only the `__goldens__` folders beside the spec files that ran are looked at, and
/// only those whose folder's every `*_spec.lua` ran (a run of one spec never calls its
/// neighbours' goldens obsolete); only names shaped as goldens count (`NAME.trace`,
/// `NAME.actual.trace`, `NAME.report.html`, `NAME.K.png`, `NAME.K.actual.png`, `NAME.K.diff.png`), anything else in
/// the folder is left alone — and the animated ones, `NAME.animated.png`,
/// `NAME.animated.actual.png`, `NAME.animated.K.diff.png`, and the instants `NAME.instants`,
/// `NAME.animated.instants` and `NAME.animated.actual.instants` (`ImageGoldenInstants`); no link is followed (`__goldens__` being one is an error naming
/// it); ``prune(_:)`` removes regular files only — a link, FIFO or folder by a golden's name
/// is refused naming it and stays.
public enum ObsoleteGoldens {
    /// What a search found.
    public struct Found: Sendable {
        /// The obsolete golden files, sorted by path.
        public var obsolete: [ObsoleteGolden] = []
        /// Spec folders whose `__goldens__` were not looked at, with why.
        public var unchecked: [String] = []
        /// `__goldens__` folders the file gate refused, with why.
        public var errors: [String] = []
    }

    /// The golden files beside the specs `ledger` saw run that none of them used.
    public static func find(in ledger: GoldenLedger) -> Found {
        var found = Found()
        var specsByFolder: [String: Set<String>] = [:]
        for spec in ledger.specs {
            let (folder, name) = split(spec)
            specsByFolder[folder, default: []].insert(name)
        }
        for (folder, ran) in specsByFolder.sorted(by: { $0.key < $1.key }) {
            let specs = (FileSystem.entries(of: folder) ?? []).filter { $0.hasSuffix("_spec.lua") }
            if let missing = specs.first(where: { !ran.contains($0) }) {
                found.unchecked.append("\(folder)/__goldens__ (\(folder == "." ? missing : "\(folder)/\(missing)") did not run)")
                continue
            }
            let gated = GatedFolder(root: folder, components: ["__goldens__"])
            do {
                guard let opened = try gated.open(create: false) else { continue }
                for name in try opened.names() where !name.hasPrefix(".") && isObsolete(name, in: gated.path, ledger) {
                    let kind = opened.kind(of: name)
                    found.obsolete.append(ObsoleteGolden(path: opened.path(of: name),
                                                         refusedKind: kind == "a regular file" ? nil : kind))
                }
            } catch {
                found.errors.append("\(error)")
            }
        }
        return found
    }

    /// Removes `files` (found by ``find(in:)``) through the file gate: the regular files go;
    /// each refusal (a link, a FIFO, a folder by that name, a file that cannot be removed) is
    /// returned naming the file, and it stays.
    public static func prune(_ files: [ObsoleteGolden]) -> (removed: [String], refused: [String]) {
        var removed: [String] = [], refused: [String] = []
        for file in files {
            let (goldens, name) = split(file.path)
            let (folder, last) = split(goldens)
            guard last == "__goldens__" else { refused.append("\(file.path): is not in a __goldens__ folder"); continue }
            do {
                guard let opened = try GatedFolder(root: folder, components: ["__goldens__"]).open(create: false) else { continue }
                guard opened.kind(of: name) != nil else { continue }
                try opened.remove(name)
                removed.append(file.path)
            } catch {
                refused.append("\(error)")
            }
        }
        return (removed, refused)
    }

    /// Whether the golden-shaped `name` in the `__goldens__` folder `folder` is one no spec used.
    static func isObsolete(_ name: String, in folder: String, _ ledger: GoldenLedger) -> Bool {
        // A file a spec used as a golden (an export's `NAME.EXT`) is never obsolete, even when
        // its name is shaped like another kind's (`panel.report.html`, `panel.3.png`).
        if ledger.usesFile(name, in: folder) { return false }
        if name.hasSuffix(".report.html") {
            let base = String(name.dropLast(".report.html".count))
            return !base.isEmpty && !ledger.usesTrace(base, in: folder)
        }
        if name.hasSuffix(".trace") {
            let base = String(name.dropLast(".trace".count))
            guard !base.isEmpty else { return false }
            if ledger.usesTrace(base, in: folder) { return false }
            if base.hasSuffix(".actual"), ledger.usesTrace(String(base.dropLast(".actual".count)), in: folder) { return false }
            return true
        }
        if name.hasSuffix(".instants") {
            // The instants of an image golden (``ImageGoldenInstants``): used while its frames are.
            let base = String(name.dropLast(".instants".count))
            guard !base.isEmpty else { return false }
            for suffix in [".animated", ".animated.actual"] where base.hasSuffix(suffix) && base.count > suffix.count {
                return ledger.animatedFrames(String(base.dropLast(suffix.count)), in: folder) == 0
                    && ledger.imageFrames(base, in: folder) == 0
            }
            return ledger.imageFrames(base, in: folder) == 0
        }
        guard name.hasSuffix(".png") else { return false }
        let stem = String(name.dropLast(".png".count))
        for suffix in [".animated", ".animated.actual"] where stem.hasSuffix(suffix) && stem.count > suffix.count {
            return ledger.animatedFrames(String(stem.dropLast(suffix.count)), in: folder) == 0
        }
        guard let (golden, frame) = imageFrame(stem) else { return false }
        if golden.hasSuffix(".animated"), golden.count > ".animated".count,
           frame <= ledger.animatedFrames(String(golden.dropLast(".animated".count)), in: folder) {
            return false
        }
        return frame > ledger.imageFrames(golden, in: folder)
    }

    /// `NAME.K`, `NAME.K.actual` or `NAME.K.diff` as (NAME, K); nil for any other stem.
    static func imageFrame(_ stem: String) -> (String, Int)? {
        var parts = stem.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if let last = parts.last, last == "actual" || last == "diff" { parts.removeLast() }
        guard parts.count >= 2, let last = parts.last, !last.isEmpty, last.count <= 6,
              last.allSatisfy({ ("0"..."9").contains($0) }), let frame = Int(last), frame >= 1 else { return nil }
        let golden = parts.dropLast().joined(separator: ".")
        return golden.isEmpty ? nil : (golden, frame)
    }

    /// The folder part of `path` ("." when it has none) and its last name.
    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = String(path[..<slash])
        return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
    }
}
