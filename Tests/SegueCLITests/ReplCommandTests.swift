import Foundation
import Testing
import TestScratch

/// `segue repl` driven as a person would: on a pseudo-terminal, with the script edited on
/// disk while the session runs; and fed from a file, for scripting.
@Suite(.serialized) struct ReplCommandTests {
    /// A copy of the swipe example in a fresh short folder, and that folder.
    func copyOfTheSwipeExample() throws -> (path: String, folder: String, source: String) {
        let source = try String(contentsOf: SegueProcess.packageRoot.appendingPathComponent("examples/snapchat_swipe.lua"), encoding: .utf8)
        let folder = ScratchFolder.make("sr")
        let path = folder + "/swipe.lua"
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        return (path, folder, source)
    }

    /// Saves `text` over `path` as editors do: a temporary file renamed over it.
    func save(_ text: String, to path: String) throws {
        try text.write(toFile: path + ".tmp", atomically: false, encoding: .utf8)
        #expect(rename(path + ".tmp", path) == 0)
    }

    /// The outgoing page's parallax in the example: 0.3 of the width.
    static let parallax = "ctx.from.view.x = -0.3 * ctx.container.width * ctx.direction"

    @Test func aPersonScrubsEditsBreaksAndFixesTheScriptWithoutLosingTheirPlace() throws {
        let (path, folder, source) = try copyOfTheSwipeExample()
        let terminal = try PseudoTerminal(SegueProcess.executable.path, ["repl", path], directory: folder,
                                          environment: ["HOME": folder])
        try terminal.expect("segue> ")
        terminal.type(":help\r")
        let help = try terminal.expect("segue> ")
        for command in [":begin", ":scrub", ":step", ":pause", ":release", ":finish", ":cancel", ":reverse",
                        ":reset", ":tree", ":frame", ":reload", ":quit"] {
            #expect(help.contains(command), "\(command) missing from :help")
        }

        terminal.type(":begin interactive\r")
        try terminal.expect("interactive, held")
        // Tab completes the command: ":scr" alone would be an unknown command.
        terminal.type(":scr\t0.4\r")
        // Scrubbing redraws the frame: the card page's label is now on screen.
        let frame = try terminal.expect("progress 0.4")
        #expect(frame.contains("card") && frame.contains("┌"))
        #expect(!frame.contains("unknown command"))
        terminal.type("stage:view('mainPage').x\r")
        try terminal.expect("\r\n-45\r\n")

        // A good edit: live at the same progress with the new values.
        try save(source.replacingOccurrences(of: Self.parallax, with: Self.parallax.replacingOccurrences(of: "0.3", with: "0.5")), to: path)
        try terminal.expect("reloaded")
        try terminal.expect("at progress 0.4")
        // The script's onReload ran in the new version, with the transition's context.
        try terminal.expect("snapchat swipe reloaded at 0.40")
        terminal.type("stage:view('mainPage').x\r")
        try terminal.expect("\r\n-75\r\n")

        // A broken edit: the error names the file and line; the last good version answers.
        let broken = source.replacingOccurrences(of: "  duration = 0.45,", with: "  duration = ,")
        let brokenLine = source.components(separatedBy: "\n").firstIndex { $0.contains("duration = 0.45") }! + 1
        try save(broken, to: path)
        try terminal.expect("reload failed: \(path):\(brokenLine):")
        terminal.type("stage:view('mainPage').x\r")
        try terminal.expect("\r\n-75\r\n")
        terminal.type("stage.progress\r")
        try terminal.expect("\r\n0.4\r\n")

        // The fix: recovered at once.
        try save(source.replacingOccurrences(of: Self.parallax, with: Self.parallax.replacingOccurrences(of: "0.3", with: "0.4")), to: path)
        try terminal.expect("reloaded")
        terminal.type("stage:view('mainPage').x\r")
        try terminal.expect("\r\n-60\r\n")

        // A Lua error at the prompt never ends the session.
        terminal.type("nil + 1\r")
        try terminal.expect("stdin:1: attempt to perform arithmetic on a nil value")
        terminal.type(":quit\r")
        #expect(terminal.waitForExit() == 0)

        // History is kept across runs: in a new session, two steps up is `nil + 1` again.
        let next = try PseudoTerminal(SegueProcess.executable.path, ["repl", path], directory: folder,
                                      environment: ["HOME": folder])
        try next.expect("segue> ")
        next.type("\u{1B}[A\u{1B}[A\r")
        try next.expect("stdin:1: attempt to perform arithmetic on a nil value")
        next.type(":quit\r")
        #expect(next.waitForExit() == 0)
    }

    @Test func aScriptBrokenFromTheStartLoadsAsSoonAsASaveFixesIt() throws {
        let (path, folder, source) = try copyOfTheSwipeExample()
        try save(source.replacingOccurrences(of: "  duration = 0.45,", with: "  duration = 0.45,,"), to: path)
        let line = source.components(separatedBy: "\n").firstIndex { $0.contains("duration = 0.45") }! + 1
        let terminal = try PseudoTerminal(SegueProcess.executable.path, ["repl", path], directory: folder,
                                          environment: ["HOME": folder])
        try terminal.expect("error: \(path):\(line):")
        try terminal.expect("segue> ")
        terminal.type("1 + 1\r")
        try terminal.expect("\r\n2\r\n")
        try save(source, to: path)
        try terminal.expect("loaded \(path)")
        terminal.type(":begin interactive\r")
        try terminal.expect("interactive, held")
        terminal.type(":quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func aTimedTransitionPlaysInRealTimeAndRedrawsInPlace() throws {
        let (path, folder, _) = try copyOfTheSwipeExample()
        let terminal = try PseudoTerminal(SegueProcess.executable.path, ["repl", path], directory: folder,
                                          environment: ["HOME": folder])
        try terminal.expect("segue> ")
        terminal.type(":begin\r")
        // Several frames while it plays, each moving the cursor back up over the last one.
        let played = try terminal.expect("completed ·")
        #expect(played.components(separatedBy: "\u{1B}[").count > 5, "expected live redraws")
        #expect(played.contains("timed ·"))
        terminal.type("\u{04}")  // Ctrl-D
        #expect(terminal.waitForExit() == 0)
    }

    @Test func commandsFromAFileRunAsAScript() throws {
        let (path, folder, _) = try copyOfTheSwipeExample()
        let commands = folder + "/commands.txt"
        try """
            :begin interactive
            :scrub 0.6
            stage:view("mainPage").x
            :release 0
            :status
            :reverse
            :bogus
            x = (
            :status
            """.write(toFile: commands, atomically: true, encoding: .utf8)
        let result = try SegueProcess.run(["repl", path], stdinFile: commands)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.components(separatedBy: "\n")
        #expect(lines.contains("-67.5"), "\(result.stdout)")
        #expect(lines.contains("released: finishing"))
        #expect(lines.contains { $0.hasPrefix("completed · progress 1") })
        #expect(lines.contains("error: no transition is running"))
        #expect(lines.contains("unknown command ':bogus' (:help lists them)"))
        #expect(lines.contains { $0.hasPrefix("error: stdin:1:") })
        #expect(!result.stdout.contains("\u{1B}["), "plain output must not hold escape sequences")
    }

    /// Issue 45: `:help` fits an 80-column terminal (every usage was padded to the longest,
    /// 74 characters, so each line ran past 100), and `:tree` writes colours as a script
    /// writes them, `#2b3a4a`, not as four channels.
    @Test func helpFitsEightyColumnsAndTheTreeWritesColoursAsHex() throws {
        let (path, folder, _) = try copyOfTheSwipeExample()
        let commands = folder + "/commands.txt"
        try ":help\n:tree\n".write(toFile: commands, atomically: true, encoding: .utf8)
        let result = try SegueProcess.run(["repl", path], stdinFile: commands)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.hasPrefix("Commands") }),
              let end = lines.firstIndex(where: { $0.contains("leave (Ctrl-D too)") }) else {
            Issue.record("no :help in \(result.stdout)")
            return
        }
        let help = lines[start...end]
        #expect(help.allSatisfy { $0.count <= 80 }, "\(help.filter { $0.count > 80 })")
        // A short usage has its summary beside it; a long one has it on the next line.
        #expect(help.contains("  :help               list the commands (:h :?)"), "\(help.joined(separator: "\n"))")
        #expect(help.contains("  :record FILE | :record note TEXT | :record stop [completed|cancelled|held]"))
        let tree = lines[(end + 1)...]
        #expect(tree.contains { $0.contains("cameraView") && $0.contains("backgroundColor=#2b3a4a") }, "\(tree.joined(separator: "\n"))")
        // A colour whose alpha is not 1 keeps it: the blur's white at 0.6.
        #expect(tree.contains { $0.contains("backgroundBlur") && $0.contains("backgroundColor=#ffffff99") })
        // A clear view (every channel at its default, 0) lists no colour.
        #expect(tree.contains { $0.contains("mainPage") && !$0.contains("backgroundColor") })
        #expect(!result.stdout.contains("backgroundRed") && !result.stdout.contains("backgroundAlpha"))
    }
}

/// Lines a person types that attack the REPL itself: each answers (a value or an error) and
/// the session goes on.
@Suite struct ReplSafetyTests {
    @Test func aValueWhoseRenderingLoopsIsStoppedAndTheSessionGoesOn() throws {
        let path = try SegueProcess.temporaryScript("return 1")
        let commands = path + ".in"
        try """
            setmetatable({}, { __pairs = function() while true do end end })
            print(setmetatable({}, { __tostring = function() while true do end end }))
            1 + 1
            """.write(toFile: commands, atomically: true, encoding: .utf8)
        // An endless __pairs or __tostring is stopped by the budget; a session past 120 s is killed.
        let result = try SegueProcess.runBounded(["repl", "--plain", "--hook-budget", "0.2", path], seconds: 120, stdinFile: commands)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.components(separatedBy: "\n")
        #expect(lines.contains { $0.hasPrefix("<table: cannot show it:") && $0.contains("timeout") }, "\(result.stdout)")
        #expect(lines.contains { $0.hasPrefix("error:") && $0.contains("timeout") }, "\(result.stdout)")
        #expect(lines.contains("2"), "\(result.stdout)")
    }
}
