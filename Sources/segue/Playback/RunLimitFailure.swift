import SegueCommandLine
import SegueCore

/// The failure of a run that a limit stopped before its transition ended, as `segue run` and
/// `segue render` report it — one line naming the file and the limit: the frame limit
/// (`--max-frames`), or the clock time a run may take; nil when the transition ended by
/// itself (or was held by a gesture).
func runLimitFailure(_ runner: TransitionRunner, outcome: TakeOutcome, file: String, maxFrames: Int) -> CommandFailure? {
    // The commands keep no frame in the runner (none is charged to the memory cap): only the
    // frame limit stops a run early.
    if runner.stoppedBy == .frames {
        return CommandFailure(message: toolLine("\(file): the run reached its limit of \(maxFrames) frames (--max-frames)"))
    }
    if outcome == .timedOut {
        return CommandFailure(message: toolLine("\(file): the transition did not end within \(decimalText(runner.limit, places: 3)) s of clock time (\(runner.maxFrames) frames at most)"))
    }
    return nil
}
