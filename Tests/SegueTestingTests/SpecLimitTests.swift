import Testing
@testable import SegueLua
@testable import SegueTesting

/// The limits of `segue test` (issue 13, "Deliver"): one ``ScriptLimits`` value from the
/// options to the spec's state and its stages.
@Suite struct SpecLimitTests {
    @Test func stagesAdvanceAtMostMaxFramesACall() throws {
        let fixture = try SpecFixture(["slide.lua": slideScript, "slide_spec.lua": """
            it("refuses a long step", function()
              local s = stage.load("slide.lua")
              local ok, message = pcall(s.step, s, 11)
              expect(ok):is_false()
              expect(message):contains("more than the limit of 10 (--max-frames)")
            end)
            it("stops a long settle", function()
              local s = stage.load("slide.lua", { fps = 1000 })
              s:begin()
              local ok, message = pcall(s.settle, s)
              expect(ok):is_false()
              expect(message):contains("within 10 frames (--max-frames)")
            end)
            """])
        var options = SpecOptions()
        options.limits.maxFrames = 10
        let (report, events) = fixture.run(options)
        #expect(report.exitStatus == 0, "\(events.finished.compactMap(\.failure?.message))")
    }

    @Test func aTransitionMakingViewsWithoutEndFailsItsTestWithAMemoryError() throws {
        let greedy = slideScript.replacingOccurrences(
            of: "prepare = function(ctx)",
            with: "prepare = function(ctx) local i = 0 while true do i = i + 1; ctx:makeView { id = 'h' .. i } end;")
        let fixture = try SpecFixture(["greedy.lua": greedy, "greedy_spec.lua": """
            it("runs out of memory", function()
              stage.load("greedy.lua"):begin()
            end)
            it("still runs", function() expect(1):equals(1) end)
            """])
        var options = SpecOptions()
        options.limits.memoryLimit = 4 << 20
        let (_, events) = fixture.run(options)
        let failure = events.result("runs out of memory")?.failure?.message ?? ""
        // Whichever reaches the cap first — a view's charge ("not enough memory: ctx:makeView")
        // or the script's own allocation on that line — the error names the script's line.
        #expect(failure.contains("not enough memory"), "\(failure)")
        #expect(failure.contains(fixture.path("greedy.lua") + ":"), "\(failure)")
        #expect(events.result("still runs")?.status == .passed)
    }

    @Test func specOptionsCarryTheirLimits() {
        var options = SpecOptions()
        #expect(options.limits == .specs)
        options.hookBudget = 0.5
        #expect(options.limits.hookBudget == 0.5)
    }
}
