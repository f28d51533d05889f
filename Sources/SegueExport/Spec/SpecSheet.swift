import SegueCore

/// The spec's readable HTML sheet: the page in `Assets/spec_sheet.html`, self-contained (no
/// network: its content security policy allows nothing outside it), with the spec and each
/// track's replayed values at the take's times put in its JSON data block. The page builds
/// its text with `textContent` only, and the data is embedded as every page's is
/// (`scriptEmbeddedJSON`), so that no id or title can end the block.
enum SpecSheet {
    static let placeholder = "__SEGUE_SPEC_DATA__"

    /// The page for `json` (the spec document) with `drawn`, per track, the values drawn.
    static func html(json: String, drawn: [[Double?]]) -> String {
        let data = "{\"spec\": " + json + ", \"drawn\": [" + drawn.map(JSONObjectWriter.numbers).joined(separator: ", ") + "]}"
        let page = String(decoding: PackageResources.spec_sheet_html, as: UTF8.self)
        return page.replacingFirst(placeholder, with: scriptEmbeddedJSON(data))
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
