import SegueLua

/// Where `.segue-test.lua` writes each option, read from its tokens (``LuaTokenizer``): the
/// fields of its table constructors by the keys that lead to them (`default.output`,
/// `ci.paths[2]`), and every string literal with its decoded value and the field it is
/// written in. A refusal of an option's value names the line found here.
///
/// How a line is found (``line(run:option:value:)``), most exact first: a string literal
/// equal to the value written in the run's own field (`default = { output = "x" }`, a list
/// item included); a string literal equal to the value anywhere (a value set through a
/// local); the line where the run's field's value starts (a value computed in place); the field by
/// that option name in any table; the line of the run's own field. The runs and options
/// themselves come from running the file, so this only places them: it reads any bytes
/// without trapping, and nesting is tracked with a stack of bounded depth.
struct TestConfigurationPlaces {
    /// A field of a table constructor: the keys from the outermost table to it.
    struct Field {
        var path: [String]
        /// The line of its key.
        var keyLine: Int
        /// The line of the first token of its value.
        var valueLine: Int
    }

    /// A string literal: its decoded bytes, the field it is written in, its line.
    struct Literal {
        var path: [String]
        var value: [UInt8]
        var line: Int
    }

    private(set) var fields: [Field] = []
    private(set) var literals: [Literal] = []

    /// Deepest nesting of brackets followed; deeper tokens are placed at the last level.
    static let maximumDepth = 200

    /// The places of `source`'s tables and strings.
    init(source: [UInt8]) {
        let tokens = LuaTokenizer.tokens(source)
        /// One open bracket: a table (`{`, with its path, the field being read and the next
        /// position) or a `(` / `[` (fields do not start inside it).
        struct Frame {
            var isTable: Bool
            var path: [String]
            var key: String?
            var position = 0
            var expectingField = true
            var valuePending = false
        }
        var stack: [Frame] = []
        func currentPath() -> [String] {
            guard let table = stack.last(where: \.isTable) else { return [] }
            return table.path + (table.key.map { [$0] } ?? [])
        }
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if var top = stack.last, top.isTable, top.expectingField, !token.is("}") {
                top.expectingField = false
                if token.kind == .name, index + 1 < tokens.count, tokens[index + 1].is("=") {
                    top.key = token.text
                    top.valuePending = true
                    fields.append(Field(path: top.path + [token.text], keyLine: token.line,
                                        valueLine: index + 2 < tokens.count ? tokens[index + 2].line : token.line))
                    stack[stack.count - 1] = top
                    index += 2
                    continue
                }
                if token.is("["), index + 3 < tokens.count, tokens[index + 1].kind == .string, tokens[index + 2].is("]"),
                   tokens[index + 3].is("="), let key = Self.decode(tokens[index + 1].text) {
                    let name = String(decoding: key, as: UTF8.self)
                    top.key = name
                    fields.append(Field(path: top.path + [name], keyLine: token.line,
                                        valueLine: index + 4 < tokens.count ? tokens[index + 4].line : token.line))
                    stack[stack.count - 1] = top
                    index += 4
                    continue
                }
                if !token.is("[") {
                    top.position += 1
                    top.key = "[\(top.position)]"
                    fields.append(Field(path: top.path + ["[\(top.position)]"], keyLine: token.line, valueLine: token.line))
                } else {
                    top.key = nil
                }
                stack[stack.count - 1] = top
            }
            switch token.kind {
            case .string:
                if let value = Self.decode(token.text) {
                    literals.append(Literal(path: currentPath(), value: value, line: token.line))
                }
            case .symbol where token.is("{"):
                if stack.count < Self.maximumDepth { stack.append(Frame(isTable: true, path: currentPath(), key: nil)) }
            case .symbol where token.is("(") || token.is("["):
                if stack.count < Self.maximumDepth { stack.append(Frame(isTable: false, path: [], key: nil)) }
            case .symbol where token.is("}") || token.is(")") || token.is("]"):
                if !stack.isEmpty { stack.removeLast() }
            case .symbol where token.is(",") || token.is(";"):
                if let top = stack.last, top.isTable { stack[stack.count - 1].expectingField = true }
            default:
                break
            }
            index += 1
        }
    }

    /// The line where option `option` of run `run` is written, its value `value` (one list
    /// item, for a list) when given; nil when the file shows none of it.
    func line(run: String, option: String, value: String?) -> Int? {
        let bytes = value.map { Array($0.utf8) }
        let field = [run, option]
        if let bytes, let literal = literals.first(where: { Array($0.path.prefix(2)) == field && $0.value == bytes }) {
            return literal.line
        }
        if let bytes, let literal = literals.first(where: { $0.value == bytes }) { return literal.line }
        if let own = fields.first(where: { $0.path == field }) { return own.valueLine }
        if let named = fields.first(where: { $0.path.last == option }) { return named.valueLine }
        return fields.first(where: { $0.path == [run] })?.keyLine
    }

    /// The bytes a Lua string literal (quotes or long brackets included) stands for; nil when
    /// it is not one Lua would read.
    static func decode(_ text: String) -> [UInt8]? {
        let bytes = Array(text.utf8)
        guard let first = bytes.first else { return nil }
        if first == UInt8(ascii: "[") {
            var level = 0
            var at = 1
            while at < bytes.count, bytes[at] == UInt8(ascii: "=") { level += 1; at += 1 }
            guard at < bytes.count, bytes[at] == UInt8(ascii: "["), bytes.count >= at + 1 + level + 2 else { return nil }
            var body = Array(bytes[(at + 1)..<(bytes.count - level - 2)])
            // The first newline right after the opening bracket is not part of the string.
            if body.starts(with: [13, 10]) || body.starts(with: [10, 13]) { body.removeFirst(2) }
            else if body.first == 10 || body.first == 13 { body.removeFirst() }
            return body
        }
        guard first == UInt8(ascii: "\"") || first == UInt8(ascii: "'"), bytes.count >= 2, bytes.last == first else { return nil }
        let body = bytes[1..<(bytes.count - 1)]
        var out: [UInt8] = []
        var index = body.startIndex
        func hex(_ b: UInt8) -> UInt32? {
            switch b {
            case 48...57: UInt32(b - 48)
            case 65...70: UInt32(b - 55)
            case 97...102: UInt32(b - 87)
            default: nil
            }
        }
        while index < body.endIndex {
            let b = body[index]
            index += 1
            guard b == UInt8(ascii: "\\") else { out.append(b); continue }
            guard index < body.endIndex else { return nil }
            let e = body[index]
            index += 1
            switch e {
            case UInt8(ascii: "n"): out.append(10)
            case UInt8(ascii: "t"): out.append(9)
            case UInt8(ascii: "r"): out.append(13)
            case UInt8(ascii: "a"): out.append(7)
            case UInt8(ascii: "b"): out.append(8)
            case UInt8(ascii: "f"): out.append(12)
            case UInt8(ascii: "v"): out.append(11)
            case 10, 13: out.append(10)
            case UInt8(ascii: "z"):
                while index < body.endIndex, body[index] == 32 || (9...13).contains(body[index]) { index += 1 }
            case UInt8(ascii: "x"):
                guard index + 1 < body.endIndex, let high = hex(body[index]), let low = hex(body[index + 1]) else { return nil }
                out.append(UInt8(high * 16 + low))
                index += 2
            case UInt8(ascii: "u"):
                guard index < body.endIndex, body[index] == UInt8(ascii: "{") else { return nil }
                index += 1
                var code: UInt32 = 0
                var digits = 0
                while index < body.endIndex, let digit = hex(body[index]) {
                    guard code <= 0x7FF_FFFF >> 4 else { return nil }
                    code = code << 4 | digit
                    digits += 1
                    index += 1
                }
                guard digits > 0, index < body.endIndex, body[index] == UInt8(ascii: "}") else { return nil }
                index += 1
                out += utf8(code)
            case 48...57:
                var code = UInt32(e - 48)
                var count = 1
                while count < 3, index < body.endIndex, (48...57).contains(body[index]) {
                    code = code * 10 + UInt32(body[index] - 48)
                    index += 1
                    count += 1
                }
                guard code <= 255 else { return nil }
                out.append(UInt8(code))
            default: out.append(e)  // \\, \", \'
            }
        }
        return out
    }

    /// Lua's UTF-8 of a code point up to 2³¹ (its `\u{…}` takes the old six-byte forms).
    private static func utf8(_ code: UInt32) -> [UInt8] {
        if code < 0x80 { return [UInt8(code)] }
        var bytes: [UInt8] = []
        var rest = code
        var limit: UInt32 = 0x3F
        while rest > limit {
            bytes.insert(UInt8(0x80 | (rest & 0x3F)), at: 0)
            rest >>= 6
            limit >>= 1
        }
        let lead = UInt8(truncatingIfNeeded: (~limit << 1) | rest)
        bytes.insert(lead, at: 0)
        return bytes
    }
}
