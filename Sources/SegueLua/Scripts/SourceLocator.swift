/// Finds the line of the field a `segue` library check names. The library's errors point at
/// the line that calls the constructor (`return segue.transition {`); the message names the
/// field at fault, and this finds the line that sets it — or, for an error without any
/// position, the line that calls the constructor.
enum SourceLocator {
    ///
    /// With `from` (the line of the constructor call the error names), only the lines from
    /// there on are searched for the field, so the line that sets it inside that call's
    /// table is found.
    static func locate(_ message: String, in source: String, from first: Int = 1) -> Int? {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        for field in quotedWords(in: message) {
            for (i, line) in lines.enumerated() where i + 1 >= first && assigns(field, in: line) { return i + 1 }
        }
        if first > 1 { return nil }
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
