/// Finds the line an error without a position refers to. A check made by the `segue`
/// library can lose its caller's frame when the script tail-calls the constructor
/// (`return segue.transition { … }`); the message then names the field at fault, and this
/// finds the line that sets it, or else the line that calls the constructor.
enum SourceLocator {
    static func locate(_ message: String, in source: String) -> Int? {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        for field in quotedWords(in: message) {
            for (i, line) in lines.enumerated() where assigns(field, in: line) { return i + 1 }
        }
        if let constructor = message.split(separator: ":").first.map(String.init), constructor.hasPrefix("segue.") {
            let name = constructor.split(separator: " ").first.map(String.init) ?? constructor
            for (i, line) in lines.enumerated() where line.contains(name) { return i + 1 }
        }
        return nil
    }

    /// Every `'word'` in `message` that is a Lua identifier, in order.
    private static func quotedWords(in message: String) -> [String] {
        let parts = message.split(separator: "'", omittingEmptySubsequences: false)
        return stride(from: 1, to: parts.count - 1, by: 2).compactMap { i in
            let word = String(parts[i])
            guard let first = word.first, first.isLetter || first == "_",
                  word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
            return word
        }
    }

    /// Whether `line` has `field = …` (not `==`) with `field` as a whole word.
    private static func assigns(_ field: String, in line: Substring) -> Bool {
        var start = line.startIndex
        while start < line.endIndex {
            guard line[start...].hasPrefix(field) else {
                start = line.index(after: start)
                continue
            }
            let end = line.index(start, offsetBy: field.count)
            let before: Character = start == line.startIndex ? " " : line[line.index(before: start)]
            let rest = line[end...].drop { $0 == " " || $0 == "\t" }
            let wholeWord = !(before.isLetter || before.isNumber || before == "_" || before == ".")
            if wholeWord, rest.hasPrefix("="), !rest.hasPrefix("==") { return true }
            start = end
        }
        return false
    }
}
