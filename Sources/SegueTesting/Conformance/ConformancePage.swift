import SegueCore
import SegueExport

/// The conformance report of one export, made the one way `segue export --report` and
/// `s:export(format, { report = … })` both make it: the replay whose error was printed first,
/// every other registered format's replay of the same take fitted within the same tolerance
/// (`TightenedExport`), then what players we did not write showed (``PlayerSamples``, from
/// their files' text) — drawn by ``ConformanceReport``. Reading and writing files is the
/// caller's, through the file gate.
///
/// Promises: never traps on a samples file's text; a file it refuses says why with its name
/// and line; a format that cannot encode the take is named in ``skipped`` with why, not
/// dropped silently.
public struct ConformancePage: Sendable {
    /// The page.
    public let html: String
    /// How many targets it overlays and how many charts it draws.
    public let targets: Int
    public let charts: Int
    /// The formats left off, each with why ("css (…)").
    public let skipped: [String]

    /// The report of `take` with `printed` — the replay of `format` whose error was printed,
    /// described by `source` — first; `samples` are the samples files' paths and texts;
    /// `tolerance` is the one asked; `file` the script.
    public init(take: ExportTake, printed: any ExportReplay, format: String, source: String,
                tolerance: ExportTolerance, file: String,
                samples: [(path: String, text: String)] = []) throws(ConformanceReportError) {
        var targets = [ConformanceTarget(name: format, source: source, printed: true, replay: printed)]
        var skipped: [String] = []
        for other in ExportFormats.registered where other.name != format {
            do {
                let output = try TightenedExport(other, take: take, tolerance: tolerance).output
                targets.append(ConformanceTarget(name: other.name, source: "the \(other.name) export's own replay", replay: output.replay))
            } catch {
                skipped.append("\(other.name) (\(error.reason))")
            }
        }
        for sample in samples {
            let player = try PlayerSamples(reading: sample.text, path: sample.path, take: take)
            targets.append(ConformanceTarget(name: "\(player.player) · \(player.target)",
                                             source: "what \(player.player) showed of the \(player.target) export (\(sample.path))",
                                             replay: player, unread: player.unread))
        }
        let page = ConformanceReport.page(take: take, targets: targets, tolerance: tolerance, file: file, format: format)
        html = page.html
        self.targets = targets.count
        charts = page.charts
        self.skipped = skipped
    }

    /// The line printed once the page is written at `path`:
    /// `report: PATH (6 targets, 2 charts)`, and the formats left off.
    public func line(path: String) -> String {
        var line = "report: \(path) (\(targets) targets, \(charts) charts)"
        if !skipped.isEmpty { line += "; not charted: " + skipped.joined(separator: ", ") }
        return line
    }
}
