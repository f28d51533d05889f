import Foundation
import Testing
import TestScratch

/// `segue export`: the take `segue run` plays, written through the gate with the sheet beside
/// it, its error printed; a file measured later with a changed value fails naming where;
/// usage errors name the option.
@Suite struct ExportCommandTests {
    func scratch(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("segue-export-\(UUID().uuidString)-\(name)").path
    }

    @Test func theSpecAndItsSheetAreWrittenAndItsErrorPrinted() throws {
        let out = scratch("panel.spec.json")
        let sheet = String(out.dropLast(".json".count)) + ".html"
        defer { for path in [out, sheet] { try? FileManager.default.removeItem(atPath: path) } }
        let result = try SegueProcess.run(["export", "examples/panel.lua", "--format", "spec", "--output", out])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("exported as spec: \(out) ("))
        #expect(result.stdout.contains("error: points 0, alpha 0, radians 0, colour 0"), "\(result.stdout)")
        let json = try String(contentsOfFile: out, encoding: .utf8)
        let document = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        #expect(document?["format"] as? String == "segue-export-spec")
        #expect(try String(contentsOfFile: sheet, encoding: .utf8).contains("segue-export-spec"))
    }

    @Test func aChangedFileIsMeasuredAndFailsAboveTheTolerance() throws {
        let out = scratch("modal.spec.json")
        defer { for path in [out, String(out.dropLast(5)) + ".html"] { try? FileManager.default.removeItem(atPath: path) } }
        #expect(try SegueProcess.run(["export", "examples/modal_cover.lua", "--format", "spec", "--output", out]).status == 0)
        var json = try String(contentsOfFile: out, encoding: .utf8)
        let range = try #require(json.range(of: "\"to\": 0"))
        json.replaceSubrange(range, with: "\"to\": 0.5")
        try json.write(toFile: out, atomically: true, encoding: .utf8)
        let loose = try SegueProcess.run(["export", "examples/modal_cover.lua", "--format", "spec", "--measure", out, "--tolerance", "1"])
        #expect(loose.status == 0, "\(loose.stdout)\(loose.stderr)")
        #expect(loose.stdout.contains("error: points 0.5 (sheetView.y at "), "\(loose.stdout)")
        let strict = try SegueProcess.run(["export", "examples/modal_cover.lua", "--format", "spec", "--measure", out])
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("the spec export is further from the engine's trace than allowed: 0.5 pt at sheetView.y"), "\(strict.stderr)")
    }

    @Test func badOptionsAreUsageErrorsNamingTheOption() throws {
        let cases: [([String], String)] = [
            (["--format", "gif"], "--format: unknown format 'gif'"),
            (["--format", "spec", "--tolerance", "-1"], "--tolerance"),
            (["--format", "spec", "--tolerance-alpha", "2"], "--tolerance-alpha"),
            (["--format", "spec", "--tolerance-radians", "nan"], "--tolerance-radians"),
            (["--format", "spec", "--fps", "0"], "--fps"),
            (["--format", "spec", "--request", "bogus"], "--request"),
            (["--format", "spec", "--measure", "a.json", "--output", "b.json"], "--measure and --output"),
        ]
        for (arguments, option) in cases {
            let result = try SegueProcess.run(["export", "examples/panel.lua"] + arguments)
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(option) && result.stderr.split(separator: "\n").count == 1, "\(arguments): \(result.stderr)")
        }
    }

    @Test func renderAndExportTakeTheSamePlaybackOptionsAndRefuseThemAlike() throws {
        // One option group (PlaybackOptions) for both commands: the same bad take options
        // give the same usage error from each.
        let cases: [[String]] = [
            ["--request", "bogus"], ["--after", "present,,dismiss"], ["--scrub", "2"], ["--velocity", "inf"],
            ["--scrub", "0.5", "--gesture", "g.json"], ["--request", "push", "--gesture", "g.json"],
        ]
        for arguments in cases {
            let render = try SegueProcess.run(["render", "examples/panel.lua", "--format", "svg", "--output", "x.svg"] + arguments)
            let export = try SegueProcess.run(["export", "examples/panel.lua", "--format", "spec"] + arguments)
            #expect(render.status == 2 && export.status == 2, "\(arguments): \(render.stderr) \(export.stderr)")
            #expect(render.stderr == export.stderr, "\(arguments): render \(render.stderr) export \(export.stderr)")
        }
    }

    @Test func aReportIsWrittenBesideTheExportAndNamesItsCharts() throws {
        let out = scratch("panel.html"), report = scratch("panel.report.html")
        defer { for path in [out, report] { try? FileManager.default.removeItem(atPath: path) } }
        let result = try SegueProcess.run(["export", "examples/panel.lua", "--format", "css", "--output", out, "--report", report])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("report: \(report) (4 targets, 2 charts)"), "\(result.stdout)")
        let page = try String(contentsOfFile: report, encoding: .utf8)
        #expect(page.contains("\"name\":\"panelView.y\"") && page.contains("\"name\":\"dimming.alpha\""))
        let orphan = try SegueProcess.run(["export", "examples/panel.lua", "--format", "css", "--report-samples", "s.json"])
        #expect(orphan.status == 2 && orphan.stderr.contains("--report-samples: give --report"), "\(orphan.stderr)")
        let bad = scratch("bad.json")
        defer { try? FileManager.default.removeItem(atPath: bad) }
        try "{\"player\": \"P\",\n \"target\": \"css\", \"times\": [0]}".write(toFile: bad, atomically: true, encoding: .utf8)
        let refused = try SegueProcess.run(["export", "examples/panel.lua", "--format", "css", "--output", out, "--report", report, "--report-samples", bad])
        #expect(refused.status == 1 && refused.stderr.contains("\(bad):2: 'times' holds 1 times"), "\(refused.stderr)")
    }
}
