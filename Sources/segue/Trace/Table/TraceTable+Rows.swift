#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif
import SegueCore

extension TraceTable {
    /// A column the table prints: a view id's column and the properties of it that change.
    private struct PrintedColumn {
        let column: Int
        let properties: [Int]
    }

    /// Writes the table to standard output: the header, one row per recorded frame, read
    /// back from the spill, and the outcome line (`completed after 0.450 s, 28 frames`).
    /// Throws ``TableSpillError`` when the frames could not be kept or read back (the header
    /// and the rows read so far are written).
    func write(outcome: RunOutcome) throws {
        let printed = changedProperties.indices.compactMap { column -> PrintedColumn? in
            let mask = changedProperties[column]
            guard mask != 0 else { return nil }
            return PrintedColumn(column: column, properties: (0..<Self.stride).filter { mask & (1 << $0) != 0 })
        }
        var output: [UInt8] = []
        output.reserveCapacity(1 << 17)
        defer { flush(&output) }
        output.append(contentsOf: header(printed).utf8)
        output.append(UInt8(ascii: "\n"))
        let columns = columnIDs.count
        var isInTree = [Bool](repeating: false, count: columns)
        var cells = [UInt64](repeating: 0, count: columns * Self.stride)
        var rawValues = [Double](repeating: 0, count: columns * Self.stride)
        func damaged() -> TableSpillError { TableSpillError(message: "the table's temporary file was damaged") }
        try spill.readFrames { record in
            var cursor = SpillCursor(record)
            guard let time = cursor.double(), let progress = cursor.double() else { throw damaged() }
            // Bring each column's cells to this frame.
            while !cursor.isAtEnd {
                guard let tag = cursor.varint(), tag >> 2 < UInt64(columns),
                      let entry = Entry(rawValue: tag & 3) else { throw damaged() }
                let column = Int(tag >> 2)
                let base = column * Self.stride
                func readCell(_ p: Int) throws {
                    guard let cell = cursor.varint() else { throw damaged() }
                    cells[base + p] = cell
                    if cell == Self.rawCell {
                        guard let value = cursor.double() else { throw damaged() }
                        rawValues[base + p] = value
                    }
                }
                switch entry {
                case .entered:
                    isInTree[column] = true
                    for p in 0..<Self.stride { try readCell(p) }
                case .changed:
                    guard var mask = cursor.varint(), mask >> Self.stride == 0 else { throw damaged() }
                    while mask != 0 {
                        try readCell(mask.trailingZeroBitCount)
                        mask &= mask - 1
                    }
                case .left:
                    isInTree[column] = false
                }
            }
            appendPadded(time, digits: 3, width: 7, to: &output)
            appendPadded(progress, digits: 4, width: 9, to: &output)
            for column in printed {
                output.append(UInt8(ascii: " "))
                output.append(UInt8(ascii: " "))
                guard isInTree[column.column] else {
                    append("(removed)", to: &output)
                    continue
                }
                let base = column.column * Self.stride
                for (i, p) in column.properties.enumerated() {
                    if i > 0 { output.append(UInt8(ascii: " ")) }
                    let cell = cells[base + p]
                    if cell == Self.rawCell {
                        FixedDecimal.append(rawValues[base + p], digits: Self.digits[p], to: &output)
                    } else {
                        FixedDecimal.append(scaled: Self.scaled(ofCell: cell), digits: Self.digits[p], to: &output)
                    }
                }
            }
            output.append(UInt8(ascii: "\n"))
            if output.count >= 1 << 16 { flush(&output) }
        }
        output.append(contentsOf: "\(outcome.rawValue) after ".utf8)
        FixedDecimal.append(lastTime, digits: 3, to: &output)
        output.append(contentsOf: " s, \(frameCount) frames\n".utf8)
    }

    /// `t      progress   view.x  other.{x,alpha}`: the time and progress headings padded to
    /// their columns, then each view's id and the properties printed for it.
    private func header(_ printed: [PrintedColumn]) -> String {
        var header = "t      progress "
        for column in printed {
            let names = column.properties.compactMap { ViewProperty(rawValue: $0)?.name }
            header += "  " + columnIDs[column.column] + "."
            header += names.count == 1 ? names[0] : "{" + names.joined(separator: ",") + "}"
        }
        return header
    }

    /// `value` with `digits` decimals, padded with spaces to `width`, or followed by one
    /// space when it fills the width.
    private func appendPadded(_ value: Double, digits: Int, width: Int, to output: inout [UInt8]) {
        let start = output.count
        FixedDecimal.append(value, digits: digits, to: &output)
        let written = output.count - start
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: written >= width ? 1 : width - written))
    }

    private func append(_ text: StaticString, to output: inout [UInt8]) {
        text.withUTF8Buffer { output.append(contentsOf: $0) }
    }

    /// Writes `output` to standard output and empties it.
    private func flush(_ output: inout [UInt8]) {
        guard !output.isEmpty else { return }
        output.withUnsafeBufferPointer { _ = fwrite($0.baseAddress, 1, $0.count, stdout) }
        output.removeAll(keepingCapacity: true)
    }
}
