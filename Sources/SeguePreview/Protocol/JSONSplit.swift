/// The elements of a JSON array written by ``JSONOut``, as their texts: what ``FrameDeltas``
/// compares field by field.
enum JSONSplit {
    /// The texts of the top-level elements of `array` (`[a,[b,c],"d,e"]` → `a`, `[b,c]`,
    /// `"d,e"`): commas inside nested arrays, objects and strings do not split. Empty for
    /// `[]` or for a text that is not an array.
    static func elements(of array: String) -> [String] {
        let bytes = Array(array.utf8)
        guard bytes.count >= 2, bytes[0] == UInt8(ascii: "["), bytes[bytes.count - 1] == UInt8(ascii: "]") else { return [] }
        var parts: [String] = []
        var depth = 0, inString = false, escaped = false, start = 1
        for index in 1 ..< bytes.count - 1 {
            let byte = bytes[index]
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            case UInt8(ascii: ",") where depth == 0:
                parts.append(String(decoding: bytes[start ..< index], as: UTF8.self))
                start = index + 1
            default: break
            }
        }
        if bytes.count > 2 { parts.append(String(decoding: bytes[start ..< bytes.count - 1], as: UTF8.self)) }
        return parts
    }
}
