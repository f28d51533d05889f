import Testing
@testable import SegueTesting

/// `segue test --coverage`: the lines the specs' transitions and modules ran, per file,
/// summed over the spec files, the specs themselves left out, and written as LCOV.
@Suite struct CoverageTests {
    static let files = [
        "lib/steps.lua": """
            local M = {}
            function M.up(n)
              local total = 0
              for i = 1, n do
                total = total + i
              end
              return total
            end
            function M.unused()
              return 0
            end
            return M
            """,
        "a_spec.lua": """
            local steps = require("lib.steps")
            it("adds three", function() expect(steps.up(3)):equals(6) end)
            """,
        "b_spec.lua": """
            local steps = require("lib.steps")
            it("adds two", function() expect(steps.up(2)):equals(3) end)
            it("adds none", function() expect(steps.up(0)):equals(0) end)
            """,
    ]

    static func coverage(_ fixture: SpecFixture, jobs: Int = 1) -> LineCoverage {
        var options = SpecOptions()
        options.coverage = true
        options.jobs = jobs
        return fixture.run(options).report.coverage
    }

    @Test func countsEachLineOverEverySpecFileAndLeavesTheSpecsOut() throws {
        let fixture = try SpecFixture(Self.files)
        let coverage = Self.coverage(fixture)
        let path = fixture.path("lib/steps.lua")
        #expect(Array(coverage.files.keys) == [path], "the module only, not the spec files")
        let lines = try #require(coverage.files[path])
        #expect(lines == [
            1: 2, 2: 2, 8: 2, 9: 2, 11: 2, 12: 2,   // the chunk, once per spec file's require
            3: 3, 7: 3,                              // each call of up
            5: 5,                                    // 3 + 2 + 0 times round the loop
            4: 3 + 5,                                // the for line: entered, and each jump back
            10: 0,                                   // unused never runs
        ])
        #expect(coverage.summary == (hit: 10, found: 11))
    }

    @Test func jobsCountTheSame() throws {
        let fixture = try SpecFixture(Self.files)
        #expect(Self.coverage(fixture, jobs: 2) == Self.coverage(fixture))
    }

    @Test func offCountsNothing() throws {
        let fixture = try SpecFixture(Self.files)
        #expect(fixture.run().report.coverage.files.isEmpty)
    }

    @Test func lcovHasARecordPerFileWithItsLinesInOrder() {
        let coverage = LineCoverage(files: ["b.lua": [3: 0, 1: 2], "a.lua": [2: 1]])
        #expect(LCOVReport.text(of: coverage) == """
            TN:segue
            SF:a.lua
            DA:2,1
            LH:1
            LF:1
            end_of_record
            TN:segue
            SF:b.lua
            DA:1,2
            DA:3,0
            LH:1
            LF:2
            end_of_record

            """)
    }
}
