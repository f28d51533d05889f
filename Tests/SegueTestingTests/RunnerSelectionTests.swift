import Testing
@testable import SegueTesting

/// Filters, tags, order, repetition and fail-fast.
@Suite struct RunnerSelectionTests {
    static let specs = [
        "s_spec.lua": """
            describe("suite", function()
              it("fast one #fast", function() expect(1):equals(1) end)
              it("slow one #slow", function() expect(1):equals(1) end)
              it("both #fast #slow", function() expect(1):equals(1) end)
              it("plain", function() expect(1):equals(1) end)
            end)
            """,
    ]

    @Test func filterMatchesLuaPatternsOnFullNames() throws {
        let fixture = try SpecFixture(Self.specs)
        var options = SpecOptions()
        options.filters = ["suite › [fp]"]
        let (_, events) = fixture.run(options)
        #expect(events.finished.map(\.name) == ["suite › fast one #fast", "suite › plain"])
    }

    @Test func aMalformedFilterIsARunnerError() throws {
        let fixture = try SpecFixture(Self.specs)
        var options = SpecOptions()
        options.filters = ["[unclosed"]
        let (report, _) = fixture.run(options)
        #expect(report.exitStatus == 2)
        #expect(report.runnerError?.contains("malformed") == true)
    }

    @Test func aBacktrackingFilterOnALongNameEndsWithinTheBudget() throws {
        let name = String(repeating: "a", count: 5000)
        let fixture = try SpecFixture(["long_spec.lua": "it(\"\(name)\", function() end)"])
        var options = SpecOptions()
        options.filters = [".-.-.-.-.-.-.-.-.-b"]
        options.timeout = 0.2
        // Stopped by the budget, as the runner error says (how soon is not bounded here).
        let (report, _) = fixture.run(options)
        #expect(report.exitStatus == 2)
        #expect(report.runnerError?.contains("ran past") == true, "\(report.runnerError ?? "")")
    }

    @Test func aFilterThatMatchesNothingIsARunnerError() throws {
        let fixture = try SpecFixture(Self.specs)
        var options = SpecOptions()
        options.filters = ["no such test"]
        let (report, _) = fixture.run(options)
        #expect(report.exitStatus == 2)
    }

    @Test func tagsSelectAndExcludeTagsRemove() throws {
        let fixture = try SpecFixture(Self.specs)
        var options = SpecOptions()
        options.tags = ["fast"]
        options.excludedTags = ["slow"]
        let (_, events) = fixture.run(options)
        #expect(events.finished.map(\.name) == ["suite › fast one #fast"])
        #expect(events.finished.first?.tags == ["fast"])
    }

    @Test func aSeedGivesTheSameShuffleEveryTime() throws {
        let fixture = try SpecFixture(Self.specs)
        var options = SpecOptions()
        options.shuffle = true
        options.seed = 42
        let first = fixture.run(options).events.finished.map(\.name)
        let second = fixture.run(options).events.finished.map(\.name)
        #expect(first == second)
        #expect(Set(first).count == 4)
        // Some seed among a few orders the tests differently from the file.
        let declared = ["suite › fast one #fast", "suite › slow one #slow", "suite › both #fast #slow", "suite › plain"]
        let orders = (1...5).map { seed -> [String] in
            options.seed = UInt64(seed)
            return fixture.run(options).events.finished.map(\.name)
        }
        #expect(orders.contains { $0 != declared })
        #expect(fixture.run(options).report.seed == 5)
    }

    @Test func repeatRunsEverythingAgainInAFreshState() throws {
        let fixture = try SpecFixture(["r_spec.lua": """
            count = (count or 0) + 1
            it("counts once per state", function() expect(count):equals(1) end)
            """])
        var options = SpecOptions()
        options.repetitions = 3
        let (report, _) = fixture.run(options)
        #expect(report.passed == 3)
        #expect(report.files.map(\.repetition) == [1, 2, 3])
    }

    @Test func failFastStopsAtTheFirstFailure() throws {
        let fixture = try SpecFixture(["a_spec.lua": """
            it("one", function() expect(1):equals(1) end)
            it("two", function() expect(1):equals(2) end)
            it("three", function() expect(1):equals(1) end)
            """, "b_spec.lua": "it('other', function() expect(1):equals(1) end)"])
        var options = SpecOptions()
        options.failFast = true
        let (report, events) = fixture.run(options)
        #expect(events.finished.map(\.name) == ["one", "two"])
        #expect(report.exitStatus == 1)
    }

    @Test func listNamesEverySelectedTestWithItsLine() throws {
        let fixture = try SpecFixture(Self.specs)
        var options = SpecOptions()
        options.tags = ["slow"]
        let listed = try SpecRunner(options: options).list(paths: [fixture.folder])
        #expect(listed.tests.map(\.name) == ["suite › slow one #slow", "suite › both #fast #slow"])
        #expect(listed.tests.map(\.line) == [3, 4])
    }
}
