import SegueCore
import SegueExport

/// One curve the conformance report overlays on the engine's: a format's own replay of what
/// it wrote (what the export encodes, read back by our reader) or what a player we did not
/// write showed of it (``PlayerSamples``).
public struct ConformanceTarget: Sendable {
    /// The name shown ("css", "Chromium · css").
    public var name: String
    /// What it is, in words ("our reader of the page", "computed styles in Chromium").
    public var source: String
    /// Whether `segue export` printed this target's error (the `--format` one's replay).
    public var printed: Bool
    /// The values it shows.
    public var replay: any ExportReplay
    /// The properties (`VIEW.PROPERTY`) it cannot show, each with why — named on the page.
    public var unread: [(name: String, why: String)]

    /// A target named `name`, described by `source`, showing `replay`; `unread` names what it
    /// cannot show and why.
    public init(name: String, source: String, printed: Bool = false, replay: any ExportReplay,
                unread: [(name: String, why: String)] = []) {
        self.name = name
        self.source = source
        self.printed = printed
        self.replay = replay
        self.unread = unread
    }
}

/// The page `segue export --report PATH` writes: how far each target is from the motion the
/// engine played. Per target, the largest difference per unit (`ExportError`, the measure
/// `segue export` prints), naming view, property and time; per view and property that moves
/// (or that a target gets wrong beyond the tolerance) a chart — the golden report's
/// (`motion_chart.js`) — of the engine's curve with every target's overlaid, the first
/// divergence (the first frame where a target is further than the tolerance) marked and
/// each target's largest difference on it.
///
/// Promises: one self-contained HTML file that loads nothing (markup, styles, script and data
/// inline, from `conformance_report.html`, `.css`, `.js` and the shared chart); nothing in the
/// data can end its script element (every `<` is written `\u003c`); at most ``chartLimit``
/// charts, the page saying how many more there are; the same take and targets give the same
/// bytes.
public enum ConformanceReport {
    /// At most this many properties are charted (views in painting order, properties in
    /// `ViewProperty` order).
    public static let chartLimit = 64

    /// The report for `take` against `targets`, held to `tolerance`; `file` is the script
    /// and `format` the format `segue export` wrote. Returns the page and how many charts it
    /// draws.
    public static func page(take: ExportTake, targets: [ConformanceTarget], tolerance: ExportTolerance,
                            file: String, format: String) -> (html: String, charts: Int) {
        let measured = targets.map { ExportError.measure(take, against: $0.replay) }
        var fields: [(String, String)] = [
            ("title", jsonQuoted(take.title)), ("file", jsonQuoted(file)), ("format", jsonQuoted(format)),
            ("tolerance", object(ExportUnit.allCases.map { ($0.rawValue, number(tolerance[$0])) })),
            ("times", "[" + take.times.map(number).joined(separator: ",") + "]"),
        ]
        let targetFields = zip(targets, measured).map { target, error in
            object([
                ("name", jsonQuoted(target.name)), ("source", jsonQuoted(target.source)),
                ("printed", target.printed ? "true" : "false"),
                ("unread", "[" + target.unread.map { object([("name", jsonQuoted($0.name)), ("why", jsonQuoted($0.why))]) }
                    .joined(separator: ",") + "]"),
                ("largest", "[" + ExportUnit.allCases.compactMap { unit in
                    error[unit].map { largest in
                        object([("unit", jsonQuoted(unit.rawValue)), ("difference", number(largest.difference)),
                                ("view", jsonQuoted(largest.viewID)), ("property", jsonQuoted(largest.property.name)),
                                ("time", number(largest.time))])
                    }
                }.joined(separator: ",") + "]"),
            ])
        }
        fields.append(("targets", "[" + targetFields.joined(separator: ",\n") + "]"))
        let charts = ConformanceCharts(take: take, targets: targets.map(\.replay), tolerance: tolerance).charts
        fields.append(("charts", "[" + charts.prefix(chartLimit).map(chart).joined(separator: ",\n") + "]"))
        fields.append(("moreCharts", String(max(charts.count - chartLimit, 0))))
        let html = ReportPage.html(title: "how far each export is from the motion", body: PackageResources.conformance_report_html,
                                   style: PackageResources.conformance_report_css, script: PackageResources.conformance_report_js,
                                   data: object(fields))
        return (html, min(charts.count, chartLimit))
    }

    private static func chart(_ chart: ConformanceCharts.Chart) -> String {
        let series = chart.series.map { series in
            object([
                ("target", String(series.target)), ("values", values(series.values)),
                ("first", series.first.map(String.init) ?? "null"),
                ("largest", number(series.largest)), ("largestFrame", series.largestFrame.map(String.init) ?? "null"),
            ])
        }
        return object([
            ("name", jsonQuoted(chart.view + "." + chart.property.name)), ("unit", jsonQuoted(ExportUnit(chart.property).rawValue)),
            ("engine", values(chart.engine)), ("series", "[" + series.joined(separator: ",") + "]"),
        ])
    }

    private static func values(_ series: [Double?]) -> String {
        "[" + series.map(number).joined(separator: ",") + "]"
    }

    private static func number(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "null" }
        return "\(value)"
    }

    private static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { jsonQuoted($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }
}
