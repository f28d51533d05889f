import Hummingbird

/// The review page's files (embedded from `Review/Assets/` at build time) and the responses
/// the review server gives.
enum ReviewAssets {
    static var page: Response { PreviewAssets.response(PackageResources.review_html, type: "text/html; charset=utf-8") }
    static var script: Response { PreviewAssets.response(PackageResources.review_js, type: "text/javascript; charset=utf-8") }
    static var styles: Response { PreviewAssets.response(PackageResources.review_css, type: "text/css; charset=utf-8") }

    /// `text` as JSON.
    static func json(_ text: String, status: HTTPResponse.Status = .ok) -> Response {
        var response = PreviewAssets.response(Array(text.utf8), type: "application/json")
        response.status = status
        return response
    }

    /// A short plain-text answer.
    static func text(_ text: String, status: HTTPResponse.Status) -> Response {
        var response = PreviewAssets.response(Array((text + "\n").utf8), type: "text/plain; charset=utf-8")
        response.status = status
        return response
    }

    /// A golden's file: a PNG as an image; a report as a page sandboxed into an origin of its
    /// own (its scripts run, but cannot reach the review's routes or cookie).
    static func file(_ bytes: [UInt8], named name: String) -> Response {
        if name.hasSuffix(".png") { return PreviewAssets.response(bytes, type: "image/png") }
        var response = PreviewAssets.response(bytes, type: "text/html; charset=utf-8")
        response.headers[.contentSecurityPolicy] = "sandbox allow-scripts"
        return response
    }
}
