/// Splits Lua 5.4 source into tokens, keeping each one's byte range: comments (`--`,
/// `--[[ ]]`, `--[==[ ]==]`) and spaces are skipped, strings (`'…'`, `"…"` with escapes,
/// `[[…]]`, `[=[…]=]`) and numerals (decimal, hex, exponents, hex floats) are one token each.
///
/// Promises: it reads any bytes without trapping — broken source (an unfinished string or
/// comment) ends its token at the end of the line or file, as far as Lua would have read —
/// and a byte-order mark and a first line starting with `#` are skipped as Lua's loader does.
public enum LuaTokenizer {
    /// The tokens of `bytes`, in order.
    public static func tokens(_ bytes: [UInt8]) -> [LuaToken] {
        var scanner = Scanner(bytes: bytes)
        return scanner.run()
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        var line = 1
        var tokens: [LuaToken] = []

        init(bytes: [UInt8]) { self.bytes = bytes }

        func byte(_ at: Int) -> UInt8? { at < bytes.count ? bytes[at] : nil }

        mutating func run() -> [LuaToken] {
            skipPreamble()
            while index < bytes.count {
                let start = index
                let startLine = line
                let first = bytes[index]
                switch first {
                case UInt8(ascii: "\n"):
                    line += 1; index += 1
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                    index += 1
                case UInt8(ascii: "-") where byte(index + 1) == UInt8(ascii: "-"):
                    index += 2
                    if let level = longBracketLevel(at: index) {
                        skipLongBracket(level: level)
                    } else {
                        while let b = byte(index), b != UInt8(ascii: "\n") { index += 1 }
                    }
                case UInt8(ascii: "'"), UInt8(ascii: "\""):
                    skipQuoted(first)
                    add(.string, start, startLine)
                case UInt8(ascii: "[") where longBracketLevel(at: index) != nil:
                    skipLongBracket(level: longBracketLevel(at: index) ?? 0)
                    add(.string, start, startLine)
                case _ where Self.isDigit(first) || (first == UInt8(ascii: ".") && byte(index + 1).map(Self.isDigit) == true):
                    skipNumeral()
                    let text = String(decoding: bytes[start..<index], as: UTF8.self)
                    add(LuaNumeral(text) == nil ? .malformedNumber : .number, start, startLine)
                case _ where Self.isNameStart(first):
                    while let b = byte(index), Self.isNameStart(b) || Self.isDigit(b) { index += 1 }
                    add(.name, start, startLine)
                default:
                    index += symbolLength(at: index)
                    add(.symbol, start, startLine)
                }
            }
            return tokens
        }

        mutating func add(_ kind: LuaToken.Kind, _ start: Int, _ startLine: Int) {
            tokens.append(LuaToken(kind: kind, range: start..<index, line: startLine,
                                   text: String(decoding: bytes[start..<index], as: UTF8.self)))
        }

        /// A UTF-8 byte-order mark, then a first line starting with `#` (Lua's loader skips both).
        mutating func skipPreamble() {
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
            if byte(index) == UInt8(ascii: "#") {
                while let b = byte(index), b != UInt8(ascii: "\n") { index += 1 }
            }
        }

        /// The level of a long bracket opening at `at` (`[[` is 0, `[==[` is 2), if one does.
        func longBracketLevel(at start: Int) -> Int? {
            guard byte(start) == UInt8(ascii: "[") else { return nil }
            var at = start + 1
            while byte(at) == UInt8(ascii: "=") { at += 1 }
            return byte(at) == UInt8(ascii: "[") ? at - start - 1 : nil
        }

        /// Moves past a long bracket of `level` opening here, to its closing bracket or the end.
        mutating func skipLongBracket(level: Int) {
            index += level + 2
            while index < bytes.count {
                let b = bytes[index]
                if b == UInt8(ascii: "\n") { line += 1 }
                if b == UInt8(ascii: "]") {
                    var at = index + 1
                    while byte(at) == UInt8(ascii: "=") { at += 1 }
                    if at - index - 1 == level, byte(at) == UInt8(ascii: "]") {
                        index = at + 1
                        return
                    }
                }
                index += 1
            }
        }

        /// Moves past a quoted string, its escapes included (`\z` and an escaped newline
        /// too), to its closing quote or the end of the line.
        mutating func skipQuoted(_ quote: UInt8) {
            index += 1
            while let b = byte(index) {
                if b == quote { index += 1; return }
                if b == UInt8(ascii: "\n") { return }
                if b == UInt8(ascii: "\\") {
                    index += 1
                    if byte(index) == UInt8(ascii: "\n") { line += 1 }
                    if byte(index) == UInt8(ascii: "z") {
                        // `\z` skips the spaces and newlines that follow.
                        index += 1
                        while let s = byte(index), s == 0x20 || (s >= 0x09 && s <= 0x0D) {
                            if s == UInt8(ascii: "\n") { line += 1 }
                            index += 1
                        }
                        continue
                    }
                }
                index += 1
            }
        }

        /// Moves past a numeral as Lua's lexer reads one: digits, letters and dots, and a
        /// sign right after an exponent mark (`e`, or `p` after `0x`).
        mutating func skipNumeral() {
            let isHex = bytes[index] == UInt8(ascii: "0") && (byte(index + 1) == UInt8(ascii: "x") || byte(index + 1) == UInt8(ascii: "X"))
            if isHex { index += 2 }
            let exponents: [UInt8] = isHex ? [UInt8(ascii: "p"), UInt8(ascii: "P")] : [UInt8(ascii: "e"), UInt8(ascii: "E")]
            while let b = byte(index) {
                if exponents.contains(b) {
                    index += 1
                    if byte(index) == UInt8(ascii: "+") || byte(index) == UInt8(ascii: "-") { index += 1 }
                } else if Self.isDigit(b) || Self.isNameStart(b) || b == UInt8(ascii: ".") {
                    index += 1
                } else {
                    break
                }
            }
        }

        /// How many bytes the symbol at `at` takes: Lua's two- and three-byte operators, else one.
        func symbolLength(at: Int) -> Int {
            let a = bytes[at], b = byte(at + 1), c = byte(at + 2)
            let dot = UInt8(ascii: ".")
            if a == dot, b == dot { return c == dot ? 3 : 2 }
            if let b, Self.twoByteSymbols.contains(where: { $0[0] == a && $0[1] == b }) { return 2 }
            return 1
        }

        /// Lua's two-byte operators (`..` and `...` apart).
        static let twoByteSymbols: [[UInt8]] = ["==", "~=", "<=", ">=", "//", "::", "<<", ">>"].map { Array($0.utf8) }

        static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
        static func isNameStart(_ b: UInt8) -> Bool {
            (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z")) || b == UInt8(ascii: "_")
        }
    }
}
