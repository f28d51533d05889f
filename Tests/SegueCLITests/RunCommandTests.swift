import Foundation
import Testing

/// One frame of `--format jsonl`.
private struct Frame: Decodable {
    var t: Double
    var progress: Double
    var views: [String: [String: Double?]]

    enum CodingKeys: String, CodingKey { case t, progress, views }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        t = try c.decode(Double.self, forKey: .t)
        progress = try c.decode(Double.self, forKey: .progress)
        let raw = try c.decode([String: [String: LooseValue]].self, forKey: .views)
        views = raw.mapValues { $0.mapValues(\.number) }
    }

    func value(_ view: String, _ property: String) -> Double? {
        views[view]?[property] ?? nil
    }
}

private struct LooseValue: Decodable {
    var number: Double?
    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        number = try? c.decode(Double.self)
    }
}

private func frames(_ output: String) throws -> [Frame] {
    try output.split(separator: "\n").map { try JSONDecoder().decode(Frame.self, from: Data($0.utf8)) }
}

@Suite(.serialized) struct RunCommandTests {
    @Test func timedRunSlidesTheCardFromTheWidthToZero() throws {
        let result = try SegueProcess.run(["run", "examples/snapchat_swipe.lua", "--format", "jsonl"])
        #expect(result.status == 0, "\(result.stderr)")
        let trace = try frames(result.stdout)
        #expect(trace.count > 10)
        #expect(trace.first?.value("card", "x") == 375)
        #expect(trace.last?.value("card", "x") == 0)
        #expect(trace.last?.progress == 1)
        // Monotone along a critically damped spring: never past 0, never back.
        let xs = trace.compactMap { $0.value("card", "x") }
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 >= $1 })
        for frame in trace {
            for key in ["x", "y", "width", "height", "alpha"] {
                #expect(frame.value("card", key) != nil || frame.views["card"] == nil)
            }
        }
    }

    @Test func scrubBelowTheThresholdCancelsToTheExactStart() throws {
        let timed = try frames(try SegueProcess.run(["run", "examples/snapchat_swipe.lua", "--format", "jsonl"]).stdout)
        let result = try SegueProcess.run(["run", "examples/snapchat_swipe.lua", "--format", "jsonl", "--scrub", "0.3"])
        #expect(result.status == 0, "\(result.stderr)")
        let trace = try frames(result.stdout)
        let start = try #require(timed.first), end = try #require(trace.last)
        #expect(end.progress == 0)
        #expect(end.views["card"] == nil)
        for id in ["mainPage", "backgroundBlur", "swipeIndicator", "cameraView"] {
            #expect(end.views[id] == start.views[id], "\(id)")
        }
        #expect(trace.allSatisfy { $0.progress <= 0.3 })
    }

    @Test func scrubPastTheThresholdFinishes() throws {
        let result = try SegueProcess.run(["run", "examples/snapchat_swipe.lua", "--format", "jsonl", "--scrub", "0.7"])
        #expect(result.status == 0, "\(result.stderr)")
        let end = try #require(try frames(result.stdout).last)
        #expect(end.progress == 1)
        #expect(end.value("card", "x") == 0)
        #expect(end.value("backgroundBlur", "alpha") == 1)
    }

    @Test func tableFormatEndsWithTheOutcome() throws {
        let result = try SegueProcess.run(["run", "examples/snapchat_swipe.lua", "--fps", "30"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("completed after"))
    }

    @Test func aMissingFileIsOneLineNamingIt() throws {
        let result = try SegueProcess.run(["run", "examples/nope.lua"])
        #expect(result.status != 0)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains("examples/nope.lua"))
    }

    @Test func aSyntaxErrorNamesFileAndLine() throws {
        let path = try SegueProcess.temporaryScript("return segue.transition {\n  duration = 0.3,\n  timing = = 1,\n}\n")
        let result = try SegueProcess.run(["run", path])
        #expect(result.status != 0)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains("\(path):3:"), "\(result.stderr)")
    }

    @Test func aValidationErrorNamesTheLineOfTheField() throws {
        let path = try SegueProcess.temporaryScript("local x = 1\nreturn segue.transition {\n  durration = 0.3,\n}\n")
        let result = try SegueProcess.run(["run", path])
        #expect(result.status != 0)
        #expect(result.stderr.contains("\(path):3:"), "\(result.stderr)")
        #expect(result.stderr.contains("durration"))
    }

    @Test func anUnknownOptionIsOneLine() throws {
        let result = try SegueProcess.run(["run", "examples/snapchat_swipe.lua", "--fsp", "30"])
        #expect(result.status != 0)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("--fsp"))
    }

    @Test func aHookErrorIsReportedAndTheRunStillEnds() throws {
        let source = try String(contentsOfFile: SegueProcess.packageRoot.appendingPathComponent("examples/snapchat_swipe.lua").path, encoding: .utf8)
        let broken = source.replacingOccurrences(of: "    ctx.to.view.x = 0\n", with: "    ctx.to.view.x = 0\n    error(\"boom\")\n")
        let path = try SegueProcess.temporaryScript(broken)
        let line = broken.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("error(\"boom\")") }! + 1
        let result = try SegueProcess.run(["run", path, "--format", "jsonl"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(path):\(line): boom"), "\(result.stderr)")
        #expect(result.stderr.contains("traceback"))
        let end = try #require(try frames(result.stdout).last)
        #expect(end.progress == 0)
        #expect(end.value("mainPage", "x") == 0)
    }
}

@Suite(.serialized) struct ContainerExampleTests {
    @Test(arguments: [("examples/navigation_push.lua", "detailView"), ("examples/tab_slide.lua", "searchView")])
    func timedRunsBringTheNewScreenHome(example: String, view: String) throws {
        let result = try SegueProcess.run(["run", example, "--format", "jsonl"])
        #expect(result.status == 0, "\(result.stderr)")
        let trace = try frames(result.stdout)
        #expect(trace.first?.value(view, "translationX") == 375)
        #expect(trace.last?.value(view, "translationX") == 0)
        #expect(trace.last?.progress == 1)
    }

    @Test(arguments: [("examples/navigation_push.lua", 0.25, 0.0), ("examples/tab_slide.lua", 0.25, 0.0),
                      ("examples/tab_slide.lua", 0.35, 1.0), ("examples/modal_cover.lua", 0.4, 0.0),
                      ("examples/modal_cover.lua", 0.6, 1.0), ("examples/panel.lua", 0.3, 0.0),
                      ("examples/panel.lua", 0.7, 1.0), ("examples/bubble.lua", 0.3, 0.0),
                      ("examples/bubble.lua", 0.8, 1.0), ("examples/dive_deeper.lua", 0.05, 0.0),
                      ("examples/dive_deeper.lua", 0.15, 1.0), ("examples/cube.lua", 0.3, 0.0),
                      ("examples/cube.lua", 0.7, 1.0), ("examples/connect_the_dots.lua", 0.3, 0.0),
                      ("examples/connect_the_dots.lua", 0.7, 1.0)])
    func interactiveRunsFollowTheThreshold(example: String, scrub: Double, end: Double) throws {
        let result = try SegueProcess.run(["run", example, "--format", "jsonl", "--scrub", "\(scrub)"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try frames(result.stdout).last?.progress == end)
    }

    @Test(arguments: [("examples/modal_cover.lua", "sheetView", "y", 667.0, 0.0),
                      ("examples/panel.lua", "panelView", "y", 667.0, 333.5),
                      ("examples/bubble.lua", "composeView", "alpha", 0.0, 1.0),
                      ("examples/cube.lua", "albumsView", "translationX", 187.5, 0.0),
                      ("examples/connect_the_dots.lua", "photoView", "alpha", 0.0, 1.0)])
    func timedPresentationsRunFromStartToEnd(example: String, view: String, property: String,
                                             first: Double, last: Double) throws {
        let result = try SegueProcess.run(["run", example, "--format", "jsonl"])
        #expect(result.status == 0, "\(result.stderr)")
        let trace = try frames(result.stdout)
        #expect(trace.first?.value(view, property) == first)
        #expect(trace.last?.value(view, property) == last)
        #expect(trace.last?.progress == 1)
    }
}

/// The limit options of `run`, `repl` and `test` (issue 13, "Deliver").
@Suite(.serialized) struct LimitOptionTests {
    static let makesViews = """
    return segue.transition {
      scene = segue.scene { container = "swipe", size = { width = 100, height = 200 },
        pages = { { id = "a", view = { id = "aView" } }, { id = "b", view = { id = "bView" } } } },
      duration = 0.2,
      addTo = function(ctx) ctx.container:add(ctx.to.view) end,
      prepare = function(ctx)
        local i = 0
        while true do i = i + 1; ctx:makeView { id = "h" .. i } end
      end,
    }
    """

    @Test(arguments: ["run", "repl", "test"])
    func everyCommandDocumentsAndValidatesTheLimits(command: String) throws {
        let help = try SegueProcess.run([command, "--help"])
        for option in ["--hook-budget", "--transition-budget", "--memory-limit", "--max-frames"] {
            #expect(help.stdout.contains(option), "\(command) --help lacks \(option)")
        }
        let target = command == "test" ? "examples" : "examples/snapchat_swipe.lua"
        for bad in [["--hook-budget", "nan"], ["--transition-budget", "inf"], ["--memory-limit", "0"], ["--max-frames", "0"]] {
            let result = try SegueProcess.run([command, target] + bad)
            #expect(result.status != 0)
            #expect(result.stderr.contains("\(bad[0]) must be"), "\(result.stderr)")
        }
    }

    @Test func makingViewsInALoopEndsWithAPositionedMemoryError() throws {
        let path = try SegueProcess.temporaryScript(Self.makesViews)
        let result = try SegueProcess.run(["run", path, "--memory-limit", "1", "--hook-budget", "30", "--transition-budget", "30"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(path):8: not enough memory"), "\(result.stderr)")
    }

    @Test func aRunStopsAtMaxFrames() throws {
        let result = try SegueProcess.run(["run", "examples/snapchat_swipe.lua", "--max-frames", "5", "--format", "jsonl"])
        #expect(result.status == 1)
        #expect(result.stdout.split(separator: "\n").count == 5)
        #expect(result.stderr.contains("limit of 5 frames (--max-frames)"), "\(result.stderr)")
    }

    /// A trace whose last touch is almost two minutes away (under the 120 s longest trace)
    /// records thousands of frames.
    static let longTrace = """
    { "format": "segue.gesture", "version": 1, "size": { "width": 375, "height": 667 },
      "events": [
        { "phase": "began", "x": 187, "y": 600, "t": 0 },
        { "phase": "changed", "x": 187, "y": 500, "t": 0.1 },
        { "phase": "ended", "x": 187, "y": 500, "t": 110 } ] }
    """

    /// A gesture run's JSON lines carry the touch the hooks read (`ctx:touch()`): down while
    /// the finger drives, the lift's once it let go; a timed run has none.
    @Test func aGestureRunsLinesCarryTheTouch() throws {
        let run = try SegueProcess.run(["run", "examples/deck.lua", "--gesture", "examples/traces/deck.flick.json", "--format", "jsonl"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n")
        #expect(!lines[0].contains("\"touch\""))
        let touched = lines.filter { $0.contains("\"touch\":{\"x\":") }
        #expect(touched.contains { $0.contains("\"down\":true") })
        #expect(lines.last?.contains("\"touch\":{\"x\":250,\"y\":352,") == true, "\(lines.last?.prefix(200) ?? "")")
        #expect(lines.last?.contains("\"down\":false}") == true)
        let timed = try SegueProcess.run(["run", "examples/deck.lua", "--format", "jsonl"])
        #expect(timed.status == 0)
        #expect(!timed.stdout.contains("\"touch\""))
    }

    @Test func aLongGestureTraceStopsAtTheFrameLimit() throws {
        let trace = try SegueProcess.temporaryScript(Self.longTrace, name: "long.json")
        let frames = try SegueProcess.run(["run", "examples/bubble.lua", "--gesture", trace, "--max-frames", "1000", "--format", "jsonl"])
        #expect(frames.status == 1)
        #expect(frames.stdout.split(separator: "\n").count == 1000)
        #expect(frames.stderr.contains("limit of 1000 frames"), "\(frames.stderr)")
        let table = try SegueProcess.run(["run", "examples/bubble.lua", "--gesture", trace, "--max-frames", "1000"])
        #expect(table.status == 1)
        #expect(table.stdout.contains("timedOut after 16.650 s, 1000 frames"), "\(table.stdout.suffix(200))")
        #expect(table.stderr.contains("limit of 1000 frames"), "\(table.stderr)")
    }

    /// Both formats stream: the same 6,600 frames pass under a 4 MB cap, because no frame is
    /// kept in memory once made (the table, which once kept them all, stopped with "not
    /// enough memory: the trace reached the script's memory cap").
    @Test(arguments: [["--format", "jsonl"], []])
    func aLongTraceStreamsUnderASmallCap(format: [String]) throws {
        let trace = try SegueProcess.temporaryScript(Self.longTrace, name: "long.json")
        let streamed = try SegueProcess.run(["run", "examples/bubble.lua", "--gesture", trace, "--memory-limit", "4"] + format)
        #expect(streamed.status == 0, "\(streamed.stderr)")
        #expect(streamed.stdout.split(separator: "\n").count > 6000)
        #expect(!streamed.stderr.contains("not enough memory"))
    }
}
