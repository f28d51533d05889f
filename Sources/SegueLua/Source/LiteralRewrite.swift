/// Replaces one number literal of a script with a new number, every other token unchanged.
///
/// The new numeral is the shortest text that reads back to the same `Double`; an integer
/// literal stays an integer when the new value is whole (a hex one stays hex when it is not
/// negative), a float literal stays a float (`2.0`, not `2`).
///
/// Promises: the tokens around the literal stay the tokens they were. Where the new numeral
/// would run into its neighbour — a name or keyword before it (`and-19` → `and 5`, not
/// `and5`), a `-` before a negative value (`a-1` → `a- -2`, not the comment `a--2`), a `.`
/// before it, a name, digit or `.` after it — one space is put between them; no other byte
/// changes.
public enum LiteralRewrite {
    /// Why a rewrite was refused.
    public struct Refusal: Error, CustomStringConvertible, Equatable, Sendable {
        /// What is wrong, in words the page shows.
        public var description: String
        init(_ description: String) { self.description = description }
    }

    /// A rewritten source: its bytes, and where the new numeral stands in them.
    public struct Rewritten: Equatable, Sendable {
        /// The whole source after the rewrite.
        public var bytes: [UInt8]
        /// The new numeral's bytes (after a space put before it, if one was).
        public var range: Range<Int>
        /// The new numeral.
        public var text: String
    }

    /// `source`'s bytes with `literal` replaced by `value`. Refuses a value that is not
    /// finite, and a literal that is not in `source` as it is now (its bytes at its range
    /// differ: the file changed).
    public static func rewrite(_ source: ScriptSource, literal: SourceLiteral, to value: Double) throws(Refusal) -> [UInt8] {
        try rewritten(source, literal: literal, to: value).bytes
    }

    /// ``rewrite(_:literal:to:)``, telling where the new numeral is.
    public static func rewritten(_ source: ScriptSource, literal: SourceLiteral, to value: Double) throws(Refusal) -> Rewritten {
        guard value.isFinite else { throw Refusal("the new value must be a finite number, got \(value)") }
        let bytes = source.bytes
        guard literal.range.lowerBound >= 0, literal.range.upperBound <= bytes.count,
              Array(bytes[literal.range]) == Array(literal.text.utf8),
              source.literal(at: literal.range.lowerBound)?.range == literal.range else {
            throw Refusal("the literal '\(literal.text)' is no longer at byte \(literal.range.lowerBound): the file changed since it was read")
        }
        let text = numeral(value, like: literal)
        let numeral = Array(text.utf8)
        let before = literal.range.lowerBound > 0 ? bytes[literal.range.lowerBound - 1] : nil
        let after = literal.range.upperBound < bytes.count ? bytes[literal.range.upperBound] : nil
        let spaceBefore = before.map { TokenBoundary.merges($0, numeral[0]) } ?? false
        let spaceAfter = after.map { TokenBoundary.runsOn(numeral, into: $0) } ?? false
        var result = Array(bytes[..<literal.range.lowerBound])
        if spaceBefore { result.append(UInt8(ascii: " ")) }
        let start = result.count
        result += numeral
        let end = result.count
        if spaceAfter { result.append(UInt8(ascii: " ")) }
        result += bytes[literal.range.upperBound...]
        return Rewritten(bytes: result, range: start..<end, text: text)
    }

    /// `value` written as a Lua numeral of the same kind as `literal` where it can be.
    public static func numeral(_ value: Double, like literal: SourceLiteral) -> String {
        let whole = value == value.rounded() && abs(value) < 9.2e18
        if literal.isInteger, whole, let integer = Int64(exactly: value) {
            if literal.isHex, integer >= 0 { return "0x" + String(integer, radix: 16) }
            return String(integer)
        }
        // Swift's description is the shortest text that reads back to the same Double
        // ("0.8", "1e-05", "2.0"), and Lua reads every such text as that float.
        return value == 0 && value.sign == .minus ? "-0.0" : value.description
    }
}
