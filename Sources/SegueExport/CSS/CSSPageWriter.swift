import SegueCore

/// Writes the page: the template (`css_export.html`) with the fixed styles
/// (`css_export.css`), the seek script (`css_export.js`), the elements nested as the views
/// are, and each element's rule and keyframes.
///
/// Promises: view ids appear only in `data-id` attributes, escaped (`&`, `<`, `>`, `"`,
/// `'`), and in the title, escaped; selectors and keyframe names are generated (`e0`, `k0_1`),
/// so no id can end an element, a style or a script.
struct CSSPageWriter {
    var title: String
    var size: Size
    /// The window's background colour: the stage's.
    var backgroundColor: Color
    var tree: CSSStageTree
    /// For each element, its presence and its plans by `ViewProperty.rawValue`.
    var elements: [CSSReplay.Element]
    /// For each element, its page classes beyond `v` (`p`, `c`, `s`, `b`).
    var classes: [[String]]

    func page() -> String {
        var rules = ""
        for (e, element) in elements.enumerated() {
            rules += rule(e, element)
        }
        var markup = ""
        for root in tree.roots { write(root, depth: 1, into: &markup) }
        let c = backgroundColor
        func channel(_ v: Double) -> String { CSSNumber.text(min(max(v.isNaN ? 0 : v, 0), 1) * 255) }
        let stage = "width:\(CSSNumber.text(size.width))px;height:\(CSSNumber.text(size.height))px;"
            + "background:rgb(\(channel(c.red)) \(channel(c.green)) \(channel(c.blue)) / \(CSSNumber.text(min(max(c.alpha.isNaN ? 0 : c.alpha, 0), 1))))"
        // Fill the template's slots last-to-first-safe: none of the inserted texts holds a slot's name
        // (ids are escaped, so `{{` cannot come from them inside an attribute — but a title can: it is escaped too).
        let template = String(decoding: PackageResources.css_export_html, as: UTF8.self)
        return template
            .replacing("{{TITLE}}", with: Self.escaped(title))
            .replacing("{{STYLE}}", with: String(decoding: PackageResources.css_export_css, as: UTF8.self))
            .replacing("{{SCRIPT}}", with: String(decoding: PackageResources.css_export_js, as: UTF8.self))
            .replacing("{{STAGE_STYLE}}", with: stage)
            .replacing("{{ANIMATIONS}}", with: rules)
            .replacing("{{ELEMENTS}}", with: markup)
    }

    private func write(_ e: Int, depth: Int, into markup: inout String) {
        let indent = String(repeating: " ", count: depth)
        let names = (["v"] + classes[e]).joined(separator: " ")
        markup += "\(indent)<div id=\"e\(e)\" class=\"\(names)\" data-id=\"\(Self.escaped(tree.elements[e].viewID))\">"
        if tree.elements[e].children.isEmpty {
            markup += "</div>\n"
            return
        }
        markup += "\n"
        for child in tree.elements[e].children { write(child, depth: depth + 1, into: &markup) }
        markup += "\(indent)</div>\n"
    }

    private func rule(_ e: Int, _ element: CSSReplay.Element) -> String {
        var declarations: [String] = []
        var animations: [String] = []
        var keyframes = ""
        func add(_ name: String, _ plan: CSSPropertyPlan, initial: Double) {
            switch plan {
            case .constant(let value):
                if value != initial { declarations.append("\(name):\(CSSNumber.text(value))") }
            case .animated(let list):
                for animation in list {
                    let keyframe = "k\(e)_\(animations.count)"
                    keyframes += "@keyframes \(keyframe){from{\(name):\(CSSNumber.text(animation.from))}to{\(name):\(CSSNumber.text(animation.to))}}\n"
                    animations.append("\(keyframe) \(Self.milliseconds(animation.duration)) \(animation.easing.css) "
                        + "\(Self.milliseconds(animation.delay)) 1 normal \(animation.fillsBackwards ? "both" : "forwards")")
                }
            }
        }
        add(CSSProperty.presence, element.presence, initial: 1)
        for property in ViewProperty.allCases {
            guard let name = CSSProperty.name(property), property.rawValue < element.plans.count else { continue }
            add(name, element.plans[property.rawValue], initial: CSSProperty.initial(property))
        }
        if !animations.isEmpty { declarations.append("animation:" + animations.joined(separator: ",")) }
        guard !declarations.isEmpty else { return keyframes }
        return keyframes + "#e\(e){" + declarations.joined(separator: ";") + "}\n"
    }

    /// `seconds` as a CSS time in milliseconds.
    static func milliseconds(_ seconds: Double) -> String {
        CSSNumber.text(seconds * 1000) + "ms"
    }

    /// `text` safe inside an HTML attribute value or element: `&`, `<`, `>`, `"`, `'` as
    /// character references.
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }
}
