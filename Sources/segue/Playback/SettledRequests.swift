import ArgumentParser
import Segue
import SegueCommandLine
import SegueCore

/// `--after REQUEST[,REQUEST…]` of `segue run` and `segue render`: transitions run to their
/// end, in order, before the one the command traces or draws, so that any state is a start
/// (`--after present --request dismiss` runs a dismissal). They are timed, not traced: the
/// trace's times go on from where they left the scene's clock.
struct SettledRequests: Equatable {
    /// The requests, as named on the command line and as read.
    let names: [String]
    let requests: [StageRequest]

    /// Reads `text` (nil: none); a usage error names `--after` and the name it cannot read.
    init(_ text: String?) throws(ValidationError) {
        guard let text else {
            names = []
            requests = []
            return
        }
        let names = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0.filter { $0 != " " }) }
        guard names.count <= 100 else { throw ValidationError("--after: at most 100 requests, got \(names.count)") }
        var requests: [StageRequest] = []
        for name in names {
            do { requests.append(try StageRequest(name: name)) } catch { throw ValidationError("--after: \(error)") }
        }
        self.names = names
        self.requests = requests
    }

    /// Runs each request to its end on `scene`, timed at `fps` and within `maxFrames`;
    /// throws a ``CommandFailure`` naming `file` and the request that could not start or did
    /// not complete (a hook error in it is reported by the hooks' own handler).
    func settle(on scene: Scene, fps: Double, maxFrames: Int, file: String) throws(CommandFailure) {
        for (name, request) in zip(names, requests) {
            let runner = TransitionRunner(scene: scene, fps: fps)
            runner.maxFrames = maxFrames
            var failure: Error?
            runner.starter = { _ in
                do { return try request.perform(on: scene, interactive: false) } catch {
                    failure = error
                    return false
                }
            }
            let outcome = runner.runTimed()
            if let failure { throw CommandFailure(message: "segue: \(file): --after \(name): \(describe(failure))") }
            switch outcome {
            case .completed:
                continue
            case .notStarted:
                let offered = StageRequest.offered(by: scene).joined(separator: ", ")
                throw CommandFailure(message: "segue: \(file): --after \(name): the scene's container could not start it now (it offers \(offered))")
            case .cancelled:
                throw CommandFailure(message: "segue: \(file): --after \(name): the transition was cancelled, so the state it leads to was not reached")
            case .timedOut, .held:
                throw CommandFailure(message: "segue: \(file): --after \(name): the transition did not end within the limits (--max-frames \(maxFrames))")
            }
        }
    }
}
