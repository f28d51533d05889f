import Glibc

/// The elements of a JSON array written by ``JSONOut``, found in its bytes: what
/// ``FrameDeltas`` compares field by field, without making a string of each.
enum JSONSplit {
    /// The ranges in `bytes` of the top-level elements of the array spanning `array` (its
    /// `[` to its `]`): `[a,[b,c],"d,e"]` → `a`, `[b,c]`, `"d,e"` — commas inside nested arrays,
    /// objects and strings do not split. Empty for `[]` or when `array` is not an array.
    static func ranges(in bytes: [UInt8], of array: Range<Int>) -> [Range<Int>] {
        // Byte values as constants and the bytes through a buffer pointer: a take at a thousand
        // views is tens of megabytes to split, and even a debug build must keep up.
        let open: UInt8 = 0x5B, close: UInt8 = 0x5D, openObject: UInt8 = 0x7B, closeObject: UInt8 = 0x7D
        let quote: UInt8 = 0x22, backslash: UInt8 = 0x5C, comma: UInt8 = 0x2C
        guard array.count >= 2, bytes[array.lowerBound] == open, bytes[array.upperBound - 1] == close else { return [] }
        let first = array.lowerBound + 1, end = array.upperBound - 1
        guard first < end else { return [] }
        var parts: [Range<Int>] = []
        bytes.withUnsafeBufferPointer { buffer in
            var depth = 0, inString = false, escaped = false, start = first
            var index = first
            while index < end {
                let byte = buffer[index]
                if inString {
                    if escaped { escaped = false } else if byte == backslash { escaped = true } else if byte == quote { inString = false }
                } else if byte == quote {
                    inString = true
                } else if byte == open || byte == openObject {
                    depth += 1
                } else if byte == close || byte == closeObject {
                    depth -= 1
                } else if byte == comma, depth == 0 {
                    parts.append(start ..< index)
                    start = index + 1
                }
                index += 1
            }
            parts.append(start ..< end)
        }
        return parts
    }

    /// Whether `a` in `aBytes` and `b` in `bBytes` hold the same bytes.
    static func same(_ aBytes: [UInt8], _ a: Range<Int>, _ bBytes: [UInt8], _ b: Range<Int>) -> Bool {
        guard a.count == b.count else { return false }
        if a.isEmpty { return true }
        return aBytes.withUnsafeBufferPointer { x in
            bBytes.withUnsafeBufferPointer { y in
                guard let x = x.baseAddress, let y = y.baseAddress else { return false }
                return memcmp(x + a.lowerBound, y + b.lowerBound, a.count) == 0
            }
        }
    }

    /// The texts of the top-level elements of `array` (see ``ranges(in:of:)``).
    static func elements(of array: String) -> [String] {
        let bytes = Array(array.utf8)
        return ranges(in: bytes, of: 0 ..< bytes.count).map { String(decoding: bytes[$0], as: UTF8.self) }
    }
}
