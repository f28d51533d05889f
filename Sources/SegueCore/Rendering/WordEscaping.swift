/// How the line-based text formats (golden traces, `segue run`'s table) write the names a
/// script chose (view ids in the columns, a golden's title) so that no name can add a line or
/// a column: every control character, DEL, `%` and, in a
/// column, the space (in the title the `—` that ends it instead) is written as `%XX`, its UTF-8 bytes in
/// upper-case hex; everything else is written as it is. Reading undoes it, so a name reads
/// back to the same name; a `%` not followed by two hex digits (never written) reads as
/// itself. Names Segue's examples use (letters, digits, `_`, `.`, `-`) are unchanged.
public enum WordEscaping {
    /// `name` escaped; `title` also escapes the em dash that ends the title.
    public static func escaped(_ name: String, title: Bool = false) -> String {
        let utf8 = name.utf8
        guard utf8.contains(where: { needsEscape($0, title: title) }) || (title && name.contains("—")) else { return name }
        var out: [UInt8] = []
        out.reserveCapacity(utf8.count + 8)
        let dash = Array("—".utf8)
        let bytes = Array(utf8)
        var index = 0
        while index < bytes.count {
            if title, bytes.count - index >= 3, Array(bytes[index..<index + 3]) == dash {
                for byte in dash { append(byte, to: &out) }
                index += 3
                continue
            }
            let byte = bytes[index]
            if needsEscape(byte, title: title) { append(byte, to: &out) } else { out.append(byte) }
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The name `field` (as written) stands for.
    public static func unescaped<Bytes: Collection>(_ field: Bytes) -> String where Bytes.Element == UInt8 {
        let bytes = Array(field)
        guard bytes.contains(UInt8(ascii: "%")) else { return String(decoding: bytes, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
               let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) {
                out.append(high << 4 | low)
                index += 3
            } else {
                out.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func needsEscape(_ byte: UInt8, title: Bool) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "%") || (byte == 0x20 && !title)
    }

    private static func append(_ byte: UInt8, to out: inout [UInt8]) {
        let digits = Array("0123456789ABCDEF".utf8)
        out.append(UInt8(ascii: "%"))
        out.append(digits[Int(byte >> 4)])
        out.append(digits[Int(byte & 15)])
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }
}
