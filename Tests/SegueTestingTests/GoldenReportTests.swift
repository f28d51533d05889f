import SegueSystem
import Foundation
import Testing
@testable import SegueTesting
import SegueCore
import SegueLua

/// The report a failing golden trace writes: it charts exactly the properties that differ,
/// each with both curves and where it first differs, draws both takes by the one drawing
/// (equal frames drawn alike), names itself in the failure for the reporters, and goes
/// away once the run matches again.
@Suite struct GoldenReportTests {
    /// The JSON the page embeds, parsed.
    func data(_ page: String) throws -> [String: Any] {
        let start = try #require(page.range(of: #"<script type="application/json" id="report-data">"#))
        let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        let json = String(page[start.upperBound..<end.lowerBound])
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    /// A window with a card that slides right, `shift` points further from `from` on.
    func recording(shift: Double, from: Int) -> (GoldenTrace, GoldenRecording) {
        let store = ViewStore()
        let window = store.makeView(id: "window", frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let card = store.makeView(id: "card</script>", frame: Rect(x: 0, y: 20, width: 40, height: 40))
        card.backgroundColor = Color(red: 1, green: 0, blue: 0)
        window.addSubview(card)
        var samples: [GoldenTrace.Sample] = []
        for frame in 0..<8 {
            card[.x] = Double(frame) * 10 + (frame >= from ? shift : 0)
            samples.append(GoldenTrace.Sample(time: Double(frame) / 60, progress: Double(frame) / 7, values: StageValues(window: window)))
        }
        let trace = GoldenTrace(title: "card slide", samples: samples)
        return (trace, GoldenRecording(frames: samples.map(\.values), size: Size(width: 200, height: 100), backgroundColor: .white))
    }

    @Test func theReportChartsWhatDiffersAndDrawsBothTakes() throws {
        let (expected, _) = recording(shift: 0, from: 0)
        let (actual, run) = recording(shift: 5, from: 3)
        let difference = try #require(GoldenComparison.difference(expected: expected, actual: actual, tolerance: .exact))
        let page = GoldenReport.html(expected: expected, actual: actual, difference: difference, tolerance: .exact,
                                     recording: run, golden: "g.trace", fresh: "g.actual.trace")
        #expect(!page.contains("card</script>"), "an id cannot end the data's script element")
        let report = try data(page)
        #expect(report["firstFrame"] as? Int == 3)
        #expect(report["differingFrames"] as? Int == 5)
        let charts = try #require(report["charts"] as? [[String: Any]])
        #expect(charts.map { $0["name"] as? String } == ["card</script>.x"])
        #expect(charts.first?["unit"] as? String == "points")
        #expect(charts.first?["first"] as? Int == 3)
        #expect((charts.first?["expected"] as? [Double])?[4] == 40)
        #expect((charts.first?["actual"] as? [Double])?[4] == 45)
        let frames = try #require((report["takes"] as? [String: Any])?["frames"] as? [[String: Any]])
        #expect(frames.count == 8)
        /// A drawing without its label line.
        func picture(_ frame: [String: Any], _ side: String) -> String? {
            (frame[side] as? String)?.split(separator: "\n").filter { !$0.hasPrefix("<text") }.joined(separator: "\n")
        }
        // Before the change both takes are one picture; from it on the golden's is the golden's.
        #expect(picture(frames[2], "expected") == picture(frames[2], "actual"))
        #expect(picture(frames[3], "expected") != picture(frames[3], "actual"))
        let (unshifted, _) = recording(shift: 0, from: 0)
        let goldenDrawing = try #require(run.drawing(frame: 3, row: unshifted.rows[3], columns: unshifted.columns))
        #expect(goldenDrawing.views.first?.frame.minX == 30, "the golden's frame is drawn with the golden's values")
    }

    @Test func aFailureWritesItsReportAndAMatchRemovesIt() throws {
        let spec = """
            it("records", function() expect(stage.load("slide.lua", { fps = 10 }):record()):matches_golden("slide") end)
            """
        let fixture = try SpecFixture(["slide.lua": slideScript, "slide_spec.lua": spec])
        var update = SpecOptions()
        update.updateGoldens = true
        #expect(fixture.run(update).report.exitStatus == 0)
        let golden = try #require(readTextFile(fixture.path("__goldens__/slide.trace")))
        let moved = slideScript.replacingOccurrences(of: "timing = \"linear\"", with: "timing = \"easeIn\"")
        let changed = try SpecFixture(["slide.lua": moved, "slide_spec.lua": spec, "__goldens__/slide.trace": golden])
        let (failed, failing) = changed.run()
        #expect(failed.exitStatus != 0)
        let failure = try #require(failing.result("records")?.failure)
        let reportPath = changed.path("__goldens__/slide.report.html")
        #expect(failure.reports == [reportPath], "\(failure.message)")
        let page = try #require(readTextFile(reportPath))
        let report = try data(page)
        #expect(report["firstColumn"] as? String == "progress")
        #expect((report["charts"] as? [[String: Any]])?.contains { $0["name"] as? String == "bView.x" } == true)
        // Every reporter links it: TAP's YAML, JUnit's attachment line, the JSON's list.
        let (tap, _) = changed.output { TAPReporter(write: $0) }
        #expect(tap.contains("  report: \"\(reportPath)\""), "\(tap)")
        let (junit, _) = changed.output { JUnitReporter(write: $0) }
        #expect(junit.contains("[[ATTACHMENT|\(reportPath)]]"), "\(junit)")
        let (json, _) = changed.output { JSONReporter(write: $0) }
        #expect(json.contains("\"reports\":[\"\(reportPath)\"]"), "\(json)")
        // Accepted, the run matches and the report goes with the .actual.trace.
        var accept = SpecOptions()
        accept.goldenUpdate = .failed
        #expect(changed.run(accept).report.exitStatus == 0)
        #expect(readTextFile(reportPath) == nil && readTextFile(changed.path("__goldens__/slide.actual.trace")) == nil)
    }

    @Test func reportPathsAreReadFromAMessage() {
        #expect(FailureReports.paths(in: "a (the run is in x; how it changed: dir with space/a.b.report.html; segue…)")
                == ["dir with space/a.b.report.html"])
        #expect(FailureReports.paths(in: "no report here").isEmpty)
        // A list: the image goldens' page and diff PNGs, as ImageGoldenFiles names them.
        let listed = ["image-goldens.html", "__goldens__/a, b.2.diff.png", "__goldens__/a.3.diff.png"]
        #expect(FailureReports.paths(in: "frame 2 (the run is in x; \(FailureReports.naming(listed)); segue…)") == listed)
        #expect(FailureReports.naming([]).isEmpty)
    }
}
