import SegueSystem
import SegueCore
import SegueExport
import SegueLua

/// Exports kept as goldens: `expect(s:export(FORMAT)):matches_golden(NAME)` keeps the main
/// file of the export in `__goldens__/NAME.EXT` (EXT the format's extension: `panel.json`,
/// `panel.lottie`, `panel.html`), in the same store and by the same rule as golden traces and
/// images (`GoldenStore`, `--update-goldens=all|new|failed|none`).
///
/// Promises: the golden is compared by the format's own comparison
/// (`ExportFormat/goldenState(kept:made:take:tolerance:)`: the same bytes, else the kept file
/// replayed against the new export within the tolerance); an unchanged golden keeps its bytes
/// and modification time; a failing one has the new export written beside it as
/// `NAME.actual.EXT`, and the failure names the unit, view, property and time that differ most.
extension GoldenFiles {
    /// Checks the export `output` of `take` by `format` against the golden `name`: nil when it
    /// matches (or was written), else the failure in words.
    func check(export output: ExportOutput, of take: ExportTake, format: any ExportFormat, name: String,
               tolerance: ExportTolerance) throws -> String? {
        guard Self.isPlainName(name) else {
            throw LuaScriptError("matches_golden: '\(name)' is not a golden name (letters, digits, _, - and ., not starting with a dot)")
        }
        guard let main = output.files.first else { throw LuaScriptError("matches_golden: the \(format.name) export wrote no file") }
        let entry = GoldenStore.Entry(name: name, fileExtension: format.fileExtension)
        let golden = "\(folder.path)/\(entry.golden)", fresh = "\(folder.path)/\(entry.actual)"
        ledger?.usedFile(entry.golden, actual: entry.actual, in: folder.path)
        do {
            guard let opened = try folder.open(create: true) else { return nil }
            let kept = try opened.read(entry.golden)
            let state = kept.map { format.goldenState(kept: $0, made: output, take: take, tolerance: tolerance) } ?? .missing
            switch try store.settle(entry, state: state, in: opened, made: { main.bytes }) {
            case .written:
                ledger?.wrote(golden)
                return nil
            case .passed:
                return nil
            case .failed:
                break
            }
            guard let kept else {
                return "no golden export \(golden); the export is in \(fresh) — run segue test --update-goldens=new to keep it"
            }
            return "\(golden): \(Self.words(kept: kept, output: output, take: take, format: format, tolerance: tolerance))"
                + " (the export is in \(fresh); segue test --update-goldens=failed accepts it)"
        } catch let error as FileGateError {
            throw LuaScriptError("matches_golden: \(error)")
        }
    }

    /// How a differing kept export differs from the new one, in words.
    private static func words(kept: [UInt8], output: ExportOutput, take: ExportTake, format: any ExportFormat,
                              tolerance: ExportTolerance) -> String {
        let files = [ExportFile(name: output.files.first?.name ?? "", bytes: kept)] + output.files.dropFirst()
        let replay: (any ExportReplay)?
        do { replay = try format.replay(reading: files) } catch { return "the kept \(format.name) export no longer reads: \(error)" }
        guard let replay else { return "the kept \(format.name) export's bytes differ (the format cannot read its files back)" }
        let error = ExportError.between(replay, output.replay, over: take)
        var parts: [String] = []
        for unit in tolerance.exceeded(by: error) {
            guard let largest = error[unit] else { continue }
            parts.append("\(unit.rawValue) differ by \(decimalText(largest.difference, places: 4)) (\(decimalText(tolerance[unit], places: 4)) allowed)"
                         + " at \(largest.viewID).\(largest.property.name), \(decimalText(largest.time, places: 4)) s")
        }
        if !error.notCarried.isEmpty { parts.append("carried by one file only: \(error.notCarried.joined(separator: ", "))") }
        return "the kept \(format.name) export plays differently: " + parts.joined(separator: "; ")
    }
}

extension ExportTolerance {
    /// The tolerance at `index` of a `matches_golden` on an export: nil for the default
    /// (`ExportTolerance/init(points:alpha:radians:colour:)`'s), else a table of allowances by
    /// unit (`points`, `alpha`, `radians`, `colour`), each finite and not negative.
    static func read(_ lua: LuaState, at index: Int32) throws -> ExportTolerance {
        var tolerance = ExportTolerance()
        if lua.isNil(index) { return tolerance }
        guard lua.isTable(index) else {
            throw LuaScriptError("matches_golden: an export's tolerance must be a table of allowances by unit (points, alpha, radians, colour)")
        }
        let keys = try lua.optionNames(ofTable: index) { LuaScriptError("matches_golden: tolerance units must be strings, got a \($0)") }
        for key in keys {
            guard let unit = ExportUnit(rawValue: key) else {
                throw LuaScriptError("matches_golden: unknown tolerance unit '\(key)' (points, alpha, radians, colour)")
            }
            lua.rawField(key, of: index)
            defer { lua.pop() }
            guard let value = lua.number(at: -1), value.isFinite, value >= 0 else {
                throw LuaScriptError("matches_golden: tolerance.\(key) must be a number 0 or more")
            }
            tolerance[unit] = value
        }
        return tolerance
    }
}
