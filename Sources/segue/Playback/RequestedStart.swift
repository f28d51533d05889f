import Segue
import SegueCore

/// How `segue run` and `segue render` start the transition `--request` names: the
/// container's natural next one by the runner's default, any other through its
/// ``StageRequest``, keeping the error it met for the command to report.
final class RequestedStart {
    /// The error the request met when it was performed, if any.
    private(set) var failure: Error?

    /// Makes `runner` start `request` (a name ``StageRequest`` reads) on `scene`.
    init(_ request: String, on scene: Scene, runner: TransitionRunner) {
        guard let named = try? StageRequest(name: request), named != .next else { return }
        runner.starter = { interactive in
            do { return try named.perform(on: scene, interactive: interactive) } catch {
                self.failure = error
                return false
            }
        }
    }
}
