import HummingbirdCore
import Logging
import NIOCore

/// A server child channel with a ``ConnectionGuard`` in front of `inner`'s pipeline.
struct GuardedChannel<Inner: ServerChildChannel>: ServerChildChannel {
    typealias Value = Inner.Value

    let inner: Inner
    let gate: RequestGate
    let limits: ConnectionLimits
    let waiting: PendingConnections

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let inner = inner
        do {
            try channel.pipeline.syncOperations.addHandler(ConnectionGuard(gate: gate, limits: limits, waiting: waiting))
        } catch {
            return channel.eventLoop.makeFailedFuture(error)
        }
        return inner.setup(channel: channel, logger: logger)
    }

    func handle(value: Value, logger: Logger) async {
        await inner.handle(value: value, logger: logger)
    }
}
