/// JSON text made safe inside an HTML `<script>` element — the one way every page Segue writes
/// (the spec sheet, the conformance report, the golden report) embeds its data: the characters
/// that could close the element or start markup (`<`, `>`, `&`) and the JavaScript line
/// separators (U+2028, U+2029) written as `\u` escapes, so the JSON reads the same and no id or
/// title in it can end the script.
public func scriptEmbeddedJSON(_ json: String) -> String {
    var out = ""
    out.reserveCapacity(json.utf8.count)
    for scalar in json.unicodeScalars {
        switch scalar {
        case "<": out += "\\u003c"
        case ">": out += "\\u003e"
        case "&": out += "\\u0026"
        case "\u{2028}": out += "\\u2028"
        case "\u{2029}": out += "\\u2029"
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out
}
