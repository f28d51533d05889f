import SegueCore
import SegueLua
import SegueSystem
import SegueTesting
import Segue

/// One REPL command: its name, aliases, usage, a line of help, the words its arguments
/// take (for completion), and what it does.
struct ReplCommandSpec: Sendable {
    var name: String
    var aliases: [String] = []
    var usage: String
    var summary: String
    var words: [String] = []
    var run: @Sendable (ReplSession, [String]) throws -> Void
}

/// Every `:command` of the REPL. Commands that start or release motion let the clock run
/// (in real time on a terminal; at once to the end otherwise); `:step` and `:advance` move
/// it by hand.
enum ReplCommands {
    static let startWords = ["interactive", "paused", "push", "pop", "present", "dismiss", "page", "tab"]

    static let all: [ReplCommandSpec] = [
        ReplCommandSpec(name: "help", aliases: ["h", "?"], usage: ":help", summary: "list the commands") { session, _ in
            session.screen.print(helpLines())
        },
        ReplCommandSpec(name: "load", usage: ":load FILE", summary: "load a transition script and build its scene") { session, arguments in
            guard let path = arguments.first else { throw ReplError(":load needs a file") }
            do { try InputFile.check(path) } catch { throw ReplError("\(error)") }
            session.stopPlaying()
            session.load(path)
        },
        ReplCommandSpec(name: "begin", aliases: ["b"], usage: ":begin [push|pop|present|dismiss|page N|tab N] [interactive|paused]",
                        summary: "start a transition (the container's next by default); timed plays, interactive waits at 0, paused holds the clock",
                        words: startWords) { session, arguments in
            let (request, mode) = try parseStart(arguments)
            let harness = try session.requireStage()
            session.stopPlaying()
            guard try harness.start(request, interactive: mode == "interactive") else {
                throw ReplError("could not start \(request): \(request.refusal(on: harness.scene))")
            }
            if mode == nil { try session.play() }
            session.showPicture()
        },
        ReplCommandSpec(name: "scrub", aliases: ["s"], usage: ":scrub PROGRESS", summary: "hold the transition at a progress 0…1 (grabs a running one)") { session, arguments in
            let progress = try number(arguments.first, "scrub", "a progress 0…1")
            let interactor = try grab(session)
            interactor.update(progress)
            try session.requireStage().reportErrors()
            session.showPicture()
        },
        ReplCommandSpec(name: "step", usage: ":step [FRAMES]", summary: "advance the clock by frames (default 1) and hold it") { session, arguments in
            let frames = arguments.isEmpty ? 1 : try number(arguments.first, "step", "a frame count")
            guard let count = try? CheckedNumber.integer(frames, ":step", in: 1...100_000) else {
                throw ReplError(":step needs a whole number of frames in 1…100000")
            }
            session.stopPlaying()
            try session.requireStage().step(frames: count)
            session.showPicture()
        },
        ReplCommandSpec(name: "advance", usage: ":advance SECONDS", summary: "advance the clock by seconds and hold it") { session, arguments in
            let seconds = try number(arguments.first, "advance", "seconds")
            guard seconds >= 0, seconds <= 3600 else { throw ReplError(":advance needs seconds in 0…3600") }
            session.stopPlaying()
            try session.requireStage().advance(seconds: seconds)
            session.showPicture()
        },
        ReplCommandSpec(name: "play", usage: ":play", summary: "let the clock run until the transition ends") { session, _ in
            try session.play()
            session.showPicture()
        },
        ReplCommandSpec(name: "pause", aliases: ["p"], usage: ":pause", summary: "stop the clock; a completing or cancelling transition is grabbed where it stands") { session, _ in
            let harness = try session.requireStage()
            session.stopPlaying()
            if let interactor = harness.container.interactor {
                interactor.pause()
                try harness.reportErrors()
            }
            session.showPicture()
        },
        ReplCommandSpec(name: "release", aliases: ["r"], usage: ":release [VELOCITY]",
                        summary: "let go of an interactive transition with a velocity (points/s, + towards the end); its release policy decides") { session, arguments in
            let velocity = arguments.isEmpty ? 0 : try number(arguments.first, "release", "a velocity")
            let harness = try session.requireStage()
            let decision = try harness.driver.interact { $0.release(velocity: velocity, policy: harness.container.releasePolicy) }
            switch decision {
            case .finish: session.screen.print("released: finishing")
            case .cancel: session.screen.print("released: cancelling")
            case .hold(let progress): session.screen.print("released: held at \(decimalText(progress, places: 3))")
            }
            if case .hold = decision {
                // A glide to the held progress never ends the transition: run it out at once.
                session.stopPlaying()
                try harness.advance(seconds: 5)
            } else {
                try session.play()
            }
            session.showPicture()
        },
        ReplCommandSpec(name: "finish", usage: ":finish [VELOCITY]", summary: "run the transition to its end from where it stands") { session, arguments in
            try send(session, arguments, "finish", toEnd: true)
        },
        ReplCommandSpec(name: "cancel", usage: ":cancel [VELOCITY]", summary: "run the transition back to its start from where it stands") { session, arguments in
            try send(session, arguments, "cancel", toEnd: false)
        },
        ReplCommandSpec(name: "reverse", usage: ":reverse", summary: "turn a moving transition around where it stands") { session, _ in
            let harness = try session.requireStage()
            guard let context = harness.container.activeContext,
                  let driver = harness.container.animator?.interruptibleAnimator(using: context) else {
                throw ReplError("no transition is running")
            }
            guard driver.isRunning || harness.container.interactor == nil else {
                throw ReplError("the transition is held still; :finish or :cancel sends it one way")
            }
            let headingToStart = driver.isReversed
            let interactor = try grab(session)
            if headingToStart { interactor.finish() } else { interactor.cancel() }
            try harness.reportErrors()
            try session.play()
            session.showPicture()
        },
        ReplCommandSpec(name: "touch", usage: ":touch began|changed|ended|cancelled X Y",
                        summary: "one touch event at a point of the window, now (the script's gesture decides what it does)",
                        words: ["began", "changed", "ended", "cancelled"]) { session, arguments in
            guard let name = arguments.first, let phase = TouchPhase(rawValue: name) else {
                throw ReplError(":touch needs a phase: began, changed, ended or cancelled")
            }
            let harness = try session.requireStage()
            let location = arguments.count == 1
                ? nil : Point(x: try number(arguments.dropFirst().first, "touch", "X and Y"),
                              y: try number(arguments.dropFirst(2).first, "touch", "X and Y"))
            session.stopPlaying()
            try gesture(in: session) { try harness.touch(phase, at: location) }
        },
        ReplCommandSpec(name: "drag", usage: ":drag [X0 Y0] X1 Y1 [SECONDS] [hold]",
                        summary: "a finger moving in a straight line (from where one is down, or X0 Y0) and lifting, unless hold",
                        words: ["hold"]) { session, arguments in
            let harness = try session.requireStage()
            var words = arguments
            let hold = words.last == "hold"
            if hold { words.removeLast() }
            let numbers = try words.map { try number($0, "drag", "points and seconds") }
            let from: Point?, to: Point, seconds: Double
            switch (numbers.count, harness.finger) {
            case (4...5, nil):
                from = Point(x: numbers[0], y: numbers[1])
                to = Point(x: numbers[2], y: numbers[3])
                seconds = numbers.count == 5 ? numbers[4] : 0.25
            case (2...3, _?):
                from = nil
                to = Point(x: numbers[0], y: numbers[1])
                seconds = numbers.count == 3 ? numbers[2] : 0.25
            case (_, nil):
                throw ReplError(":drag X0 Y0 X1 Y1 [SECONDS] [hold] (no finger is down)")
            case (_, _?):
                throw ReplError(":drag X1 Y1 [SECONDS] [hold] (a finger is down; it continues from there)")
            }
            session.stopPlaying()
            try gesture(in: session) { try harness.drag(from: from, to: to, seconds: seconds, lift: !hold) }
        },
        ReplCommandSpec(name: "replay", usage: ":replay FILE", summary: "play a recorded gesture trace (JSON) from the start it carries") { session, arguments in
            guard let path = arguments.first else { throw ReplError(":replay needs a trace file") }
            let harness = try session.requireStage()
            let trace: GestureTrace
            do {
                trace = try readGestureTrace(at: path, window: harness.scene.window.bounds.size)
            } catch let error as GestureTraceFileError {
                throw ReplError(error.message)
            }
            session.stopPlaying()
            try gesture(in: session) {
                do {
                    try harness.replay(trace)
                } catch let failure as SettlingFailure {
                    // A hook's error is reported as every hook error is; the rest name the trace.
                    if case .failed(let cause) = failure.reason, !(cause is StageError) { throw cause }
                    throw ReplError("\"after\" of \(path): \(failure)")
                }
            }
        },
        ReplCommandSpec(name: "record", usage: ":record FILE | :record note TEXT | :record stop [completed|cancelled|held]",
                        summary: "record every touch from now to a gesture trace; stop writes it (with the outcome a run of it should have)",
                        words: ["note", "stop", "completed", "cancelled", "held"]) { session, arguments in
            let harness = try session.requireStage()
            switch arguments.first {
            case "stop"?:
                guard let recorder = session.recorder else { throw ReplError("nothing is being recorded (:record FILE)") }
                if let word = arguments.dropFirst().first {
                    guard let outcome = TakeOutcome(rawValue: word), GestureTrace.expectableOutcomes.contains(outcome) else {
                        throw ReplError(":record stop: the outcome is completed, cancelled or held, got '\(word)'")
                    }
                    recorder.expectedOutcome = outcome
                }
                try recorder.save()
                session.recorder = nil
                session.screen.print("wrote \(recorder.trace.events.count) touch event(s), \(decimalText(recorder.trace.duration, places: 3)) s, to \(recorder.path)")
                if recorder.dropped > 0 {
                    session.screen.print("dropped \(recorder.dropped) touch event(s) past the limit of \(recorder.maxEvents) (--max-frames)")
                }
            case "note"?:
                guard let recorder = session.recorder else { throw ReplError("nothing is being recorded (:record FILE)") }
                recorder.note = arguments.dropFirst().joined(separator: " ")
            case let path?:
                if let recorder = session.recorder { throw ReplError("already recording to \(recorder.path) (:record stop first)") }
                let recorder = GestureRecorder(path: path, size: harness.scene.window.bounds.size, now: harness.scene.clock.elapsed,
                                               maxEvents: session.limits.maxFrames)
                try recorder.save()
                session.recorder = recorder
                session.screen.print("recording touches to \(path) (:record stop writes it)")
            case nil:
                throw ReplError(":record FILE starts, :record stop writes it")
            }
        },
        ReplCommandSpec(name: "settle", usage: ":settle", summary: "run the clock until the transition ends, at once") { session, _ in
            session.stopPlaying()
            let outcome = try session.requireStage().settle()
            if let outcome { session.screen.print(outcome ? "completed" : "cancelled") }
            session.showPicture()
        },
        ReplCommandSpec(name: "reset", usage: ":reset", summary: "rebuild the scene as the script declares it") { session, _ in
            guard let path = session.reloader?.path else { throw ReplError("no script is loaded (:load FILE)") }
            session.stopPlaying()
            session.load(path)
        },
        ReplCommandSpec(name: "tree", aliases: ["t"], usage: ":tree", summary: "print the view tree with every property") { session, _ in
            session.screen.print(ViewTreeDescription.lines(of: try session.requireStage().scene))
        },
        ReplCommandSpec(name: "frame", aliases: ["f"], usage: ":frame", summary: "draw the current frame, the progress and the timing curve") { session, _ in
            _ = try session.requireStage()
            session.screen.print(session.picture() + [TerminalFrameRenderer.legend])
        },
        ReplCommandSpec(name: "status", usage: ":status", summary: "one line: state, progress, time, page") { session, _ in
            session.screen.print(session.statusLine())
        },
        ReplCommandSpec(name: "log", usage: ":log", summary: "the containment and appearance calls so far") { session, _ in
            let log = try session.requireStage().scene.log
            let forgotten = log.forgottenEvents > 0 ? ["(\(log.forgottenEvents) earlier calls forgotten: the log keeps the last \(log.capacity))"] : []
            session.screen.print(log.events.isEmpty ? ["(the log is empty)"] : forgotten + log.lines)
        },
        ReplCommandSpec(name: "reload", usage: ":reload", summary: "load the file again now, keeping the place") { session, _ in
            session.checkReload(force: true)
        },
        ReplCommandSpec(name: "quit", aliases: ["q", "exit"], usage: ":quit", summary: "leave (Ctrl-D too)") { session, _ in
            session.wantsToQuit = true
        },
    ]

    /// The command called `name` (or one of its aliases).
    static func find(_ name: String) -> ReplCommandSpec? {
        all.first { $0.name == name || $0.aliases.contains(name) }
    }

    /// The widest line `:help` writes: a terminal's 80 columns.
    static let helpWidth = 80
    /// The column a command's summary starts at, after a usage short enough to stand beside it.
    static let summaryColumn = 22

    /// `:help`'s text, every line at most ``helpWidth`` columns: each command's usage, its
    /// summary beside it from ``summaryColumn`` on (under it when the usage is longer), wrapped
    /// at word boundaries.
    static func helpLines() -> [String] {
        var lines = wrapped("Commands (anything else is Lua, evaluated in the script's sandbox; `stage` is the live stage):", indent: "")
        let indent = String(repeating: " ", count: summaryColumn)
        for command in all {
            let aliases = command.aliases.isEmpty ? "" : " (" + command.aliases.map { ":" + $0 }.joined(separator: " ") + ")"
            let usage = "  " + command.usage
            var summary = wrapped(command.summary + aliases, indent: indent)
            if usage.count < summaryColumn, let first = summary.first {
                summary[0] = usage + String(repeating: " ", count: summaryColumn - usage.count) + first.dropFirst(summaryColumn)
            } else {
                lines.append(usage)
            }
            lines += summary
        }
        return lines
    }

    /// `text` in lines of at most ``helpWidth`` columns, each starting with `indent`, broken
    /// between words (a word longer than a line stands alone on its own).
    static func wrapped(_ text: String, indent: String) -> [String] {
        var lines: [String] = [], line = indent
        for word in text.split(separator: " ") {
            if line.count > indent.count, line.count + 1 + word.count > helpWidth {
                lines.append(line)
                line = indent
            }
            line += (line.count > indent.count ? " " : "") + word
        }
        return lines + [line]
    }

    // MARK: Helpers

    /// `:finish` and `:cancel`: grab the transition, send it to one end with the velocity
    /// given, and let it play.
    private static func send(_ session: ReplSession, _ arguments: [String], _ command: String, toEnd: Bool) throws {
        let velocity = arguments.isEmpty ? 0 : try number(arguments.first, command, "a velocity")
        let interactor = try grab(session)
        if toEnd { interactor.finish(velocity: velocity) } else { interactor.cancel(velocity: velocity) }
        try session.requireStage().reportErrors()
        try session.play()
        session.showPicture()
    }

    /// Runs touches on the stage's clock at once, then lets a released transition play.
    private static func gesture(in session: ReplSession, _ touches: () throws -> Void) throws {
        do {
            try touches()
        } catch let error as LuaScriptError {
            throw ReplError(error.message)
        }
        try session.playIfMoving()
        session.showPicture()
    }

    /// The running transition's interactor, grabbing a timed one where it stands.
    private static func grab(_ session: ReplSession) throws -> PercentDrivenInteractiveTransition {
        let harness = try session.requireStage()
        session.stopPlaying()
        if let interactor = harness.container.interactor { return interactor }
        guard let container = harness.container as? ContainerController,
              let interactor = container.grabTransition() else {
            throw ReplError("no transition is running (:begin one)")
        }
        try harness.reportErrors()
        return interactor
    }

    private static func number(_ word: String?, _ command: String, _ what: String) throws -> Double {
        guard let word, let value = try? CheckedNumber.parse(word, ":\(command)") else {
            throw ReplError(":\(command) needs \(what)" + (word.map { ", got '\($0)'" } ?? ""))
        }
        return value
    }

    /// `[push|pop|present|dismiss|page N|tab N] [interactive|paused]`.
    static func parseStart(_ arguments: [String]) throws -> (StageRequest, String?) {
        var request = StageRequest.next
        var mode: String?
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            switch word {
            case "interactive", "paused": mode = word
            case "push": request = .push
            case "pop": request = .pop
            case "present": request = .present
            case "dismiss": request = .dismiss
            case "page", "tab":
                index += 1
                guard index < arguments.count else { throw ReplError(":begin \(word) needs a number (1-based)") }
                let value: Int
                do {
                    value = try CheckedNumber.parseInteger(arguments[index], ":begin \(word)", in: 1...1_000_000)
                } catch {
                    throw ReplError(error.message)
                }
                request = word == "page" ? .showPage(value) : .select(value)
            default:
                throw ReplError(":begin: unknown word '\(word)' (\(startWords.joined(separator: ", ")))")
            }
            index += 1
        }
        return (request, mode)
    }
}
