import Hummingbird

/// The page's files, embedded in the binary at build time from `Assets/`.
enum PreviewAssets {
    /// The response serving one embedded file with its content type.
    static func response(_ bytes: [UInt8], type: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = type
        headers[.cacheControl] = "no-store"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    static var page: Response { response(PackageResources.index_html, type: "text/html; charset=utf-8") }
    static var script: Response { response(PackageResources.preview_js, type: "text/javascript; charset=utf-8") }
    static var styles: Response { response(PackageResources.preview_css, type: "text/css; charset=utf-8") }
}
