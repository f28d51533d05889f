import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging

/// A Hummingbird application whose every connection is behind a ``ConnectionGuard``: what
/// the preview and the review page both serve from.
///
/// Promises: it listens only on ``host``; every request passes the ``RequestGate`` of the
/// run's ``secret`` before a route sees it (POST only where ``acceptsPosts``, and then only
/// from the page's own origin); it runs until SIGINT or SIGTERM.
struct GuardedApplication: Sendable {
    /// The address to listen on.
    var host: String
    /// The port; 0 picks a free one.
    var port: Int
    /// The run's secret.
    var secret: PreviewSecret
    /// Time and size limits on connections.
    var connection: ConnectionLimits
    /// Whether a page may POST (without a body) to the routes: the review page's accepts.
    var acceptsPosts = false

    /// Serves `router` until interrupted; `onReady` receives `http://HOST:PORT/?token=SECRET`.
    func run(router: Router<BasicWebSocketRequestContext>, onReady: @escaping @Sendable (String) -> Void) async throws {
        var logger = Logger(label: "segue-preview")
        // Refused and dropped connections end in errors Hummingbird would log at .error: noise in
        // the terminal for what the guard already answered.
        logger.logLevel = .critical
        let host = host, secret = secret
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

    /// The response to the page's first request: `page`, with the cookie that carries the
    /// secret on the page's own requests from then on (one its scripts cannot read and no
    /// other site's request carries).
    static func entry(_ page: Response, request: Request, secret: PreviewSecret) -> Response {
        // The gate checked that `Host` names the port served (80 when it names none).
        let port = RequestGate.port(ofAuthority: request.head.authority ?? "")
        var response = page
        response.headers[.setCookie] = "\(RequestGate.cookieName(port: port))=\(secret.text); Path=/; HttpOnly; SameSite=Strict"
        return response
    }

    /// HTTP/1.1 with the WebSocket upgrade, each connection behind a ``ConnectionGuard``.
    private func serverBuilder(webSocketRouter: Router<BasicWebSocketRequestContext>) -> HTTPServerBuilder {
        let responder = webSocketRouter.buildResponder()
        let gate = RequestGate(secret: secret, listenHost: host, acceptsPosts: acceptsPosts)
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
