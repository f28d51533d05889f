#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SegueLua

/// The golden files of one spec file, in `__goldens__/` beside it: `NAME.trace` the golden,
/// `NAME.actual.trace` the run that last differed from it.
///
/// Promises: a name is a plain file name (letters, digits, `_`, `-`, `.`; no leading dot),
/// so a golden is always inside the folder; with ``update`` a run rewrites its golden and
/// passes; without it a missing or differing golden fails with the first difference and the
/// new trace is written next to it; a matching run removes a stale `.actual.trace`.
struct GoldenFiles {
    /// `__goldens__` beside the spec.
    let folder: String
    /// Whether runs rewrite their goldens (`segue test --update-goldens`).
    let update: Bool

    /// Checks `actual` against the golden `name`: nil when it matches (or was written), else
    /// the failure in words.
    func check(_ actual: GoldenTrace, name: String, tolerance: Double) throws -> String? {
        guard Self.isPlainName(name) else {
            throw LuaScriptError("matches_golden: '\(name)' is not a golden name (letters, digits, _, - and ., not starting with a dot)")
        }
        let golden = "\(folder)/\(name).trace", fresh = "\(folder)/\(name).actual.trace"
        if update {
            try write(actual.text, to: golden)
            unlink(fresh)
            return nil
        }
        guard let bytes = try? InputFile.read(golden) else {
            try write(actual.text, to: fresh)
            return "no golden trace \(golden); the run is in \(fresh) — run segue test --update-goldens to keep it"
        }
        // Most runs match their golden: checked in one pass over its bytes, the golden's rows
        // never built.
        if actual.isHeld(byGoldenBytes: bytes, tolerance: tolerance) {
            unlink(fresh)
            return nil
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let expected: GoldenTrace
        do { expected = try GoldenTrace.read(text) } catch let error as GoldenTraceError {
            throw LuaScriptError("\(golden):\(error.line): \(error.message)")
        }
        guard let difference = GoldenComparison.firstDifference(expected: expected, actual: actual, tolerance: tolerance) else {
            unlink(fresh)
            return nil
        }
        try write(actual.text, to: fresh)
        return "\(golden): \(difference) (the run is in \(fresh); segue test --update-goldens accepts it)"
    }

    private func write(_ text: String, to path: String) throws {
        mkdir(folder, 0o755)
        guard FileSystem.write(text, to: path) else { throw LuaScriptError("cannot write \(path)") }
    }

    static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 200 && !name.hasPrefix(".")
            && name.unicodeScalars.allSatisfy { $0.properties.isASCIIHexDigit || ("a"..."z").contains($0)
                || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "-" || $0 == "." }
    }
}
