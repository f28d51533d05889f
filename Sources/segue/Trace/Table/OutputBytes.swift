#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif
import SegueCore

/// Bytes on their way to standard output, stored through a raw pointer: a writer makes room
/// for a whole row at once (``reserve(_:)``), then stores each byte without a check, and
/// ``flush()`` writes them out in one `fwrite`.
///
/// Used by one thread, never re-entered: its stored properties skip the dynamic exclusivity
/// check.
final class OutputBytes {
    @exclusivity(unchecked) private var base: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private var capacity: Int
    /// Bytes held.
    @exclusivity(unchecked) private(set) var count = 0

    /// An empty buffer with room for `capacity` bytes (it grows when asked for more).
    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Makes room for `bytes` more bytes: the appends that follow, up to that many, need no
    /// other room.
    @inline(__always)
    func reserve(_ bytes: Int) {
        guard count &+ bytes > capacity else { return }
        let grown = max(capacity * 2, count + bytes)
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        larger.update(from: base, count: count)
        base.deallocate()
        base = larger
        capacity = grown
    }

    /// Appends one byte (room made by ``reserve(_:)``).
    @inline(__always)
    func append(_ byte: UInt8) {
        base[count] = byte
        count &+= 1
    }

    /// Appends `count` copies of `byte` (room made by ``reserve(_:)``).
    @inline(__always)
    func append(_ byte: UInt8, count repeats: Int) {
        for _ in 0..<repeats { append(byte) }
    }

    /// Appends the UTF-8 of `text`, making room for it.
    func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            reserve(bytes.count)
            (base + count).update(from: bytes.baseAddress.unsafelyUnwrapped, count: bytes.count)
            count &+= bytes.count
        }
    }

    /// Appends `scaled` / 10^digits with `digits` decimals (``FixedDecimal``; room for
    /// ``FixedDecimal/maximumScaledBytes`` made by ``reserve(_:)``).
    @inline(__always)
    func append(scaled: Int64, digits: Int) {
        count &+= FixedDecimal.write(scaled: scaled, digits: digits, to: base + count)
    }

    /// Appends `value` with `digits` decimals (``FixedDecimal``), making room for it.
    func append(_ value: Double, digits: Int) {
        if let scaled = FixedDecimal.scaled(value, digits: digits) {
            reserve(FixedDecimal.maximumScaledBytes)
            append(scaled: scaled, digits: digits)
        } else {
            append(FixedDecimal.text(value, digits: digits))
        }
    }

    /// Writes the bytes held to standard output and empties the buffer.
    func flush() {
        guard count > 0 else { return }
        _ = fwrite(base, 1, count, stdout)
        count = 0
    }
}
