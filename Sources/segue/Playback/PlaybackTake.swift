import ArgumentParser
import Segue
import SegueCommandLine
import SegueCore
import SegueLua

/// The take `segue run` and `segue render` record: the script's stage driven by one
/// `StageDriver` — `--after` requests settled first, untraced — and a runner over that
/// driver that begins `--request` as a take of its own (its time counts from 0).
struct PlaybackTake {
    /// The runner; its frames go to the command's handler.
    let runner: TransitionRunner

    /// Settles `after` on `stage` — else, without `--after`, the start the replayed `trace`
    /// carries (its `"after"`) — and prepares `request`, at `fps` within `maxFrames`; a
    /// ``CommandFailure`` naming `file` when a settled request fails.
    init(stage: TransitionStage, after: String?, trace: (path: String, trace: GestureTrace)? = nil,
         request: String, fps: Double, maxFrames: Int, file: String) throws {
        let driver = StageDriver(scene: stage.scene, fps: fps, gesture: stage.script.gesture ?? GestureDescription())
        driver.maxFrames = maxFrames
        let settled = if after == nil, let trace { SettledRequests(trace.trace.after, origin: "\"after\" of \(trace.path):") }
            else { try SettledRequests(after) }
        try settled.settle(through: driver, file: file)
        runner = TransitionRunner(driver: driver)
        runner.request = (try? StageRequest(name: request)) ?? .next
    }

    /// Why nothing started: the request's error or the container's reason, one line naming
    /// `file` (`could not start 'dismiss': nothing is presented`).
    func notStarted(request: String, file: String) -> CommandFailure {
        if let error = runner.requestError {
            return CommandFailure(message: toolLine("\(file): --request \(request): \(error)"))
        }
        let reason = runner.request.refusal(on: runner.scene)
        if request == "next" { return CommandFailure(message: toolLine("\(file): the scene's container could not start a transition: \(reason)")) }
        return CommandFailure(message: toolLine("\(file): could not start '\(request)': \(reason)"))
    }
}
