import NIOConcurrencyHelpers
import NIOCore

/// The connections waiting for a request head, oldest first, at most `limit` of them: a new
/// connection over the limit closes the one that has waited longest, so slow or idle
/// clients can never lock a new page out. WebSockets are not waiting: a page's live
/// connection is never dropped for a newcomer.
final class PendingConnections: Sendable {
    private struct State {
        var next = 0
        var waiting: [Int: any Channel] = [:]
    }

    /// The most connections that may wait at once.
    let limit: Int
    private let state = NIOLockedValueBox(State())

    init(limit: Int) { self.limit = max(limit, 1) }

    /// Records `channel` as waiting; returns its ticket (for ``done(_:)``). Closes the
    /// longest-waiting connections if there are now more than `limit`.
    func wait(_ channel: any Channel) -> Int {
        let (ticket, evicted) = state.withLockedValue { state -> (Int, [any Channel]) in
            let ticket = state.next
            state.next += 1
            state.waiting[ticket] = channel
            var evicted: [any Channel] = []
            while state.waiting.count > limit, let oldest = state.waiting.keys.min() {
                if let channel = state.waiting.removeValue(forKey: oldest) { evicted.append(channel) }
            }
            return (ticket, evicted)
        }
        for channel in evicted { channel.close(promise: nil) }
        return ticket
    }

    /// The connection with `ticket` is no longer waiting.
    func done(_ ticket: Int) {
        _ = state.withLockedValue { $0.waiting.removeValue(forKey: ticket) }
    }
}
