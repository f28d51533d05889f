/// The table's spill records are bytes: unsigned LEB128 varints and raw little-endian doubles.
extension Array where Element == UInt8 {
    /// Appends `value` as an unsigned LEB128 varint: 7 bits a byte, low bits first.
    @inline(__always)
    mutating func appendVarint(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        append(UInt8(truncatingIfNeeded: rest))
    }

    /// Appends the 8 bytes of `value`, little endian: read back bit for bit.
    @inline(__always)
    mutating func appendRaw(_ value: Double) { appendRaw(value.bitPattern) }

    /// Appends the 8 bytes of `value`, little endian.
    @inline(__always)
    mutating func appendRaw(_ value: UInt64) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }
}

/// Reads back what ``Swift/Array/appendVarint(_:)`` and ``Swift/Array/appendRaw(_:)`` wrote;
/// every read checks the bytes it needs are there and answers nil when they are not.
struct SpillCursor {
    private let bytes: UnsafeRawBufferPointer
    private var offset = 0

    /// A cursor at the start of `bytes`.
    init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    /// Whether every byte has been read.
    var isAtEnd: Bool { offset >= bytes.count }

    /// The next varint; nil when the bytes end inside it or it is longer than 64 bits.
    @inline(__always)
    mutating func varint() -> UInt64? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count, shift < 64 {
            let byte = bytes[offset]
            offset += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
        return nil
    }

    /// The next raw double; nil when fewer than 8 bytes are left.
    @inline(__always)
    mutating func double() -> Double? { raw().map { Double(bitPattern: $0) } }

    /// The next 8 raw bytes as an integer; nil when fewer than 8 bytes are left.
    @inline(__always)
    mutating func raw() -> UInt64? {
        guard bytes.count - offset >= 8 else { return nil }
        let bits = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        offset += 8
        return UInt64(littleEndian: bits)
    }
}
