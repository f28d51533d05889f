import Foundation
import HookFailureMatrix
import Testing

/// The hook × moment matrix (issue 28, item 4) through the commands: `segue run` (plain,
/// scrubbed, and under a recorded gesture), `segue render` (plain and under a gesture),
/// `segue repl` and `segue test` (the spec harness). In each the failing hook must be
/// reported once at the script's `file:line`, `finalize` must run once, the process must
/// not crash, and the container must run the next transition where the command has one.
@Suite(.serialized) struct HookFailureCommandTests {
    /// How `run` and `render` drive a case on the command line; nil when they cannot.
    private static func options(for failure: HookFailureCase) -> [String]? {
        switch failure.moment {
        case .setUp, .durationZero, .midFlight, .completion: return []
        case .interactiveBegin, .release: return ["--scrub", "0.6", "--velocity", "0"]
        case .cancel: return ["--scrub", "0.4", "--velocity", "0"]
        case .reversed, .grab, .reload: return nil
        }
    }

    /// A finger's trace for the moments a gesture reaches: a drag released past the middle
    /// (finishing), one released before it (cancelling), and one that lets go and catches
    /// the completing transition again before cancelling it.
    private static func trace(for failure: HookFailureCase) -> String? {
        func event(_ phase: String, _ x: Int, _ t: Double) -> String { #"{ "phase": "\#(phase)", "x": \#(x), "y": 300, "t": \#(t) }"# }
        let events: [String]
        switch failure.moment {
        case .interactiveBegin, .release:
            events = [event("began", 280, 0), event("changed", 200, 0.05), event("changed", 90, 0.1), event("ended", 90, 0.1)]
        case .cancel:
            events = [event("began", 280, 0), event("changed", 240, 0.05), event("changed", 220, 0.1), event("ended", 220, 0.1)]
        case .grab:
            events = [event("began", 280, 0), event("changed", 200, 0.05), event("changed", 90, 0.1), event("ended", 90, 0.1),
                      event("began", 150, 0.14), event("changed", 200, 0.18), event("changed", 290, 0.22), event("ended", 290, 0.22)]
        default:
            return nil
        }
        return "{ \"events\": [\n" + events.joined(separator: ",\n") + "\n] }"
    }

    /// What every command must show: no crash, the error once at its position, `finalize`
    /// `expectedFinalizes` times.
    private func check(_ result: SegueProcess.Result, _ failure: HookFailureCase, path: String,
                       finalizes expectedFinalizes: Int, _ what: String) {
        let all = result.stdout + result.stderr
        #expect(result.status == 0 || result.status == 1, "\(what): exit \(result.status)\n\(result.stderr.suffix(600))")
        #expect(!all.contains("Fatal error"), "\(what): \(result.stderr.suffix(600))")
        let position = failure.positionedMessage(file: path)
        #expect(all.components(separatedBy: position).count - 1 >= 1, "\(what): no \(position) in\n\(all.suffix(800))")
        #expect(all.components(separatedBy: "boom in").count - 1 == all.components(separatedBy: position).count - 1,
                "\(what): an error without its position\n\(all.suffix(800))")
        let finalizes = all.components(separatedBy: "\n").filter { $0.hasSuffix("finalize true") || $0.hasSuffix("finalize false") }
        #expect(finalizes.count == expectedFinalizes, "\(what): finalize ran \(finalizes.count) times\n\(all.suffix(800))")
    }

    @Test(arguments: HookFailureCase.withoutReload)
    func runAndRender(_ failure: HookFailureCase) throws {
        let path = try SegueProcess.temporaryScript(failure.script)
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        if let options = Self.options(for: failure) {
            let run = try SegueProcess.runBounded(["run", path] + options)
            check(run, failure, path: path, finalizes: 1, "run \(options)")
            #expect(run.status == 1, "a hook error fails the run")
            let endings = run.stdout.components(separatedBy: "\n").filter { $0.contains("completed after") || $0.contains("cancelled after") }
            #expect(endings.count == 1 && endings.first?.hasPrefix(failure.completes ? "completed" : "cancelled") == true,
                    "the transition ends once, \(failure.completes ? "completed" : "cancelled"): \(endings)")
            let svg = folder + "/film.svg"
            let render = try SegueProcess.runBounded(["render", path, "--format", "svg", "--output", svg] + options)
            #expect(render.status == 1 && !(render.stdout + render.stderr).contains("Fatal error"),
                    "render \(options): \(render.status) \(render.stderr.suffix(600))")
            #expect((render.stdout + render.stderr).contains(failure.positionedMessage(file: path)), "render: \(render.stderr.suffix(600))")
        }
        if let trace = Self.trace(for: failure) {
            let tracePath = folder + "/drag.json"
            try trace.write(toFile: tracePath, atomically: true, encoding: .utf8)
            let run = try SegueProcess.runBounded(["run", path, "--gesture", tracePath])
            check(run, failure, path: path, finalizes: 1, "run --gesture")
            let render = try SegueProcess.runBounded(["render", path, "--format", "svg", "--output", folder + "/drag.svg",
                                                      "--gesture", tracePath])
            #expect(!(render.stdout + render.stderr).contains("Fatal error") && render.status <= 1,
                    "render --gesture: \(render.status) \(render.stderr.suffix(600))")
            #expect((render.stdout + render.stderr).contains(failure.positionedMessage(file: path)),
                    "render --gesture: \(render.stderr.suffix(600))")
        }
    }

    /// The REPL's lines for a case, then a second transition and a line that must still
    /// answer; nil for a case its plain mode cannot reach (it plays a release out at once,
    /// so a grab after one; a reload needs the file to change during the session).
    private static func replLines(for failure: HookFailureCase) -> [String]? {
        let lines: [String]
        switch failure.moment {
        case .setUp, .durationZero, .midFlight, .completion: lines = [":begin"]
        case .interactiveBegin, .release: lines = [":begin interactive", ":scrub 0.5", ":finish"]
        case .cancel: lines = [":begin interactive", ":scrub 0.5", ":cancel"]
        case .reversed: lines = [":begin paused", ":step 6", ":reverse"]
        case .grab:
            // Caught while it plays (the clock held), then sent back.
            guard failure.hook != .interactionEnded else { return nil }
            lines = [":begin paused", ":step 3", ":scrub 0.3", ":cancel"]
        case .reload: return nil
        }
        return lines + [":settle", ":begin", ":settle", ":status", "1 + 1"]
    }

    @Test(arguments: HookFailureCase.withoutReload)
    func repl(_ failure: HookFailureCase) throws {
        guard let lines = Self.replLines(for: failure) else { return }
        let path = try SegueProcess.temporaryScript(failure.script)
        let input = path + ".in"
        try lines.joined(separator: "\n").write(toFile: input, atomically: true, encoding: .utf8)
        let result = try SegueProcess.runBounded(["repl", "--plain", path], stdinFile: input)
        check(result, failure, path: path, finalizes: 2, "repl")
        #expect(result.status == 0)
        #expect(result.stdout.components(separatedBy: "\n").contains("2"), "the session goes on: \(result.stdout.suffix(600))")
    }

    /// A spec's Lua for `step`, on stage `s` (a step that needs a running transition is
    /// skipped once the failure ended it).
    private static func specLine(_ step: MatrixStep) -> String {
        switch step {
        case .begin(let interactive): interactive ? "s:begin({ interactive = true })" : "s:begin()"
        case .scrub(let progress): "if s.running then s:scrub(\(progress)) end"
        case .finish: "if s.running then s:finish() end"
        case .cancel: "if s.running then s:cancel() end"
        case .frames(let count): "s:step(\(count))"
        case .grab: "if s.running then s:grab() end"
        case .reverse: "if s.running then s:grab(); s:cancel() end"
        case .reload: "error('no reload in a spec')"
        case .settle: "s:settle()"
        }
    }

    @Test func everyCaseInTheSpecHarness() throws {
        let folder = URL(fileURLWithPath: try SegueProcess.temporaryScript("", name: "unused.lua")).deletingLastPathComponent().path
        let cases = HookFailureCase.withoutReload
        for (index, failure) in cases.enumerated() {
            try failure.script.write(toFile: folder + "/case\(index).lua", atomically: true, encoding: .utf8)
            let spec = """
                describe("\(failure)", function()
                  it("ends once, reported at its line, and the container goes on", function()
                    local s = stage.load("case\(index).lua", { allowErrors = true })
                    \(failure.steps.map(Self.specLine).joined(separator: "\n        "))
                    expect(s.running):equals(false)
                    expect(s.outcome):equals("\(failure.completes ? "completed" : "cancelled")")
                    expect(#s.errors):equals(1)
                    expect(s.errors[1]):contains("case\(index).lua:\(failure.errorLine): \(failure.message)")
                    s:begin()
                    expect(s:settle()):equals("completed")
                    expect(#s.errors):equals(1)
                  end)
                end)
                """
            try spec.write(toFile: folder + "/case\(index)_spec.lua", atomically: true, encoding: .utf8)
        }
        let result = try SegueProcess.runBounded(["test", folder, "--reporter", "json"], seconds: 300)
        #expect(!(result.stdout + result.stderr).contains("Fatal error"), "\(result.stderr.suffix(1000))")
        #expect(result.status == 0, "\(result.stdout.suffix(3000)) \(result.stderr.suffix(1000))")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any],
                                  "\(result.stdout.prefix(1000))")
        let tests = (report["files"] as? [[String: Any]] ?? []).flatMap { $0["tests"] as? [[String: Any]] ?? [] }
        #expect(tests.count == cases.count)
        for test in tests where test["status"] as? String != "passed" {
            Issue.record("\(test["name"] ?? "?"): \(test["failure"] ?? "")")
        }
    }
}
