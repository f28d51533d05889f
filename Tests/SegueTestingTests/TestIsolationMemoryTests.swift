import SegueLua
import Testing
@testable import SegueTesting

/// What one test left behind is reclaimed before the next starts when it fills the state: the
/// stages it dropped (and the views and host memory they hold) are collected, finalizers
/// run, so that a test that filled the state's memory cap cannot fail the tests after it. (A
/// collection forced by a failing allocation runs no finalizer: only an explicit one between
/// tests releases them.)
@Suite struct TestIsolationMemoryTests {
    static let scene = """
        segue.scene { container = "swipe", size = { width = 100, height = 100 },
          pages = { { id = "a", view = { id = "aView" } }, { id = "b", view = { id = "bView" } } } }
        """

    @Test func aStageFullOfViewsIsGoneWhenTheNextTestStarts() throws {
        let fixture = try SpecFixture(["m_spec.lua": """
            it("drops a stage of many views", function()
              local s = stage.new(segue.transition {
                scene = \(Self.scene),
                duration = 0.1, timing = "linear",
                addTo = function(ctx) ctx.container:add(ctx.to.view) end,
                animation = function(ctx) for i = 1, 20000 do ctx:makeView { id = "v" .. i } end end,
              })
              s:begin()
              s:settle()
            end)
            it("keeps one", function()
              KEPT = stage.new(segue.transition { scene = \(Self.scene), duration = 0.1, timing = "linear",
                addTo = function(ctx) ctx.container:add(ctx.to.view) end })
            end)
            it("runs after", function() expect(KEPT):truthy() end)
            """])
        var options = SpecOptions()
        options.limits.memoryLimit = 16 << 20
        let file = try SpecFile(path: fixture.path("m_spec.lua"), options: options)
        #expect(file.tests.count == 3)
        #expect(file.run(file.tests[0], repetition: 1).status == .passed)
        #expect(file.liveStages == 1, "the dropped stage is still held before the next test")
        #expect(file.run(file.tests[1], repetition: 1).status == .passed)
        #expect(file.liveStages == 1, "the next test started with the dropped stage collected")
        #expect(file.run(file.tests[2], repetition: 1).status == .passed)
        #expect(file.liveStages == 1, "a stage a spec keeps is kept")
    }
}
