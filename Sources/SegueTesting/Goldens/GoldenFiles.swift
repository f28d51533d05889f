import SegueSystem
import SegueLua

/// The golden files of one spec file, in `__goldens__/` beside it: `NAME.trace` the golden,
/// `NAME.actual.trace` the run that last differed from it, `NAME.report.html` the page that
/// shows how (``GoldenReport``).
///
/// Promises: a name is a plain file name (letters, digits, `_`, `-`, `.`; no leading dot),
/// so a golden is always inside the folder; ``mode`` says which goldens a run writes (and
/// then passes): every one (`all`), missing ones (`new`), failing ones (`failed`) or none —
/// and a golden is written only when its text changes, so an unchanged one keeps its bytes
/// and modification time; a golden the mode does not write fails when it is missing or
/// differs, naming the file and the first difference, and the new trace is written next to
/// it, with the report of how the motion changed; a matching run removes a stale
/// `.actual.trace` and report.
struct GoldenFiles {
    /// `__goldens__` beside the spec, opened through the file gate: no link is followed below
    /// the spec's folder (`__goldens__` being a link is refused, and so is a golden that is).
    let folder: GatedFolder
    /// Which goldens runs write (`segue test --update-goldens=MODE`).
    let mode: GoldenUpdate
    /// Where the run notes the goldens it used and wrote; nil: not noted.
    let ledger: GoldenLedger?

    /// The goldens of the spec in `specFolder`.
    /// The tolerance of a `matches_golden` that gives none (the project's, else exact).
    let defaultTolerance: GoldenTolerance

    init(specFolder: String, mode: GoldenUpdate, ledger: GoldenLedger? = nil, defaultTolerance: GoldenTolerance = .exact) {
        folder = GatedFolder(root: specFolder, components: ["__goldens__"])
        self.mode = mode
        self.ledger = ledger
        self.defaultTolerance = defaultTolerance
    }

    /// Checks `actual` against the golden `name`: nil when it matches (or was written), else
    /// the failure in words. A golden or `.actual.trace` the gate refuses (a link, a FIFO, a
    /// file too large) or a write that fails (a full disk) is an error naming the file.
    /// `recording`, the run's frames' trees, lets the report draw both takes.
    func check(_ actual: GoldenTrace, name: String, tolerance: GoldenTolerance, recording: GoldenRecording? = nil) throws -> String? {
        guard Self.isPlainName(name) else {
            throw LuaScriptError("matches_golden: '\(name)' is not a golden name (letters, digits, _, - and ., not starting with a dot)")
        }
        do { return try compare(actual, name: name, tolerance: tolerance, recording: recording) } catch let error as FileGateError {
            throw LuaScriptError("matches_golden: \(error)")
        }
    }

    private func compare(_ actual: GoldenTrace, name: String, tolerance: GoldenTolerance, recording: GoldenRecording?) throws -> String? {
        let goldenName = "\(name).trace", freshName = "\(name).actual.trace", reportName = "\(name).report.html"
        let golden = "\(folder.path)/\(goldenName)", fresh = "\(folder.path)/\(freshName)"
        ledger?.usedTrace(name, in: folder.path)
        if mode == .all {
            guard let opened = try folder.open(create: true) else { return nil }
            try keep(actual, as: goldenName, in: opened, unless: try opened.read(goldenName))
            try opened.remove(freshName)
            try opened.remove(reportName)
            return nil
        }
        guard let opened = try folder.open(create: false), let bytes = try opened.read(goldenName) else {
            guard let made = try folder.open(create: true) else { return nil }
            if mode == .new || mode == .failed {
                try keep(actual, as: goldenName, in: made, unless: nil)
                try made.remove(freshName)
                return nil
            }
            try made.write(Array(actual.text.utf8), to: freshName)
            return "no golden trace \(golden); the run is in \(fresh) — run segue test --update-goldens=new to keep it"
        }
        // Most runs match their golden: checked in one pass over its bytes, the golden's rows
        // never built.
        if actual.isHeld(byGoldenBytes: bytes, tolerance: tolerance) {
            try opened.remove(freshName)
            try opened.remove(reportName)
            return nil
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let expected: GoldenTrace
        do { expected = try GoldenTrace.read(text) } catch {
            throw LuaScriptError("\(golden):\(error.line): \(error.message)")
        }
        guard let difference = GoldenComparison.difference(expected: expected, actual: actual, tolerance: tolerance) else {
            try opened.remove(freshName)
            try opened.remove(reportName)
            return nil
        }
        if mode == .failed {
            try keep(actual, as: goldenName, in: opened, unless: bytes)
            try opened.remove(freshName)
            try opened.remove(reportName)
            return nil
        }
        try opened.write(Array(actual.text.utf8), to: freshName)
        var report = ""
        if difference.firstFrame != nil || expected.rows.count != actual.rows.count {
            let page = GoldenReport.html(expected: expected, actual: actual, difference: difference, tolerance: tolerance,
                                         recording: recording, golden: golden, fresh: fresh)
            try GoldenReport.write(page, as: reportName, in: opened)
            report = "; " + FailureReports.naming([opened.path(of: reportName)])
        } else {
            try opened.remove(reportName)
        }
        return "\(golden): \(difference.words) (the run is in \(fresh)\(report); segue test --review or --update-goldens=failed accepts it)"
    }

    /// Writes `actual` as the golden `goldenName` unless `existing` (the golden's bytes now)
    /// already holds exactly its text: an unchanged golden keeps its bytes and its time.
    private func keep(_ actual: GoldenTrace, as goldenName: String, in opened: OpenedFolder,
                      unless existing: [UInt8]?) throws(FileGateError) {
        let bytes = Array(actual.text.utf8)
        if let existing, existing == bytes { return }
        try opened.write(bytes, to: goldenName)
        ledger?.wrote(opened.path(of: goldenName))
    }

    static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 200 && !name.hasPrefix(".")
            && name.unicodeScalars.allSatisfy { $0.properties.isASCIIHexDigit || ("a"..."z").contains($0)
                || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "-" || $0 == "." }
    }
}
