#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import SegueCommandLine
import SegueLua
import SegueSystem

/// `segue repl [FILE]`: a Lua prompt in the script's sandbox with its scene built, commands
/// to drive the transition, the frame drawn in the terminal, and hot reload of the file.
struct ReplCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "Open a transition in an interactive Lua prompt that hot-reloads it.",
        discussion: "Type :help at the prompt for the commands. Input from a file or pipe runs as a script."
    )

    @Argument(help: "The transition script to open (optional; :load opens one later).")
    var file: String?

    @Option(parsing: .unconditional, help: "Frames per second of :step and of runs to the end (1…10000).")
    var fps: Double = 60

    @Option(help: "History file (default: $SEGUE_HISTORY, else ~/.segue_history).")
    var history: String?

    @Flag(help: "Plain output even on a terminal: no line editing, no live redraws.")
    var plain = false

    @OptionGroup var limitOptions: LimitOptions

    func validate() throws {
        try checkOption(fps, "--fps", in: 1...10_000)
        _ = try limitOptions.limits(defaults: .scripts)
    }

    func run() throws {
        let interactive = !plain && isatty(STDIN_FILENO) != 0 && isatty(STDOUT_FILENO) != 0
        let screen = ReplScreen(interactive: interactive)
        let session = ReplSession(screen: screen, fps: fps, limits: try limitOptions.limits(defaults: .scripts))
        if let file {
            do { try InputFile.check(file) } catch { throw CommandFailure(message: toolLine("\(error)")) }
            if !session.load(file) { session.loadBare() }
        } else {
            session.loadBare()
        }
        var failure = ""
        if interactive, let editor = LineEditor(historyPath: historyPath(), failure: &failure) {
            screen.print("segue repl — :help lists the commands, Ctrl-D or :quit leaves")
            runInteractive(session, screen, editor)
        } else {
            // Without libedit (not installed), lines are read as they come, unedited.
            if interactive { screen.print("segue repl: \(failure); reading lines without editing or history") }
            runPlain(session)
        }
    }

    private func runInteractive(_ session: ReplSession, _ screen: ReplScreen, _ editor: LineEditor) {
        editor.watchDescriptor = session.watchDescriptor
        editor.wakeup = { session.secondsUntilWakeup() }
        editor.idle = { interrupted in
            if interrupted {
                if session.isPlaying {
                    session.stopPlaying()
                    session.showPicture()
                } else {
                    editor.clearLine()
                    screen.print("^C")
                }
            }
            session.tick()
            editor.watchDescriptor = session.watchDescriptor
        }
        editor.complete = { word, before in session.completions(word: word, before: before) }
        while !session.wantsToQuit {
            screen.promptIsShowing = true
            let line = editor.readLine(prompt: "segue> ")
            screen.promptIsShowing = false
            guard let line else {
                screen.print("")
                break
            }
            screen.lineEntered()
            session.handle(line)
            editor.watchDescriptor = session.watchDescriptor
        }
    }

    private func runPlain(_ session: ReplSession) {
        while !session.wantsToQuit, let line = readLine(strippingNewline: true) {
            session.tick()
            session.handle(line)
        }
    }

    private func historyPath() -> String? {
        if let history { return history }
        if let path = getenv("SEGUE_HISTORY") { return String(cString: path) }
        if let home = getenv("HOME") { return String(cString: home) + "/.segue_history" }
        return nil
    }
}
