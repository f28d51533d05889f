import SegueSystem
import SegueCommandLine
import SegueCore
import SegueExport
import SegueLua
import SegueTesting

/// `segue export --report PATH`: the conformance report (``ConformanceReport``) of a take —
/// the replay `segue export` printed, every other registered format's replay of the same take
/// (fitted within the same tolerance),
/// and what players we did not write showed (`--report-samples`, ``PlayerSamples``) — written
/// through the file gate.
struct ExportConformance {
    /// Where the page goes.
    let path: String
    /// The sample files of players we did not write.
    let samples: [String]

    /// Refuses, before the take is played, a report path or a samples file the gate refuses.
    func check() throws {
        do { try OutputFile.check(path) } catch { throw CommandFailure(message: toolLine("\(error)")) }
        for sample in samples {
            do { try InputFile.check(sample) } catch { throw CommandFailure(message: toolLine("\(error)")) }
        }
    }

    /// Writes the report of `take` with `printed` (the replay whose error was printed, named
    /// `format`, described by `source`) as its first target, and returns the line to print.
    func write(take: ExportTake, printed: any ExportReplay, format: String, source: String,
               tolerance: ExportTolerance, file: String) throws -> String {
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
            let text: String
            do { text = String(decoding: try InputFile.read(sample), as: UTF8.self) } catch { throw CommandFailure(message: toolLine("\(error)")) }
            let player: PlayerSamples
            do { player = try PlayerSamples(reading: text, path: sample, take: take) } catch { throw CommandFailure(message: toolLine("\(error)")) }
            targets.append(ConformanceTarget(name: "\(player.player) · \(player.target)",
                                             source: "what \(player.player) showed of the \(player.target) export (\(sample))",
                                             replay: player))
        }
        let page = ConformanceReport.page(take: take, targets: targets, tolerance: tolerance, file: file, format: format)
        do { try OutputFile.write(Array(page.html.utf8), to: path) } catch { throw CommandFailure(message: toolLine("\(error)")) }
        var line = "report: \(path) (\(targets.count) targets, \(page.charts) charts)"
        if !skipped.isEmpty { line += "; not charted: " + skipped.joined(separator: ", ") }
        return line
    }
}
