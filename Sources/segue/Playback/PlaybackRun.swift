import ArgumentParser
import Segue
import SegueCommandLine
import SegueCore
import SegueLua
import SegueSystem

/// One take of a script as `segue run`, `segue render` and `segue export` play it: the
/// script loaded, its stage made (the hooks' errors kept as lines to print), `--after`
/// settled and `--request` begun as a take of its own, then played timed, scrubbed and
/// released, or by a recorded gesture. The frames go to the runner's `frameHandler`, which
/// the command sets between ``init(file:limits:request:after:gesture:fps:tracebacks:)`` and
/// ``play(scrub:velocity:gesture:touching:)``.
final class PlaybackRun {
    /// The script file, as given.
    let file: String
    /// The script loaded.
    let script: TransitionScript
    /// Its stage.
    let stage: TransitionStage
    /// The take: the driver and the runner over it.
    let take: PlaybackTake
    /// The hooks' errors so far, as the lines to print (with tracebacks when asked).
    var hookErrors: [String] { box.lines }
    private let box: HookErrorLines
    /// The gesture trace replayed, read before `--after` is settled (it may say where it
    /// starts: its `"after"`), with its path; nil when the take is not a gesture's.
    let trace: (path: String, trace: GestureTrace)?
    /// The request run, as named.
    let request: String
    /// The script limits the run was loaded with.
    let limits: ScriptLimits

    /// The runner; set its `frameHandler` before ``play(scrub:velocity:gesture:touching:)``.
    var runner: TransitionRunner { take.runner }

    /// Loads `file` with `limits`, makes its stage, reads the `gesture` trace (if any), settles
    /// `after` (else the start the trace carries) and prepares `request` at `fps`; a
    /// ``CommandFailure`` (one line naming the file) when any of it fails, after printing the
    /// hooks' errors so far.
    init(file: String, limits: ScriptLimits, request: String, after: String?, gesture: String?, fps: Double, tracebacks: Bool) throws {
        do { try InputFile.check(file) } catch { throw CommandFailure(message: toolLine("\(error)")) }
        self.file = file
        self.request = request
        self.limits = limits
        do {
            script = try TransitionScript.load(path: file, limits: limits)
        } catch {
            throw CommandFailure(message: toolLine("\(describe(error))"))
        }
        let box = HookErrorLines()
        self.box = box
        do {
            stage = try script.makeStage { error, hook in
                box.lines.append(toolLine("\(describe(error)) (in \(hook))"))
                if tracebacks, let trace = (error as? LuaError)?.traceback { box.lines.append(trace) }
            }
        } catch {
            throw CommandFailure(message: toolLine("\(describe(error))"))
        }
        do {
            let scene = stage.scene
            let read = try gesture.map { (path: $0, trace: try loadTrace($0, for: scene)) }
            trace = read
            take = try PlaybackTake(stage: stage, after: after, trace: read, request: request, fps: fps, maxFrames: limits.maxFrames, file: file)
        } catch {
            for line in box.lines { printError(line) }
            throw error
        }
    }

    /// Plays the take: by the `gesture` trace read at ``init(file:limits:request:after:gesture:fps:tracebacks:)`` when given,
    /// else scrubbed to `scrub` and released at `velocity`, else timed. `touching` is handed
    /// the gesture driver before a gesture plays. Returns the outcome and, for a gesture,
    /// the outcome its trace expects.
    func play(scrub: Double?, velocity: Double, gesture: String?,
              touching: (GestureDriver) -> Void = { _ in }) throws -> (outcome: TakeOutcome, expected: TakeOutcome?) {
        let request = runner.request
        let drive: TakeInput.Drive
        var expected: TakeOutcome?
        if gesture != nil, let trace = trace?.trace {
            let driver = stage.makeGestureDriver()
            touching(driver)
            runner.driver.attach(driver)
            drive = .gesture(trace)
            expected = trace.expectedOutcome
        } else if let scrub {
            drive = .scrubbed(request, progress: scrub, release: TakeInput.Release(.policy, velocity: .points(velocity)))
        } else {
            drive = .timed(request)
        }
        return (runner.run(TakeInput(drive: drive)), expected)
    }

    /// Why the played take is not a run to keep — nothing started, or a limit stopped it —
    /// as one line naming the file or the gesture; nil when it ran.
    func failure(outcome: TakeOutcome, gesture: String?) -> CommandFailure? {
        if outcome == .notStarted, let gesture { return CommandFailure(message: toolLine("\(gesture): the gesture started no transition")) }
        if outcome == .notStarted { return take.notStarted(request: request, file: file) }
        return runLimitFailure(runner, outcome: outcome, file: file, maxFrames: limits.maxFrames)
    }
}

/// The hooks' error lines a stage's error handler appends to while the run plays.
final class HookErrorLines {
    var lines: [String] = []
}
