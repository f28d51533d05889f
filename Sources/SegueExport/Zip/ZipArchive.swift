import CZlib

/// A ZIP archive written in memory (PKWARE's APPNOTE, the subset every reader takes): entries
/// stored or deflated, each with its CRC-32, UTF-8 names, one central directory, no ZIP64.
///
/// Promises: the bytes open in any conforming reader (Python's `zipfile` checks them) with
/// every entry's name and bytes as added; an archive too large for the classic format (an
/// entry or the whole over 4 GiB less one byte, or 65,535 entries) is refused with a reason
/// rather than written wrong.
public struct ZipArchive: Sendable {
    /// How an entry's bytes are kept.
    public enum Method: UInt16, Sendable {
        /// As they are.
        case stored = 0
        /// Compressed by zlib's deflate (raw, no zlib header).
        case deflated = 8
    }

    /// Why an archive could not be written.
    public struct Refusal: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    private var body: [UInt8] = []
    private var directory: [UInt8] = []
    private var entries = 0

    /// An empty archive.
    public init() {}

    /// Adds `bytes` under `name` ("animations/panel.json"), deflated unless that would not
    /// make them smaller or `method` says stored.
    public mutating func add(name: String, bytes: [UInt8], method: Method = .deflated) throws(Refusal) {
        let nameBytes = Array(name.utf8)
        guard !nameBytes.isEmpty, nameBytes.count <= 0xFFFF else { throw Refusal(description: "zip: an entry's name must be 1 to 65,535 bytes") }
        guard entries < 0xFFFF else { throw Refusal(description: "zip: more than 65,535 entries") }
        let crc = Self.crc32(bytes)
        var kept = bytes
        var used = Method.stored
        if method == .deflated, let packed = Self.deflate(bytes), packed.count < bytes.count {
            kept = packed
            used = .deflated
        }
        let offset = body.count
        guard kept.count < 0xFFFF_FFFF, bytes.count < 0xFFFF_FFFF, offset + 30 + nameBytes.count + kept.count < 0xFFFF_FFFF else {
            throw Refusal(description: "zip: over 4 GiB (ZIP64 is not written)")
        }
        // Local header.
        Self.put32(0x0403_4B50, &body)
        Self.put16(20, &body)                  // version needed: 2.0
        Self.put16(0x0800, &body)              // flags: names are UTF-8
        Self.put16(used.rawValue, &body)
        Self.put16(0, &body)                   // time 00:00:00
        Self.put16(0x21, &body)                // date 1980-01-01 (fixed: the archive is reproducible)
        Self.put32(crc, &body)
        Self.put32(UInt32(kept.count), &body)
        Self.put32(UInt32(bytes.count), &body)
        Self.put16(UInt16(nameBytes.count), &body)
        Self.put16(0, &body)
        body += nameBytes
        body += kept
        // Central directory entry.
        Self.put32(0x0201_4B50, &directory)
        Self.put16(20, &directory)             // made by: MS-DOS, 2.0
        Self.put16(20, &directory)
        Self.put16(0x0800, &directory)
        Self.put16(used.rawValue, &directory)
        Self.put16(0, &directory)
        Self.put16(0x21, &directory)
        Self.put32(crc, &directory)
        Self.put32(UInt32(kept.count), &directory)
        Self.put32(UInt32(bytes.count), &directory)
        Self.put16(UInt16(nameBytes.count), &directory)
        Self.put16(0, &directory)              // extra
        Self.put16(0, &directory)              // comment
        Self.put16(0, &directory)              // disk
        Self.put16(0, &directory)              // internal attributes
        Self.put32(0, &directory)              // external attributes
        Self.put32(UInt32(offset), &directory)
        directory += nameBytes
        entries += 1
    }

    /// The archive's bytes: the entries, the central directory, its end record.
    public func bytes() throws(Refusal) -> [UInt8] {
        guard body.count + directory.count + 22 < 0xFFFF_FFFF else { throw Refusal(description: "zip: over 4 GiB (ZIP64 is not written)") }
        var out = body + directory
        Self.put32(0x0605_4B50, &out)
        Self.put16(0, &out)
        Self.put16(0, &out)
        Self.put16(UInt16(entries), &out)
        Self.put16(UInt16(entries), &out)
        Self.put32(UInt32(directory.count), &out)
        Self.put32(UInt32(body.count), &out)
        Self.put16(0, &out)
        return out
    }

    /// The CRC-32 (ISO 3309, zlib's) of `bytes`.
    public static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: uLong = CZlib.crc32(0, nil, 0)
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + (1 << 30))
            crc = bytes[start ..< end].withUnsafeBufferPointer { CZlib.crc32(crc, $0.baseAddress, uInt($0.count)) }
            start = end
        }
        return UInt32(truncatingIfNeeded: crc)
    }

    /// `bytes` as a raw deflate stream (``ZlibStream/rawDeflate(_:)``); nil if zlib fails.
    static func deflate(_ bytes: [UInt8]) -> [UInt8]? { ZlibStream.rawDeflate(bytes) }

    private static func put16(_ value: UInt16, _ out: inout [UInt8]) {
        out.append(UInt8(value & 0xFF))
        out.append(UInt8(value >> 8))
    }

    private static func put32(_ value: UInt32, _ out: inout [UInt8]) {
        for shift in stride(from: 0, to: 32, by: 8) { out.append(UInt8((value >> UInt32(shift)) & 0xFF)) }
    }
}
