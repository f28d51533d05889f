import SegueCore

/// One column of a trace read out by name: what `recording:column(name)` gives a spec.
extension GoldenTrace {
    /// Every column's name as the text's header names them: `t`, `progress`, then ``columns``.
    public var allColumnNames: [String] { ["t", "progress"] + columns }

    /// The values of the column `name` (`t`, `progress` or one of ``columns``), one per frame
    /// in order — nil in a frame whose text says `-` — or nil when the trace has no such
    /// column. The values are the recorded doubles themselves, bit for bit what the text
    /// writes.
    public func values(ofColumn name: String) -> [Double?]? {
        let index: Int
        switch name {
        case "t": index = 0
        case "progress": index = 1
        default:
            guard let position = columns.firstIndex(of: name) else { return nil }
            index = 2 + position
        }
        return rows.map { $0[index] }
    }

    /// Why `name` is no column of the trace, with the nearest name when one is close
    /// (`NameSuggestion`): `no column 'card.alpa' — did you mean 'card.alpha'?`.
    public func unknownColumn(_ name: String) -> String {
        "no column '\(name)'" + NameSuggestion.hint(for: name, among: allColumnNames)
    }
}
