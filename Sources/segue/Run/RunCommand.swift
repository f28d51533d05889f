import ArgumentParser
import Segue
import SegueCommandLine
import SegueCore
import SegueLua
import SegueTesting

/// `segue run FILE`: builds the script's scene, runs its transition on the virtual clock
/// and prints the frame trace.
struct RunCommand: ParsableCommand {
    /// The subcommand's name, `run`.
    static let name = "run"

    static let configuration = CommandConfiguration(
        commandName: name,
        abstract: "Run a transition script and print its frame trace."
    )

    @Argument(help: "The transition script (a .lua file returning segue.transition { … }).")
    var file: String

    @Option(parsing: .unconditional, help: "Frames per second of the trace (1…10000).")
    var fps: Double = 60

    @Option(help: "Output format: table or jsonl.")
    var format: TraceFormat = .table

    @Option(parsing: .unconditional, help: "Run interactively: begin, scrub to this progress (0…1), then release.")
    var scrub: Double?

    @Option(parsing: .unconditional, help: "Release velocity along the transition, points per second, negative backwards (with --scrub).")
    var velocity: Double = 0

    @Option(help: "The transition to run: next (the container's natural next, the default), push, pop, present, dismiss, page:N or tab:N.")
    var request: String = "next"

    @Option(help: "Run these first, each to its end, untraced (present, or present,dismiss): any state as the start.")
    var after: String?

    @Option(help: "Replay a recorded gesture trace (JSON) through the script's gesture.")
    var gesture: String?

    @Flag(help: "With --format jsonl: write only what changed since the previous frame (docs/trace.md).")
    var changesOnly = false

    @OptionGroup var limitOptions: LimitOptions

    /// What the command line asked for, as plain values.
    var options: RunOptions {
        RunOptions(file: file, fps: fps, format: format, scrub: scrub, velocity: velocity, request: request,
                   after: after, gesture: gesture, changesOnly: changesOnly, limits: limitOptions.settings)
    }

    func validate() throws {
        try options.validate()
    }

    func run() throws {
        try options.run()
    }
}
