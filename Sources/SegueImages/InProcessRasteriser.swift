import CRasterizer

/// SVG rasterised in this process by librsvg and cairo (the C target `CRasterizer`, which
/// loads them with `dlopen` the first time it is asked): the pixels `rsvg-convert --format
/// png` writes for the same document, as `PNGCodec` decodes them.
///
/// Promises: never a trap — a library that cannot be loaded, a document only `rsvg-convert`
/// sizes exactly (or one over `PNGCodec`'s size limits) and a malformed document each come
/// back as an ``Outcome`` with words; safe on any number of threads at once (the system
/// libraries are loaded once; each call owns its librsvg handle and cairo surface).
enum InProcessRasteriser {
    /// What a rasterisation came to.
    enum Outcome {
        /// The document's pixels.
        case image(PixelImage)
        /// librsvg or cairo could not be loaded: why.
        case unavailable(String)
        /// `rsvg-convert` should rasterise this document: why.
        case deferred(String)
        /// The document could not be read or drawn: what `rsvg-convert` would have said.
        case failed(String)
    }

    /// Rasterises `svg` with the system's libraries (loaded once) or other named ones (loaded
    /// for this call).
    static func rasterise(_ svg: String, libraries: SVGRasteriser.Libraries) -> Outcome {
        var words = [CChar](repeating: 0, count: 512)
        if libraries == .system {
            var reason: UnsafePointer<CChar>?
            guard let loaded = segue_raster_default_libraries(&reason) else {
                return .unavailable(reason.map { String(cString: $0) } ?? "librsvg could not be loaded")
            }
            return rasterise(svg, with: loaded, words: &words)
        }
        let opened = words.withUnsafeMutableBufferPointer { buffer in
            segue_raster_libraries_open(libraries.rsvg, libraries.cairo, libraries.gobject, libraries.glib,
                                        buffer.baseAddress, buffer.count)
        }
        guard let opened else { return .unavailable(text(words)) }
        defer { segue_raster_libraries_close(opened) }
        return rasterise(svg, with: opened, words: &words)
    }

    private static func rasterise(_ svg: String, with libraries: OpaquePointer, words: inout [CChar]) -> Outcome {
        var image = segue_raster_image()
        defer { segue_raster_image_free(&image) }
        var document = svg
        let status = document.withUTF8 { bytes in
            words.withUnsafeMutableBufferPointer { buffer in
                segue_raster_svg(libraries, UnsafeRawPointer(bytes.baseAddress)?.assumingMemoryBound(to: CChar.self),
                                 bytes.count, Int64(PNGCodec.maximumSide), Int64(PNGCodec.maximumPixels), &image,
                                 buffer.baseAddress, buffer.count)
            }
        }
        switch status {
        case SEGUE_RASTER_DONE:
            let width = Int(image.width), height = Int(image.height)
            guard let pixels = image.rgba, width > 0, height > 0 else { return .failed("librsvg drew no image") }
            let rgba = [UInt8](UnsafeBufferPointer(start: pixels, count: width * height * 4))
            return .image(PixelImage(width: width, height: height, rgba: rgba))
        case SEGUE_RASTER_UNAVAILABLE: return .unavailable(text(words))
        case SEGUE_RASTER_DEFERRED: return .deferred(text(words))
        default: return .failed(text(words))
        }
    }

    /// The NUL-terminated words in `buffer`.
    private static func text(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
