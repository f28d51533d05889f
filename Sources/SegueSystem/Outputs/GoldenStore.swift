/// The one store of kept outputs: the goldens of a spec in `__goldens__/` beside it — traces,
/// image frames, exports — written, passed or failed by one rule (``GoldenUpdate/verdict(for:)``).
///
/// Promises: a golden is written only when the rule writes it, which it never does for an
/// ``GoldenState/identical`` one, so an unchanged golden keeps its bytes and modification time;
/// a golden that is written or passes loses its stale `.actual` file and failure files (a
/// report, a diff); a golden that fails has the run's output written beside it as its `.actual`
/// file (the caller adds its report). Everything goes through the file gate (``GatedFolder``:
/// no link followed below the spec's folder; regular files only).
public struct GoldenStore: Sendable {
    /// `__goldens__` beside the spec.
    public let folder: GatedFolder
    /// Which goldens runs write (`segue test --update-goldens=MODE`).
    public let mode: GoldenUpdate

    /// The store `__goldens__` in `specFolder`, written as `mode` says.
    public init(specFolder: String, mode: GoldenUpdate) {
        folder = GatedFolder(root: specFolder, components: ["__goldens__"])
        self.mode = mode
    }

    /// The store `folder` (a `__goldens__` folder), written as `mode` says: a review's accept
    /// keeps the run's files in the project's folder with `all`.
    public init(folder: GatedFolder, mode: GoldenUpdate) {
        self.folder = folder
        self.mode = mode
    }

    /// One golden's files: the golden itself, where a failing run's output goes, and the
    /// files a failure leaves beside them (a report, a diff), removed once the golden passes.
    public struct Entry: Sendable, Equatable {
        /// The golden's file name in the folder (`NAME.trace`, `NAME.3.png`, `NAME.json`).
        public var golden: String
        /// The failing run's output (`NAME.actual.trace`, `NAME.3.actual.png`).
        public var actual: String
        /// Other files a failure writes (`NAME.report.html`, `NAME.3.diff.png`).
        public var failureFiles: [String]

        /// An entry of these files.
        public init(golden: String, actual: String, failureFiles: [String] = []) {
            self.golden = golden
            self.actual = actual
            self.failureFiles = failureFiles
        }

        /// The entry of `NAME.EXT`: `NAME.actual.EXT`, and `failureFiles`.
        public init(name: String, fileExtension: String, failureFiles: [String] = []) {
            self.init(golden: "\(name).\(fileExtension)", actual: "\(name).actual.\(fileExtension)", failureFiles: failureFiles)
        }
    }

    /// The state of `made` against the golden `entry` as `format` compares them: missing
    /// when there is no golden, else the format's ``OutputFormat/state(kept:made:)``.
    public func state(of entry: Entry, made: [UInt8], as format: some OutputFormat,
                      in opened: OpenedFolder) throws(FileGateError) -> GoldenState {
        guard let kept = try opened.read(entry.golden) else { return .missing }
        return format.state(kept: kept, made: made)
    }

    /// Settles the golden `entry` found in `state` by the rule: writes `made()` as the golden
    /// (``GoldenVerdict/written``), leaves it (``GoldenVerdict/passed``) — removing its
    /// `.actual` and failure files either way — or writes `made()` as its `.actual` file
    /// (``GoldenVerdict/failed``; the failure files are the caller's to write or remove).
    /// `made` is asked for only when a file is written.
    public func settle<Failure: Error>(_ entry: Entry, state: GoldenState, in opened: OpenedFolder,
                                       made: () throws(Failure) -> [UInt8]) throws -> GoldenVerdict {
        let verdict = mode.verdict(for: state)
        switch verdict {
        case .written:
            try opened.write(try made(), to: entry.golden)
            try clear(entry, in: opened)
        case .passed:
            try clear(entry, in: opened)
        case .failed:
            try opened.write(try made(), to: entry.actual)
        }
        return verdict
    }

    /// Removes the `.actual` and failure files of `entry` (regular files only).
    public func clear(_ entry: Entry, in opened: OpenedFolder) throws(FileGateError) {
        try opened.remove(entry.actual)
        for name in entry.failureFiles { try opened.remove(name) }
    }
}
