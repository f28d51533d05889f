import HummingbirdWebSocket
import NIOWebSocket
import Segue
import SegueCore
import SeguePreview
import ServiceLifecycle

/// One page's WebSocket: its session on the file (opened when the file loads), the page's
/// messages answered, saves and a released finger's transition polled — all of it only
/// while the page is there.
///
/// Promises: when the socket closes (the page left, or was closed for what it sent), the
/// polling, reloading and playing for it stop; messages over
/// ``ConnectionLimits/maxMessageBytes`` close the socket; binary and malformed messages
/// are answered with an error; a page that sends faster than
/// ``ConnectionLimits/messagesPerSecond`` gets an error and a close.
struct LivePage: Sendable {
    let path: String
    let limits: ScriptLimits
    /// Milliseconds between polls.
    let interval: Int
    let connection: ConnectionLimits

    /// Serves the page until it leaves, or until the server shuts down (a page that does not
    /// answer the closing handshake must not keep Ctrl-C waiting).
    func serve(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
        try await cancelWhenGracefulShutdown {
            let slot = SessionSlot()
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { try await drive(slot: slot, outbound: outbound) }
                do {
                    try await read(inbound: inbound, outbound: outbound, slot: slot)
                } catch {
                    group.cancelAll()
                    throw error
                }
                // The page left: nothing more is done for it.
                group.cancelAll()
            }
        }
    }

    /// Opens the session (when the file loads), then polls it, until cancelled.
    private func drive(slot: SessionSlot, outbound: WebSocketOutboundWriter) async throws {
        var opener = SessionOpener(path: path, limits: limits)
        var opened: PreviewSession?
        while opened == nil {
            try Task.checkCancellation()
            switch opener.attempt() {
            case .opened(let session): opened = session
            case .failed(let message): if let message { try await outbound.write(.text(message)) }
            case .waiting: break
            }
            if opened == nil { try await Task.sleep(for: .milliseconds(100)) }
        }
        guard let session = opened else { return }
        if opener.hasReported { try await outbound.write(.text(PreviewMessages.clearError())) }
        await slot.set(session)
        for message in await session.open() { try await outbound.write(.text(PackedMessage.pack(message))) }
        while true {
            try await Task.sleep(for: .milliseconds(interval))
            for message in await session.poll() { try await outbound.write(.text(PackedMessage.pack(message))) }
        }
    }

    /// Answers the page's messages until it leaves or sends too many.
    private func read(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, slot: SessionSlot) async throws {
        var rate = MessageRate(perSecond: connection.messagesPerSecond)
        for try await message in inbound.messages(maxSize: connection.maxMessageBytes) {
            guard rate.admit() else {
                let error = PreviewError("the page sent more than \(Int(rate.perSecond)) messages a second; its connection is closed (reload the page)")
                try await outbound.write(.text(PreviewMessages.error(error, context: "message")))
                try await outbound.close(.policyViolation, reason: "too many messages")
                return
            }
            guard case .text(let text) = message else {
                let error = PreviewError("a binary message: the page sends JSON text")
                try await outbound.write(.text(PreviewMessages.error(error, context: "message")))
                continue
            }
            // Until the file loads, the page shows why, and its messages have nothing to act on.
            guard let session = await slot.session else { continue }
            for reply in await session.handle(text) { try await outbound.write(.text(PackedMessage.pack(reply))) }
        }
    }
}

/// The page's session once it is open, shared by the reader and the poller.
actor SessionSlot {
    private(set) var session: PreviewSession?

    func set(_ session: PreviewSession) { self.session = session }
}
