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
