import Foundation
import Testing

/// `segue test` as a process: exit codes, the summary line, report files.
@Suite(.serialized) struct TestCommandTests {
    @Test func theExamplesSpecsPass() throws {
        let result = try SegueProcess.run(["test", "examples", "--no-color"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let last = result.stdout.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.hasSuffix(" passed, 0 failed"), "\(last)")
    }

    /// Tests/specs: specs of the host's own promises, such as a transition under test that
    /// tampers with the libraries and still fails when it should (issue 13, item 8).
    @Test func theHostsOwnSpecsPass() throws {
        let result = try SegueProcess.run(["test", "Tests/specs", "--no-color"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains(" passed, 0 failed"), "\(result.stdout)")
    }

    @Test func aFailingSpecExitsOneWithExpectedAndActual() throws {
        let spec = try SegueProcess.temporaryScript("""
            it("compares", function() expect({ x = 1 }):same({ x = 2 }) end)
            """, name: "f_spec.lua")
        let result = try SegueProcess.run(["test", spec])
        #expect(result.status == 1)
        #expect(result.stdout.contains("- x = 2,") || result.stdout.contains("-   x = 2,"), "\(result.stdout)")
        #expect(result.stdout.contains("\(spec):1"))
        #expect(result.stdout.hasSuffix("0 passed, 1 failed\n"))
    }

    @Test func aSyntaxErrorExitsTwoNamingFileAndLine() throws {
        let spec = try SegueProcess.temporaryScript("it('x', function()\n  expect(1):equals(1)\n", name: "s_spec.lua")
        let result = try SegueProcess.run(["test", spec])
        #expect(result.status == 2)
        #expect(result.stdout.contains("\(spec):3:"), "\(result.stdout)")
    }

    @Test func anEndlessTestFailsWithATimeoutAndTheRunReportsTheRest() throws {
        let spec = try SegueProcess.temporaryScript("""
            it("spins", function() while true do end end)
            it("passes", function() expect(1):equals(1) end)
            """, name: "l_spec.lua")
        let result = try SegueProcess.run(["test", spec, "--timeout", "0.2", "--reporter", "tap"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("not ok 1 - spins"))
        #expect(result.stdout.contains("timed out"))
        #expect(result.stdout.contains("ok 2 - passes"))
        #expect(result.stdout.contains("1..2"))
    }

    @Test func junitGoesToTheOutputFileAndTheSummaryToTheTerminal() throws {
        let spec = try SegueProcess.temporaryScript("it('a', function() expect(1):equals(1) end)", name: "j_spec.lua")
        let report = (spec as NSString).deletingLastPathComponent + "/report.xml"
        let result = try SegueProcess.run(["test", spec, "--reporter", "junit", "--output", report])
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("1 passed, 0 failed\n"))
        let xml = try String(contentsOfFile: report, encoding: .utf8)
        #expect(xml.hasPrefix("<?xml"))
        #expect(xml.contains("<testcase name=\"a\""))
    }

    @Test func badOptionsAndMissingSpecsExitTwo() throws {
        #expect(try SegueProcess.run(["test", "--repeat", "0", "examples"]).status == 2)
        #expect(try SegueProcess.run(["test", "/nonexistent-folder"]).status == 2)
        #expect(try SegueProcess.run(["test", "Sources/CLua"]).status == 2)
    }

    @Test func listPrintsEveryTestWithItsLine() throws {
        let result = try SegueProcess.run(["test", "examples/snapchat_swipe_spec.lua", "--list", "--filter", "threshold"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { $0.hasPrefix("examples/snapchat_swipe_spec.lua:") && $0.contains("threshold") })
    }

    /// Issue 45: `--port` and `--host` are `--review`'s (docs/preview.md shows them), passed to
    /// the review server — here absent beside this build's segue, so it is named, not a usage
    /// error; out of range or without `--review` they are usage errors. (The server listening on
    /// the port: Preview/Tests, ReviewServerTests.)
    @Test func reviewTakesPortAndHost() throws {
        let review = try SegueProcess.run(["test", "--review", "--port", "48601", "--host", "127.0.0.1"])
        #expect(review.status != 2 && !review.stderr.contains("Unknown option"), "\(review.stderr)")
        for arguments in [["--review", "--port", "70000"], ["--port", "48601"], ["--host", "127.0.0.1"], ["--review", "--host", ""]] {
            let refused = try SegueProcess.run(["test"] + arguments)
            #expect(refused.status == 2 && refused.stderr.contains(arguments.contains("--port") ? "--port" : "--host"), "\(arguments): \(refused.stderr)")
        }
    }
}
