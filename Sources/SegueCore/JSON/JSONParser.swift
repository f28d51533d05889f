/// Reads JSON text (RFC 8259) into ``JSONNode``s, recording the line each value starts on;
/// the first error stops it with its line.
public struct JSONParser {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    /// Deepest nesting accepted, so hostile input cannot exhaust the stack.
    private static let maximumDepth = 256

    /// Parses `text`, which must hold exactly one JSON value.
    public static func parse(_ text: String) throws(JSONError) -> JSONNode {
        var parser = JSONParser(bytes: Array(text.utf8))
        let node = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.index == parser.bytes.count else { throw parser.error("unexpected text after the JSON value") }
        return node
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func error(_ message: String) -> JSONError { JSONError(line: line, message) }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipSpace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
            if byte == 0x0A { line += 1 }
            index += 1
        }
    }

    private mutating func value(depth: Int) throws(JSONError) -> JSONNode {
        skipSpace()
        guard depth < Self.maximumDepth else { throw error("nested deeper than \(Self.maximumDepth) levels") }
        let start = line
        guard let byte = current else { throw error("unexpected end of the text, a value was expected") }
        switch byte {
        case UInt8(ascii: "{"): return JSONNode(try object(depth: depth), line: start)
        case UInt8(ascii: "["): return JSONNode(try array(depth: depth), line: start)
        case UInt8(ascii: "\""): return JSONNode(.string(try string()), line: start)
        case UInt8(ascii: "t"): try literal("true"); return JSONNode(.bool(true), line: start)
        case UInt8(ascii: "f"): try literal("false"); return JSONNode(.bool(false), line: start)
        case UInt8(ascii: "n"): try literal("null"); return JSONNode(.null, line: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return JSONNode(.number(try number()), line: start)
        default: throw error("unexpected character '\(Character(Unicode.Scalar(byte)))', a value was expected")
        }
    }

    private mutating func literal(_ word: String) throws(JSONError) {
        let expected = Array(word.utf8)
        guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw error("unexpected word, '\(word)' or another value was expected")
        }
        index += expected.count
    }

    private mutating func expect(_ character: Character, _ message: String) throws(JSONError) {
        skipSpace()
        guard current == character.asciiValue else { throw error(message) }
        index += 1
    }

    private mutating func object(depth: Int) throws(JSONError) -> JSONValue {
        index += 1
        var members: [(key: String, value: JSONNode)] = []
        skipSpace()
        if current == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipSpace()
            guard current == UInt8(ascii: "\"") else { throw error("an object key in double quotes was expected") }
            let key = try string()
            try expect(":", "':' was expected after the key \"\(key)\"")
            members.append((key, try value(depth: depth + 1)))
            skipSpace()
            if current == UInt8(ascii: ",") { index += 1; continue }
            try expect("}", "',' or '}' was expected in the object")
            return .object(members)
        }
    }

    private mutating func array(depth: Int) throws(JSONError) -> JSONValue {
        index += 1
        var elements: [JSONNode] = []
        skipSpace()
        if current == UInt8(ascii: "]") { index += 1; return .array(elements) }
        while true {
            elements.append(try value(depth: depth + 1))
            skipSpace()
            if current == UInt8(ascii: ",") { index += 1; continue }
            try expect("]", "',' or ']' was expected in the array")
            return .array(elements)
        }
    }

    private mutating func number() throws(JSONError) -> Double {
        let start = index
        func isDigit(_ byte: UInt8?) -> Bool { byte.map { (0x30...0x39).contains($0) } ?? false }
        /// Reads one or more digits; false when there is none.
        func digits() -> Bool {
            let first = index
            while isDigit(current) { index += 1 }
            return index > first
        }
        if current == UInt8(ascii: "-") { index += 1 }
        var wellFormed = true
        if current == UInt8(ascii: "0") {
            index += 1
            if isDigit(current) { wellFormed = false }
        } else {
            wellFormed = digits()
        }
        if wellFormed, current == UInt8(ascii: ".") {
            index += 1
            wellFormed = digits()
        }
        if wellFormed, current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            wellFormed = digits()
        }
        while isDigit(current) || current == UInt8(ascii: ".") { index += 1 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard wellFormed, let number = Double(text), number.isFinite else {
            throw error("malformed number '\(text)'")
        }
        return number
    }

    private mutating func string() throws(JSONError) -> String {
        index += 1
        var run = index
        var text = ""
        func flush(to end: Int) { text += String(decoding: bytes[run..<end], as: UTF8.self) }
        while true {
            guard let byte = current else { throw error("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                flush(to: index)
                index += 1
                return text
            case UInt8(ascii: "\\"):
                flush(to: index)
                index += 1
                guard let escaped = current else { throw error("unterminated string") }
                index += 1
                switch escaped {
                case UInt8(ascii: "\""): text += "\""
                case UInt8(ascii: "\\"): text += "\\"
                case UInt8(ascii: "/"): text += "/"
                case UInt8(ascii: "b"): text += "\u{8}"
                case UInt8(ascii: "f"): text += "\u{c}"
                case UInt8(ascii: "n"): text += "\n"
                case UInt8(ascii: "r"): text += "\r"
                case UInt8(ascii: "t"): text += "\t"
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code), current == UInt8(ascii: "\\"),
                       index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") {
                        index += 2
                        let low = try hex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw error("invalid surrogate pair in a string") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape in a string") }
                    text.unicodeScalars.append(scalar)
                default:
                    throw error("invalid escape '\\\(Character(Unicode.Scalar(escaped)))' in a string")
                }
                run = index
            case 0x00..<0x20:
                throw error("a control character inside a string (a line break must be written \\n)")
            default:
                index += 1
            }
        }
    }

    private mutating func hex4() throws(JSONError) -> UInt32 {
        guard index + 4 <= bytes.count,
              let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else {
            throw error("\\u must be followed by four hexadecimal digits")
        }
        index += 4
        return code
    }
}
