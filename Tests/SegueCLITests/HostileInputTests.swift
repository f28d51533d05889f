import Foundation
import Testing

/// Command lines, scripts and traces with hostile values: each answers with a clear error
/// (exit 1 naming the file and line, or exit 2 for a usage error) or a normal result
/// (issue 13, items 3, 4, 5 and 10).
@Suite(.serialized) struct HostileInputTests {
    static let scene = """
        scene = segue.scene { container = "swipe", size = { width = 100, height = 200 },
          pages = { { id = "a", view = { id = "aView" } }, { id = "b", view = { id = "bView" } } } },
        """

    @Test func aHookErrorEndsTheRunWithoutAStrayExitCodeLine() throws {
        let path = try SegueProcess.temporaryScript("""
            return segue.transition {
              \(Self.scene)
              animation = function(ctx) error("boom") end,
            }
            """)
        let result = try SegueProcess.run(["run", path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(path):4: boom"), "\(result.stderr)")
        #expect(!result.stderr.contains("ExitCode"), "\(result.stderr)")
        #expect(!result.stderr.contains("--help"), "\(result.stderr)")
    }

    @Test func aNegativeVelocityIsAnOptionValue() throws {
        let result = try SegueProcess.run(["run", "examples/snapchat_swipe.lua", "--scrub", "0.5", "--velocity", "-500"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("cancelled after"), "\(result.stdout.suffix(300))")
    }

    @Test(arguments: [["--velocity", "nan"], ["--velocity", "inf"], ["--scrub", "nan"], ["--fps", "nan"],
                      ["--fps", "-60"], ["--bogus"], ["--scrub"]])
    func aBadOptionIsAUsageErrorWithOneCode(arguments: [String]) throws {
        let result = try SegueProcess.run(["run", "examples/snapchat_swipe.lua"] + arguments)
        #expect(result.status == 2, "\(arguments): \(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }

    /// Issue 28, item 5: hostile `segue render` options — frame rates and counts out of range,
    /// too large for an integer, not numbers — are usage errors of one line naming the option,
    /// before anything runs.
    @Test(arguments: [["--fps", "1e9"], ["--fps", "10001"], ["--fps", "inf"], ["--fps", "nan"], ["--fps", "-1"], ["--fps", "0"],
                      ["--frames", "0"], ["--frames", "-3"], ["--frames", "65"], ["--frames", "99999999999999999999"],
                      ["--frames", "nan"], ["--format", "gif", "--frames", "601"], ["--format", "gif", "--frames", "-9223372036854775808"],
                      ["--at", "nan"], ["--at", "inf"], ["--at", "-1"], ["--at", "1e999"], ["--at", String(repeating: "0,", count: 64) + "0"],
                      ["--scrub", "inf"], ["--velocity", "nan"], ["--max-frames", "0"], ["--max-frames", "-1"],
                      ["--max-frames", "99999999999999999999"], ["--memory-limit", "nan"]])
    func aHostileRenderOptionIsAUsageError(arguments: [String]) throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("segue-hostile-\(UUID().uuidString).svg").path
        let result = try SegueProcess.runBounded(["render", "examples/cube.lua", "--output", out] + arguments)
        #expect(result.status == 2, "\(arguments): \(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func everySubcommandsUsageErrorExitsTheSameAndHelpSaysSo() throws {
        #expect(try SegueProcess.run(["repl", "--fps", "nan"]).status == 2)
        #expect(try SegueProcess.run(["test", "--timeout", "nan"]).status == 2)
        #expect(try SegueProcess.run(["bogus"]).status == 2)
        let help = try SegueProcess.run(["--help"])
        #expect(help.stdout.contains("2 when the command line is wrong"), "\(help.stdout)")
    }

    @Test(arguments: [("release = { threshold = 0/0 },", 3), ("scene = segue.scene { container = 'swipe', size = { width = 1, height = 1 }, pages = { { id = 'a', view = { id = 'av' } }, { id = 'b', view = { id = 'bv' } } }, initialPage = 0/0 },", 3)])
    func aNaNFieldIsAnErrorAtItsLine(field: String, line: Int) throws {
        let source = """
            return segue.transition {
              \(field.hasPrefix("scene") ? "" : Self.scene)
              \(field)
            }
            """
        let path = try SegueProcess.temporaryScript(source.replacingOccurrences(of: "  \n", with: ""))
        let result = try SegueProcess.run(["run", path, "--scrub", "0.5"])
        #expect(result.status == 1, "\(result.stdout.suffix(200))")
        #expect(result.stderr.contains("\(path):"), "\(result.stderr)")
        #expect(result.stderr.contains("finite"), "\(result.stderr)")
    }

    @Test func changingTheTransitionAfterValidationIsAnErrorAtItsLine() throws {
        let path = try SegueProcess.temporaryScript("""
            local T = segue.transition {
              \(Self.scene)
            }
            T.scene.pages[2] = 1
            return T
            """)
        let result = try SegueProcess.run(["run", path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(path):5:"), "\(result.stderr)")
    }

    @Test(arguments: ["1e5", "1e300"])
    func aTraceTooLongIsRefusedAtItsLine(time: String) throws {
        let trace = try SegueProcess.temporaryScript("""
            {
              "events": [
                { "phase": "began", "x": 300, "y": 300, "t": 0 },
                { "phase": "changed", "x": 200, "y": 300, "t": \(time) }
              ]
            }
            """, name: "long.json")
        // Refused at once, never played for 1e300 s: a run past 120 s is killed (status 137).
        let result = try SegueProcess.runBounded(["run", "examples/snapchat_swipe.lua", "--gesture", trace], seconds: 120)
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(trace):4:"), "\(result.stderr)")
    }

    /// A trace's `"after"` (issue 45) is read as `--after` is: a page number that would
    /// overflow, a name no request has, too many requests or a non-list are errors at their
    /// line; a request that cannot start names the trace. Never a trap or a hang.
    @Test(arguments: [("[\"page:99999999999999999999\"]", "unknown transition", 3), ("[\"tab:-9223372036854775808\"]", "unknown transition", 3),
                      ("[1]", "request names", 3), ("\"push\"", "a list", 3),
                      ("[" + Array(repeating: "\"next\"", count: 101).joined(separator: ",") + "]", "at most 100", 3),
                      ("[\"dismiss\"]", "\"after\" of", 0)])
    func aTracesStartIsCheckedLikeAfter(after: String, words: String, line: Int) throws {
        let trace = try SegueProcess.temporaryScript("""
            {
              "after":
                \(after),
              "events": [ { "phase": "began", "x": 300, "y": 300, "t": 0 } ]
            }
            """, name: "start.json")
        let result = try SegueProcess.runBounded(["run", "examples/snapchat_swipe.lua", "--gesture", trace], seconds: 60)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains(words) && (line == 0 || result.stderr.contains("\(trace):\(line):")), "\(result.stderr)")
    }

    @Test func theReplRefusesAPageNumberThatWouldOverflow() throws {
        let commands = try SegueProcess.temporaryScript("""
            :begin page -9223372036854775808
            :begin page 99999999999999999999
            :scrub nan
            :status
            """, name: "commands.txt")
        let result = try SegueProcess.run(["repl", "examples/snapchat_swipe.lua"], stdinFile: commands)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(":begin page must be in 1…1000000"), "\(result.stdout)")
        #expect(result.stdout.contains(":scrub needs a progress"), "\(result.stdout)")
    }
}
