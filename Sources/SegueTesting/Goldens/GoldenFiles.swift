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
    var folder: GatedFolder { store.folder }
    /// Which goldens runs write (`segue test --update-goldens=MODE`).
    var mode: GoldenUpdate { store.mode }
    /// The one store of kept outputs, whose rule decides what is written.
    let store: GoldenStore
    /// Where the run notes the goldens it used and wrote; nil: not noted.
    let ledger: GoldenLedger?

    /// The goldens of the spec in `specFolder`.
    /// The tolerance of a `matches_golden` that gives none (the project's, else exact).
    let defaultTolerance: GoldenTolerance

    init(specFolder: String, mode: GoldenUpdate, ledger: GoldenLedger? = nil, defaultTolerance: GoldenTolerance = .exact) {
        store = GoldenStore(specFolder: specFolder, mode: mode)
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
        let entry = GoldenStore.Entry(name: name, fileExtension: "trace", failureFiles: ["\(name).report.html"])
        let golden = "\(folder.path)/\(entry.golden)", fresh = "\(folder.path)/\(entry.actual)"
        ledger?.usedTrace(name, in: folder.path)
        // The run's text is made only when it is compared byte for byte or written: most runs
        // match their golden, and formatting every number of a trace costs more than checking it.
        var made: [UInt8]?
        func text() -> [UInt8] {
            if let made { return made }
            let bytes = Array(actual.text.utf8)
            made = bytes
            return bytes
        }
        guard let opened = try folder.open(create: true) else { return nil }
        let bytes = try opened.read(entry.golden)
        var state = GoldenState.missing
        var compared: (expected: GoldenTrace, difference: GoldenDifference)?
        if let bytes {
            if store.mode != .all, actual.isHeld(byGoldenBytes: bytes, tolerance: tolerance) {
                // Most runs match their golden: checked in one pass over its bytes, the
                // golden's rows never built, the run's text never made. Every mode but `all`
                // passes an identical golden and one within tolerance alike.
                state = .withinTolerance
            } else if bytes == text() {
                state = .identical
            } else if store.mode == .all {
                // `all` writes every golden whose text changed, whatever the comparison says
                // (and rewrites one that no longer reads): no need to compare.
                state = .differs
            } else {
                let expected: GoldenTrace
                do { expected = try GoldenTrace.read(String(decoding: bytes, as: UTF8.self)) } catch {
                    throw LuaScriptError("\(golden):\(error.line): \(error.message)")
                }
                let difference = GoldenComparison.difference(expected: expected, actual: actual, tolerance: tolerance)
                compared = difference.map { (expected, $0) }
                state = difference == nil ? .withinTolerance : .differs
            }
        }
        switch try store.settle(entry, state: state, in: opened, made: { text() }) {
        case .written:
            ledger?.wrote(golden)
            return nil
        case .passed:
            return nil
        case .failed:
            break
        }
        guard let (expected, difference) = compared else {
            return "no golden trace \(golden); the run is in \(fresh) — run segue test --update-goldens=new to keep it"
        }
        let reportName = "\(name).report.html"
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

    static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 200 && !name.hasPrefix(".")
            && name.unicodeScalars.allSatisfy { $0.properties.isASCIIHexDigit || ("a"..."z").contains($0)
                || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "-" || $0 == "." }
    }
}
