import Foundation
import Testing
import TestScratch

/// `segue run --request`: any transition the scene offers, named as the preview names them;
/// a name that is no transition is a usage error, one the container cannot start a failure
/// that lists what it offers.
@Suite struct RunRequestTests {
    /// The tab the cube example shows at the end of a run, from the last jsonl line.
    func lastLine(_ arguments: [String]) throws -> String {
        let result = try SegueProcess.run(["run", "examples/cube.lua", "--format", "jsonl"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").last.map(String.init) ?? ""
    }

    @Test func aRequestPicksTheTransition() throws {
        // The cube's next is tab 2; tab:3 brings the people tab (peopleView) in instead.
        let next = try lastLine([])
        let third = try lastLine(["--request", "tab:3"])
        let spaced = try lastLine(["--request", "tab 3"])
        #expect(next.contains("\"albumsView\"") && !next.contains("\"peopleView\""))
        #expect(third.contains("\"peopleView\"") && !third.contains("\"albumsView\""))
        #expect(spaced == third)
    }

    @Test func badRequestsAreUsageErrorsOrFailuresInWords() throws {
        let unknown = try SegueProcess.run(["run", "examples/cube.lua", "--request", "bogus"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("--request: unknown transition 'bogus'"))
        let wrongKind = try SegueProcess.run(["run", "examples/cube.lua", "--request", "push"])
        #expect(wrongKind.status == 1)
        #expect(wrongKind.stderr.contains("needs a 'navigation' container"))
        let notOffered = try SegueProcess.run(["run", "examples/cube.lua", "--request", "tab:9"])
        #expect(notOffered.status == 1)
        #expect(notOffered.stderr == "segue: examples/cube.lua: could not start 'tab:9': the scene has 3 tab(s)\n", "\(notOffered.stderr)")
        let showing = try SegueProcess.run(["run", "examples/cube.lua", "--request", "tab:1"])
        #expect(showing.stderr == "segue: examples/cube.lua: could not start 'tab:1': tab 1 is selected already\n", "\(showing.stderr)")
        let withGesture = try SegueProcess.run(["run", "examples/cube.lua", "--request", "tab:2", "--gesture", "x.json"])
        #expect(withGesture.status == 2)
    }

    /// `--after`: any state as a start. The panel's dismissal runs after its presentation was
    /// settled (untraced: the trace starts presented, dimmed, at time 0 — the take's own
    /// clock — and ends with both removed), in `run` and `render` alike; what cannot start
    /// now says why.
    @Test func afterSettlesRequestsFirstSoAnyStateIsAStart() throws {
        let result = try SegueProcess.run(["run", "examples/panel.lua", "--after", "present", "--request", "dismiss"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.contains("dimming.alpha") == true, "\(lines.first ?? "")")
        #expect(lines.dropFirst().first?.hasPrefix("0.000  0.0000     1.000") == true, "starts presented: \(lines.dropFirst().first ?? "")")
        #expect(lines.last == "completed after 0.300 s, 19 frames", "\(lines.last ?? "")")
        let png = ScratchFolder.make("after") + "/dismiss.png"
        let drawn = try SegueProcess.run(["render", "examples/panel.lua", "--after", "present", "--request", "dismiss",
                                          "--format", "png", "--output", png])
        #expect(drawn.status == 0 && drawn.stdout.contains("(completed)"), "\(drawn.stderr)")
        let nothingPresented = try SegueProcess.run(["run", "examples/panel.lua", "--after", "dismiss"])
        #expect(nothingPresented.status == 1)
        #expect(nothingPresented.stderr == "segue: examples/panel.lua: --after dismiss: could not start it: nothing is presented\n", "\(nothingPresented.stderr)")
        let dismissFirst = try SegueProcess.run(["run", "examples/panel.lua", "--request", "dismiss"])
        #expect(dismissFirst.stderr == "segue: examples/panel.lua: could not start 'dismiss': nothing is presented\n", "\(dismissFirst.stderr)")
        #expect(dismissFirst.status == 1 && dismissFirst.stdout.isEmpty, "a run that starts nothing prints no table: \(dismissFirst.stdout)")
        for command in [["run"], ["render", "--output", png]] {
            let unknown = try SegueProcess.run(command + ["examples/panel.lua", "--after", "present,sideways"])
            #expect(unknown.status == 2)
            #expect(unknown.stderr.contains("--after: unknown transition 'sideways'"), "\(unknown.stderr)")
        }
    }
}
