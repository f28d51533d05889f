import Testing
@testable import SegueTesting

/// `--jobs N` runs spec files on several threads; what is reported must not change: the
/// same events in the same order, the same reports apart from times.
@Suite struct ParallelJobsTests {
    /// Six files: passing, failing (an assertion and an error), pending, printing, a load
    /// error, and one busy enough that later files finish before it.
    static let specs: [String: String] = [
        "a_spec.lua": """
            describe("a", function()
              it("passes", function() print("a says hi"); expect(1):equals(1) end)
              it("fails", function() expect({ 1 }):same({ 2 }) end)
            end)
            """,
        "b_spec.lua": """
            local n = 0
            it("busy", function() for i = 1, 3000000 do n = n + i end; print(n); expect(n > 0):is_true() end)
            it("after busy #slow", function() expect(n):equals(4500001500000) end)
            """,
        "c_spec.lua": "it('errors', function() local t = nil; print('before'); return t.x end)\npending('later')\n",
        "d_spec.lua": "it('broken', function()\n",
        "e_spec.lua": """
            for i = 1, 5 do
              it("case " .. i, function() print("case", i); expect(i):equals(i) end)
            end
            """,
        "f_spec.lua": "it('last', function() expect('x'):equals('x') end)\n",
    ]

    /// Every event of a run as text: which file started, each test's name, status,
    /// failure and output, each file's end, and the summary.
    final class EventLog: SpecReporter {
        var lines: [String] = []
        func fileStarted(_ path: String, repetition: Int) { lines.append("start \(path) #\(repetition)") }
        func testFinished(_ result: TestResult) {
            lines.append("test \(result.file):\(result.line) \(result.name) \(result.status) \(result.repetition) "
                + "\(result.failure?.message ?? "") \(result.failure?.location ?? "") [\(result.output)]")
        }
        func fileFinished(_ result: FileResult) {
            lines.append("end \(result.path) \(result.tests.count) \(result.loadError ?? "") \(result.teardownFailure?.message ?? "")")
        }
        func runFinished(_ report: RunReport) { lines.append("run \(report.summaryLine) \(report.exitStatus)") }
    }

    static func events(_ fixture: SpecFixture, _ options: SpecOptions) -> [String] {
        let log = EventLog()
        SpecRunner(options: options).run(paths: [fixture.folder], reporter: log)
        return log.lines
    }

    static func withJobs(_ options: SpecOptions, _ jobs: Int) -> SpecOptions {
        var options = options
        options.jobs = jobs
        return options
    }

    @Test(arguments: [1, 2, 3, 8])
    func everyEventMatchesOneJob(jobs: Int) throws {
        let fixture = try SpecFixture(Self.specs)
        let one = Self.events(fixture, SpecOptions())
        #expect(one.count == 6 * 2 + 12 + 1, "each file starts and ends, 12 tests, one summary")
        #expect(Self.events(fixture, Self.withJobs(SpecOptions(), jobs)) == one)
    }

    @Test func shuffledRepeatedAndFilteredRunsMatchOneJob() throws {
        let fixture = try SpecFixture(Self.specs)
        var options = SpecOptions()
        options.shuffle = true
        options.seed = 42
        options.repetitions = 3
        options.excludedTags = ["slow"]
        let one = Self.events(fixture, options)
        #expect(one.contains { $0.contains("case 3") })
        #expect(!one.contains { $0.contains("after busy") })
        #expect(Self.events(fixture, Self.withJobs(options, 3)) == one)
        // The seed decides the order: another seed, another order, the same with jobs.
        options.seed = 7
        let other = Self.events(fixture, options)
        #expect(other != one)
        #expect(Self.events(fixture, Self.withJobs(options, 2)) == other)
    }

    @Test func failFastStopsAtTheSameTestAsOneJob() throws {
        let fixture = try SpecFixture(Self.specs)
        var options = SpecOptions()
        options.failFast = true
        let one = Self.events(fixture, options)
        #expect(one.last?.hasPrefix("run 1 passed, 1 failed") == true, "a's second test stops the run")
        #expect(Self.events(fixture, Self.withJobs(options, 4)) == one)
        // Stopped by a file that cannot load, too.
        options.filters = ["broken"]
        let broken = Self.events(fixture, options)
        #expect(Self.events(fixture, Self.withJobs(options, 4)) == broken)
    }

    @Test func reportsAreTheSameApartFromTimes() throws {
        let fixture = try SpecFixture(Self.specs)
        func timeless(_ text: String) -> String {
            text.replacing(#/time="[^"]*"/#, with: "time")
                .replacing(#/"seconds": *[-0-9.eE+]+/#, with: "seconds")
        }
        let makers: [(@escaping ReportOutput) -> SpecReporter] = [
            { TAPReporter(write: $0) }, { JUnitReporter(write: $0) }, { JSONReporter(write: $0) },
        ]
        for make in makers {
            let (one, _) = fixture.output(SpecOptions(), make)
            let (two, report) = fixture.output(Self.withJobs(SpecOptions(), 2), make)
            #expect(report.testCount == 12)
            #expect(one.contains("a says hi"), "each test's print is in its report")
            #expect(timeless(two) == timeless(one))
        }
    }
}
