import SegueCore

/// Reads a page the css format wrote (edited since, perhaps) back into its replay: each
/// element's view id, its constant custom properties, and its animations with their keyframe
/// pairs, times, easings and fill modes — the page's own words, so that `segue export
/// --measure` measures what the edited page says.
///
/// Promises: never traps on any bytes; what it cannot read is an ``ExportFailure`` naming it.
/// A view's hidden frames are not in the page, so a view the page has more than one element for
/// is read from the one shown at the time asked (the first when none is).
struct CSSPageReader {
    let text: String

    func replay() throws(ExportFailure) -> CSSReplay {
        let elements = try elementIDs()
        let keyframes = try keyframePairs()
        var plans: [Int: [String: CSSPropertyPlan]] = [:]
        for (element, declarations) in try rules() {
            var constants: [String: Double] = [:]
            var animated: [String: [CSSAnimation]] = [:]
            for declaration in Self.split(declarations, by: ";") {
                guard let colon = declaration.firstIndex(of: ":") else { continue }
                let name = String(declaration[..<colon]).trimmed
                let value = String(declaration[declaration.index(after: colon)...]).trimmed
                if name == "animation" {
                    for item in Self.split(value, by: ",") {
                        let (keyframe, animation) = try Self.animation(item.trimmed, keyframes: keyframes)
                        animated[keyframe.property, default: []].append(
                            CSSAnimation(from: keyframe.from, to: keyframe.to, delay: animation.delay,
                                         duration: animation.duration, easing: animation.easing,
                                         fillsBackwards: animation.fillsBackwards))
                    }
                } else if name.hasPrefix("--") {
                    guard let number = Double(value), number.isFinite else {
                        throw ExportFailure("#e\(element): \(name) is not a number: \(value)")
                    }
                    constants[name] = number
                }
            }
            var byName: [String: CSSPropertyPlan] = [:]
            for (name, value) in constants { byName[name] = .constant(value) }
            for (name, list) in animated { byName[name] = .animated(list) }
            plans[element] = byName
        }
        var byView: [String: [CSSReplay.Element]] = [:]
        for (element, viewID) in elements {
            let named = plans[element] ?? [:]
            let presence = named[CSSProperty.presence] ?? .constant(1)
            let properties = ViewProperty.allCases.map { property -> CSSPropertyPlan in
                guard let name = CSSProperty.name(property) else { return .constant(CSSProperty.initial(property)) }
                return named[name] ?? .constant(CSSProperty.initial(property))
            }
            byView[viewID, default: []].append(CSSReplay.Element(presence: presence, listing: presence, plans: properties))
        }
        return CSSReplay(elements: byView)
    }

    /// Each element's number (`e3` → 3) and view id (`data-id`, unescaped), in page order.
    private func elementIDs() throws(ExportFailure) -> [(Int, String)] {
        var found: [(Int, String)] = []
        var rest = Substring(text)
        while let start = rest.firstRange(of: "<div id=\"e") {
            rest = rest[start.upperBound...]
            guard let quote = rest.firstIndex(of: "\""), let number = Int(rest[..<quote]) else {
                throw ExportFailure("an element's id is not e and a number")
            }
            guard let tagEnd = rest.firstIndex(of: ">") else { throw ExportFailure("element e\(number) has no end") }
            let tag = rest[..<tagEnd]
            guard let data = tag.firstRange(of: "data-id=\""), let close = tag[data.upperBound...].firstIndex(of: "\"") else {
                throw ExportFailure("element e\(number) has no data-id")
            }
            found.append((number, Self.unescaped(String(tag[data.upperBound ..< close]))))
            rest = rest[tagEnd...]
        }
        guard !found.isEmpty else { throw ExportFailure("the page has no view elements") }
        return found
    }

    /// `#eN{…}` rules: the element's number and its declarations.
    private func rules() throws(ExportFailure) -> [(Int, String)] {
        var found: [(Int, String)] = []
        for line in text.split(separator: "\n") where line.hasPrefix("#e") {
            guard let open = line.firstIndex(of: "{"), line.hasSuffix("}"),
                  let number = Int(line[line.index(line.startIndex, offsetBy: 2) ..< open]) else {
                throw ExportFailure("a rule is not #eN{…}: \(line.prefix(60))")
            }
            found.append((number, String(line[line.index(after: open) ..< line.index(before: line.endIndex)])))
        }
        return found
    }

    struct Pair { var property: String; var from: Double; var to: Double }

    /// `@keyframes NAME{from{--p:A}to{--p:B}}` by name.
    private func keyframePairs() throws(ExportFailure) -> [String: Pair] {
        var found: [String: Pair] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("@keyframes ") {
            let body = line.dropFirst("@keyframes ".count)
            guard let open = body.firstIndex(of: "{"),
                  let fromStart = body.firstRange(of: "{from{"), let fromEnd = body.firstRange(of: "}to{"),
                  fromStart.upperBound <= fromEnd.lowerBound, body.hasSuffix("}}") else {
                throw ExportFailure("keyframes are not from{…}to{…}: \(line.prefix(60))")
            }
            let name = String(body[..<open]).trimmed
            let from = String(body[fromStart.upperBound ..< fromEnd.lowerBound])
            let to = String(body[fromEnd.upperBound ..< body.index(body.endIndex, offsetBy: -2)])
            guard let a = Self.declaration(from), let b = Self.declaration(to), a.0 == b.0 else {
                throw ExportFailure("keyframes \(name) do not set one number from and to")
            }
            found[name] = Pair(property: a.0, from: a.1, to: b.1)
        }
        return found
    }

    private static func declaration(_ text: String) -> (String, Double)? {
        guard let colon = text.firstIndex(of: ":"), let value = Double(String(text[text.index(after: colon)...]).trimmed),
              value.isFinite else { return nil }
        return (String(text[..<colon]).trimmed, value)
    }

    /// One `animation` item: `NAME DURATIONms EASING DELAYms 1 normal both|forwards`.
    private static func animation(_ item: String, keyframes: [String: Pair])
        throws(ExportFailure) -> (Pair, (delay: Double, duration: Double, easing: CSSTimingFunction, fillsBackwards: Bool)) {
        let words = split(item, by: " ").filter { !$0.isEmpty }
        guard words.count >= 7, let pair = keyframes[words[0]] else {
            throw ExportFailure("an animation is not NAME DURATION EASING DELAY 1 normal FILL: \(item.prefix(60))")
        }
        let fill = words[words.count - 1]
        guard let duration = milliseconds(words[1]), let delay = milliseconds(words[words.count - 4]),
              words[words.count - 3] == "1", words[words.count - 2] == "normal", fill == "both" || fill == "forwards" else {
            throw ExportFailure("animation \(words[0]): times, count, direction or fill not as written")
        }
        let easing = try CSSTimingFunction(css: words[2 ..< words.count - 4].joined(separator: " "))
        return (pair, (delay, max(duration, 0), easing, fill == "both"))
    }

    private static func milliseconds(_ word: String) -> Double? {
        guard word.hasSuffix("ms"), let value = Double(word.dropLast(2)), value.isFinite else { return nil }
        return value / 1000
    }

    /// `text` split at `separator` outside parentheses.
    static func split(_ text: String, by separator: Character) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            if character == "(" { depth += 1 }
            if character == ")" { depth = max(depth - 1, 0) }
            if character == separator && depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }

    static func unescaped(_ text: String) -> String {
        text.replacing("&lt;", with: "<").replacing("&gt;", with: ">").replacing("&quot;", with: "\"")
            .replacing("&#39;", with: "'").replacing("&amp;", with: "&")
    }
}

extension CSSTimingFunction {
    /// The easing CSS text `css` names, as ``css`` writes them.
    init(css: String) throws(ExportFailure) {
        let text = css.trimmed
        func arguments(_ name: String) -> [String]? {
            guard text.hasPrefix(name + "("), text.hasSuffix(")") else { return nil }
            return CSSPageReader.split(String(text.dropFirst(name.count + 1).dropLast()), by: ",").map(\.trimmed)
        }
        if text == "linear" {
            self = .linear
        } else if let numbers = arguments("cubic-bezier") {
            let values = numbers.compactMap { Double($0) }.filter(\.isFinite)
            guard values.count == 4, (0 ... 1).contains(values[0]), (0 ... 1).contains(values[2]) else {
                throw ExportFailure("cubic-bezier() needs four numbers, x within 0…1: \(text.prefix(60))")
            }
            self = .cubicBezier(UnitBezier(values[0], values[1], values[2], values[3]))
        } else if let parts = arguments("steps") {
            let positions: [String: StepPosition] = ["jump-start": .jumpStart, "jump-end": .jumpEnd,
                                                     "jump-none": .jumpNone, "jump-both": .jumpBoth]
            guard parts.count == 2, let count = Int(parts[0]), count >= 1, count <= 1_000_000,
                  let position = positions[parts[1]] else {
                throw ExportFailure("steps() is not (COUNT, jump-…): \(text.prefix(60))")
            }
            self = .steps(count: count, position: position)
        } else if let stops = arguments("linear") {
            var points: [LinearStops.Stop] = []
            for stop in stops {
                let words = stop.split(separator: " ")
                guard words.count == 2, words[1].hasSuffix("%"), let output = Double(words[0]),
                      let percent = Double(words[1].dropLast()), output.isFinite, percent.isFinite,
                      percent >= (points.last?.input ?? 0) * 100 else {
                    throw ExportFailure("a linear() stop is not VALUE PERCENT%, inputs ascending: \(stop.prefix(40))")
                }
                points.append(.init(input: percent / 100, output: output))
            }
            guard points.count >= 2 else { throw ExportFailure("linear() needs two stops at least") }
            self = .stops(LinearStops(points: points))
        } else {
            throw ExportFailure("an easing the css format does not write: \(text.prefix(60))")
        }
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces.
    var trimmed: String {
        var scalars = Substring(self)
        while scalars.first == " " { scalars = scalars.dropFirst() }
        while scalars.last == " " { scalars = scalars.dropLast() }
        return String(scalars)
    }
}
