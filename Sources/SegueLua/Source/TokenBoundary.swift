/// Where two pieces of Lua source written side by side would read as other tokens than each
/// alone: what ``LiteralRewrite`` checks before it puts a numeral next to a neighbour.
enum TokenBoundary {
    /// Whether a numeral starting with `first` (a digit, `.` or `-`) would join the byte
    /// `previous` before it: a name or keyword (`and5`), a digit, a `.` (`..5` stays `..`
    /// then `5`, but `.5` would be one numeral), or a `-` before a `-` (a comment).
    static func merges(_ previous: UInt8, _ first: UInt8) -> Bool {
        if first == UInt8(ascii: "-") { return previous == UInt8(ascii: "-") }
        return isWordByte(previous) || previous == UInt8(ascii: ".")
    }

    /// Whether the byte `next` after `numeral` would be read as part of it: Lua's lexer
    /// takes letters, digits, `_` and `.` into a numeral (and a sign after an exponent mark,
    /// which a numeral never ends with).
    static func runsOn(_ numeral: [UInt8], into next: UInt8) -> Bool {
        isWordByte(next) || next == UInt8(ascii: ".")
    }

    /// A letter, a digit or `_`.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }
}
