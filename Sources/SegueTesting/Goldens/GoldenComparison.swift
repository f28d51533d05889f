#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a recorded trace first differs from its golden: the frame, the view and property,
/// both values — then how much differs in all: the frames and columns beyond the tolerance
/// and the largest difference in each unit, with where it is — or nil when every value is
/// within the tolerance.
public enum GoldenComparison {
    /// The first difference of `actual` from `expected` beyond `tolerance` (exact: bit for
    /// bit), in words, with the allowance it is beyond; nil when they match.
    public static func firstDifference(expected: GoldenTrace, actual: GoldenTrace, tolerance: GoldenTolerance) -> String? {
        difference(expected: expected, actual: actual, tolerance: tolerance)?.words
    }

    /// How `actual` differs from `expected` beyond `tolerance`, frame by frame and column by
    /// column; nil when they match. A failure's words and its report are both made from it.
    public static func difference(expected: GoldenTrace, actual: GoldenTrace, tolerance: GoldenTolerance) -> GoldenDifference? {
        if expected.columns != actual.columns {
            let missing = expected.columns.filter { !actual.columns.contains($0) }
            let added = actual.columns.filter { !expected.columns.contains($0) }
            let views = { (names: [String]) in Array(Set(names.map { String($0.prefix { $0 != "." }) })).sorted().joined(separator: ", ") }
            var parts: [String] = []
            if !missing.isEmpty { parts.append("views no longer in the window: \(views(missing))") }
            if !added.isEmpty { parts.append("new views in the window: \(views(added))") }
            if parts.isEmpty { parts.append("the views are listed in another order") }
            return GoldenDifference(words: "the views differ: " + parts.joined(separator: "; "))
        }
        let allowances = tolerance.allowances(columns: expected.columns)
        let name = { (column: Int) in column == 0 ? "t" : column == 1 ? "progress" : expected.columns[column - 2] }
        var result = GoldenDifference(words: "")
        result.frames = min(expected.rows.count, actual.rows.count)
        var first: String?
        var differingColumns = Set<Int>()
        for (index, (want, got)) in zip(expected.rows, actual.rows).enumerated() {
            var differs = false
            for column in 0..<min(want.count, got.count, allowances.count)
            where !allowances[column].matches(want[column], got[column]) {
                differs = true
                if differingColumns.insert(column).inserted { result.firstFrames[column] = index }
                if let a = want[column], let b = got[column], a.isFinite, b.isFinite {
                    let unit = allowances[column].unit?.rawValue ?? ""
                    let ulp = max(abs(a), abs(b)).ulp
                    let ulps = ulp > 0 ? abs(a - b) / ulp : 0
                    let extreme = GoldenDifference.Extreme(difference: abs(a - b), column: column, frame: index, ulps: ulps)
                    if ulps > GoldenDifference.roundingUlps {
                        if abs(a - b) > result.largest[unit]?.difference ?? -1 { result.largest[unit] = extreme }
                    } else if abs(a - b) > result.roundingOnly[unit]?.difference ?? -1 {
                        result.roundingOnly[unit] = extreme
                    }
                }
                guard first == nil else { continue }
                result.firstFrame = index
                result.firstColumn = column
                let time = want.first.flatMap { $0 }.map { "\($0)" } ?? "?"
                let allowed = allowances[column].words
                first = "frame \(index) (t \(time) s): \(name(column)) expected \(text(want[column])), got \(text(got[column]))"
                    + (allowed.isEmpty ? "" : " (beyond its tolerance of \(allowed))")
            }
            if differs { result.differingFrames += 1 }
        }
        result.differingColumns = differingColumns.sorted()
        result.columnCount = expected.columns.count + 2
        if let first {
            let frames = result.frames
            var summary = "\(result.differingFrames) of \(frames) frame\(frames == 1 ? "" : "s") and \(differingColumns.count) of "
                + "\(result.columnCount) columns differ"
            let extremes = result.largest.sorted { $0.key < $1.key }.map { unit, worst in
                "\(rounded(worst.difference))\(unit.isEmpty ? "" : " " + unit) (\(name(worst.column)), frame \(worst.frame))"
            }
            if !extremes.isEmpty { summary += "; the largest by " + extremes.joined(separator: ", ") }
            // Units that differ only in their last bits are no "largest difference".
            result.roundingOnly = result.roundingOnly.filter { result.largest[$0.key] == nil }
            if let ulps = result.roundingOnly.values.map(\.ulps).max() {
                let units = result.roundingOnly.keys.sorted().map { $0.isEmpty ? "columns of no unit" : $0 }
                summary += (extremes.isEmpty ? "; every difference" : "; " + units.joined(separator: ", "))
                    + " within rounding (at most \(Int(ulps.rounded(.up))) ulp)"
            }
            result.words = first + "; " + summary
            return result
        }
        if expected.rows.count != actual.rows.count {
            result.words = "the run has \(actual.rows.count) frames, the golden \(expected.rows.count)"
                + " (the first \(min(expected.rows.count, actual.rows.count)) match)"
            return result
        }
        return nil
    }

    /// `value` to four significant digits, for a summary (the values themselves are shown whole).
    static func rounded(_ value: Double) -> Double {
        guard value > 0, value.isFinite else { return value }
        let exponent = (log10(value)).rounded(.down)
        let scale = pow(10, 3 - exponent)
        let result = (value * scale).rounded() / scale
        return result.isFinite ? result : value
    }

    private static func text(_ value: Double?) -> String {
        value.map { "\($0)" } ?? "- (not in the window)"
    }
}
