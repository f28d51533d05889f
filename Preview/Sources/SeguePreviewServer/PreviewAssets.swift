import Hummingbird
import SeguePreview

/// The page's files as responses, from the bytes SeguePreview embeds (``PreviewPageAssets``).
enum PreviewAssets {
    /// The response serving one embedded file with its content type.
    static func response(_ bytes: [UInt8], type: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = type
        headers[.cacheControl] = "no-store"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    static var page: Response { response(PreviewPageAssets.page, type: "text/html; charset=utf-8") }
    static var script: Response { response(PreviewPageAssets.script, type: "text/javascript; charset=utf-8") }
    static var styles: Response { response(PreviewPageAssets.styles, type: "text/css; charset=utf-8") }
}
