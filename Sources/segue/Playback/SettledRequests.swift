import ArgumentParser
import Segue
import SegueCommandLine
import SegueCore

/// `--after REQUEST[,REQUEST…]` of `segue run` and `segue render`: transitions run to their
/// end, in order, before the one the command traces or draws, so that any state is a start
/// (`--after present --request dismiss` runs a dismissal). They are timed, not traced: the
/// traced take starts its own clock at 0 when they have ended.
struct SettledRequests: Equatable {
    /// The requests, as named on the command line and as read.
    let names: [String]
    let requests: [StageRequest]
    /// Where they were given, for errors: `--after`, or a gesture trace's `"after"`.
    var origin = "--after"

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

    /// `requests` given as `origin` says (a gesture trace's `"after"`, read and checked).
    init(_ requests: [StageRequest], origin: String) {
        names = requests.map(\.name)
        self.requests = requests
        self.origin = origin
    }

    /// Runs each request to its end through `driver` (``StageDriver/settle(_:)``, the one way
    /// the command line, specs and the REPL settle requests); throws a ``CommandFailure``
    /// naming `file` and the request that could not start (saying why) or did not complete
    /// (a hook error in it is reported by the hooks' own handler).
    func settle(through driver: StageDriver, file: String) throws(CommandFailure) {
        do {
            try driver.settle(requests)
        } catch {
            let name = names.indices.contains(error.index) ? names[error.index] : error.request.name
            let detail = if case .failed(let cause) = error.reason { describe(cause) } else { error.detail }
            throw CommandFailure(message: toolLine("\(file): \(origin) \(name): \(detail)"))
        }
    }
}
