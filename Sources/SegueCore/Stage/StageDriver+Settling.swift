/// Requests run to their end before a take: the start a take is played from (`--after push`,
/// a gesture trace's `"after"`), reached through the driver like any other transition.
extension StageDriver {
    /// Runs each of `requests` to its end, in order: started timed, then stepped frame by frame
    /// within the driver's limits (``settle()``). They join ``history`` as any start does.
    ///
    /// Throws a ``SettlingFailure`` naming the first request that could not start (with the
    /// container's reason), threw (a `StageError`, or what ``checkpoint`` threw for a hook
    /// error), or was cancelled — the state it leads to was then not reached. The command
    /// line, specs and the REPL share this one way; each words the failure itself.
    public func settle(_ requests: [StageRequest]) throws(SettlingFailure) {
        for (index, request) in requests.enumerated() {
            let started: Bool
            let completed: Bool?
            do {
                started = try start(request, interactive: false)
                completed = started ? try settle() : nil
            } catch {
                throw SettlingFailure(index: index, request: request, reason: .failed(error))
            }
            guard started else {
                throw SettlingFailure(index: index, request: request, reason: .refused(request.refusal(on: scene)))
            }
            guard completed == true else { throw SettlingFailure(index: index, request: request, reason: .cancelled) }
        }
    }
}

/// A request ``StageDriver/settle(_:)`` could not run to its end.
public struct SettlingFailure: Error, CustomStringConvertible {
    /// Why it did not reach its end.
    public enum Reason: Sendable {
        /// Starting or stepping it threw: a `StageError`, or a hook's error from the driver's
        /// ``StageDriver/checkpoint``.
        case failed(any Error)
        /// The container refused to start it, for this reason (`nothing is presented`).
        case refused(String)
        /// It started and was cancelled.
        case cancelled
    }

    /// Its place (0-based) among the requests settled.
    public var index: Int
    /// The request.
    public var request: StageRequest
    public var reason: Reason

    /// What happened, without the request's name: `could not start it: nothing is presented`.
    public var detail: String {
        switch reason {
        case .failed(let error): "\(error)"
        case .refused(let why): "could not start it: \(why)"
        case .cancelled: "the transition was cancelled, so the state it leads to was not reached"
        }
    }

    /// `push: could not start it: …` — the request's name, then ``detail``.
    public var description: String { "\(request.name): \(detail)" }
}
