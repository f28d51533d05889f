import Hummingbird
import HummingbirdWebSocket
import SegueTesting

/// `segue test --review`'s server: a page listing the failing goldens under some folders
/// (``GoldenReview``), their files, and accepting or rejecting them.
///
/// Routes: `/` the page, `/review.js` and `/review.css` its files, `/goldens` the failing
/// goldens as JSON, `/file?id=ID&name=FILE` a file of one of them (its report, its PNGs),
/// and `POST /accept?id=ID`, `POST /reject?id=ID`.
///
/// Promises: the preview's guard (``GuardedApplication``): its address, its secret, its
/// limits, and a POST only from the page's own origin, carrying no body; a golden is acted
/// on only by the id a fresh search under the folders finds, and a file is served only by a
/// name ``GoldenReview/file(_:named:)`` gives for that id; a report is served sandboxed (its
/// scripts run in an origin of their own, which the guard refuses).
public struct ReviewServer: Sendable {
    /// The goldens reviewed.
    public var review: GoldenReview
    /// The address to listen on.
    public var host: String
    /// The port; 0 picks a free one.
    public var port: Int
    /// The run's secret (fresh for every server unless given).
    public var secret: PreviewSecret
    /// Time and size limits on connections.
    public var connection: ConnectionLimits

    /// A server for `review`.
    public init(review: GoldenReview, host: String = "127.0.0.1", port: Int = 0,
                secret: PreviewSecret = PreviewSecret(), connection: ConnectionLimits = ConnectionLimits()) {
        self.review = review
        self.host = host
        self.port = port
        self.secret = secret
        self.connection = connection
    }

    /// Serves until interrupted; `onReady` receives `http://HOST:PORT/?token=SECRET`.
    public func run(onReady: @escaping @Sendable (String) -> Void) async throws {
        let router = Router(context: BasicWebSocketRequestContext.self)
        let secret = secret, review = review
        router.get("/") { request, _ in GuardedApplication.entry(ReviewAssets.page, request: request, secret: secret) }
        router.get("/review.js") { _, _ in ReviewAssets.script }
        router.get("/review.css") { _, _ in ReviewAssets.styles }
        router.get("/favicon.ico") { _, _ in Response(status: .noContent) }
        router.get("/goldens") { _, _ in
            do { return ReviewAssets.json(ReviewListing.json(try review.pending())) } catch {
                return ReviewAssets.json(ReviewListing.error("\(error)"), status: .internalServerError)
            }
        }
        router.get("/file") { request, _ in
            let query = request.uri.queryParameters
            guard let id = query["id"].map(String.init), let name = query["name"].map(String.init) else {
                return ReviewAssets.text("give id and name", status: .badRequest)
            }
            do {
                guard let bytes = try review.file(id, named: name) else { return ReviewAssets.text("no such file", status: .notFound) }
                return ReviewAssets.file(bytes, named: name)
            } catch {
                return ReviewAssets.text("\(error)", status: .notFound)
            }
        }
        router.post("/accept") { request, _ in
            Self.act(on: request) { id in try review.accept(id) }
        }
        router.post("/reject") { request, _ in
            Self.act(on: request) { id in try review.reject(id); return [] }
        }
        var application = GuardedApplication(host: host, port: port, secret: secret, connection: connection)
        application.acceptsPosts = true
        try await application.run(router: router, onReady: onReady)
    }

    /// Runs `action` on the `id` of `request`: the files written as JSON, or the refusal.
    private static func act(on request: Request, _ action: (String) throws -> [String]) -> Response {
        guard let id = request.uri.queryParameters["id"].map(String.init) else {
            return ReviewAssets.json(ReviewListing.error("give the golden's id"), status: .badRequest)
        }
        do {
            return ReviewAssets.json(ReviewListing.done(id: id, written: try action(id)))
        } catch {
            return ReviewAssets.json(ReviewListing.error("\(error)"), status: .conflict)
        }
    }
}
