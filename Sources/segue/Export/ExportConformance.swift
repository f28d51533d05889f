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

    /// Writes the report of `take` (``ConformancePage``: `printed`, the replay whose error was
    /// printed, named `format`, described by `source`, first) and returns the line to print.
    func write(take: ExportTake, printed: any ExportReplay, format: String, source: String,
               tolerance: ExportTolerance, file: String) throws -> String {
        var texts: [(path: String, text: String)] = []
        for sample in samples {
            do { texts.append((sample, String(decoding: try InputFile.read(sample), as: UTF8.self))) } catch {
                throw CommandFailure(message: toolLine("\(error)"))
            }
        }
        let page: ConformancePage
        do {
            page = try ConformancePage(take: take, printed: printed, format: format, source: source,
                                       tolerance: tolerance, file: file, samples: texts)
        } catch { throw CommandFailure(message: toolLine("\(error)")) }
        do { try OutputFile.write(Array(page.html.utf8), to: path) } catch { throw CommandFailure(message: toolLine("\(error)")) }
        return page.line(path: path)
    }
}
