import Synchronization

/// The undo history of every page of one process, under one budget: each page keeps at most
/// ``maximumSteps`` edits, and all pages together at most ``maximumBytes`` bytes of the files'
/// text before and after their edits — past it, the oldest edit of any page is forgotten
/// first. Six pages open on a large script hold what one would, not six times as much.
///
/// Safe to share between sessions on different threads (one lock guards it).
public final class UndoStore: Sendable {
    /// One edit that can be undone: the file, its bytes before and after.
    struct Step {
        var file: String
        var before: [UInt8]
        var after: [UInt8]
        var size: Int { before.count + after.count }
    }

    private struct Kept {
        var step: Step
        var serial: Int
    }

    private struct State {
        var histories: [Int: [Kept]] = [:]
        var nextOwner = 0
        var nextSerial = 0
        var retainedBytes = 0
    }

    /// The store every preview session of the process shares: 50 edits a page, 64 MB for all.
    public static let shared = UndoStore()

    /// Most edits kept for one page.
    public let maximumSteps: Int
    /// Most bytes kept for all pages together.
    public let maximumBytes: Int
    private let state = Mutex(State())

    /// A store of at most `maximumSteps` edits a page and `maximumBytes` bytes in all.
    public init(maximumSteps: Int = 50, maximumBytes: Int = 64 << 20) {
        self.maximumSteps = max(maximumSteps, 1)
        self.maximumBytes = max(maximumBytes, 0)
    }

    /// The bytes all pages' histories keep now.
    public var retainedBytes: Int { state.withLock { $0.retainedBytes } }

    /// A new, empty history.
    func register() -> Int {
        state.withLock { state in
            state.nextOwner += 1
            return state.nextOwner
        }
    }

    /// Forgets `owner`'s history (its page closed).
    func release(_ owner: Int) {
        state.withLock { state in
            for kept in state.histories.removeValue(forKey: owner) ?? [] { state.retainedBytes -= kept.step.size }
        }
    }

    /// How many edits `owner` can undo.
    func count(_ owner: Int) -> Int { state.withLock { $0.histories[owner]?.count ?? 0 } }

    /// `owner`'s last edit, kept.
    func last(_ owner: Int) -> Step? { state.withLock { $0.histories[owner]?.last?.step } }

    /// Forgets `owner`'s last edit.
    func dropLast(_ owner: Int) {
        state.withLock { state in
            if let kept = state.histories[owner]?.popLast() { state.retainedBytes -= kept.step.size }
        }
    }

    /// Keeps `step` as `owner`'s last edit, then forgets the oldest edits while `owner` has
    /// more than ``maximumSteps`` or all together more than ``maximumBytes`` bytes.
    func push(_ step: Step, for owner: Int) {
        state.withLock { state in
            state.nextSerial += 1
            state.histories[owner, default: []].append(Kept(step: step, serial: state.nextSerial))
            state.retainedBytes += step.size
            while let count = state.histories[owner]?.count, count > maximumSteps {
                state.retainedBytes -= state.histories[owner]?.removeFirst().step.size ?? 0
            }
            while state.retainedBytes > maximumBytes {
                guard let oldest = state.histories.filter({ !$0.value.isEmpty })
                    .min(by: { ($0.value.first?.serial ?? 0) < ($1.value.first?.serial ?? 0) })?.key else { break }
                state.retainedBytes -= state.histories[oldest]?.removeFirst().step.size ?? 0
            }
        }
    }
}
