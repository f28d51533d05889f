#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes doubles as JSON numbers: whole values (below 10¹⁵) as integers, others in the
/// shortest form that reads back to the same double, values that are not finite as `null`.
///
/// Spellings are remembered in a small table keyed by the value's bits, so a value written
/// again — a property that did not move, or the same eased value on many views — costs a
/// lookup and a copy instead of a conversion. A value always gets the same bytes, remembered
/// or not.
public struct JSONNumberSpeller: ~Copyable {
    // Each entry: the value's bits XOR emptyBits (8 bytes; so zeroed memory is an empty
    // entry), its spelling's length (1 byte, padded to 16), then the spelling in a 32-byte slot.
    @inlinable static var entrySize: Int { 48 }
    @inlinable static var entryShift: UInt64 { 52 }  // 2^(64 - 52) = 4096 entries
    @inlinable static var entryCount: Int { 1 << 12 }
    /// Bits no lookup asks for (a NaN: NaNs are spelled `null` without the table), stored as
    /// zero.
    @inlinable static var emptyBits: UInt64 { 0x7FF8_DEAD_BEEF_0000 }
    @usableFromInline let entries: UnsafeMutableRawPointer

    /// A speller with nothing remembered.
    public init() {
        // Zeroed by calloc: the system hands over zero pages only as they are first touched,
        // so a short run does not pay for the whole table.
        guard let zeroed = calloc(Self.entryCount, Self.entrySize) else {
            fatalError("out of memory for the number speller's 192 KB")  // as any allocation
        }
        entries = zeroed
    }

    deinit { free(entries) }

    /// Appends `value` spelled as a JSON number to `sink`.
    @inlinable @inline(__always)
    public mutating func append(_ value: Double, to sink: inout ByteSink) {
        guard value.isFinite else { return sink.append("null") }
        let bits = value.bitPattern
        let index = Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> Self.entryShift)
        let entry = entries + index &* Self.entrySize
        if entry.load(as: UInt64.self) != bits ^ Self.emptyBits { remember(value, at: entry) }
        sink.appendPadded(UnsafeRawPointer(entry + 16), length: Int(entry.load(fromByteOffset: 8, as: UInt8.self)))
    }

    @usableFromInline func remember(_ value: Double, at entry: UnsafeMutableRawPointer) {
        var length = 0
        Self.spell(value) { bytes in
            // The shortest round-trip spelling of a double is at most 24 bytes.
            length = min(bytes.count, ByteSink.slotSize)
            if let source = bytes.baseAddress { (entry + 16).copyMemory(from: source, byteCount: length) }
        }
        entry.storeBytes(of: UInt8(length), toByteOffset: 8, as: UInt8.self)
        entry.storeBytes(of: value.bitPattern ^ Self.emptyBits, as: UInt64.self)
    }

    /// Calls `body` with `value`'s spelling, made without allocating where it can be.
    private static func spell(_ value: Double, _ body: (UnsafeRawBufferPointer) -> Void) {
        guard value.isFinite else {
            return ("null" as StaticString).withUTF8Buffer { body(UnsafeRawBufferPointer($0)) }
        }
        guard value.magnitude < 1e15, value == value.rounded(.towardZero) else {
            // Swift's shortest round-trip text, taken from the standard library's own stack
            // buffer: no String is made (a String of more than 15 bytes is allocated).
            var scratch: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
            return withUnsafeMutableBytes(of: &scratch) { slot in
                var writer = SlotWriter(slot: slot)
                value.write(to: &writer)
                body(UnsafeRawBufferPointer(rebasing: slot[0..<writer.length]))
            }
        }
        var whole = Int64(value)  // exact: whole and below 10¹⁵
        let negative = whole < 0
        if negative { whole = -whole }
        var scratch: (UInt64, UInt64) = (0, 0)  // 16 bytes: a sign and at most 15 digits
        withUnsafeMutableBytes(of: &scratch) { digits in
            var index = digits.count
            repeat {
                index -= 1
                digits[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: whole % 10)
                whole /= 10
            } while whole > 0
            if negative {
                index -= 1
                digits[index] = UInt8(ascii: "-")
            }
            body(UnsafeRawBufferPointer(rebasing: digits[index...]))
        }
    }

    /// `value` spelled as a JSON number, without the table: what ``append(_:to:)`` writes.
    public static func spelling(of value: Double) -> [UInt8] {
        var spelling: [UInt8] = []
        spell(value) { spelling = Array($0) }
        return spelling
    }
}

/// Collects the text a number writes of itself into a fixed slot (at most its size).
private struct SlotWriter: TextOutputStream {
    let slot: UnsafeMutableRawBufferPointer
    var length = 0

    mutating func write(_ string: String) {
        var string = string
        string.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    /// What the standard library's number types call with their text (ASCII, on the stack).
    mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
        append(UnsafeRawBufferPointer(buffer))
    }

    private mutating func append(_ bytes: UnsafeRawBufferPointer) {
        let count = min(bytes.count, slot.count - length)
        guard count > 0, let source = bytes.baseAddress, let target = slot.baseAddress else { return }
        (target + length).copyMemory(from: source, byteCount: count)
        length += count
    }
}
