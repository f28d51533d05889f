@testable import SegueTesting
import Testing

/// A run whose reporters stream (the terminal) keeps counts and failures only, so a long
/// `--repeat` stays flat in memory; a reporter that writes the whole run at the end (JSON,
/// JUnit, TAP) still gets every result.
@Suite struct ReportKeepingTests {
    static let spec = """
        describe("d", function()
          it("passes", function() expect(1):equals(1) end)
          it("fails", function() expect(1):equals(2) end)
          pending("later")
        end)
        """

    @Test func aStreamingReporterKeepsCountsAndFailuresOnly() throws {
        let fixture = try SpecFixture(["a_spec.lua": Self.spec])
        var options = SpecOptions()
        options.repetitions = 50
        let report = SpecRunner(options: options).run(paths: [fixture.folder], reporter: TerminalReporter(colour: false) { _ in })
        #expect(report.passed == 50 && report.failed == 50 && report.skipped == 50)
        #expect(report.testCount == 150)
        #expect(report.tests.count == 50)
        #expect(report.tests.allSatisfy { $0.status == .failed })
        #expect(report.exitStatus == 1)
    }

    @Test func aReporterOfTheWholeRunGetsEveryResult() throws {
        let fixture = try SpecFixture(["a_spec.lua": Self.spec])
        var options = SpecOptions()
        options.repetitions = 3
        let (text, report) = fixture.output(options) { JSONReporter(write: $0) }
        #expect(report.tests.count == 9)
        #expect(report.passed == 3 && report.failed == 3 && report.skipped == 3)
        #expect(text.contains("passes") && text.contains("fails"))
    }
}
