/// A script's bytes read as Lua: every number literal with its exact bytes and, when it is
/// the whole value of a field or argument, its place (`timing.dampingRatio` given to
/// `segue.spring`); and the fields whose value is computed, with why. Pure text
/// processing: nothing is run.
///
/// Promises: a literal's range covers exactly its numeral (and a unary minus written right
/// before it), never a byte of a comment or a string; any bytes can be read.
public struct ScriptSource: Sendable {
    /// The bytes read, as they are in the file.
    public let bytes: [UInt8]
    /// Every number literal, in the order they appear.
    public let literals: [SourceLiteral]
    /// Fields and arguments whose value is computed, in the order they were found.
    public let computed: [ComputedValue]

    /// Reads `bytes` (a whole file: a byte-order mark and a `#` first line are skipped).
    public init(bytes: [UInt8]) {
        self.bytes = bytes
        let tokens = LuaTokenizer.tokens(bytes)
        let negated = Self.negatedNumbers(tokens)
        let places = LiteralPlaces(tokens: tokens, negated: negated)
        var literals: [SourceLiteral] = []
        for (at, token) in tokens.enumerated() where token.kind == .number {
            guard let numeral = LuaNumeral(token.text) else { continue }
            let isNegated = negated.contains(at)
            let start = isNegated ? token.range.lowerBound - 1 : token.range.lowerBound
            literals.append(SourceLiteral(range: start..<token.range.upperBound,
                                          text: (isNegated ? "-" : "") + token.text,
                                          value: isNegated ? -numeral.value : numeral.value,
                                          isInteger: numeral.isInteger, isHex: numeral.isHex,
                                          line: token.line, place: places.places[at]))
        }
        self.literals = literals
        computed = places.computed
    }

    /// Reads the text `text` (as UTF-8).
    public init(_ text: String) { self.init(bytes: Array(text.utf8)) }

    /// The literal starting at byte `offset`, if one does.
    public func literal(at offset: Int) -> SourceLiteral? {
        literals.first { $0.range.lowerBound == offset }
    }

    /// The digest of ``bytes`` (``SourceDigest``): what an edit names to say which
    /// version of the file it was made on.
    public var digest: String { SourceDigest.of(bytes) }

    /// Number tokens right after a `-` that is a unary minus (nothing that ends an operand
    /// before it) and touches them: `-0.5` is one literal, `a-1` and `- 1` are not.
    private static func negatedNumbers(_ tokens: [LuaToken]) -> Set<Int> {
        var negated: Set<Int> = []
        for at in tokens.indices where at > 0 && tokens[at].kind == .number {
            let minus = tokens[at - 1]
            guard minus.is("-"), minus.range.upperBound == tokens[at].range.lowerBound else { continue }
            if at >= 2, endsOperand(tokens[at - 2]) { continue }
            negated.insert(at)
        }
        return negated
    }

    /// Whether `token` can end an operand, making a `-` after it a binary minus.
    private static func endsOperand(_ token: LuaToken) -> Bool {
        switch token.kind {
        case .number, .malformedNumber, .string: return true
        case .name:
            return !["and", "or", "not", "return", "then", "else", "elseif", "do", "in", "local", "until",
                     "if", "while", "repeat"].contains(token.text)
        case .symbol: return token.is(")") || token.is("]") || token.is("}") || token.is("...")
        }
    }
}
