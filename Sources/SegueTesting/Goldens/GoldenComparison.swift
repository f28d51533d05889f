/// Where a recorded trace first differs from its golden: the frame, the view and property,
/// both values — or nil when every value is within the tolerance.
public enum GoldenComparison {
    /// The first difference of `actual` from `expected` beyond `tolerance` (exact: bit for
    /// bit), in words, with the allowance it is beyond; nil when they match.
    public static func firstDifference(expected: GoldenTrace, actual: GoldenTrace, tolerance: GoldenTolerance) -> String? {
        if expected.columns != actual.columns {
            let missing = expected.columns.filter { !actual.columns.contains($0) }
            let added = actual.columns.filter { !expected.columns.contains($0) }
            let views = { (names: [String]) in Array(Set(names.map { String($0.prefix { $0 != "." }) })).sorted().joined(separator: ", ") }
            var parts: [String] = []
            if !missing.isEmpty { parts.append("views no longer in the window: \(views(missing))") }
            if !added.isEmpty { parts.append("new views in the window: \(views(added))") }
            if parts.isEmpty { parts.append("the views are listed in another order") }
            return "the views differ: " + parts.joined(separator: "; ")
        }
        let allowances = tolerance.allowances(columns: expected.columns)
        for (index, (want, got)) in zip(expected.rows, actual.rows).enumerated() {
            for column in 0..<min(want.count, got.count, allowances.count)
            where !allowances[column].matches(want[column], got[column]) {
                let name = column == 0 ? "t" : column == 1 ? "progress" : expected.columns[column - 2]
                let time = want.first.flatMap { $0 }.map { "\($0)" } ?? "?"
                let allowed = allowances[column].words
                return "frame \(index) (t \(time) s): \(name) expected \(text(want[column])), got \(text(got[column]))"
                    + (allowed.isEmpty ? "" : " (beyond its tolerance of \(allowed))")
            }
        }
        if expected.rows.count != actual.rows.count {
            return "the run has \(actual.rows.count) frames, the golden \(expected.rows.count)"
                + " (the first \(min(expected.rows.count, actual.rows.count)) match)"
        }
        return nil
    }


    private static func text(_ value: Double?) -> String {
        value.map { "\($0)" } ?? "- (not in the window)"
    }
}
