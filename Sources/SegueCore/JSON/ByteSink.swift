#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// Bytes on their way to a file: appended into one growing buffer and handed to the file in
/// large writes. Every append checks the room it needs and grows the buffer, so no append
/// writes past it.
///
/// ``appendPadded(_:length:)`` copies a fixed 32 bytes and keeps `length` of them: callers keep
/// their short pieces (keys, numbers) in 32-byte slots, and the copy costs the same whatever
/// the length.
public struct ByteSink: ~Copyable {
    @usableFromInline var base: UnsafeMutablePointer<UInt8>
    @usableFromInline var capacity: Int
    @usableFromInline var held = 0
    /// The number of bytes held.
    public var count: Int { held }

    /// The size of the slots ``appendPadded(_:length:)`` copies.
    @inlinable public static var slotSize: Int { 32 }

    /// An empty sink with room for `capacity` bytes before it first grows.
    public init(capacity: Int = 1 << 17) {
        self.capacity = max(capacity, 2 * Self.slotSize)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Makes room for `needed` more bytes (and a slot's worth beyond them).
    @inlinable @inline(__always)
    public mutating func reserve(_ needed: Int) {
        if needed > capacity &- held &- Self.slotSize { grow(needed) }
    }

    @usableFromInline mutating func grow(_ needed: Int) {
        var newCapacity = capacity
        while needed > newCapacity - held - Self.slotSize { newCapacity *= 2 }
        let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        bigger.update(from: base, count: held)
        base.deallocate()
        base = bigger
        capacity = newCapacity
    }

    /// Appends one byte.
    @inlinable @inline(__always)
    public mutating func append(_ byte: UInt8) {
        reserve(1)
        base[held] = byte
        held &+= 1
    }

    /// Appends `length` (at most ``slotSize``) bytes of the ``slotSize``-byte slot at `slot`.
    @inlinable @inline(__always)
    public mutating func appendPadded(_ slot: UnsafeRawPointer, length: Int) {
        precondition(length >= 0 && length <= Self.slotSize)
        reserve(Self.slotSize)
        UnsafeMutableRawPointer(base + held).copyMemory(from: slot, byteCount: Self.slotSize)
        held &+= length
    }

    /// Appends `count` copies of `byte`.
    @inlinable
    public mutating func append(_ byte: UInt8, count repeats: Int) {
        guard repeats > 0 else { return }
        reserve(repeats)
        (base + held).update(repeating: byte, count: repeats)
        held &+= repeats
    }

    /// Lets `body` write at most `limit` bytes in place, at the end; `body` returns how many
    /// it wrote (clamped to `0...limit`), which the sink then holds.
    @inlinable
    public mutating func appendWritten(upTo limit: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        guard limit > 0 else { return }
        reserve(limit)
        held &+= min(max(body(base + held), 0), limit)
    }

    /// Appends `text`'s UTF-8.
    public mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    /// Appends `bytes`.
    public mutating func append(_ bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        reserve(bytes.count)
        UnsafeMutableRawPointer(base + held).copyMemory(from: source, byteCount: bytes.count)
        held &+= bytes.count
    }

    /// Appends `bytes`.
    public mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { append($0) }
    }

    /// Appends `text`'s UTF-8.
    public mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append(UnsafeRawBufferPointer($0)) }
    }

    /// The bytes held, for reading (valid until the next change).
    public func withBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(UnsafeRawBufferPointer(start: base, count: held))
    }

    /// Writes the bytes held to `file` and empties the sink; false when the file refused
    /// some of them.
    @discardableResult
    public mutating func write(to file: UnsafeMutablePointer<FILE>) -> Bool {
        guard held > 0 else { return true }
        let written = fwrite(base, 1, held, file)
        let complete = written == held
        held = 0
        return complete
    }

    /// Empties the sink, keeping its room.
    public mutating func removeAll() { held = 0 }
}
