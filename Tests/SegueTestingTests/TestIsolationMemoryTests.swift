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

    /// Issue 40, item 5: stages a spec drops while their transition runs give their memory
    /// back. The running transition's ctx table (held through the registry) held views of its
    /// scene, which kept the scene from being pruned, and the scene kept the table: each such
    /// stage stayed for good, and a loop of 5,000 filled a 4 MB cap. Dropping a stage now lets
    /// go of its ctx tables, and a new stage is made after collecting (finalizers included)
    /// when the state holds more than half its cap.
    @Test func stagesDroppedMidTransitionGiveTheirMemoryBack() throws {
        let fixture = try SpecFixture(["loop_spec.lua": """
            local t = segue.transition {
              scene = \(Self.scene),
              duration = 1, timing = "linear",
              addTo = function(ctx) ctx.container:add(ctx.to.view) end,
              animation = function(ctx) ctx.to.view.x = 0 end,
            }
            it("drops running stages", function()
              for _ = 1, 5000 do
                local s = stage.new(t)
                s:begin()
                s:step(1)
              end
            end)
            """])
        var options = SpecOptions()
        options.limits.memoryLimit = 4 << 20
        // A wall-clock bound that cannot fail the test on a loaded machine: the loop is the check.
        options.timeout = 600
        let file = try SpecFile(path: fixture.path("loop_spec.lua"), options: options)
        let result = file.run(file.tests[0], repetition: 1)
        #expect(result.status == .passed, "\(result.failure?.message ?? "")")
    }
}
