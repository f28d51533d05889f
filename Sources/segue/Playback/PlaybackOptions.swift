import ArgumentParser
import Segue
import SegueCommandLine
import SegueCore

/// The options that choose the take `segue render` and `segue export` play — which transition
/// (`--request`), from which state (`--after`), and how it is driven (timed, `--scrub` and
/// `--velocity`, or a `--gesture` trace) — declared once, checked once, and mapped onto the
/// one ``PlaybackRun`` both commands play.
struct PlaybackOptions: ParsableArguments {
    @Option(help: "The transition to run: next (the default), push, pop, present, dismiss, page:N or tab:N.")
    var request: String = "next"

    @Option(help: "Run these first, each to its end, left out of the output (present, or present,dismiss): any state as the start.")
    var after: String?

    @Option(parsing: .unconditional, help: "Run interactively: begin, scrub to this progress (0…1), then release.")
    var scrub: Double?

    @Option(parsing: .unconditional, help: "Release velocity along the transition, points per second (with --scrub).")
    var velocity: Double = 0

    @Option(help: "Replay a recorded gesture trace (JSON) through the script's gesture.")
    var gesture: String?

    /// Usage errors naming the option: a rate, scrub or velocity out of range, an unknown
    /// request, a bad `--after` list, a scrub or a request given with a gesture.
    func check(fps: Double) throws {
        try checkPlaybackOptions(fps: fps, scrub: scrub, velocity: velocity, gesture: gesture)
        do { _ = try StageRequest(name: request) } catch { throw ValidationError("--request: \(error)") }
        _ = try SettledRequests(after)
        if request != "next", gesture != nil {
            throw ValidationError("--request and --gesture: the gesture decides which transition starts; give one")
        }
    }

    /// The take these options choose, of `file` loaded with `limits`, sampled at `fps`.
    func playback(file: String, limits: ScriptLimits, fps: Double, tracebacks: Bool) throws -> PlaybackRun {
        try PlaybackRun(file: file, limits: limits, request: request, after: after, gesture: gesture, fps: fps, tracebacks: tracebacks)
    }

    /// Plays `playback` as these options drive it; the outcome and, for a gesture, the one its
    /// trace expects.
    func play(_ playback: PlaybackRun) throws -> (TakeOutcome, TakeOutcome?) {
        try playback.play(scrub: scrub, velocity: velocity, gesture: gesture)
    }
}
