import SegueSystem
import SegueLua
import SegueExport

/// The failing goldens under some folders, and accepting or rejecting them: what
/// `segue test --review` (the page) and `segue test --accept` do.
///
/// A failing golden is found by the run's file a failing `segue test` leaves beside it in
/// `__goldens__` (`NAME.actual.trace`, `NAME.K.actual.png`, `NAME.animated.actual.png`). With
/// an ``artifact`` folder (a CI run's upload), the run's files are read from there, laid out
/// by their paths relative to the project (`ARTIFACT/examples/__goldens__/NAME.actual.trace`),
/// and the goldens are written into the project's folders by the same relative paths (from the
/// current folder).
///
/// Promises: only `__goldens__` folders below the given paths are looked at, through the file
/// gate — no link is followed below a path (nor below the artifact folder), and only regular
/// files are read, written and removed; a golden is named by its ``PendingGolden/id`` and an
/// id is acted on only when a fresh search under the paths finds it, so no request can name a
/// file outside them; the run's file is read and checked (a trace that reads as a trace, a PNG
/// that decodes) before its golden is written; a golden PNG is rewritten only when its pixels
/// change; after an accept or a reject, the run's files of that golden (its `.actual`, `.diff`
/// and `.report.html` files) are removed and the others stay failing.
public struct GoldenReview: Sendable {
    /// One `__goldens__` folder under review.
    struct Place: Sendable {
        /// Where the run's files are (the project's `__goldens__`, or the artifact's).
        var source: GatedFolder
        /// Where the goldens are.
        var destination: GatedFolder
        /// The folder as the review names it.
        var shown: String
        /// Whether the run's files come from an artifact folder (then the project's stale
        /// `.actual` files go too on an accept).
        var fromArtifact: Bool { source.root != destination.root }
    }

    /// The folders (or spec files, for their folder's `__goldens__`) whose goldens are reviewed.
    public let paths: [String]
    /// The CI artifact folder the run's files are read from; nil: from beside the goldens.
    public let artifact: String?
    /// With an artifact: the project's folder, which the artifact's layout and the paths are
    /// relative to.
    public let project: String

    /// A review of the goldens under `paths` (the current folder when empty). With `artifact`,
    /// the paths must be relative folders in `project` (no `..`).
    public init(paths: [String], artifact: String? = nil, project: String = ".") throws(GoldenReviewError) {
        self.paths = paths.isEmpty ? ["."] : paths
        self.artifact = artifact
        self.project = project
        for path in self.paths {
            if artifact != nil { _ = try Self.relativeComponents(path) }
            let inProject = artifact == nil ? path : "\(project)/\(path)"
            guard InputFile.exists(inProject) else { throw GoldenReviewError("\(inProject): no such file or folder") }
        }
        if let artifact, !InputFile.exists(artifact) { throw GoldenReviewError("\(artifact): no such folder") }
    }

    /// The failing goldens, sorted by id, each with its failure in words.
    public func pending() throws(GoldenReviewError) -> [PendingGolden] {
        try scan(describing: true).map(\.golden)
    }

    /// The failing goldens, sorted by id, each with its failure in words, and where the
    /// search for `__goldens__` folders stopped short (`GoldenFolderSearch`; empty when it
    /// looked everywhere): a caller must not say that nothing is failing when it did.
    public func pendingSearch() throws(GoldenReviewError) -> (goldens: [PendingGolden], unsearched: [String]) {
        var unsearched: [String] = []
        let goldens = try scan(describing: true, unsearched: &unsearched).map(\.golden)
        return (goldens, unsearched)
    }

    /// How many folders one search of a path may open (``GoldenFolderSearch/maximumFolders``).
    var folderLimit = GoldenFolderSearch.maximumFolders

    /// The `__goldens__` folders under review, each once; where a search stopped short is
    /// added to `unsearched`.
    func places(unsearched: inout [String]) throws(GoldenReviewError) -> [Place] {
        var places: [Place] = [], seen = Set<String>()
        func add(_ place: Place) { if seen.insert(place.shown).inserted { places.append(place) } }
        if let artifact {
            let wanted = try paths.map { path throws(GoldenReviewError) in
                let components = try Self.relativeComponents(path)
                return InputFile.isRegularFile("\(project)/\(path)") ? Array(components.dropLast()) : components
            }
            let search = try GoldenFolderSearch.search(below: artifact, folderLimit: folderLimit)
            unsearched += search.unsearched
            for components in search.folders
            where wanted.contains(where: { components.starts(with: $0) }) {
                add(Place(source: GatedFolder(root: artifact, components: components),
                          destination: GatedFolder(root: project, components: components),
                          shown: components.joined(separator: "/")))
            }
            return places
        }
        for path in paths {
            let root = Self.trimmed(path)
            if InputFile.isRegularFile(path) {
                let folder = GatedFolder(root: directoryOf(path), components: ["__goldens__"])
                add(Place(source: folder, destination: folder, shown: Self.shown(folder)))
                continue
            }
            let search = try GoldenFolderSearch.search(below: root, folderLimit: folderLimit)
            unsearched += search.unsearched
            for components in search.folders {
                let folder = GatedFolder(root: root, components: components)
                add(Place(source: folder, destination: folder, shown: Self.shown(folder)))
            }
        }
        return places
    }

    /// A found golden with the folder it is in.
    struct Found {
        var golden: PendingGolden
        var place: Place
    }

    /// The failing goldens in every place, sorted by id; `describing`: with their failure in
    /// words (which reads the goldens).
    func scan(describing: Bool) throws(GoldenReviewError) -> [Found] {
        var unsearched: [String] = []
        return try scan(describing: describing, unsearched: &unsearched)
    }

    /// ``scan(describing:)``, adding where the search stopped short to `unsearched`.
    func scan(describing: Bool, unsearched: inout [String]) throws(GoldenReviewError) -> [Found] {
        var found: [Found] = []
        for place in try places(unsearched: &unsearched) {
            let source: OpenedFolder?
            let names: [String]
            do {
                source = try place.source.open(create: false)
                names = try source?.names() ?? []
            } catch { throw GoldenReviewError("\(error)") }
            guard let source else { continue }
            let destination = try? place.destination.open(create: false)
            var frames: [String: [Int]] = [:]
            for name in names where source.kind(of: name) == "a regular file" {
                if let (golden, fileExtension) = Self.exportRunFile(name) {
                    found.append(Found(golden: make(.export, golden, [], place, source, destination, describing,
                                                    fileExtension: fileExtension), place: place))
                    continue
                }
                guard let (kind, golden, frame) = Self.runFile(name) else { continue }
                if kind == .images {
                    frames[golden, default: []].append(frame)
                    continue
                }
                found.append(Found(golden: make(kind, golden, [], place, source, destination, describing), place: place))
            }
            for (golden, numbers) in frames {
                found.append(Found(golden: make(.images, golden, numbers.sorted(), place, source, destination, describing),
                                   place: place))
            }
        }
        return found.sorted { $0.golden.id < $1.golden.id }
    }

    private func make(_ kind: PendingGolden.Kind, _ name: String, _ frames: [Int], _ place: Place,
                      _ source: OpenedFolder, _ destination: OpenedFolder?, _ describing: Bool,
                      fileExtension: String = "") -> PendingGolden {
        let goldenFile: String
        switch kind {
        case .trace: goldenFile = "\(name).trace"
        case .images: goldenFile = "\(name).\(frames.first ?? 1).png"
        case .animated: goldenFile = "\(name).animated.png"
        case .export: goldenFile = "\(name).\(fileExtension)"
        }
        let idFile = kind == .images ? "\(name).*.png" : goldenFile
        let isNew = destination?.kind(of: goldenFile) == nil
        let report = source.kind(of: "\(name).report.html") == "a regular file" ? "\(name).report.html" : nil
        var golden = PendingGolden(id: "\(place.shown)/\(idFile)", kind: kind, name: name, folder: place.shown,
                                   isNew: isNew, frames: frames, failure: "", report: report, fileExtension: fileExtension)
        if describing { golden.failure = GoldenReviewWords.failure(of: golden, source: source, destination: destination) }
        return golden
    }

    /// The pending golden `id`, found afresh; an id no search under the paths finds is refused.
    func find(_ id: String) throws(GoldenReviewError) -> Found {
        guard let found = try scan(describing: false).first(where: { $0.golden.id == id }) else {
            throw GoldenReviewError("\(id): not a failing golden under \(paths.joined(separator: ", "))\(artifact.map { " in \($0)" } ?? "")")
        }
        return found
    }

    /// `NAME.actual.EXT`, EXT the extension of a registered export format (`json`, `lottie`,
    /// `html`), as the export golden's name and extension; nil for any other name.
    static func exportRunFile(_ file: String) -> (String, String)? {
        for fileExtension in Set(ExportFormats.registered.map(\.fileExtension)).sorted() where file.hasSuffix(".actual.\(fileExtension)") {
            let name = String(file.dropLast(".actual.\(fileExtension)".count))
            return GoldenFiles.isPlainName(name) ? (name, fileExtension) : nil
        }
        return nil
    }

    /// `NAME.actual.trace`, `NAME.animated.actual.png` or `NAME.K.actual.png` as its kind,
    /// golden name and frame (0 when it has none); nil for any other name.
    static func runFile(_ file: String) -> (PendingGolden.Kind, String, Int)? {
        if file.hasSuffix(".actual.trace") {
            let name = String(file.dropLast(".actual.trace".count))
            return GoldenFiles.isPlainName(name) ? (.trace, name, 0) : nil
        }
        if file.hasSuffix(".animated.actual.png") {
            let name = String(file.dropLast(".animated.actual.png".count))
            return GoldenFiles.isPlainName(name) ? (.animated, name, 0) : nil
        }
        guard file.hasSuffix(".actual.png"), let (name, frame) = ObsoleteGoldens.imageFrame(String(file.dropLast(".png".count))),
              GoldenFiles.isPlainName(name), !name.hasSuffix(".animated") else { return nil }
        return (.images, name, frame)
    }

    /// `path`'s folder names, for a path inside the project: relative, without `..`.
    static func relativeComponents(_ path: String) throws(GoldenReviewError) -> [String] {
        guard !path.hasPrefix("/") else {
            throw GoldenReviewError("\(path): with --from, give folders inside the project, relative to it (the current folder)")
        }
        let components = path.split(separator: "/").map(String.init).filter { $0 != "." }
        guard !components.contains("..") else {
            throw GoldenReviewError("\(path): with --from, a path cannot leave the project (..)")
        }
        return components
    }

    /// `path` without trailing slashes (`/` stays).
    static func trimmed(_ path: String) -> String {
        var path = path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }

    /// `folder`'s path as the review names it: without a leading `./`.
    static func shown(_ folder: GatedFolder) -> String {
        folder.root == "." ? folder.components.joined(separator: "/") : folder.path
    }
}
