import SegueSystem
import SegueCore
import SegueLua

/// The page a failing golden trace writes beside itself (`NAME.report.html`): how the motion
/// changed, for a reviewer — the counts of differing frames and columns and the largest
/// difference in each unit; for every differing property a chart of the golden's curve and
/// the run's on one time axis, the band between them filled and the first divergence
/// marked; and both takes, the golden's and the run's, drawn by the engine's one drawing
/// (`StageDrawing`, as SVG) side by side or one over the other, under one playhead shared
/// with the charts.
///
/// Promises: one self-contained HTML file that loads nothing (markup, styles, script and data
/// inline, from the templates `golden_report.html`, `.css`, `.js` and the shared chart,
/// `motion_chart.js` and `.css`); nothing in the data can
/// end its script element (every `<` is written `\u003c`); at most ``chartLimit`` charts
/// and ``frameLimit`` drawn frames, the page saying how many more differ; the same failure
/// gives the same bytes.
public enum GoldenReport {
    /// At most this many properties are charted (in `ChartOrder`: the largest change in
    /// motion first, resets and views appearing or disappearing after).
    public static let chartLimit = 48
    /// At most this many frames of each take are drawn (evenly spaced, the first divergence among them).
    public static let frameLimit = 120
    /// The width the takes are drawn at, pixels.
    static let drawingWidth = 260.0

    /// The report of `actual` failing its golden `expected` by `difference` within `tolerance`;
    /// `recording` (the run's frames' trees) lets it draw the takes, `golden` and `fresh` are
    /// the files it names.
    public static func html(expected: GoldenTrace, actual: GoldenTrace, difference: GoldenDifference,
                            tolerance: GoldenTolerance, recording: GoldenRecording?, golden: String, fresh: String) -> String {
        let allowances = tolerance.allowances(columns: expected.columns)
        let names = ["t", "progress"] + expected.columns
        var fields: [(String, String)] = [
            ("title", jsonQuoted(actual.title)), ("golden", jsonQuoted(golden)), ("actual", jsonQuoted(fresh)),
            ("words", jsonQuoted(difference.words)), ("frames", String(difference.frames)),
            ("expectedFrames", String(expected.rows.count)), ("actualFrames", String(actual.rows.count)),
            ("differingFrames", String(difference.differingFrames)),
            ("differingColumns", String(difference.differingColumns.count)), ("columnCount", String(difference.columnCount)),
            ("firstFrame", difference.firstFrame.map(String.init) ?? "null"),
            ("firstColumn", difference.firstColumn.map { jsonQuoted(names[$0]) } ?? "null"),
        ]
        let largest = difference.largest.sorted { $0.key < $1.key }.map { unit, worst in
            object([("unit", jsonQuoted(unit)), ("difference", number(worst.difference)),
                    ("column", jsonQuoted(names[worst.column])), ("frame", String(worst.frame))])
        }
        fields.append(("largest", "[" + largest.joined(separator: ",") + "]"))
        fields.append(("times", "[" + actual.rows.map { number($0.first ?? nil) }.joined(separator: ",") + "]"))
        let charted = ChartOrder.entries(expected: expected.rows, actual: actual.rows, columns: difference.differingColumns,
                                         allowances: allowances, firstFrames: difference.firstFrames)
        let charts = charted.prefix(chartLimit).map { entry in
            let column = entry.column
            return object([
                ("name", jsonQuoted(names[column])),
                ("note", entry.kind.note.map(jsonQuoted) ?? "null"),
                ("unit", jsonQuoted(column < allowances.count ? allowances[column].unit?.rawValue ?? "" : "")),
                ("allowance", jsonQuoted(column < allowances.count ? allowances[column].words : "")),
                ("first", difference.firstFrames[column].map(String.init) ?? "null"),
                ("expected", series(expected.rows, column)), ("actual", series(actual.rows, column)),
            ])
        }
        fields.append(("charts", "[" + charts.joined(separator: ",\n") + "]"))
        fields.append(("moreCharts", String(max(charted.count - chartLimit, 0))))
        fields.append(("takes", recording.map { takes(expected: expected, actual: actual, recording: $0, difference: difference) } ?? "null"))
        return ReportPage.html(title: "how the motion changed", body: PackageResources.golden_report_html,
                               style: PackageResources.golden_report_css, script: PackageResources.golden_report_js,
                               data: object(fields))
    }

    /// Both takes drawn at evenly spaced frames (the first divergence among them): each
    /// frame's time, progress and the two drawings as SVG documents.
    static func takes(expected: GoldenTrace, actual: GoldenTrace, recording: GoldenRecording, difference: GoldenDifference) -> String {
        let count = min(actual.rows.count, recording.frames.count)
        guard count > 0 else { return "null" }
        var chosen = Set((0..<min(count, frameLimit)).map { count <= frameLimit ? $0 : $0 * (count - 1) / (frameLimit - 1) })
        if let first = difference.firstFrame, first < count { chosen.insert(first) }
        let strip = SVGFilmstrip(cellWidth: drawingWidth, columns: 1)
        let frames = chosen.sorted().map { index -> String in
            let row = actual.rows[index]
            let time = row.first ?? nil, progress = row.count > 1 ? row[1] : nil
            /// Each take's own time and progress under its drawing.
            let label = { (side: String, row: [Double?]) in
                let time = row.first ?? nil, progress = row.count > 1 ? row[1] : nil
                return "\(side) · frame \(index) · t \(decimalText(time ?? 0, places: 3)) s · progress \(decimalText(progress ?? 0, places: 3))"
            }
            let golden = index < expected.rows.count
                ? recording.drawing(frame: index, row: expected.rows[index], columns: expected.columns) : nil
            let run = recording.drawing(frame: index)
            return object([
                ("frame", String(index)), ("t", number(time)), ("progress", number(progress)),
                ("expected", golden.map { jsonQuoted(strip.document([.init(drawing: $0, label: label("golden", expected.rows[index]))])) } ?? "null"),
                ("actual", run.map { jsonQuoted(strip.document([.init(drawing: $0, label: label("this run", row))])) } ?? "null"),
            ])
        }
        return object([("frames", "[" + frames.joined(separator: ",\n") + "]")])
    }

    /// Writes the report beside the golden through `folder` (the gate's opened `__goldens__`).
    static func write(_ html: String, as name: String, in folder: OpenedFolder) throws(FileGateError) {
        try folder.write(Array(html.utf8), to: name)
    }

    private static func series(_ rows: [[Double?]], _ column: Int) -> String {
        "[" + rows.map { column < $0.count ? number($0[column]) : "null" }.joined(separator: ",") + "]"
    }

    private static func number(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "null" }
        return "\(value)"
    }

    private static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { jsonQuoted($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }
}
