import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Segue
import SegueCore
import SeguePreview

/// `segue preview`'s server: one page, its script and styles, and a WebSocket (`/live`)
/// over which each open page gets its own session on the transition file.
///
/// Promises: it listens only where it is told (127.0.0.1 by default); every request and
/// upgrade must name this server in `Host`, carry no foreign `Origin` (an upgrade exactly the
/// page's own) and carry the run's ``secret`` — in the `token` query parameter of the
/// address `onReady` receives, or in the cookie the page sets — else it is answered
/// 421 or 403 and closed, before any route sees it; heads over
/// ``ConnectionLimits/maxHeadBytes`` are answered 414 or 431, heads not complete within
/// ``ConnectionLimits/headTimeout`` are closed; a page's work stops when its socket closes.
/// It runs until SIGINT or SIGTERM, then closes its connections and returns.
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
    /// The run's secret (fresh for every server unless given).
    public var secret: PreviewSecret
    /// Time and size limits on connections.
    public var connection: ConnectionLimits

    /// A server for the transition at `path`.
    public init(path: String, host: String = "127.0.0.1", port: Int = 0, limits: ScriptLimits = .scripts,
                secret: PreviewSecret = PreviewSecret(), connection: ConnectionLimits = ConnectionLimits()) {
        self.path = path
        self.host = host
        self.port = port
        self.limits = limits
        self.secret = secret
        self.connection = connection
    }

    /// Serves until interrupted; `onReady` receives `http://HOST:PORT/?token=SECRET`.
    public func run(onReady: @escaping @Sendable (String) -> Void) async throws {
        let router = Router(context: BasicWebSocketRequestContext.self)
        let secret = secret
        router.get("/") { request, _ in
            // The request passed the gate with the secret: the page's own requests (its script,
            // its styles, its WebSocket, a reload) carry it from now on in a cookie.
            GuardedApplication.entry(PreviewAssets.page, request: request, secret: secret)
        }
        router.get("/preview.js") { _, _ in PreviewAssets.script }
        router.get("/preview.css") { _, _ in PreviewAssets.styles }
        router.get("/favicon.ico") { _, _ in Response(status: .noContent) }
        let page = LivePage(path: path, limits: limits, interval: pollInterval, connection: connection)
        router.ws("/live") { inbound, outbound, _ in
            try await page.serve(inbound: inbound, outbound: outbound)
        }
        try await GuardedApplication(host: host, port: port, secret: secret, connection: connection)
            .run(router: router, onReady: onReady)
    }
}
