import Testing
import SegueCore
import SegueLua
@testable import SegueTesting
import Segue

/// Loops of the stage harness that a spec's numbers drive end, and their numbers are
/// checked (issue 13, items 4 and 5).
@Suite struct StageBoundsTests {
    /// Runs one spec test `body` against the slide script; returns its failure message (nil
    /// when it passed).
    func failure(of body: String) throws -> String? {
        let fixture = try SpecFixture(["slide.lua": slideScript, "slide_spec.lua": """
            it("probe", function()
              local s = stage.load("slide.lua")
            \(body)
            end)
            """])
        let (_, events) = fixture.run()
        let result = try #require(events.result("probe"))
        guard result.status != .passed else { return nil }
        return (result.failure?.location ?? "") + ": " + (result.failure?.message ?? "failed")
    }

    @Test func advancingFarIsRefusedAndSettleStillEnds() throws {
        let message = try failure(of: "s:advance(1e300); s:begin(); s:settle()")
        #expect(message?.contains("advance") == true, "\(message ?? "passed")")
        #expect(message?.contains("1000000") == true, "\(message ?? "passed")")
    }

    @Test func advancingToTheClocksEndThenSettlingEnds() throws {
        let message = try failure(of: "s:advance(999999.9); s:begin(); expect(s:settle()):equals('completed')")
        #expect(message == nil || message?.contains("did not end") == true, "\(message ?? "")")
    }

    @Test(arguments: ["s:advance(0/0)", "s:advance(-1)", "s:advance(1/0)", "s:step(1e300)", "s:step(0/0)",
                      "s:showPage(math.mininteger)", "s:showPage(0/0)", "s:showPage(1e300)",
                      "s:begin { interactive = true }; s:scrub(0/0)", "s:begin { interactive = true }; s:release(0/0)",
                      "s:touch('began', 0/0, 1)", "s:drag { from = { 1, 1 }, to = { 1e300, 1 } }",
                      "s:drag { from = { 1, 1 }, to = { 2, 1 }, seconds = 0/0 }"])
    func aHostileNumberIsAnErrorAtTheSpecsLine(call: String) throws {
        let message = try failure(of: call)
        let text = try #require(message, "\(call) passed")
        #expect(text.contains("slide_spec.lua:3"), "\(text)")
    }

    @Test func aSpecCannotChangeATransitionBehindTheStage() throws {
        let fixture = try SpecFixture(["slide.lua": slideScript, "slide_spec.lua": """
            it("changes the scene", function()
              local t = stage.script("slide.lua")
              t.scene.pages[2] = 1
            end)
            it("spies on a hook", function()
              local t = stage.script("slide.lua")
              local animation = spy.on(t, "animation")
              local s = stage.new(t)
              s:begin()
              s:settle()
              expect(animation):called(1)
            end)
            """])
        let (_, events) = fixture.run()
        let changed = try #require(events.result("changes the scene")?.failure)
        #expect(changed.location?.hasSuffix("slide_spec.lua:3") == true, "\(changed)")
        #expect(changed.message.contains("read-only"), "\(changed.message)")
        #expect(events.result("spies on a hook")?.status == .passed, "\(events.result("spies on a hook")?.failure?.message ?? "")")
    }

    @Test func aPageRequestOutOfRangeIsAnErrorNotAnOverflow() throws {
        let fixture = try SpecFixture(["slide.lua": slideScript])
        let script = try TransitionScript.load(path: fixture.path("slide.lua"))
        let stage = try script.makeStage()
        #expect(throws: (any Error).self) { try StageRequest.showPage(Int.min).perform(on: stage.scene, interactive: false) }
        #expect(throws: (any Error).self) { try StageRequest.select(Int.min).perform(on: stage.scene, interactive: false) }
    }
}
