import ArgumentParser
import Segue
import SegueCore
import SegueCommandLine

/// Everything `segue run` was asked for, as plain values: what ``RunCommand`` reads with
/// ArgumentParser and what ``PlainRunArguments`` reads from the plain command lines most runs
/// use. Both give equal options for every command line the second accepts.
struct RunOptions: Equatable {
    var file: String
    var fps: Double = 60
    var format: TraceFormat = .table
    var scrub: Double?
    var velocity: Double = 0
    var request: String = "next"
    var after: String?
    var gesture: String?
    var changesOnly = false
    var limits = LimitSettings()

    /// Throws a usage error (ArgumentParser's `ValidationError`, naming the option) when a
    /// value is out of its range or two options contradict each other.
    func validate() throws {
        try checkPlaybackOptions(fps: fps, scrub: scrub, velocity: velocity, gesture: gesture)
        do { _ = try StageRequest(name: request) } catch { throw ValidationError("--request: \(error)") }
        _ = try SettledRequests(after)
        if request != "next", gesture != nil {
            throw ValidationError("--request and --gesture: the gesture decides which transition starts; give one")
        }
        if changesOnly, format != .jsonl {
            throw ValidationError("--changes-only needs --format jsonl")
        }
        _ = try limits.limits(defaults: .scripts)
    }
}
