import SegueSystem
import Testing
@testable import SegueTesting
import SegueLua

/// `s:export` in a spec: the run encoded and measured as `segue export` does, its files
/// written through the gate in a folder inside the spec's when asked; a format this build
/// lacks, an unknown option and a folder that is not a plain name are errors naming them.
@Suite struct StageExportingTests {
    @Test func aSpecExportsItsRunAndWritesTheFilesWhereAsked() throws {
        let spec = """
            it("exports", function()
              local s = stage.load("slide.lua", { fps = 10 })
              local export = s:export("spec", { folder = "handoff" })
              expect(export.error.points):equals(0)
              expect(export.error.colour):equals(0)
              expect(export.files[1]):equals("slide.spec.json")
              expect(#export.unsupported):equals(0)
            end)
            it("refuses an unknown format", function() stage.load("slide.lua"):export("gif") end)
            it("refuses an unknown option", function() stage.load("slide.lua"):export("spec", { touch = true }) end)
            it("refuses a folder outside", function() stage.load("slide.lua"):export("spec", { folder = "../out" }) end)
            """
        let fixture = try SpecFixture(["slide.lua": slideScript, "slide_spec.lua": spec])
        let (_, report) = fixture.run()
        #expect(report.result("exports")?.failure == nil, "\(report.result("exports")?.failure?.message ?? "")")
        let json = try #require(readTextFile(fixture.path("handoff/slide.spec.json")))
        #expect(json.contains("\"format\": \"segue-export-spec\""))
        #expect(readTextFile(fixture.path("handoff/slide.spec.html"))?.contains("spec-data") == true)
        #expect(report.result("refuses an unknown format")?.failure?.message.contains("unknown format 'gif'") == true)
        #expect(report.result("refuses an unknown option")?.failure?.message.contains("export: unknown option 'touch'") == true)
        #expect(report.result("refuses a folder outside")?.failure?.message.contains("'folder' must be a plain folder name") == true)
    }

    /// `tolerance` and `report` mean what `segue export --tolerance… --report` mean, through the
    /// command's code: the fit tightened within the tolerance (`within`, `fits`), the report
    /// written inside the spec's folder with the line the command prints; a bound outside the
    /// command's range, an unknown unit and a report path leaving the folder are refused.
    @Test func toleranceAndReportMeanWhatTheCommandsFlagsMean() throws {
        let spec = """
            it("exports within a tolerance, with a report", function()
              local s = stage.load("slide.lua", { fps = 10 })
              local export = s:export("css", { tolerance = { points = 0.05, alpha = 0.001 }, report = "out/slide.report.html" })
              expect(export.within):is_true()
              expect(export.error.points):at_most(0.05)
              expect(export.report):matches("^report: out/slide.report.html %(%d+ targets, %d+ charts%)")
            end)
            it("says when no fit reaches it", function()
              local export = stage.load("eased.lua", { fps = 10 }):export("lottie", { tolerance = 0 })
              expect(export.within):is_false()
              expect(export.fits):equals(4)
            end)
            it("refuses a tolerance out of range", function() stage.load("slide.lua"):export("spec", { tolerance = -1 }) end)
            it("refuses an unknown unit", function() stage.load("slide.lua"):export("spec", { tolerance = { pixels = 1 } }) end)
            it("refuses a report outside", function() stage.load("slide.lua"):export("spec", { report = "../r.html" }) end)
            """
        let eased = slideScript.replacing("timing = \"linear\"", with: "timing = \"easeInOut\"")
        let fixture = try SpecFixture(["slide.lua": slideScript, "eased.lua": eased, "slide_spec.lua": spec])
        let (_, report) = fixture.run()
        for name in ["exports within a tolerance, with a report", "says when no fit reaches it"] {
            let result = report.result(name)
            #expect(result != nil && result?.failure == nil, "\(name): \(result?.failure?.message ?? "not run")")
        }
        let page = try #require(readTextFile(fixture.path("out/slide.report.html")))
        #expect(page.contains("id=\"report-data\""))
        #expect(page.contains("\"tolerance\":{\"points\":0.05,\"alpha\":0.001,"))
        #expect(report.result("refuses a tolerance out of range")?.failure?.message.contains("'tolerance' in points must be in 0.0…1000000.0") == true)
        #expect(report.result("refuses an unknown unit")?.failure?.message.contains("'tolerance' has no unit 'pixels'") == true)
        #expect(report.result("refuses a report outside")?.failure?.message.contains("'report' must be a path inside the spec's folder") == true)
    }
}
