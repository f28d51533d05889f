import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import Segue
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
            // its styles, its WebSocket, a reload) carry it from now on in a cookie the page's
            // scripts cannot read and no other site's request carries.
            // The gate checked that `Host` names the port served (80 when it names none).
            let port = RequestGate.port(ofAuthority: request.head.authority ?? "")
            var response = PreviewAssets.page
            response.headers[.setCookie] = "\(RequestGate.cookieName(port: port))=\(secret.text); Path=/; HttpOnly; SameSite=Strict"
            return response
        }
        router.get("/preview.js") { _, _ in PreviewAssets.script }
        router.get("/preview.css") { _, _ in PreviewAssets.styles }
        router.get("/favicon.ico") { _, _ in Response(status: .noContent) }
        let page = LivePage(path: path, limits: limits, interval: pollInterval, connection: connection)
        router.ws("/live") { inbound, outbound, _ in
            try await page.serve(inbound: inbound, outbound: outbound)
        }
        var logger = Logger(label: "segue-preview")
        // Refused and dropped connections end in errors Hummingbird would log at .error: noise in
        // the terminal for what the guard already answered.
        logger.logLevel = .critical
        let host = host
        let app = Application(
            router: router,
            server: serverBuilder(webSocketRouter: router),
            configuration: .init(address: .hostname(host, port: port), serverName: "segue-preview"),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                let shown = host.contains(":") ? "[\(host)]" : host
                onReady("http://\(shown):\(port)/?token=\(secret.text)")
            },
            logger: logger
        )
        try await app.runService()
    }

    /// HTTP/1.1 with the WebSocket upgrade, each connection behind a ``ConnectionGuard``.
    private func serverBuilder(webSocketRouter: Router<BasicWebSocketRequestContext>) -> HTTPServerBuilder {
        let responder = webSocketRouter.buildResponder()
        let gate = RequestGate(secret: secret, listenHost: host)
        let connection = connection
        let waiting = PendingConnections(limit: connection.maxWaitingConnections)
        let configuration = HTTP1WebSocketUpgradeChannel.Configuration(
            // A page that does not answer the closing handshake is dropped after 2 s.
            ws: .init(maxFrameSize: connection.maxMessageBytes, closeTimeout: .seconds(2))
        )
        return HTTPServerBuilder { httpResponder in
            GuardedChannel(
                inner: HTTP1WebSocketUpgradeChannel(responder: httpResponder, webSocketResponder: responder,
                                                    configuration: configuration),
                gate: gate, limits: connection, waiting: waiting
            )
        }
    }
}
