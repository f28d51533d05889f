import SegueLua

/// The golden files of one spec file, in `__goldens__/` beside it: `NAME.trace` the golden,
/// `NAME.actual.trace` the run that last differed from it.
///
/// Promises: a name is a plain file name (letters, digits, `_`, `-`, `.`; no leading dot),
/// so a golden is always inside the folder; with ``update`` a run rewrites its golden and
/// passes; without it a missing or differing golden fails with the first difference and the
/// new trace is written next to it; a matching run removes a stale `.actual.trace`.
struct GoldenFiles {
    /// `__goldens__` beside the spec, opened through the file gate: no link is followed below
    /// the spec's folder (`__goldens__` being a link is refused, and so is a golden that is).
    let folder: GatedFolder
    /// Whether runs rewrite their goldens (`segue test --update-goldens`).
    let update: Bool

    /// The goldens of the spec in `specFolder`.
    init(specFolder: String, update: Bool) {
        folder = GatedFolder(root: specFolder, components: ["__goldens__"])
        self.update = update
    }

    /// Checks `actual` against the golden `name`: nil when it matches (or was written), else
    /// the failure in words. A golden or `.actual.trace` the gate refuses (a link, a FIFO, a
    /// file too large) or a write that fails (a full disk) is an error naming the file.
    func check(_ actual: GoldenTrace, name: String, tolerance: Double) throws -> String? {
        guard Self.isPlainName(name) else {
            throw LuaScriptError("matches_golden: '\(name)' is not a golden name (letters, digits, _, - and ., not starting with a dot)")
        }
        do { return try compare(actual, name: name, tolerance: tolerance) } catch let error as FileGateError {
            throw LuaScriptError("matches_golden: \(error)")
        }
    }

    private func compare(_ actual: GoldenTrace, name: String, tolerance: Double) throws -> String? {
        let goldenName = "\(name).trace", freshName = "\(name).actual.trace"
        let golden = "\(folder.path)/\(goldenName)", fresh = "\(folder.path)/\(freshName)"
        if update {
            guard let opened = try folder.open(create: true) else { return nil }
            try opened.write(Array(actual.text.utf8), to: goldenName)
            try opened.remove(freshName)
            return nil
        }
        guard let opened = try folder.open(create: false), let bytes = try opened.read(goldenName) else {
            try folder.open(create: true)?.write(Array(actual.text.utf8), to: freshName)
            return "no golden trace \(golden); the run is in \(fresh) — run segue test --update-goldens to keep it"
        }
        // Most runs match their golden: checked in one pass over its bytes, the golden's rows
        // never built.
        if actual.isHeld(byGoldenBytes: bytes, tolerance: tolerance) {
            try opened.remove(freshName)
            return nil
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let expected: GoldenTrace
        do { expected = try GoldenTrace.read(text) } catch {
            throw LuaScriptError("\(golden):\(error.line): \(error.message)")
        }
        guard let difference = GoldenComparison.firstDifference(expected: expected, actual: actual, tolerance: tolerance) else {
            try opened.remove(freshName)
            return nil
        }
        try opened.write(Array(actual.text.utf8), to: freshName)
        return "\(golden): \(difference) (the run is in \(fresh); segue test --update-goldens accepts it)"
    }

    static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 200 && !name.hasPrefix(".")
            && name.unicodeScalars.allSatisfy { $0.properties.isASCIIHexDigit || ("a"..."z").contains($0)
                || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "-" || $0 == "." }
    }
}
