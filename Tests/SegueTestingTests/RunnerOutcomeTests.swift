import Testing
@testable import SegueTesting

/// What a run reports and how it exits, for passing, failing and broken specs.
@Suite struct RunnerOutcomeTests {
    @Test func passingSpecsExitZeroAndCountEveryTest() throws {
        let fixture = try SpecFixture(["a_spec.lua": """
            describe("numbers", function()
              it("adds", function() expect(1 + 1):equals(2) end)
              it("compares tables", function() expect({ 1, { x = 2 } }):same({ 1, { x = 2 } }) end)
              pending("later")
            end)
            """])
        let (report, events) = fixture.run()
        #expect(report.exitStatus == 0)
        #expect(report.passed == 2 && report.failed == 0 && report.skipped == 1)
        #expect(report.summaryLine == "2 passed, 0 failed, 1 skipped")
        #expect(events.finished.map(\.name) == ["numbers › adds", "numbers › compares tables", "numbers › later"])
    }

    @Test func aPassingAssertionNeverDescribesWhatItCompared() throws {
        // Describing this table sorts its keys by tostring, which raises: only a failure may.
        let fixture = try SpecFixture(["d_spec.lua": """
            local loud = setmetatable({}, { __tostring = function() error("described", 0) end })
            local t = { [loud] = 1, [{}] = 2 }
            describe("described", function()
              it("passes without describing", function()
                expect(t):same(t)
                expect(t):equals(t)
                expect({ t }):contains(t)
                expect(t).never:is_nil()
              end)
              it("fails, describing", function() expect(t):same({}) end)
            end)
            """])
        let (report, events) = fixture.run()
        #expect(report.passed == 1 && report.failed == 1)
        #expect(events.finished.first { $0.name == "described › passes without describing" }?.status == .passed)
        #expect(events.finished.first { $0.name == "described › fails, describing" }?.failure?.message.contains("described") == true)
    }

    @Test func aFailedExpectationShowsExpectedActualAndTheDiffAtItsLine() throws {
        let fixture = try SpecFixture(["f_spec.lua": """
            describe("frames", function()
              it("match", function()
                local actual = { x = 1, y = { z = 2 } }
                expect(actual):same({ x = 1, y = { z = 3 } })
              end)
            end)
            """])
        let (report, events) = fixture.run()
        #expect(report.exitStatus == 1)
        let failure = try #require(events.result("match")?.failure)
        #expect(failure.location == fixture.path("f_spec.lua") + ":4")
        #expect(failure.expected == "{ x = 1, y = { z = 3 } }")
        #expect(failure.actual == "{ x = 1, y = { z = 2 } }")
        let diff = try #require(failure.diff)
        #expect(diff.contains("-     z = 3,"))
        #expect(diff.contains("+     z = 2,"))
        #expect(diff.contains("    x = 1,"))
    }

    @Test func aSyntaxErrorExitsTwoNamingFileAndLine() throws {
        let fixture = try SpecFixture([
            "bad_spec.lua": "describe('x', function()\n  it('y', function() end\nend)\n",
            "good_spec.lua": "it('runs', function() expect(true):is_true() end)",
        ])
        let (report, _) = fixture.run()
        #expect(report.exitStatus == 2)
        let error = try #require(report.loadErrors.first?.loadError)
        #expect(error.hasPrefix(fixture.path("bad_spec.lua") + ":"))
        #expect(report.passed == 1, "the other file still runs")
    }

    @Test func anErrorWhileDeclaringExitsTwo() throws {
        let fixture = try SpecFixture(["d_spec.lua": "describe('x', function()\n  local t = nil\n  t.field = 1\nend)\n"])
        let (report, _) = fixture.run()
        #expect(report.exitStatus == 2)
        #expect(report.loadErrors.first?.loadError?.hasPrefix(fixture.path("d_spec.lua") + ":3:") == true)
    }

    @Test func noSpecFoundExitsTwo() throws {
        let fixture = try SpecFixture(["notes.lua": "return 1"])
        let (report, events) = fixture.run()
        #expect(report.exitStatus == 2)
        #expect(report.runnerError?.contains("no spec files") == true)
        #expect(events.finished.isEmpty)
    }

    @Test func aMissingPathExitsTwo() throws {
        let fixture = try SpecFixture(["a_spec.lua": "it('x', function() expect(1):equals(1) end)"])
        let (report, _) = fixture.run(paths: [fixture.path("nowhere")])
        #expect(report.exitStatus == 2)
        #expect(report.runnerError?.contains("nowhere") == true)
    }

    @Test func anEndlessTestTimesOutAndTheOthersStillRun() throws {
        let fixture = try SpecFixture(["loop_spec.lua": """
            describe("loops", function()
              it("before", function() expect(1):equals(1) end)
              it("spins", function() while true do end end)
              it("spins inside pcall", function() while true do pcall(function() while true do end end) end end)
              it("after", function() expect(2):equals(2) end)
            end)
            """])
        var options = SpecOptions()
        options.timeout = 0.2
        let (report, events) = fixture.run(options)
        #expect(report.exitStatus == 1)
        #expect(report.passed == 2 && report.failed == 2)
        #expect(events.result("spins")?.failure?.timedOut == true)
        #expect(events.result("inside pcall")?.failure?.timedOut == true)
        #expect(events.result("after")?.status == .passed)
    }

    @Test func aTestThatAssertsNothingIsFlagged() throws {
        let fixture = try SpecFixture(["w_spec.lua": """
            it("checks", function() expect(1):equals(1) end)
            it("forgets", function() local _ = 1 + 1 end)
            """])
        let (_, events) = fixture.run()
        #expect(events.result("checks")?.assertedNothing == false)
        #expect(events.result("forgets")?.assertedNothing == true)
        #expect(events.result("forgets")?.status == .passed)
    }

    @Test func everySpecFileGetsAFreshState() throws {
        let fixture = try SpecFixture([
            "a_spec.lua": "leak = 'from a'\nit('sets', function() expect(leak):equals('from a') end)",
            "b_spec.lua": "it('does not see it', function() expect(leak):is_nil() end)",
        ])
        let (report, _) = fixture.run()
        #expect(report.passed == 2, "\(report.tests.map { $0.failure?.message ?? "ok" })")
    }

    @Test func hooksRunAroundEveryTestInOrderAndTeardownOnce() throws {
        let fixture = try SpecFixture(["h_spec.lua": """
            local trail = {}
            setup(function() trail[#trail + 1] = "setup" end)
            teardown(function() trail[#trail + 1] = "teardown" end)
            describe("outer", function()
              before_each(function() trail[#trail + 1] = "before outer" end)
              after_each(function() trail[#trail + 1] = "after outer" end)
              describe("inner", function()
                before_each(function() trail[#trail + 1] = "before inner" end)
                after_each(function() trail[#trail + 1] = "after inner" end)
                it("one", function() trail[#trail + 1] = "one" expect(1):equals(1) end)
                it("fails", function() trail[#trail + 1] = "two" expect(1):equals(2) end)
              end)
            end)
            it("sees the trail", function()
              expect(trail):same {
                "setup",
                "before outer", "before inner", "one", "after inner", "after outer",
                "before outer", "before inner", "two", "after inner", "after outer",
              }
            end)
            """])
        let (report, events) = fixture.run()
        #expect(events.result("sees the trail")?.status == .passed, "\(events.result("sees the trail")?.failure?.diff ?? "")")
        #expect(report.failed == 1)
    }

    @Test func misusedDSLReportsTheSpecLine() throws {
        let fixture = try SpecFixture(["m_spec.lua": """
            it("uses a dot", function()
              expect(1).equals(1)
            end)
            it("nests it", function()
              it("inner", function() end)
            end)
            it("asks for a missing matcher", function()
              expect(1):equal(1)
            end)
            """])
        let (_, events) = fixture.run()
        #expect(events.result("uses a dot")?.failure?.message.contains("with a colon") == true)
        #expect(events.result("uses a dot")?.failure?.location == fixture.path("m_spec.lua") + ":2")
        #expect(events.result("nests it")?.failure?.message.contains("not inside a test") == true)
        #expect(events.result("missing matcher")?.failure?.message.contains("no matcher 'equal'") == true)
    }
}

/// An expectation that fails inside a transition hook the spec wrote reaches the report as the
/// hook's error with its own words and line, not as "(error object is a table value)".
@Suite struct HookExpectationTests {
    @Test func aFailedExpectationInsideAHookKeepsItsMessage() throws {
        let fixture = try SpecFixture(["slide.lua": slideScript, "hook_spec.lua": """
            it("checks inside the hook", function()
              local t = stage.script("slide.lua")
              local prepare = t.prepare
              t.prepare = function(ctx)
                if prepare then prepare(ctx) end
                expect(ctx.direction):equals(-7)
              end
              local s = stage.new(t)
              s:begin()
              s:settle()
            end)
            """])
        let (report, events) = fixture.run()
        #expect(report.exitStatus == 1)
        let failure = try #require(events.result("checks inside the hook")?.failure)
        #expect(!failure.message.contains("error object is a table value"), "\(failure.message)")
        #expect(failure.message.contains("hook_spec.lua:6"), "\(failure.message)")
        #expect(failure.message.contains("-7"), "\(failure.message)")
    }
}
