import SegueCommandLine
import SegueCore
import SegueExport

/// What `segue export` prints after writing: the files and their sizes, the measured error
/// per unit naming view, property and time, what the replay does not carry and what the
/// format says it cannot express — and, above the tolerance, the one failure line.
struct ExportReport {
    let file: String
    let format: String
    /// Each file written and its size in bytes, the main one first.
    let files: [(path: String, bytes: Int)]
    let error: ExportError
    let unsupported: [String]
    let tolerance: ExportTolerance
    /// What was done with the files: "exported" (written) or "measured" (read back).
    var verb = "exported"

    /// The lines printed on standard output.
    var lines: [String] {
        var lines = [toolLine("\(file) \(verb) as \(format): ") + files.map { "\($0.path) (\($0.bytes) bytes)" }.joined(separator: ", ")]
        lines.append("error: " + ExportUnit.allCases.map { unit in
            guard let largest = error[unit] else { return "\(unit.rawValue) none" }
            if largest.difference == 0 { return "\(unit.rawValue) 0" }
            return "\(unit.rawValue) \(Self.number(largest.difference)) (\(largest.viewID).\(largest.property.name) at \(decimalText(largest.time, places: 4)) s)"
        }.joined(separator: ", "))
        for name in error.notCarried { lines.append("not carried: \(name) moves in the trace; the \(format) output does not carry it") }
        for reason in unsupported { lines.append("unsupported: \(reason)") }
        return lines
    }

    /// What tightening the fit did, when it did anything: how many fits reached the
    /// tolerance, or that fitting could not.
    func fitLine(_ tightened: TightenedExport) -> String? {
        guard tightened.fits > 1 else { return nil }
        let fit = ExportUnit.allCases.filter { tightened.fitTolerance[$0] != tolerance[$0] }
            .map { "\(Self.number(tightened.fitTolerance[$0])) \(Self.symbol($0))" }.joined(separator: ", ")
        if tightened.reached { return "fit: tightened to \(fit) (\(tightened.fits) fits) to come within the tolerance" }
        return "fit: the \(format) export cannot come within the tolerance by fitting: \(tightened.fits) fits, the last within \(fit), are still above it"
    }

    /// The failure line when some unit's largest difference is above its tolerance.
    var failure: String? {
        let units = tolerance.exceeded(by: error)
        guard !units.isEmpty else { return nil }
        let parts = units.compactMap { unit -> String? in
            guard let largest = error[unit] else { return nil }
            return "\(Self.number(largest.difference)) \(Self.symbol(unit)) at \(largest.viewID).\(largest.property.name), \(decimalText(largest.time, places: 4)) s (\(Self.option(unit)) \(Self.number(tolerance[unit])))"
        }
        return toolLine("\(file): the \(format) export is further from the engine's trace than allowed: ") + parts.joined(separator: "; ")
    }

    /// A difference as printed: 6 decimals, or its exponent when smaller (1.2e-12).
    static func number(_ value: Double) -> String {
        if value != 0, value.isFinite, abs(value) < 1e-6 { return "\(value)" }
        return decimalText(value, places: 6)
    }

    private static func symbol(_ unit: ExportUnit) -> String {
        switch unit {
        case .points: "pt"
        case .alpha: "alpha"
        case .radians: "rad"
        case .colour: "of a colour channel"
        }
    }

    private static func option(_ unit: ExportUnit) -> String {
        unit == .points ? "--tolerance" : "--tolerance-\(unit.rawValue)"
    }
}
