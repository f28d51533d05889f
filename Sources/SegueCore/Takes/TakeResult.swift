/// How a take ended, in the one vocabulary every surface reports (`segue run`'s table, a
/// gesture trace's `"expect"`, the REPL's `:record stop`).
public enum TakeOutcome: String, Sendable {
    /// The transition completed.
    case completed
    /// The transition was cancelled back to its start.
    case cancelled
    /// No transition started.
    case notStarted
    /// A limit (frames, clock time, a refused frame) stopped the take before its
    /// transition ended (``TakeResult/end`` says which).
    case timedOut
    /// The take left the transition standing part-way, under a finger's control: a finger
    /// still down at the end of the trace, or a release policy that rests (`stop`,
    /// `decelerate`, the `never…` modes).
    case held
}

/// What playing a ``TakeInput`` came to: its outcome, the transitions it started and how its frame
/// loop ended — read from the driver alone (``StageDriver/history``), never from the container.
public struct TakeResult: Sendable {
    /// How the take ended.
    public var outcome: TakeOutcome
    /// How the take's frame loop ended: `.finished` unless a limit stopped it.
    public var end: TakeEnd
    /// The transitions the take started, oldest first, each with its outcome once it ended
    /// (the prelude's are not among them).
    public var transitions: [StageStart]
    /// Each touch of a gesture take, as delivered, with what it did.
    public var touches: [(event: TouchEvent, response: GestureDriver.Response)]

    /// A result of `outcome`, `end`, `transitions` and `touches`.
    public init(outcome: TakeOutcome, end: TakeEnd = .finished, transitions: [StageStart] = [],
                touches: [(event: TouchEvent, response: GestureDriver.Response)] = []) {
        self.outcome = outcome
        self.end = end
        self.transitions = transitions
        self.touches = touches
    }

    /// The request of the last transition the take started, if it started one.
    public var request: StageRequest? { transitions.last?.request }
}
