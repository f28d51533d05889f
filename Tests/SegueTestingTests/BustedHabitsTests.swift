import Testing
@testable import SegueTesting

/// The habits busted users bring: partial table matches, stubs, mocks, argument matchers and
/// matchers of their own — each passing where it should and failing, with its words, where
/// it should not.
@Suite struct BustedHabitsTests {
    func run(_ body: String) throws -> Recorder {
        let fixture = try SpecFixture(["habits_spec.lua": body])
        return fixture.run().events
    }

    @Test func partialTableMatchesPassAndFailNamingTheField() throws {
        let events = try run("""
        local frame = { x = 1, y = 2, size = { width = 3, height = 4 }, extra = true }
        it("holds the fields", function()
          expect(frame):has_fields { x = 1, size = { width = 3 } }
          expect(frame):same(containing { y = near(2, 0.1), size = containing { height = 4 } })
          expect({ frame }):same { containing { extra = true } }
          expect(frame).never:has_fields { x = 2 }
        end)
        it("misses a field", function() expect(frame):has_fields { x = 1, y = 3 } end)
        it("lacks a nested field", function() expect(frame):has_fields { size = { depth = 1 } } end)
        it("is not a table", function() expect(5):has_fields { x = 1 } end)
        it("is a table without these fields", function() expect(frame):same(containing { z = 1 }) end)
        """)
        #expect(events.result("holds the fields")?.status == .passed)
        let missing = try #require(events.result("misses a field")?.failure)
        #expect(missing.message == "expected a table with these fields")
        #expect(missing.diff?.contains("-   y = 3,") == true && missing.diff?.contains("+   y = 2,") == true)
        #expect(missing.diff?.contains("extra") == false, "the diff shows only the fields asked for")
        #expect(events.result("lacks a nested field")?.status == .failed)
        #expect(events.result("is not a table")?.status == .failed)
        #expect(events.result("is a table without these fields")?.failure?.expected?.contains("containing") == true)
    }

    @Test func stubsAnswerWithoutCallingTheOriginalAndRevert() throws {
        let events = try run("""
        it("stubs", function()
          local calls = 0
          local api = { fetch = function() calls = calls + 1; return "real" end }
          local s = stub(api, "fetch", "fake", 2)
          local a, b = api.fetch("url", 3)
          expect(a):equals("fake"); expect(b):equals(2)
          expect(calls):equals(0)
          expect(s):called_with(match.is_string(), match.is_number())
          expect(s):called_with(match._, match.satisfies(function(n) return n > 2 end, "more than 2"))
          expect(s).never:called_with(match.is_table(), match._)
          s:invokes(function(url) return url .. "!" end)
          expect(api.fetch("x")):equals("x!")
          s:returns(nil)
          expect(select("#", api.fetch())):equals(1)
          s:revert()
          expect(api.fetch()):equals("real")
          local standalone = stub.new(7)
          expect(standalone()):equals(7)
          expect(standalone):called(1)
        end)
        it("names the calls it did not get", function()
          local api = { fetch = function() end }
          local s = stub(api, "fetch")
          api.fetch("a")
          expect(s):called_with(match.matches("^b"))
        end)
        it("refuses a stub on a value", function() stub({ n = 1 }, "n") end)
        """)
        #expect(events.result("stubs")?.status == .passed, "\(String(describing: events.result("stubs")?.failure))")
        let missed = try #require(events.result("names the calls it did not get")?.failure)
        #expect(missed.message.contains("match.matches(\"^b\")"))
        #expect(missed.actual?.contains("#1 (\"a\")") == true)
        #expect(events.result("refuses a stub on a value")?.failure?.message.contains("'n' is a number, not a function") == true)
    }

    @Test func mocksSpyOrStubEveryFunctionAndRevert() throws {
        let events = try run("""
        it("mocks", function()
          local t = { a = function() return 1 end, nested = { b = function() return 2 end }, n = 3 }
          local original = t.a
          mock(t)
          expect(t.a()):equals(1)
          expect(t.nested.b()):equals(2)
          expect(t.a):called(1)
          expect(t.nested.b):called(1)
          mock.revert(t)
          expect(t.a):equals(original)
          local stubbed = mock({ f = function() return 5 end }, true)
          expect((stubbed.f())):is_nil()
          expect(stubbed.f):called(1)
        end)
        it("reverts only a mocked table", function() mock.revert({}) end)
        """)
        #expect(events.result("mocks")?.status == .passed, "\(String(describing: events.result("mocks")?.failure))")
        #expect(events.result("reverts only a mocked table")?.failure?.message.contains("was not mocked") == true)
    }

    @Test func customMatchersPassFailAndNegateLikeBuiltInOnes() throws {
        let events = try run("""
        expect.extend {
          is_even = function(actual)
            return type(actual) == "number" and actual % 2 == 0, "expected an even number, got " .. tostring(actual),
              "expected an odd number, got " .. tostring(actual)
          end,
        }
        it("passes", function() expect(4):is_even(); expect(3).never:is_even() end)
        it("fails with its words", function() expect(3):is_even() end)
        it("fails negated with its words", function() expect(2).never:is_even() end)
        it("may not replace a built-in", function() expect.extend { equals = function() return true end } end)
        it("must be a function", function() expect.extend { is_odd = 1 } end)
        """)
        #expect(events.result("passes")?.status == .passed)
        #expect(events.result("passes")?.assertions == 2)
        #expect(events.result("fails with its words")?.failure?.message == "expected an even number, got 3")
        #expect(events.result("fails negated with its words")?.failure?.message == "expected an odd number, got 2")
        #expect(events.result("may not replace a built-in")?.failure?.message.contains("'equals' is a built-in matcher") == true)
        #expect(events.result("must be a function")?.failure?.message.contains("must be a function") == true)
    }

    @Test func aHelperRunsBeforeEverySpecFileInItsGlobals() throws {
        let fixture = try SpecFixture([
            "spec_helper.lua": """
            expect.extend {
              is_within = function(actual, low, high)
                return type(actual) == "number" and actual >= low and actual <= high,
                  ("expected %s within %s…%s"):format(tostring(actual), low, high)
              end,
            }
            function shared_frame() return { x = 1, y = 2 } end
            """,
            "a_spec.lua": #"it("uses the helper's matcher", function() expect(0.5):is_within(0, 1) end)"#,
            "b_spec.lua": #"it("uses the helper's global", function() expect(shared_frame()):has_fields { y = 2 } end)"# + "\n"
                + #"it("fails the helper's matcher", function() expect(2):is_within(0, 1) end)"#,
            "broken/helper.lua": "local x = = 1\n",
        ])
        var options = SpecOptions()
        options.helpers = [fixture.path("spec_helper.lua")]
        let (report, events) = fixture.run(options, paths: [fixture.path("a_spec.lua"), fixture.path("b_spec.lua")])
        #expect(report.passed == 2 && report.failed == 1)
        #expect(events.result("fails the helper's matcher")?.failure?.message == "expected 2 within 0…1")

        // Without the helper the matcher is unknown: the same spec fails.
        let (alone, _) = fixture.run(SpecOptions(), paths: [fixture.path("a_spec.lua")])
        #expect(alone.failed == 1)

        // A broken helper fails each spec file with the helper's file:line.
        options.helpers = [fixture.path("broken/helper.lua")]
        let (broken, _) = fixture.run(options, paths: [fixture.path("a_spec.lua")])
        #expect(broken.passed == 0)
        #expect(broken.loadErrors.first?.loadError?.contains("broken/helper.lua:1:") == true, "\(broken.loadErrors.map(\.loadError))")
    }

    @Test func sortRunsFilesByPathAndTestsByName() throws {
        let fixture = try SpecFixture([
            "b_spec.lua": #"it("zeta", function() end) it("alpha", function() end)"#,
            "a_spec.lua": #"it("mid", function() end)"#,
        ])
        var options = SpecOptions()
        options.sort = true
        let (_, sorted) = fixture.run(options, paths: [fixture.path("b_spec.lua"), fixture.path("a_spec.lua")])
        #expect(sorted.finished.map(\.name) == ["mid", "alpha", "zeta"])
        let (_, declared) = fixture.run(SpecOptions(), paths: [fixture.path("b_spec.lua"), fixture.path("a_spec.lua")])
        #expect(declared.finished.map(\.name) == ["zeta", "alpha", "mid"])
    }

    @Test func deferredPrintComesAfterTheFailuresUnderEachTestsName() throws {
        let fixture = try SpecFixture(["p_spec.lua": """
            it("talks", function() print("hello from talks") end)
            it("fails", function() expect(1):equals(2) end)
            """])
        let (text, _) = fixture.output(SpecOptions()) { TerminalReporter(colour: false, defersPrint: true, write: $0) }
        let lines = text.split(separator: "\n").map(String.init)
        let printedAt = try #require(lines.firstIndex(of: "Printed:"))
        let failuresAt = try #require(lines.firstIndex(of: "Failures:"))
        #expect(printedAt > failuresAt)
        #expect(lines[printedAt + 1].hasPrefix("  talks ("))
        #expect(lines[printedAt + 2].contains("hello from talks"))
        #expect(lines.filter { $0.contains("hello from talks") }.count == 1, "printed once, at the end")
        let (plain, _) = fixture.output(SpecOptions()) { TerminalReporter(colour: false, write: $0) }
        #expect(!plain.contains("Printed:"))
    }
}
