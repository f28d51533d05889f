import SegueCore

/// The spec's readable HTML sheet: the page in `Assets/spec_sheet.html`, self-contained (no
/// network: its content security policy allows nothing outside it), with the spec and each
/// track's replayed values at the take's times put in its JSON data block. The page builds
/// its text with `textContent` only, and the data is escaped so that no id or title can end
/// the block: `<`, `>`, `&` and the line separators are written as `\u` escapes.
enum SpecSheet {
    static let placeholder = "__SEGUE_SPEC_DATA__"

    /// The page for `json` (the spec document) with `drawn`, per track, the values drawn.
    static func html(json: String, drawn: [[Double?]]) -> String {
        let data = "{\"spec\": " + json + ", \"drawn\": [" + drawn.map(JSONObjectWriter.numbers).joined(separator: ", ") + "]}"
        let page = String(decoding: PackageResources.spec_sheet_html, as: UTF8.self)
        return page.replacingFirst(placeholder, with: scriptSafe(data))
    }

    /// JSON text safe inside a `<script>` element: the characters that could close it or
    /// start markup, and the JavaScript line separators, as escapes (the JSON reads the same).
    static func scriptSafe(_ json: String) -> String {
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
}

extension String {
    /// The text with the first occurrence of `target` replaced by `replacement`.
    func replacingFirst(_ target: String, with replacement: String) -> String {
        let bytes = Array(utf8), pattern = Array(target.utf8)
        guard !pattern.isEmpty, bytes.count >= pattern.count else { return self }
        for start in 0...(bytes.count - pattern.count) where bytes[start] == pattern[0] {
            if Array(bytes[start ..< start + pattern.count]) == pattern {
                return String(decoding: bytes[..<start], as: UTF8.self) + replacement
                    + String(decoding: bytes[(start + pattern.count)...], as: UTF8.self)
            }
        }
        return self
    }
}
