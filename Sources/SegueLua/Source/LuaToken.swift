/// One token of Lua 5.4 source, with the exact bytes it spans in the file: what
/// ``LuaTokenizer`` finds between the comments and the spaces.
public struct LuaToken: Equatable, Sendable {
    /// What a token is, as far as finding literals needs to know.
    public enum Kind: Equatable, Sendable {
        /// A name or a keyword (`local`, `function`, `segue`, `dampingRatio`).
        case name
        /// A numeral Lua reads as a number (`1`, `0.5`, `1e-3`, `0x1p4`).
        case number
        /// A numeral Lua refuses (`3..2`, `0x`, `1e`): never editable.
        case malformedNumber
        /// A quoted or long-bracket string, quotes and brackets included.
        case string
        /// An operator or punctuation (`=`, `..`, `{`, `~=`), or a byte Lua does not know.
        case symbol
    }

    /// What the token is.
    public var kind: Kind
    /// Its bytes' offsets in the file, first to one past the last.
    public var range: Range<Int>
    /// The 1-based line it starts on.
    public var line: Int
    /// Its text (for a string, with its quotes or brackets).
    public var text: String

    /// Whether the token is the name or symbol `text`.
    public func `is`(_ text: String) -> Bool { (kind == .name || kind == .symbol) && self.text == text }
}
