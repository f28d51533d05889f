import SegueCore

/// The values of every view at every frame of a recorded run, as the diffable text a golden
/// file holds: a header naming the columns, then one frame per line — its time, its
/// progress, and every view's every property, written so that reading them back gives the
/// same doubles bit for bit (`-` where the view is not in the window).
public struct GoldenTrace: Equatable, Sendable {
    /// The column names after `t` and `progress`: `view.property`.
    public var columns: [String]
    /// One row per frame: time, progress, then a value per column (nil: not in the window).
    public var rows: [[Double?]]
    /// What was recorded, for the header.
    public var title: String

    /// The text's first line.
    static let signature = "# segue golden trace 1"

    /// A trace of `frames`, each frame's views found in its drawing.
    public init(title: String, frames: [FilmFrame]) {
        self.title = title
        var ids: [String] = []
        var seen: Set<String> = []
        for frame in frames {
            for view in frame.drawing.views where seen.insert(view.id).inserted { ids.append(view.id) }
        }
        let properties = ViewProperty.allCases
        columns = ids.flatMap { id in properties.map { "\(id).\($0.name)" } }
        rows = frames.map { frame in
            var byID: [String: DrawnView] = [:]
            for view in frame.drawing.views where byID[view.id] == nil { byID[view.id] = view }
            var row: [Double?] = [frame.time, frame.progress]
            for id in ids {
                let values = byID[id]?.values
                for property in properties { row.append(values.map { $0[property.rawValue] }) }
            }
            return row
        }
    }

    init(title: String, columns: [String], rows: [[Double?]]) {
        self.title = title
        self.columns = columns
        self.rows = rows
    }

    /// The golden file's text.
    public var text: String {
        var out = "\(Self.signature): \(title) — one frame per line: t, progress, then every column (- when the view is not in the window)\n"
        out += "# columns: t progress " + columns.joined(separator: " ") + "\n"
        for row in rows {
            out += row.map { $0.map { "\($0)" } ?? "-" }.joined(separator: " ") + "\n"
        }
        return out
    }

    /// The trace in `text`; an error naming the line when it is not one.
    public static func read(_ text: String) throws(GoldenTraceError) -> GoldenTrace {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let first = lines.first, first.hasPrefix(signature) else {
            throw GoldenTraceError(line: 1, message: "not a golden trace (it should begin '\(signature)')")
        }
        let title = String(first.dropFirst(signature.count + 2).prefix { $0 != "—" }).trimmingSpaces
        guard lines.count > 1, lines[1].hasPrefix("# columns: t progress") else {
            throw GoldenTraceError(line: 2, message: "expected '# columns: t progress …'")
        }
        let columns = lines[1].split(separator: " ").dropFirst(4).map(String.init)
        var rows: [[Double?]] = []
        for (offset, line) in lines.enumerated().dropFirst(2) where !line.isEmpty {
            let fields = line.split(separator: " ")
            guard fields.count == columns.count + 2 else {
                throw GoldenTraceError(line: offset + 1, message: "\(fields.count) values for \(columns.count + 2) columns")
            }
            rows.append(try fields.map { field throws(GoldenTraceError) -> Double? in
                if field == "-" { return nil }
                guard let value = Double(field) else {
                    throw GoldenTraceError(line: offset + 1, message: "'\(field)' is not a number")
                }
                return value
            })
        }
        return GoldenTrace(title: title, columns: columns, rows: rows)
    }
}

/// A golden file that cannot be read: the line and what is wrong there.
public struct GoldenTraceError: Error, Sendable {
    public var line: Int
    public var message: String
}

extension String {
    /// Without spaces at either end.
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
