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
}
