import NIOCore

/// The first handler of every connection: it reads each request head itself before the
/// HTTP decoder sees a byte, and lets a head through only when the ``RequestGate`` accepts
/// it. It answers an oversized head (414, 431), a head not complete within the time limit
/// (408, or a plain close when nothing was sent), and every refusal itself, then closes.
/// After an accepted WebSocket upgrade it steps aside and passes every byte on.
///
/// Promises: at most ``ConnectionLimits/maxHeadBytes`` buffered per connection; every
/// connection either completes each head within ``ConnectionLimits/headTimeout`` or is
/// closed; a refused connection reads (and drops) what the client still sends for a
/// second, so that the client reads the answer before the close, and no longer.
final class ConnectionGuard: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundOut = ByteBuffer

    private enum Mode {
        /// Reading request heads.
        case heads
        /// A WebSocket: every byte passes.
        case passthrough
        /// Answered and closing: every byte is dropped.
        case closing
    }

    private let gate: RequestGate
    private let limits: ConnectionLimits
    private let waiting: PendingConnections
    private var mode = Mode.heads
    private var scanner: HeadScanner
    private var ticket: Int?
    private var deadline: Scheduled<Void>?
    private var started = false

    init(gate: RequestGate, limits: ConnectionLimits, waiting: PendingConnections) {
        self.gate = gate
        self.limits = limits
        self.waiting = waiting
        scanner = HeadScanner(limit: max(limits.maxHeadBytes, 64))
    }

    // MARK: Lifetime

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { start(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        start(context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        stopWaiting()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        stopWaiting()
    }

    private func start(_ context: ChannelHandlerContext) {
        guard !started else { return }
        started = true
        awaitHead(context)
    }

    // MARK: Reading

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch mode {
        case .passthrough:
            context.fireChannelRead(data)
        case .closing:
            return
        case .heads:
            var buffer = unwrapInboundIn(data)
            let bytes = buffer.readBytes(length: buffer.readableBytes) ?? []
            consume(context, bytes[...])
        }
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        // A closing connection keeps reading to drain what the client still sends.
        if mode == .closing { context.read() } else { context.fireChannelReadComplete() }
    }

    private func consume(_ context: ChannelHandlerContext, _ input: ArraySlice<UInt8>) {
        var input = input
        while mode == .heads, !input.isEmpty {
            switch scanner.add(input) {
            case .needMore:
                return
            case .tooLong(let inRequestLine):
                refuse(context, inRequestLine ? .requestLineTooLong : .headerTooLarge)
                return
            case .head(let bytes, let rest):
                guard let head = RequestHead(bytes) else { return refuse(context, .malformed) }
                guard let port = context.channel.localAddress?.port else { return refuse(context, .misdirected) }
                switch gate.judge(head, port: port) {
                case .refuse(let refusal):
                    return refuse(context, refusal)
                case .accept(let upgrade):
                    stopWaiting()
                    if upgrade { mode = .passthrough } else { awaitHead(context) }
                    context.fireChannelRead(wrapInboundOut(ByteBuffer(bytes: bytes)))
                    if upgrade, !rest.isEmpty { context.fireChannelRead(wrapInboundOut(ByteBuffer(bytes: rest))) }
                    input = upgrade ? [] : rest
                }
            }
        }
    }

    // MARK: Deadlines and refusals

    /// Starts the clock on the next head and counts the connection as waiting.
    private func awaitHead(_ context: ChannelHandlerContext) {
        stopWaiting()
        ticket = waiting.wait(context.channel)
        let seconds = limits.headTimeout.isFinite ? min(max(limits.headTimeout, 0.001), 86_400) : 10
        let loop = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        deadline = context.eventLoop.scheduleTask(in: .nanoseconds(Int64(seconds * 1e9))) {
            let (handler, context) = loop.value
            handler.timedOut(context)
        }
    }

    private func stopWaiting() {
        if let ticket { waiting.done(ticket) }
        ticket = nil
        deadline?.cancel()
        deadline = nil
    }

    private func timedOut(_ context: ChannelHandlerContext) {
        guard mode == .heads else { return }
        if scanner.isStarted {
            refuse(context, .timeout)
        } else {
            // Idle since its last request (or since it opened): nothing to answer.
            mode = .closing
            stopWaiting()
            context.close(promise: nil)
        }
    }

    /// Answers `refusal`, ends the output, drains the input for a second, then closes.
    private func refuse(_ context: ChannelHandlerContext, _ refusal: Refusal) {
        mode = .closing
        stopWaiting()
        context.writeAndFlush(wrapOutboundOut(ByteBuffer(bytes: refusal.response)), promise: nil)
        context.close(mode: .output, promise: nil)
        let loop = NIOLoopBound(context, eventLoop: context.eventLoop)
        context.eventLoop.scheduleTask(in: .seconds(1)) { loop.value.close(promise: nil) }
        context.read()
    }
}
