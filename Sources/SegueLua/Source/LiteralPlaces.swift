/// Finds, over a script's tokens, the place of each number literal that is the whole value
/// of a table field, a call argument or an assignment, and the fields and arguments whose
/// value is computed instead. It reads tables, calls, assignments and function bodies the
/// way Lua's grammar nests them, and nothing more: broken or unusual source leaves a
/// literal without a place, never with a wrong one's bytes (a literal's bytes come from
/// its token alone).
///
/// Promises: it ends on any tokens (every step moves forward), and nesting deeper than
/// ``maximumDepth`` is read flat, so hostile source cannot exhaust the stack.
struct LiteralPlaces {
    /// Deepest nesting of tables, calls and functions read for places.
    static let maximumDepth = 200

    private let tokens: [LuaToken]
    private let negated: Set<Int>
    private var index = 0
    private var depth = 0
    /// Places of number tokens, by token index.
    private(set) var places: [Int: ValuePlace] = [:]
    /// Fields and arguments whose value is computed.
    private(set) var computed: [ComputedValue] = []

    /// Reads `tokens`; `negated` holds the number tokens whose `-` makes one literal with them.
    init(tokens: [LuaToken], negated: Set<Int>) {
        self.tokens = tokens
        self.negated = negated
        block(untilEnd: false)
    }

    private static let keywords: Set<String> = [
        "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if", "in",
        "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while",
    ]
    private static let binaryOperators: Set<String> = [
        "+", "-", "*", "/", "//", "%", "^", "..", "==", "~=", "<", "<=", ">", ">=", "&", "|", "~", "<<", ">>",
        "and", "or",
    ]

    private var current: LuaToken? { index < tokens.count ? tokens[index] : nil }
    private func token(_ at: Int) -> LuaToken? { at < tokens.count ? tokens[at] : nil }
    private func isPlainName(_ token: LuaToken?) -> Bool {
        guard let token, token.kind == .name else { return false }
        return !Self.keywords.contains(token.text)
    }

    // MARK: Statements

    /// Statements up to the `end` that closes this block (`untilEnd`) or the end of the tokens.
    private mutating func block(untilEnd: Bool) {
        var open = 0
        while let token = current {
            let before = index
            if token.kind == .name {
                switch token.text {
                case "end":
                    index += 1
                    if open == 0, untilEnd { return }
                    open = max(open - 1, 0)
                case "if", "do":
                    open += 1
                    index += 1
                case "function":
                    index += 1
                    while let next = current, isPlainName(next) || next.is(".") || next.is(":") { index += 1 }
                    functionBody()
                case "local":
                    index += 1
                    if current?.is("function") != true { localStatement() }
                case "for":
                    index += 1
                    while let next = current, !next.is("="), !next.is("in"), !next.is("do") { index += 1 }
                    if current?.is("=") == true || current?.is("in") == true { index += 1 }
                case _ where isPlainName(token):
                    statementFromName()
                default:
                    index += 1
                }
            } else if token.is("{") {
                _ = expression(at: ValuePlace(path: []))
            } else if token.is("(") {
                _ = expression(at: nil)
            } else {
                index += 1
            }
            if index == before { index += 1 }
        }
    }

    /// `local a <const>, b = …`.
    private mutating func localStatement() {
        var targets: [String] = []
        while let token = current, isPlainName(token) {
            targets.append(token.text)
            index += 1
            if current?.is("<") == true { index += min(3, tokens.count - index) }
            guard current?.is(",") == true else { break }
            index += 1
        }
        guard current?.is("=") == true else { return }
        index += 1
        values(for: targets.map { ValuePlace(path: [$0]) })
    }

    /// A statement that starts with a name: a call, or an assignment `a.b, c = …`.
    private mutating func statementFromName() {
        var targets: [ValuePlace?] = []
        while true {
            let start = index
            let shape = suffixed(at: nil)
            if case .variable(let name) = shape {
                targets.append(ValuePlace(path: name.split(separator: ".").map(String.init)))
            } else {
                targets.append(nil)
            }
            guard index > start, current?.is(",") == true, isPlainName(token(index + 1)) else { break }
            index += 1
        }
        guard current?.is("=") == true else { return }
        index += 1
        values(for: targets)
    }

    /// An expression list, each value at its target's place.
    private mutating func values(for targets: [ValuePlace?]) {
        var position = 0
        while current != nil {
            let start = index
            _ = expression(at: position < targets.count ? targets[position] : nil)
            position += 1
            guard index > start, current?.is(",") == true else { return }
            index += 1
        }
    }

    /// `(params) block end`.
    private mutating func functionBody() {
        if current?.is("(") == true {
            while let token = current, !token.is(")") { index += 1 }
            index += 1
        }
        nested { $0.block(untilEnd: true) }
    }

    /// Runs `body` one level deeper, or skips one token when the nesting is too deep.
    private mutating func nested(_ body: (inout LiteralPlaces) -> Void) {
        guard depth < Self.maximumDepth else { index += 1; return }
        depth += 1
        body(&self)
        depth -= 1
    }

    // MARK: Expressions

    /// What an expression turned out to be.
    private enum Shape {
        /// One number literal (its token index), perhaps with its minus.
        case number(Int)
        /// A name or a chain of fields (`foo`, `a.b.c`).
        case variable(String)
        /// A table, a call, a function, a string, a constant: no number to edit.
        case other
        /// Operators at work.
        case operation
    }

    /// Reads one expression whose value goes to `place` (nil: nowhere to report).
    private mutating func expression(at place: ValuePlace?) -> Shape {
        let startToken = index
        var operands = 0
        var shape = Shape.other
        var mentionsText = false
        repeat {
            var unary = 0
            while let token = current, token.is("-") || token.is("not") || token.is("#") || token.is("~") {
                if !(token.is("-") && negated.contains(index + 1)) { unary += 1 }
                index += 1
            }
            let operand = self.operand(at: place)
            if case .other = operand, token(index - 1)?.kind == .string { mentionsText = true }
            shape = unary == 0 ? operand : .operation
            operands += 1
            guard let next = current, Self.binaryOperators.contains(next.text), next.kind != .string,
                  next.kind != .number else { break }
            if next.is("..") { mentionsText = true }
            index += 1
        } while current != nil
        if operands > 1 { shape = .operation }
        switch shape {
        case .number(let at):
            if let place { places[at] = place }
        case .variable(let name):
            if let place, !place.path.isEmpty { report(place, from: startToken, reason: "the variable \(name)") }
        case .operation:
            if let place, !place.path.isEmpty, !mentionsText { report(place, from: startToken, reason: "an expression") }
        case .other:
            break
        }
        return shape
    }

    private mutating func report(_ place: ValuePlace, from start: Int, reason: String) {
        guard start < index, let first = token(start), let last = token(index - 1) else { return }
        computed.append(ComputedValue(range: first.range.lowerBound..<last.range.upperBound, line: first.line,
                                      place: place, reason: reason))
    }

    /// One operand (no binary operator), its nested tables, calls and functions read.
    private mutating func operand(at place: ValuePlace?) -> Shape {
        guard let token = current else { return .other }
        switch token.kind {
        case .number:
            index += 1
            return .number(index - 1)
        case .malformedNumber, .string:
            index += 1
            return .other
        case .name where token.is("function"):
            index += 1
            functionBody()
            return .other
        case .name where isPlainName(token):
            return suffixed(at: place)
        case .symbol where token.is("("):
            return suffixed(at: place)
        case .symbol where token.is("{"):
            // A table is plain, but an options table or a phase given to a call that reads it
            // as its own (`segue.cubicKeyframe(to, d, { startVelocity = … })`) is that call's.
            let call = place?.call.flatMap { ValuePlace.readsTablesAsItsOwn($0) ? $0 : nil }
            nested { $0.table(at: place ?? ValuePlace(path: []), call: call) }
            return .other
        default:
            // nil, true, false, `...`, or a token no expression starts with (left to the caller).
            if token.kind == .name || token.is("...") { index += 1 }
            return .other
        }
    }

    /// A name or parenthesised expression with its suffixes: fields, indexes and calls.
    private mutating func suffixed(at place: ValuePlace?) -> Shape {
        var chain: [String] = []
        var isVariable = true
        if current?.is("(") == true {
            index += 1
            nested { _ = $0.expression(at: nil) }
            if current?.is(")") == true { index += 1 }
            isVariable = false
        } else if let token = current {
            chain.append(token.text)
            index += 1
        }
        var callee: String? { isVariable ? chain.joined(separator: ".") : nil }
        while let token = current {
            if token.is("."), isPlainName(self.token(index + 1)) || self.token(index + 1)?.kind == .name {
                chain.append(self.token(index + 1)?.text ?? "")
                index += 2
            } else if token.is(":"), let name = self.token(index + 1), name.kind == .name {
                let method = (callee ?? "") + ":" + name.text
                index += 2
                call(callee: isVariable ? method : nil, place: place)
                isVariable = false
            } else if token.is("[") {
                index += 1
                nested { _ = $0.expression(at: nil) }
                if current?.is("]") == true { index += 1 }
                isVariable = false
            } else if token.is("(") || token.is("{") || token.kind == .string {
                call(callee: callee, place: place)
                isVariable = false
            } else {
                break
            }
        }
        return isVariable ? .variable(chain.joined(separator: ".")) : .other
    }

    /// The arguments of a call to `callee`: `(a, b)`, `{ … }` or a string.
    private mutating func call(callee: String?, place: ValuePlace?) {
        guard let token = current else { return }
        let base = place ?? ValuePlace(path: [])
        if token.is("{") {
            nested { $0.table(at: base, call: callee) }
        } else if token.kind == .string {
            index += 1
        } else if token.is("(") {
            index += 1
            var position = 0
            nested { walker in
                while let next = walker.current, !next.is(")") {
                    let start = walker.index
                    position += 1
                    let argument = ValuePlace(path: base.path + [ValuePlace.argumentName(callee: callee, index: position)],
                                              call: callee)
                    _ = walker.expression(at: place == nil && callee == nil ? nil : argument)
                    if walker.current?.is(",") == true { walker.index += 1 } else if walker.index == start { walker.index += 1 }
                    if walker.index == start { break }
                }
            }
            if current?.is(")") == true { index += 1 }
        }
    }

    /// A table constructor at `place`, given to `call` (nil: a plain table).
    private mutating func table(at place: ValuePlace, call: String?) {
        index += 1  // {
        var position = 0
        while let token = current, !token.is("}") {
            let start = index
            if isPlainName(token) || token.kind == .name, self.token(index + 1)?.is("=") == true {
                index += 2
                _ = expression(at: place.appending(token.text, call: call))
            } else if token.is("[") {
                index += 1
                let key = current.flatMap(Self.keyName)
                _ = expression(at: nil)
                if current?.is("]") == true { index += 1 }
                if current?.is("=") == true { index += 1 }
                _ = expression(at: key.map { place.appending($0, call: call) })
            } else {
                position += 1
                _ = expression(at: place.appending("[\(position)]", call: call))
            }
            if let next = current, next.is(",") || next.is(";") { index += 1 }
            if index == start { index += 1 }
        }
        if current?.is("}") == true { index += 1 }
    }

    /// The name a `[key]` gives its field: a string's text, or `[N]` for a number.
    private static func keyName(_ token: LuaToken) -> String? {
        switch token.kind {
        case .number: return "[\(token.text)]"
        case .string:
            guard let first = token.text.first, first == "\"" || first == "'", token.text.count >= 2 else { return nil }
            return String(token.text.dropFirst().dropLast())
        default: return nil
        }
    }
}
