import CZlib

/// PNG files read and written in the process, with zlib: what image goldens compare and the
/// diffs they write. Reads 8-bit greyscale, grey + alpha, RGB and RGBA images, not interlaced
/// (what `rsvg-convert` and ImageMagick's `png32:` write); writes 8-bit RGBA.
///
/// Promises: a file is checked before it is trusted — its signature, every chunk's length and
/// CRC, the header's sizes (at most 16,384 pixels a side, 16 M pixels in all) and the inflated length — and
/// anything else is an ``ImageToolError`` saying what, never a trap; the same image always
/// encodes to the same bytes.
enum PNGCodec {
    private static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
    /// The largest side read or written.
    static let maximumSide = 16_384
    /// The most pixels read: a header is believed only this far before anything is
    /// allocated for it (64 MB of RGBA).
    static let maximumPixels = 16 << 20

    /// The image in a PNG file's bytes.
    static func decode(_ bytes: [UInt8]) throws(ImageToolError) -> PixelImage {
        var header: [UInt8]?
        var compressed: [UInt8] = []
        for chunk in try chunks(bytes) {
            switch chunk.type {
            case "IHDR": header = chunk.data
            case "IDAT": compressed += chunk.data
            default: break
            }
        }
        guard let header else { throw ImageToolError("the PNG file has no header") }
        return try decode(header: header, compressed: compressed)
    }

    /// The chunks of a PNG file's bytes up to `IEND`, each checked (its length and CRC).
    static func chunks(_ bytes: [UInt8]) throws(ImageToolError) -> [(type: String, data: [UInt8])] {
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { throw ImageToolError("not a PNG file") }
        var offset = 8
        var chunks: [(type: String, data: [UInt8])] = []
        while true {
            guard offset + 8 <= bytes.count else { throw ImageToolError("the PNG file is cut short") }
            let length = Int(readUInt32(bytes, at: offset))
            let type = Array(bytes[(offset + 4)..<(offset + 8)])
            guard length <= bytes.count - offset - 12 else { throw ImageToolError("the PNG file is cut short") }
            let data = Array(bytes[(offset + 8)..<(offset + 8 + length)])
            let stored = readUInt32(bytes, at: offset + 8 + length)
            guard stored == crc(type + data) else { throw ImageToolError("a PNG chunk's CRC does not match") }
            let name = String(decoding: type, as: UTF8.self)
            if name == "IEND" { return chunks }
            chunks.append((name, data))
            offset += 12 + length
        }
    }

    /// The sizes in an `IHDR`'s data, checked against the limits.
    static func size(header: [UInt8]) throws(ImageToolError) -> (width: Int, height: Int) {
        guard header.count == 13 else { throw ImageToolError("the PNG file has no header") }
        let width = Int(readUInt32(header, at: 0)), height = Int(readUInt32(header, at: 4))
        guard (1...maximumSide).contains(width), (1...maximumSide).contains(height), width * height <= maximumPixels else {
            throw ImageToolError("a PNG of \(width) × \(height) pixels (at most \(maximumSide) a side and \(maximumPixels) pixels)")
        }
        return (width, height)
    }

    /// The image a header (`IHDR`'s data) and its zlib stream of rows describe.
    static func decode(header: [UInt8], compressed: [UInt8]) throws(ImageToolError) -> PixelImage {
        let (width, height) = try size(header: header)
        let depth = header[8], colorType = header[9], interlace = header[12]
        let channels: Int
        switch colorType {
        case 0: channels = 1
        case 2: channels = 3
        case 4: channels = 2
        case 6: channels = 4
        default: throw ImageToolError("a PNG with colour type \(colorType) (greyscale, RGB and their alpha forms are read)")
        }
        guard depth == 8, interlace == 0, header[10] == 0, header[11] == 0 else {
            throw ImageToolError("a PNG of \(depth)-bit samples\(interlace == 0 ? "" : ", interlaced") (8-bit, not interlaced, is read)")
        }
        let stride = width * channels
        var raw = [UInt8](repeating: 0, count: height * (stride + 1))
        var rawLength = uLongf(raw.count)
        let status = raw.withUnsafeMutableBufferPointer { out in
            compressed.withUnsafeBufferPointer { input in
                uncompress(out.baseAddress, &rawLength, input.baseAddress, uLong(input.count))
            }
        }
        guard status == Z_OK, Int(rawLength) == raw.count else { throw ImageToolError("the PNG's pixel data does not inflate to its size") }
        let samples = try unfilter(raw, stride: stride, height: height, bytesPerPixel: channels)
        return PixelImage(width: width, height: height, rgba: rgba(samples, channels: channels))
    }

    /// The PNG file of `image` (8-bit RGBA, rows unfiltered, zlib's default compression).
    static func encode(_ image: PixelImage) throws(ImageToolError) -> [UInt8] {
        let compressed = try compressedRows(image)
        var file = signature
        appendChunk("IHDR", header(width: image.width, height: image.height), to: &file)
        appendChunk("IDAT", compressed, to: &file)
        appendChunk("IEND", [], to: &file)
        return file
    }

    /// The PNG signature, the first 8 bytes of every PNG file.
    static var fileSignature: [UInt8] { signature }

    /// The `IHDR` data of an 8-bit RGBA image of `width × height`, not interlaced.
    static func header(width: Int, height: Int) -> [UInt8] {
        var header: [UInt8] = []
        appendUInt32(UInt32(truncatingIfNeeded: width), to: &header)
        appendUInt32(UInt32(truncatingIfNeeded: height), to: &header)
        header += [8, 6, 0, 0, 0]
        return header
    }

    /// The zlib stream of `image`'s rows, each led by filter 0: the data of its `IDAT` (or an
    /// APNG's `fdAT`) chunks.
    static func compressedRows(_ image: PixelImage) throws(ImageToolError) -> [UInt8] {
        guard (1...maximumSide).contains(image.width), (1...maximumSide).contains(image.height),
              image.rgba.count == image.width * image.height * 4 else {
            throw ImageToolError("cannot write a PNG of \(image.width) × \(image.height) pixels from \(image.rgba.count) bytes")
        }
        let stride = image.width * 4
        var raw = [UInt8]()
        raw.reserveCapacity(image.height * (stride + 1))
        for row in 0..<image.height {
            raw.append(0)
            raw += image.rgba[(row * stride)..<((row + 1) * stride)]
        }
        var compressedLength = compressBound(uLong(raw.count))
        var compressed = [UInt8](repeating: 0, count: Int(compressedLength))
        let status = compressed.withUnsafeMutableBufferPointer { out in
            raw.withUnsafeBufferPointer { input in
                compress2(out.baseAddress, &compressedLength, input.baseAddress, uLong(input.count), Z_DEFAULT_COMPRESSION)
            }
        }
        guard status == Z_OK else { throw ImageToolError("zlib could not compress the image (status \(status))") }
        return Array(compressed[0..<Int(compressedLength)])
    }

    // MARK: Rows

    /// The samples of rows each led by its filter byte, the filters undone. Every row's filter
    /// is checked first, then each row is undone by a loop of its own filter over the buffers
    /// (no bounds check a byte: the image goldens decode every golden frame of every run).
    private static func unfilter(_ raw: [UInt8], stride: Int, height: Int, bytesPerPixel bpp: Int) throws(ImageToolError) -> [UInt8] {
        guard raw.count == height * (stride + 1), bpp > 0, stride >= bpp else {
            throw ImageToolError("the PNG's pixel data does not match its size")
        }
        for row in 0..<height where raw[row * (stride + 1)] > 4 {
            throw ImageToolError("a PNG row with filter \(raw[row * (stride + 1)]) (0…4 exist)")
        }
        var out = [UInt8](repeating: 0, count: stride * height)
        raw.withUnsafeBufferPointer { rawBuffer in
            out.withUnsafeMutableBufferPointer { outBuffer in
                guard let input = rawBuffer.baseAddress, let output = outBuffer.baseAddress else { return }
                for row in 0..<height {
                    let filter = input[row * (stride + 1)]
                    let x = input + row * (stride + 1) + 1, current = output + row * stride
                    // The row above; the first row's is all zeros, which the "up" filters read as none.
                    let above: UnsafePointer<UInt8>? = row > 0 ? UnsafePointer(current - stride) : nil
                    unfilterRow(filter, x, current, above, stride, bpp)
                }
            }
        }
        return out
    }

    /// Undoes `filter` (0…4) on one row of `count` bytes from `x` into `current`, `above` the
    /// row above (nil for the first row).
    private static func unfilterRow(_ filter: UInt8, _ x: UnsafePointer<UInt8>, _ current: UnsafeMutablePointer<UInt8>,
                                    _ above: UnsafePointer<UInt8>?, _ count: Int, _ bpp: Int) {
        switch filter {
        case 1:   // Sub: the byte to the left
            for i in 0..<bpp { current[i] = x[i] }
            for i in bpp..<count { current[i] = x[i] &+ current[i - bpp] }
        case 2:   // Up: the byte above
            if let above {
                for i in 0..<count { current[i] = x[i] &+ above[i] }
            } else {
                for i in 0..<count { current[i] = x[i] }
            }
        case 0:
            for i in 0..<count { current[i] = x[i] }
        case 3:   // Average of left and above
            for i in 0..<count {
                let a = i >= bpp ? Int(current[i - bpp]) : 0, b = above.map { Int($0[i]) } ?? 0
                current[i] = x[i] &+ UInt8(truncatingIfNeeded: (a + b) / 2)
            }
        default:  // 4, Paeth: whichever of left, above and above-left is nearest left + above - above-left
            for i in 0..<count {
                let a = i >= bpp ? Int(current[i - bpp]) : 0, b = above.map { Int($0[i]) } ?? 0
                let c = i >= bpp ? above.map { Int($0[i - bpp]) } ?? 0 : 0
                let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                current[i] = x[i] &+ UInt8(truncatingIfNeeded: pa <= pb && pa <= pc ? a : (pb <= pc ? b : c))
            }
        }
    }

    /// Samples of `channels` per pixel widened to RGBA.
    private static func rgba(_ samples: [UInt8], channels: Int) -> [UInt8] {
        if channels == 4 { return samples }
        let pixels = samples.count / channels
        var out = [UInt8](repeating: 255, count: pixels * 4)
        for pixel in 0..<pixels {
            let s = pixel * channels, t = pixel * 4
            switch channels {
            case 1, 2:
                out[t] = samples[s]; out[t + 1] = samples[s]; out[t + 2] = samples[s]
                if channels == 2 { out[t + 3] = samples[s + 1] }
            default:
                out[t] = samples[s]; out[t + 1] = samples[s + 1]; out[t + 2] = samples[s + 2]
            }
        }
        return out
    }

    // MARK: Chunks

    static func readUInt32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }

    static func appendUInt32(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8),
                  UInt8(truncatingIfNeeded: value)]
    }

    static func appendChunk(_ type: String, _ data: [UInt8], to file: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        appendUInt32(UInt32(data.count), to: &file)
        file += typeBytes + data
        appendUInt32(crc(typeBytes + data), to: &file)
    }

    static func crc(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { UInt32(truncatingIfNeeded: crc32(0, $0.baseAddress, uInt($0.count))) }
    }
}
