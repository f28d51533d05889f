import Foundation
import Testing
import TestScratch

/// `segue run FILE --gesture TRACE.json` and the REPL's `:record`.
@Suite(.serialized) struct GestureRunTests {
    /// The shipped traces, each beside the example it belongs to (`NAME.KIND.json`).
    static let shipped: [String] = {
        let folder = SegueProcess.packageRoot.appendingPathComponent("examples/traces").path
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".json") }.sorted()
    }()

    @Test func everyInteractiveExampleShipsASlowDragAFlickAndAGrab() {
        for example in ["snapchat_swipe", "tab_slide", "bubble", "panel", "dive_deeper"] {
            for kind in ["slow_drag", "flick", "grab"] {
                #expect(Self.shipped.contains("\(example).\(kind).json"), "examples/traces/\(example).\(kind).json")
            }
        }
    }

    /// Issue 45: a trace carries where it was made (`"after"`, as the preview's Save gesture
    /// writes it), so it replays with `segue run --gesture` unchanged; without it the pan leads
    /// nowhere, and `--after` given replaces it.
    @Test func aTraceCarriesItsStart() throws {
        let trace = "examples/traces/navigation_push.back_swipe.json"
        let replayed = try SegueProcess.run(["run", "examples/navigation_push.lua", "--gesture", trace])
        #expect(replayed.status == 0, "\(replayed.stderr)")
        #expect(replayed.stdout.contains("completed after ") && replayed.stdout.contains("began right"), "\(replayed.stdout.suffix(300))")
        let drawn = try SegueProcess.run(["render", "examples/navigation_push.lua", "--gesture", trace, "--output", ScratchFolder.make("start") + "/pop.svg"])
        #expect(drawn.status == 0 && drawn.stdout.contains("(completed)"), "\(drawn.stdout)\(drawn.stderr)")
        // The same touches from the scene as built: nothing to pop.
        let text = try String(contentsOf: SegueProcess.packageRoot.appendingPathComponent(trace), encoding: .utf8)
        let bare = ScratchFolder.make("start") + "/bare.json"
        try text.replacingOccurrences(of: "  \"after\": [\"push\"],\n", with: "").write(toFile: bare, atomically: true, encoding: .utf8)
        let unplaced = try SegueProcess.run(["run", "examples/navigation_push.lua", "--gesture", bare])
        #expect(unplaced.status == 1 && unplaced.stdout.contains("a pan right leads nowhere from here"), "\(unplaced.stdout)\(unplaced.stderr)")
        // --after replaces the trace's start: after push and pop there is again nothing to pop.
        let replaced = try SegueProcess.run(["run", "examples/navigation_push.lua", "--gesture", trace, "--after", "push,pop"])
        #expect(replaced.status == 1 && replaced.stdout.contains("leads nowhere"), "\(replaced.stdout)\(replaced.stderr)")
    }

    /// A trace carries its start in a spec and in the REPL too: `s:replay` and `:replay`
    /// settle its `"after"` on a stage that has run nothing, as `segue run --gesture` does, so
    /// the back swipe recorded after a push pops there as in a run, released at the same
    /// velocity (they played it on the scene as built, where the pan led nowhere). On a stage
    /// that has run a transition, the trace plays from where the stage is.
    @Test func aSpecAndTheReplReplayATraceFromTheStartItCarries() throws {
        let trace = "examples/traces/navigation_push.back_swipe.json"
        let run = try SegueProcess.run(["run", "examples/navigation_push.lua", "--gesture", trace])
        let released = try #require(run.stdout.firstMatch(of: /released at ([0-9.]+) pt\/s: finishes/)?.1, "\(run.stdout)")
        let folder = ScratchFolder.make("replay-after")
        let root = SegueProcess.packageRoot
        try FileManager.default.copyItem(atPath: root.appendingPathComponent("examples/navigation_push.lua").path,
                                         toPath: folder + "/navigation_push.lua")
        try FileManager.default.copyItem(atPath: root.appendingPathComponent(trace).path, toPath: folder + "/back_swipe.json")
        try """
            describe("the back swipe recorded after a push", function()
              it("pops in a spec as in a run", function()
                local s = stage.load("navigation_push.lua")
                local what, decision, velocity = s:replay("back_swipe.json")
                expect(what):equals("released")
                expect(decision):equals("finish")
                expect(string.format("%.1f", velocity)):equals("\(released)")
                expect(s:settle()):equals("completed")
                expect(s.stack):same { "list" }
              end)
              it("plays from where the stage is once it has run a transition", function()
                local s = stage.load("navigation_push.lua")
                s:push()
                s:settle()
                s:pop()
                s:settle()
                expect(s:replay("back_swipe.json")):equals("failed")
              end)
              it("names the request of its start that cannot be settled", function()
                local s = stage.load("navigation_push.lua")
                expect(function() s:replay("pop_first.json") end)
                  :raises('stage:replay: "after" of pop_first%.json: pop: could not start it: ')
              end)
            end)
            """.write(toFile: folder + "/back_swipe_spec.lua", atomically: true, encoding: .utf8)
        let text = try String(contentsOfFile: folder + "/back_swipe.json", encoding: .utf8)
        try text.replacingOccurrences(of: "\"after\": [\"push\"]", with: "\"after\": [\"pop\"]")
            .write(toFile: folder + "/pop_first.json", atomically: true, encoding: .utf8)
        let spec = try SegueProcess.run(["test", folder + "/back_swipe_spec.lua"])
        #expect(spec.status == 0, "\(spec.stdout)\(spec.stderr)")
        try ":replay \(folder)/pop_first.json\n:replay \(folder)/back_swipe.json\n:status\nstage.top\n".write(toFile: folder + "/commands.txt", atomically: true, encoding: .utf8)
        let repl = try SegueProcess.run(["repl", folder + "/navigation_push.lua"], stdinFile: folder + "/commands.txt")
        #expect(repl.status == 0, "\(repl.stderr)")
        let lines = repl.stdout.components(separatedBy: "\n")
        #expect(lines.contains { $0.hasSuffix("released at \(released) pt/s: finishes") }, "\(repl.stdout)")
        #expect(lines.contains { $0.hasPrefix("completed · progress 1") } && lines.contains("\"list\""), "\(repl.stdout)")
        #expect(lines.contains { $0.hasPrefix("error: \"after\" of \(folder)/pop_first.json: pop: could not start it: ") }, "\(repl.stdout)")
    }

    /// Issue 45: the mini-player's pan presents only from the mini-player (`gesture.presentArea`)
    /// and a tap on it presents, from a trace as from a spec.
    @Test func aPresentingPanIsBoundToItsAreaAndATapPresents() throws {
        let tapped = try SegueProcess.run(["run", "examples/mini_player.lua", "--gesture", "examples/traces/mini_player.tap.json"])
        #expect(tapped.status == 0 && tapped.stdout.contains("tapped: present began") && tapped.stdout.contains("completed after "),
                "\(tapped.stdout.suffix(300))\(tapped.stderr)")
        // A swipe up as quick, beginning on the list above the mini-player.
        let events = ["{ \"phase\": \"began\", \"x\": 150, \"y\": 400, \"t\": 0 }"]
            + (1...10).map { "{ \"phase\": \"changed\", \"x\": 150, \"y\": \(400 - 25 * $0), \"t\": \(Double($0) / 60) }" }
            + ["{ \"phase\": \"ended\", \"x\": 150, \"y\": 150, \"t\": \(10.0 / 60) }"]
        let higher = ScratchFolder.make("area") + "/higher.json"
        try ("{ \"format\": \"segue.gesture\", \"version\": 1, \"size\": { \"width\": 375, \"height\": 667 }, \"events\": ["
             + events.joined(separator: ", ") + "] }").write(toFile: higher, atomically: true, encoding: .utf8)
        let outside = try SegueProcess.run(["run", "examples/mini_player.lua", "--gesture", higher])
        #expect(outside.status == 1 && outside.stdout.contains("outside the gesture's presentArea"), "\(outside.stdout)\(outside.stderr)")
    }

    @Test(arguments: shipped)
    func aShippedTraceReplaysWithTheOutcomeItDocuments(trace: String) throws {
        let example = String(trace.prefix { $0 != "." })
        let text = try String(contentsOf: SegueProcess.packageRoot.appendingPathComponent("examples/traces/\(trace)"), encoding: .utf8)
        let expected = try #require(text.firstMatch(of: /"expect": "(\w+)"/)?.1, "\(trace) documents no outcome")
        let result = try SegueProcess.run(["run", "examples/\(example).lua", "--gesture", "examples/traces/\(trace)", "--fps", "30"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("\(expected) after ") }, "\(result.stdout.suffix(400))")
        // A pan is released; a tap starts its transition timed, and nothing is released.
        #expect(lines.contains { $0.hasPrefix("gesture ") && ($0.contains("released") || $0.contains("tapped: ")) })
    }

    /// A gesture take after a completed transition (`--after present`) starts at its own
    /// progress: the first rows, before the finger starts the dismissal, read 0 — they read
    /// the present's 1 before (issue 42 item 5) — and the take ends at its own outcome.
    @Test func aGestureTakesFirstFrameCarriesItsOwnProgress() throws {
        let result = try SegueProcess.run(["run", "examples/zoom.lua", "--after", "present", "--gesture", "examples/traces/zoom.drag.json"])
        #expect(result.status == 0, "\(result.stderr)")
        let rows = result.stdout.split(separator: "\n").dropFirst().filter { $0.first?.isNumber == true }
        let progress = rows.compactMap { $0.split(separator: " ").dropFirst().first.flatMap { Double($0) } }
        #expect(progress.first == 0, "\(rows.prefix(2))")
        #expect(progress.last == 1)
    }

    @Test func aTraceWhoseOutcomeDiffersFailsTheRun() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-gesture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = try String(contentsOf: SegueProcess.packageRoot.appendingPathComponent("examples/traces/panel.flick.json"), encoding: .utf8)
        let wrong = folder.appendingPathComponent("wrong.json").path
        try original.replacingOccurrences(of: "\"expect\": \"completed\"", with: "\"expect\": \"cancelled\"")
            .write(toFile: wrong, atomically: true, encoding: .utf8)
        let result = try SegueProcess.run(["run", "examples/panel.lua", "--gesture", wrong])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(wrong): the trace expects cancelled, the run completed"), "\(result.stderr)")
    }

    @Test func aBrokenTraceIsReportedWithItsFileAndLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-gesture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases: [(String, String)] = [
            ("{\n  \"events\": [\n    { \"phase\": \"began\", \"x\": 1, \"y\": 2, \"t\": 0 },\n    { \"phase\": \"changed\", \"x\": 1, \"y\": 2, \"t\": 0.1, }\n  ]\n}\n",
             ":4: an object key in double quotes was expected"),
            ("{\n  \"events\": [\n    { \"phase\": \"began\", \"x\": 1, \"y\": 2, \"t\": 0.5 },\n    { \"phase\": \"changed\", \"x\": 1, \"y\": 2, \"t\": 0.2 }\n  ]\n}\n",
             ":4: event 2: the time 0.2 s goes back"),
            ("{\n  \"events\": [\n    { \"phase\": \"moved\", \"x\": 1, \"y\": 2, \"t\": 0 }\n  ]\n}\n",
             ":3: an event's \"phase\" is one of began, changed, ended, cancelled"),
        ]
        for (index, (text, message)) in cases.enumerated() {
            let path = folder.appendingPathComponent("bad\(index).json").path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let result = try SegueProcess.run(["run", "examples/panel.lua", "--gesture", path])
            #expect(result.status != 0)
            #expect(result.stderr.contains(path + message), "\(result.stderr)")
        }
    }

    @Test func theReplRecordsTouchesToATraceThatReplaysTheSame() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-gesture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("drag.json").path
        let commands = folder.appendingPathComponent("commands.txt").path
        try """
            :record \(trace)
            :record note two drags
            :drag 368 330 250 330 0.3 hold
            :drag 200 330 0.2
            :record stop completed
            :status
            """.write(toFile: commands, atomically: true, encoding: .utf8)
        let session = try SegueProcess.run(["repl", "examples/snapchat_swipe.lua"], stdinFile: commands)
        #expect(session.status == 0, "\(session.stderr)")
        #expect(session.stdout.contains("began left"), "\(session.stdout)")
        #expect(session.stdout.contains("wrote 32 touch event(s), 0.5 s, to \(trace)"), "\(session.stdout)")
        #expect(session.stdout.contains("completed · progress 1"))
        let saved = try String(contentsOf: URL(fileURLWithPath: trace), encoding: .utf8)
        #expect(saved.contains("\"note\": \"two drags\""))
        #expect(saved.contains("\"expect\": \"completed\""))
        let replay = try SegueProcess.run(["run", "examples/snapchat_swipe.lua", "--gesture", trace])
        #expect(replay.status == 0, "\(replay.stderr)")
        #expect(replay.stdout.contains("completed after"))
    }

    @Test func aFingerDownAcrossAReloadStaysDownAndCarriesOn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-gesture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let commands = folder.appendingPathComponent("commands.txt").path
        try """
            :drag 368 330 250 330 0.3 hold
            :reload
            :drag 200 330 0.2
            :status
            """.write(toFile: commands, atomically: true, encoding: .utf8)
        let session = try SegueProcess.run(["repl", "examples/snapchat_swipe.lua"], stdinFile: commands)
        #expect(session.status == 0, "\(session.stderr)")
        #expect(session.stdout.contains("at progress 0.28"), "\(session.stdout)")
        #expect(session.stdout.contains("ended (200, 330): released at 250 pt/s: finishes"), "\(session.stdout)")
        #expect(!session.stdout.contains("error:"), "\(session.stdout)")
        #expect(session.stdout.contains("completed · progress 1"))
    }
}
