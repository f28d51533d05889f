#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SegueCore

extension GoldenTrace {
    /// Whether the golden file's text `text` holds this trace: it reads as ``read(_:)`` reads
    /// it, to the same columns and as many rows, each value matching this trace's within
    /// `tolerance` as ``GoldenComparison`` matches them — decided while reading, without
    /// building the golden's rows (a golden that matches, nearly every one, costs one pass).
    ///
    /// Promises: true only when `read(text)` succeeds and `GoldenComparison.firstDifference`
    /// finds no difference; false for anything else, including a text `read` refuses and
    /// a header written in a way this check does not follow — the caller then reads and
    /// compares in full, for the words.
    func isHeld(byGoldenText text: String, tolerance: GoldenTolerance) -> Bool {
        isHeld(byGoldenBytes: Array(text.utf8), tolerance: tolerance)
    }

    /// ``isHeld(byGoldenText:tolerance:)`` of the golden file's bytes as they are on disk (the
    /// same verdict: bytes that are not UTF-8 are never part of a number or the header).
    func isHeld(byGoldenBytes file: [UInt8], tolerance: GoldenTolerance) -> Bool {
        let allowances = tolerance.allowances(columns: columns)
        var bytes = file
        bytes.append(0)   // strtod stops at it after the last field; no line holds it
        let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " "), dash = UInt8(ascii: "-")
        // The header as ``text`` writes it, every column escaped (WordEscaping): an
        // escaped name holds no space or newline, so it is exactly one word of the line.
        guard columns.allSatisfy({ !$0.isEmpty }) else { return false }
        var header = Array("# columns: t progress".utf8)
        for column in columns {
            header.append(space)
            header.append(contentsOf: WordEscaping.escaped(column).utf8)
        }
        let signature = Array(Self.signature.utf8)
        return bytes.withUnsafeBufferPointer { buffer -> Bool in
            guard let base = buffer.baseAddress else { return false }
            let count = buffer.count - 1
            /// The end of the line starting at `start` (its newline, or the text's end).
            func lineEnd(_ start: Int) -> Int {
                var end = start
                while end < count, buffer[end] != newline { end += 1 }
                return end
            }
            // Line 1: the signature, then an ASCII byte (so it ends a Character) or the line's end.
            let firstEnd = lineEnd(0)
            guard firstEnd >= signature.count, signature.indices.allSatisfy({ buffer[$0] == signature[$0] }),
                  firstEnd == signature.count || buffer[signature.count] < 0x80, firstEnd < count else { return false }
            // Line 2: exactly `# columns: t progress` and this trace's columns, one space apart.
            let headerStart = firstEnd + 1
            let headerEnd = lineEnd(headerStart)
            guard headerEnd - headerStart == header.count,
                  header.indices.allSatisfy({ buffer[headerStart + $0] == header[$0] }) else { return false }
            let width = columns.count + 2
            var rowIndex = 0
            var i = headerEnd + 1
            // Then the rows, field by field up to each newline (the 0 after the text ends the last).
            while i < count {
                if buffer[i] == newline { i += 1; continue }   // an empty line
                guard rowIndex < rows.count else { return false }
                let row = rows[rowIndex]
                var column = 0
                while i < count, buffer[i] != newline {
                    if buffer[i] == space { i += 1; continue }
                    var j = i
                    while j < count, buffer[j] != space, buffer[j] != newline { j += 1 }
                    guard column < width else { return false }
                    let value: Double?
                    if j - i == 1, buffer[i] == dash {
                        value = nil
                    } else if let plain = PlainDecimal.value(buffer, from: i, to: j) {
                        value = plain
                    } else {
                        let field = UnsafeRawPointer(base + i).assumingMemoryBound(to: CChar.self)
                        var stop: UnsafeMutablePointer<CChar>?
                        let parsed = strtod(field, &stop)
                        let used = stop.map { UnsafeRawPointer($0) - UnsafeRawPointer(field) } ?? 0
                        guard used == j - i, isspace(Int32(buffer[i])) == 0 else { return false }
                        value = parsed
                    }
                    guard allowances[column].matches(value, row[column]) else { return false }
                    column += 1
                    i = j
                }
                guard column == width else { return false }
                rowIndex += 1
            }
            return rowIndex == rows.count
        }
    }
}
