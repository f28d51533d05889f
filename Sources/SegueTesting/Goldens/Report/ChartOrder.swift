/// The order a golden report charts its differing columns in, so that a reviewer meets the
/// change in motion first: the columns that differ while both takes show the view, before the
/// last frame both have, by how far apart the two curves get as a share of how far the
/// property moves (largest first); after them the columns that differ only at that last frame
/// (the end-of-transition reset: a view taken out, `alpha` put back to 1) or only where a view
/// is in one take's window and not the other's (a flat chart of a view appearing or
/// disappearing), by the frame they first differ.
enum ChartOrder {
    /// Why a column is charted.
    enum Kind: String, Sendable {
        /// Its values differ while both takes show the view.
        case motion
        /// Only at the last frame both takes have.
        case end
        /// Only where the view is in one take's window and not the other's.
        case presence

        /// What the chart's title adds (nothing for a change in motion).
        var note: String? {
            switch self {
            case .motion: nil
            case .end: "differs only at the last frame (the end's reset)"
            case .presence: "differs only where the view is in one take's window and not the other's"
            }
        }
    }

    /// One differing column, placed.
    struct Entry: Sendable, Equatable {
        var column: Int
        var kind: Kind
        /// The largest difference while both show the view, over the property's span in both
        /// takes (0 for the other kinds).
        var share: Double
        /// The first frame it differs at.
        var first: Int
    }

    /// The `columns` (row indices) of `expected` and `actual` that differ, in chart order;
    /// `allowances` says what differs (one per row index), `firstFrames` where each first does.
    static func entries(expected: [[Double?]], actual: [[Double?]], columns: [Int],
                        allowances: [GoldenTolerance.Allowance], firstFrames: [Int: Int]) -> [Entry] {
        let frames = min(expected.count, actual.count)
        let entries = columns.map { column -> Entry in
            func value(_ rows: [[Double?]], _ index: Int) -> Double? {
                column < rows[index].count ? rows[index][column].flatMap { $0.isFinite ? $0 : nil } : nil
            }
            var low = Double.infinity, high = -Double.infinity
            for rows in [expected, actual] {
                for index in rows.indices {
                    if let v = value(rows, index) { low = min(low, v); high = max(high, v) }
                }
            }
            let span = high > low ? high - low : 0
            var largest = 0.0, presence = false
            for index in 0..<frames where column >= allowances.count || !allowances[column].matches(
                column < expected[index].count ? expected[index][column] : nil,
                column < actual[index].count ? actual[index][column] : nil) {
                guard let a = value(expected, index), let b = value(actual, index) else {
                    presence = true
                    continue
                }
                if index < frames - 1 { largest = max(largest, abs(a - b)) }
            }
            let kind: Kind = largest > 0 ? .motion : presence ? .presence : .end
            return Entry(column: column, kind: kind, share: largest > 0 && span > 0 ? largest / span : 0,
                         first: firstFrames[column] ?? 0)
        }
        return entries.sorted { a, b in
            let groupA = a.kind == .motion ? 0 : 1, groupB = b.kind == .motion ? 0 : 1
            if groupA != groupB { return groupA < groupB }
            if groupA == 0, a.share != b.share { return a.share > b.share }
            return (a.first, a.column) < (b.first, b.column)
        }
    }
}
