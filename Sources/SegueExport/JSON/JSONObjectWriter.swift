import SegueCore

/// Writes JSON text a member at a time, indented two spaces: strings quoted and escaped by
/// ``jsonQuoted(_:)``, numbers spelled by `JSONNumberSpeller` (the shortest form that
/// reads back to the same double; not finite: `null`). For the export documents, which must
/// read back bit for bit.
struct JSONObjectWriter {
    private(set) var text = ""
    private var depth = 0
    private var first = [true]

    /// Opens the document's top-level object.
    init() {
        text = "{"
        depth = 1
    }

    /// `value` as a JSON number.
    static func number(_ value: Double) -> String {
        String(decoding: JSONNumberSpeller.spelling(of: value), as: UTF8.self)
    }

    /// `value` as a JSON string.
    static func string(_ value: String) -> String { jsonQuoted(value) }

    /// Numbers as a one-line JSON array (nil as `null`).
    static func numbers(_ values: [Double?]) -> String {
        "[" + values.map { $0.map(number) ?? "null" }.joined(separator: ", ") + "]"
    }

    private mutating func key(_ name: String?) {
        if first[first.count - 1] { first[first.count - 1] = false } else { text += "," }
        text += "\n" + String(repeating: "  ", count: depth)
        if let name { text += jsonQuoted(name) + ": " }
    }

    /// A member (or an array element, with no name) whose value is JSON text already.
    mutating func raw(_ name: String?, _ json: String) {
        key(name)
        text += json
    }

    mutating func number(_ name: String?, _ value: Double) { raw(name, Self.number(value)) }
    mutating func string(_ name: String?, _ value: String) { raw(name, Self.string(value)) }
    mutating func bool(_ name: String?, _ value: Bool) { raw(name, value ? "true" : "false") }
    mutating func null(_ name: String?) { raw(name, "null") }

    /// Opens an object member (or element); close it with ``close()``.
    mutating func object(_ name: String?) { open(name, "{") }
    /// Opens an array member (or element); close it with ``close()``.
    mutating func array(_ name: String?) { open(name, "[") }

    private var closers: [String] = []

    private mutating func open(_ name: String?, _ bracket: String) {
        key(name)
        text += bracket
        closers.append(bracket == "{" ? "}" : "]")
        first.append(true)
        depth += 1
    }

    /// Closes the innermost open object or array.
    mutating func close() {
        depth -= 1
        let empty = first.removeLast()
        let closer = closers.removeLast()
        text += (empty ? "" : "\n" + String(repeating: "  ", count: depth)) + closer
    }

    /// The document, its top-level object closed.
    mutating func finished() -> String {
        while !closers.isEmpty { close() }
        return text + "\n}\n"
    }
}
