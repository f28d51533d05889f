/// Replaces one number literal of a script with a new number, every other byte unchanged.
///
/// The new numeral is the shortest text that reads back to the same `Double`; an integer
/// literal stays an integer when the new value is whole (a hex one stays hex when it is not
/// negative), a float literal stays a float (`2.0`, not `2`).
public enum LiteralRewrite {
    /// Why a rewrite was refused.
    public struct Refusal: Error, CustomStringConvertible, Equatable, Sendable {
        /// What is wrong, in words the page shows.
        public var description: String
        init(_ description: String) { self.description = description }
    }

    /// `source`'s bytes with `literal` replaced by `value`. Refuses a value that is not
    /// finite, a literal that is not in `source` as it is now (its bytes at its range
    /// differ: the file changed), and a negative value right after a binary `-` (`a-1` would
    /// become `a--2`, a comment).
    public static func rewrite(_ source: ScriptSource, literal: SourceLiteral, to value: Double) throws(Refusal) -> [UInt8] {
        guard value.isFinite else { throw Refusal("the new value must be a finite number, got \(value)") }
        let bytes = source.bytes
        guard literal.range.lowerBound >= 0, literal.range.upperBound <= bytes.count,
              Array(bytes[literal.range]) == Array(literal.text.utf8),
              source.literal(at: literal.range.lowerBound)?.range == literal.range else {
            throw Refusal("the literal '\(literal.text)' is no longer at byte \(literal.range.lowerBound): the file changed since it was read")
        }
        let text = numeral(value, like: literal)
        if text.hasPrefix("-"), literal.range.lowerBound > 0, bytes[literal.range.lowerBound - 1] == UInt8(ascii: "-") {
            throw Refusal("the literal at line \(literal.line) follows a '-': a negative value there would start a comment")
        }
        var result = Array(bytes[..<literal.range.lowerBound])
        result += Array(text.utf8)
        result += bytes[literal.range.upperBound...]
        return result
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
