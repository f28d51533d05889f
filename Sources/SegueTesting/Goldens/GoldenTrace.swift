#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SegueCore

/// The values of every view at every frame of a recorded run, as the diffable text a golden
/// file holds: a header naming the columns, then one frame per line — its time, its
/// progress, and every view's every property, written so that reading them back gives the
/// same doubles bit for bit (`-` where the view is not in the window).
public struct GoldenTrace: Equatable, Sendable {
    /// The column names after `t` and `progress`: `view.property`.
    public var columns: [String]
    /// One row per frame: time, progress, then a value per column (nil: not in the window).
    public var rows: [[Double?]]
    /// What was recorded, for the header.
    public var title: String

    /// The text's first line.
    static let signature = "# segue golden trace 1"

    /// One recorded frame: its time, its progress, its views' values and the touch.
    public struct Sample: Sendable {
        public var time: Double
        public var progress: Double
        public var values: StageValues
        /// The touch driving the transition then (`GestureTouch`), when the trace records it.
        public var touch: GestureTouch?

        /// A frame at `time` with `progress`, its views' values `values` and the touch `touch`.
        public init(time: Double, progress: Double, values: StageValues, touch: GestureTouch? = nil) {
            self.time = time
            self.progress = progress
            self.values = values
            self.touch = touch
        }
    }

    /// The columns of the touch, after the views': `touch.x`, `touch.y`,
    /// `touch.translationX`, … (`GestureTouch.valueNames`).
    public static let touchColumns = GestureTouch.valueNames.map { "touch.\($0)" }

    /// A trace of `frames`, each frame's views found in its drawing.
    public init(title: String, frames: [FilmFrame]) {
        self.init(title: title, samples: frames.map {
            Sample(time: $0.time, progress: $0.progress, values: StageValues($0.drawing))
        })
    }

    /// A trace of `samples` (what `s:record` keeps of each frame: no geometry); with
    /// `touch`, the samples' touches in the ``touchColumns`` after the views' (`-` in a
    /// frame no touch drove).
    public init(title: String, samples: [Sample], touch: Bool = false) {
        self.title = title
        var ids: [String] = []
        var seen: Set<String> = []
        for sample in samples {
            for id in sample.values.ids where seen.insert(id).inserted { ids.append(id) }
        }
        let count = ViewProperty.count
        columns = ids.flatMap { id in ViewProperty.allCases.map { "\(id).\($0.name)" } }
        let viewColumns = columns.count
        if touch { columns += Self.touchColumns }
        // Each view's block of columns, found once; a frame's row is filled in place from the
        // first view of each id it draws (nil where it draws none).
        var block: [String: Int] = [:]
        for (index, id) in ids.enumerated() { block[id] = index }
        let width = 2 + columns.count
        rows = samples.map { sample in
            var row = [Double?](repeating: nil, count: width)
            row[0] = sample.time
            row[1] = sample.progress
            var filled = [Bool](repeating: false, count: ids.count)
            let values = sample.values.values
            for (position, id) in sample.values.ids.enumerated() {
                guard let index = block[id], !filled[index] else { continue }
                filled[index] = true
                let from = position * count, to = 2 + index * count
                for offset in 0..<count { row[to + offset] = values[from + offset] }
            }
            if touch, let values = sample.touch?.values {
                for (offset, value) in values.enumerated() { row[2 + viewColumns + offset] = value }
            }
            return row
        }
    }

    init(title: String, columns: [String], rows: [[Double?]]) {
        self.title = title
        self.columns = columns
        self.rows = rows
    }

    /// The golden file's text.
    public var text: String {
        // Names a script chose are escaped (WordEscaping): none can add a line or a column.
        let shownTitle = WordEscaping.escaped(title, title: true)
        var out = "\(Self.signature): \(shownTitle) — one frame per line: t, progress, then every column (- when the view is not in the window)\n"
        // Written into one string, each number as `"\(value)"` writes it: no string per value,
        // per row or per join (a long recording's `.text` was tens of millions of
        // instructions, issue 44).
        out.reserveCapacity(out.utf8.count + 32 * columns.count + rows.count * (columns.count + 2) * 12)
        out += "# columns: t progress "
        for (index, column) in columns.enumerated() {
            if index > 0 { out += " " }
            out += WordEscaping.escaped(column)
        }
        out += "\n"
        for row in rows {
            for (index, value) in row.enumerated() {
                if index > 0 { out += " " }
                if let value { value.write(to: &out) } else { out += "-" }
            }
            out += "\n"
        }
        return out
    }

    /// The trace in `text`; an error naming the line when it is not one.
    public static func read(_ text: String) throws(GoldenTraceError) -> GoldenTrace {
        // Read as bytes: a golden of every example is tens of thousands of numbers, and
        // splitting it as Characters (grapheme by grapheme) was a third of `segue test`.
        var bytes = Array(text.utf8)
        bytes.append(0)   // strtod stops at it after the last field
        let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " ")
        var lineStarts: [Int] = [0]
        for i in 0..<(bytes.count - 1) where bytes[i] == newline { lineStarts.append(i + 1) }
        func line(_ n: Int) -> String {
            let start = lineStarts[n], end = n + 1 < lineStarts.count ? lineStarts[n + 1] - 1 : bytes.count - 1
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }
        let first = line(0)
        guard first.hasPrefix(signature) else {
            throw GoldenTraceError(line: 1, message: "not a golden trace (it should begin '\(signature)')")
        }
        let title = WordEscaping.unescaped(String(first.dropFirst(signature.count + 2).prefix { $0 != "—" }).trimmingSpaces.utf8)
        guard lineStarts.count > 1, line(1).hasPrefix("# columns: t progress") else {
            throw GoldenTraceError(line: 2, message: "expected '# columns: t progress …'")
        }
        let columns = columnNames(bytes[lineStarts[1]..<(lineStarts.count > 2 ? lineStarts[2] - 1 : bytes.count - 1)])
        let width = columns.count + 2
        var rows: [[Double?]] = []
        try bytes.withUnsafeBufferPointer { (buffer: UnsafeBufferPointer<UInt8>) throws(GoldenTraceError) in
            guard let base = buffer.baseAddress else { return }
            for n in 2..<lineStarts.count {
                let start = lineStarts[n], end = n + 1 < lineStarts.count ? lineStarts[n + 1] - 1 : buffer.count - 1
                guard start < end else { continue }   // an empty line
                var row: [Double?] = []
                row.reserveCapacity(width)
                var i = start
                while i < end {
                    if buffer[i] == space { i += 1; continue }
                    var j = i
                    while j < end, buffer[j] != space { j += 1 }
                    if j - i == 1, buffer[i] == UInt8(ascii: "-") {
                        row.append(nil)
                    } else if let value = PlainDecimal.value(buffer, from: i, to: j) {
                        row.append(value)
                    } else {
                        let field = UnsafeRawPointer(base + i).assumingMemoryBound(to: CChar.self)
                        var stop: UnsafeMutablePointer<CChar>?
                        let value = strtod(field, &stop)
                        let used = stop.map { UnsafeRawPointer($0) - UnsafeRawPointer(field) } ?? 0
                        // The whole field is the number (strtod would skip a leading tab).
                        guard used == j - i, isspace(Int32(buffer[i])) == 0 else {
                            let text = String(decoding: buffer[i..<j], as: UTF8.self)
                            throw GoldenTraceError(line: n + 1, message: "'\(text)' is not a number")
                        }
                        row.append(value)
                    }
                    i = j
                }
                guard row.count == width else {
                    throw GoldenTraceError(line: n + 1, message: "\(row.count) values for \(width) columns")
                }
                rows.append(row)
            }
        }
        return GoldenTrace(title: title, columns: columns, rows: rows)
    }

    /// The column names on the `# columns: t progress …` line `line`: its words after the
    /// fourth, split at spaces byte by byte and unescaped (``WordEscaping``: a name
    /// holding a space or a newline was written escaped, so it is one word).
    private static func columnNames(_ line: ArraySlice<UInt8>) -> [String] {
        line.split(separator: UInt8(ascii: " ")).dropFirst(4).map { WordEscaping.unescaped($0) }
    }
}

/// A golden file that cannot be read: the line and what is wrong there.
public struct GoldenTraceError: Error, Sendable {
    public var line: Int
    public var message: String
}

extension String {
    /// Without spaces at either end.
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
