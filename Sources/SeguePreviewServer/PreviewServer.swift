import Hummingbird
import HummingbirdWebSocket
import Logging
import Segue
import SeguePreview

/// `segue preview`'s server: one page, its script and styles, and a WebSocket (`/live`)
/// over which each open page gets its own session on the transition file.
///
/// Promises: it listens only where it is told (127.0.0.1 by default); it calls `onReady`
/// with the page's address once it listens (the real port when asked for port 0); it runs
/// until SIGINT or SIGTERM, then closes its connections and returns.
public struct PreviewServer: Sendable {
    /// The transition file.
    public var path: String
    /// The address to listen on.
    public var host: String
    /// The port; 0 picks a free one.
    public var port: Int
    /// The limits the transition runs under.
    public var limits: ScriptLimits
    /// How often a page's session looks for saves and moves a released finger's
    /// transition on, milliseconds.
    public var pollInterval: Int = 5

    /// A server for the transition at `path`.
    public init(path: String, host: String = "127.0.0.1", port: Int = 0, limits: ScriptLimits = .scripts) {
        self.path = path
        self.host = host
        self.port = port
        self.limits = limits
    }

    /// Serves until interrupted; `onReady` receives `http://HOST:PORT/`.
    public func run(onReady: @escaping @Sendable (String) -> Void) async throws {
        let router = Router(context: BasicWebSocketRequestContext.self)
        router.get("/") { _, _ in PreviewAssets.page }
        router.get("/preview.js") { _, _ in PreviewAssets.script }
        router.get("/preview.css") { _, _ in PreviewAssets.styles }
        router.get("/favicon.ico") { _, _ in Response(status: .noContent) }
        let path = path, limits = limits, interval = pollInterval
        router.ws("/live") { inbound, outbound, _ in
            try await Self.serve(path: path, limits: limits, interval: interval, inbound: inbound, outbound: outbound)
        }
        var logger = Logger(label: "segue-preview")
        logger.logLevel = .error
        let host = host
        let app = Application(
            router: router,
            server: .http1WebSocketUpgrade(webSocketRouter: router),
            configuration: .init(address: .hostname(host, port: port), serverName: "segue-preview"),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                let shown = host.contains(":") ? "[\(host)]" : host
                onReady("http://\(shown):\(port)/")
            },
            logger: logger
        )
        try await app.runService()
    }

    /// One page's connection: its session's first messages, then its messages answered
    /// and its polls sent, until the page goes away.
    private static func serve(path: String, limits: ScriptLimits, interval: Int,
                              inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
        var session: PreviewSession?
        var reported = false
        // The file may be broken when the page connects: say so once, and wait for a save.
        while session == nil {
            do {
                session = try PreviewSession(path: path, limits: limits)
            } catch {
                if !reported {
                    try await outbound.write(.text(PreviewMessages.error(error, context: "open")))
                    reported = true
                }
                try await Task.sleep(for: .milliseconds(50))
            }
        }
        guard let session else { return }
        if reported { try await outbound.write(.text(PreviewMessages.clearError())) }
        for message in await session.open() { try await outbound.write(.text(message)) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                while !Task.isCancelled {
                    try await Task.sleep(for: .milliseconds(interval))
                    for message in await session.poll() { try await outbound.write(.text(message)) }
                }
            }
            for try await message in inbound.messages(maxSize: 1 << 20) {
                guard case .text(let text) = message else { continue }
                for reply in await session.handle(text) { try await outbound.write(.text(reply)) }
            }
            group.cancelAll()
        }
    }
}
