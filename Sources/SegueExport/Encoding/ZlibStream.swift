import CZlib

/// zlib's compressed stream (RFC 1950: a two-byte header, the deflate stream, an Adler-32
/// trailer), as browsers' `DecompressionStream("deflate")` and zlib's `uncompress` read it.
///
/// Promises: the bytes decompress to exactly the bytes given; nil only when zlib fails.
public enum ZlibStream {
    /// `bytes` compressed at zlib's `level`: 1 (fastest) to 9 (smallest, the default).
    public static func compress(_ bytes: [UInt8], level: Int32 = Z_BEST_COMPRESSION) -> [UInt8]? {
        let level = max(Z_BEST_SPEED, min(Z_BEST_COMPRESSION, level))
        var length = compressBound(uLong(bytes.count))
        var out = [UInt8](repeating: 0, count: Int(length))
        let status = out.withUnsafeMutableBufferPointer { target in
            bytes.withUnsafeBufferPointer { source in
                compress2(target.baseAddress, &length, source.baseAddress, uLong(source.count), level)
            }
        }
        guard status == Z_OK, length >= 6 else { return nil }
        return Array(out[..<Int(length)])
    }

    /// `bytes` as a raw deflate stream: ``compress(_:level:)``'s without its two-byte header and its
    /// Adler-32 trailer (no preset dictionary is used, so the header is two bytes), as a ZIP
    /// entry holds it.
    public static func rawDeflate(_ bytes: [UInt8]) -> [UInt8]? {
        guard let stream = compress(bytes) else { return nil }
        return Array(stream[2 ..< stream.count - 4])
    }
}
