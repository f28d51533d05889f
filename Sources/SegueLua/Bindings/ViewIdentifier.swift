/// The one rule for the id a script gives a view or a controller (a scene's `id = …`,
/// `ctx:makeView { id = … }`): any text without a control character. A newline, tab,
/// carriage return, DEL or other C0/C1 control (and the Unicode line and paragraph
/// separators) is refused where the id is read, so no id can start a new line in a trace,
/// a report or a page; what every text format still escapes (spaces, quotes, `%`, `<`) it
/// escapes itself.
enum ViewIdentifier {
    /// `id` when it follows the rule; else an error naming `what` held it ("view", "controller",
    /// "ctx:makeView") and the offending character's code point.
    static func checked(_ id: String, _ what: String) throws -> String {
        if let bad = id.unicodeScalars.first(where: isControl) {
            let hex = String(bad.value, radix: 16, uppercase: true)
            let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            var shown = String.UnicodeScalarView()
            shown.append(contentsOf: id.unicodeScalars.filter { !isControl($0) })
            throw LuaScriptError("\(what) id '\(String(shown))' holds the control character \(code); ids are text without control characters")
        }
        return id
    }

    /// Whether `scalar` is a control character an id may not hold.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}
