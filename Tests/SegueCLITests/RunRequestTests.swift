import Foundation
import Testing

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
        #expect(notOffered.stderr.contains("could not start 'tab:9' (it offers tab:1, tab:2, tab:3)"))
        let withGesture = try SegueProcess.run(["run", "examples/cube.lua", "--request", "tab:2", "--gesture", "x.json"])
        #expect(withGesture.status == 2)
    }
}
