import SegueSystem
import Testing
@testable import SegueTesting
import SegueLua

/// `s:record` and `matches_golden` end to end in a spec: the recording is compared as it was
/// recorded (no text round trip), its `text` is the golden file's text, and a changed run
/// fails naming the first difference.
@Suite struct GoldenRecordingTests {
    @Test func aRecordingIsWrittenMatchedAndItsChangesNamed() throws {
        let spec = """
            it("records", function()
              local s = stage.load("slide.lua", { fps = 10 })
              local run = s:record()
              expect(run.frames):equals(6)
              expect(run.text:sub(1, 22)):equals("# segue golden trace 1")
              expect(run.text):equals(run.text)
              expect(run):matches_golden("slide")
            end)
            """
        let fixture = try SpecFixture(["slide.lua": slideScript, "slide_spec.lua": spec])
        var update = SpecOptions()
        update.updateGoldens = true
        let (written, writing) = fixture.run(update)
        #expect(written.exitStatus == 0, "\(writing.finished.first?.failure?.message ?? "")")
        let golden = try #require(readTextFile(fixture.path("__goldens__/slide.trace")))
        #expect(golden.hasPrefix("# segue golden trace 1"))
        #expect(try GoldenTrace.read(golden).rows.count == 6)

        let (matched, matching) = fixture.run()
        #expect(matched.exitStatus == 0, "\(matching.finished.first?.failure?.message ?? "")")

        let moved = slideScript.replacingOccurrences(of: "timing = \"linear\"", with: "timing = \"easeIn\"")
        let changed = try SpecFixture(["slide.lua": moved, "slide_spec.lua": spec, "__goldens__/slide.trace": golden])
        let (failed, failing) = changed.run()
        #expect(failed.exitStatus != 0)
        let message = try #require(failing.result("records")?.failure?.message)
        #expect(message.contains("slide.trace"), "\(message)")
        #expect(readTextFile(changed.path("__goldens__/slide.actual.trace"))?.hasPrefix("# segue golden trace 1") == true)
    }
}

/// Tolerances in units, in a spec and as the project's default: a run whose positions moved
/// by a third of a point matches within 0.5 points, not within an alpha allowance, and a
/// table that names no unit is refused naming the field.
@Suite struct GoldenToleranceSpecTests {
    @Test func aPointsToleranceLetsPointsMoveAndNothingElse() throws {
        let spec = """
            it("exact", function() expect(stage.load("slide.lua", { fps = 10 }):record()):matches_golden("slide") end)
            it("points", function()
              expect(stage.load("slide.lua", { fps = 10 }):record()):matches_golden("slide", { tolerance = { points = 0.5 } })
            end)
            it("alpha", function()
              expect(stage.load("slide.lua", { fps = 10 }):record()):matches_golden("slide", { tolerance = { alpha = 0.5 } })
            end)
            it("misnamed", function()
              expect(stage.load("slide.lua", { fps = 10 }):record()):matches_golden("slide", { tolerance = { pts = 0.5 } })
            end)
            """
        let fixture = try SpecFixture(["slide.lua": slideScript, "slide_spec.lua": spec])
        var update = SpecOptions()
        update.updateGoldens = true
        update.filters = ["exact"]
        #expect(fixture.run(update).report.exitStatus == 0)
        let golden = try #require(readTextFile(fixture.path("__goldens__/slide.trace")))

        let moved = slideScript.replacingOccurrences(of: "ctx.to.view.x = 0 end", with: "ctx.to.view.x = 0.3 end")
        let changed = try SpecFixture(["slide.lua": moved, "slide_spec.lua": spec, "__goldens__/slide.trace": golden])
        let (_, events) = changed.run()
        #expect(events.result("exact")?.status == .failed)
        #expect(events.result("points")?.status == .passed, "\(events.result("points")?.failure?.message ?? "")")
        #expect(events.result("alpha")?.status == .failed)
        #expect(events.result("misnamed")?.failure?.message.contains("the tolerance has 'pts'") == true)

        // The project's tolerance is the default of every matches_golden that gives none.
        var project = SpecOptions()
        project.goldenTolerance = GoldenTolerance(units: [.points: 0.5])
        project.filters = ["exact"]
        #expect(changed.run(project).report.exitStatus == 0)
    }
}

/// A take counts its time from its own start, so a golden recorded after a set-up step does
/// not depend on how the set-up ran: the way back is the same bit for bit whether the way
/// there was timed, or scrubbed, finished by hand and left to rest for a while.
@Suite struct TakeTimeTests {
    @Test func theWayBackIsTheSameWhateverTheWayThere() throws {
        let spec = """
            it("records the way back from its own start", function()
              local timed = stage.load("slide.lua")
              timed:showPage(2); timed:settle()
              local byHand = stage.load("slide.lua", { fps = 60 })
              byHand:showPage(2, { interactive = true }); byHand:scrub(0.37); byHand:finish(250); byHand:settle()
              byHand:advance(1.234); byHand:step(7)
              local a, b = timed:record { request = "page:1" }, byHand:record { request = "page:1" }
              expect(a.frames):equals(31)
              expect(a.text):equals(b.text)
              expect(a.text:find("\\n0.5 ", 1, true) ~= nil):equals(true)
            end)
            """
        let fixture = try SpecFixture(["slide.lua": slideScript, "slide_spec.lua": spec])
        let (result, report) = fixture.run()
        #expect(result.exitStatus == 0, "\(report.finished.first?.failure?.message ?? "")")
    }
}
