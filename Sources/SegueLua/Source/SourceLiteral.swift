/// A number literal of a script, exactly where it is: what the preview shows as an input
/// and rewrites when it changes.
public struct SourceLiteral: Equatable, Sendable {
    /// Its bytes in the file — a unary minus written right before the numeral included
    /// (`-0.5` is one value).
    public var range: Range<Int>
    /// Those bytes as text (`-0.5`, `0x10`, `1e-3`).
    public var text: String
    /// Its value (negated when it has its minus).
    public var value: Double
    /// Whether Lua reads the numeral as an integer.
    public var isInteger: Bool
    /// Whether the numeral is hexadecimal.
    public var isHex: Bool
    /// The 1-based line it is on.
    public var line: Int
    /// The field or argument it is the whole value of, when the reader could tell; nil for
    /// a literal inside an expression or a statement that is no assignment.
    public var place: ValuePlace?
}

/// A field or argument whose value is not one number literal but is computed: the preview
/// shows it read-only, with ``reason``.
public struct ComputedValue: Equatable, Sendable {
    /// The bytes of the value's expression.
    public var range: Range<Int>
    /// The 1-based line it starts on.
    public var line: Int
    /// The field or argument it is the value of.
    public var place: ValuePlace
    /// Why it cannot be edited as a number: "an expression", "the variable foo".
    public var reason: String
}
