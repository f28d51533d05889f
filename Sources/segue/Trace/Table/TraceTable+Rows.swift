#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif
import SegueCore

extension TraceTable {
    /// A column the table prints: a view id's column, the properties of it that change and
    /// the decimals of each.
    private struct PrintedColumn {
        let column: Int
        let properties: [(index: Int, digits: Int)]
    }

    /// Writes the table to standard output: the header, one row per recorded frame, read
    /// back from the spill, and the outcome line (`completed after 0.450 s, 28 frames`).
    /// Throws ``TableSpillError`` when the frames could not be kept or read back (the header
    /// and the rows read so far are written).
    func write(outcome: TakeOutcome) throws {
        let printed = changedProperties.indices.compactMap { column -> PrintedColumn? in
            let mask = changedProperties[column]
            guard mask != 0 else { return nil }
            let properties = (0..<propertyCount).filter { mask & (1 << $0) != 0 }
            return PrintedColumn(column: column, properties: properties.map { ($0, digitsByProperty[$0]) })
        }
        var output = ByteSink(capacity: 1 << 17)
        defer { output.write(to: stdout) }
        output.append(header(printed) + "\n")
        var replay = TableReplay(columns: columnIDs.count, stride: propertyCount)
        let space = UInt8(ascii: " ")
        try spill.readFrames { record in
            var cursor = SpillCursor(record)
            guard let time = cursor.double(), let progress = cursor.double() else { throw TableSpillError.damaged }
            try replay.apply(&cursor)
            appendPadded(time, digits: 3, width: 7, to: &output)
            appendPadded(progress, digits: 4, width: 9, to: &output)
            for column in printed {
                output.append(space, count: 2)
                guard replay.isInTree[column.column] else {
                    output.append("(removed)" as StaticString)
                    continue
                }
                let base = column.column * propertyCount
                var first = true
                for (p, digits) in column.properties {
                    if !first { output.append(space) }
                    first = false
                    let cell = replay.cells[base + p]
                    if cell == Self.rawCell {
                        output.append(replay.rawValues[base + p], digits: digits)
                    } else {
                        output.append(scaled: Self.scaled(ofCell: cell), digits: digits)
                    }
                }
            }
            output.append(UInt8(ascii: "\n"))
            if output.count >= 1 << 16 { output.write(to: stdout) }
        }
        output.append("\(outcome.rawValue) after ")
        output.append(lastTime - (firstTime ?? 0), digits: 3)
        output.append(" s, \(frameCount) frames\n")
    }

    /// `t      progress   view.x  other.{x,alpha}`: the time and progress headings padded to
    /// their columns, then each view's id and the properties printed for it.
    private func header(_ printed: [PrintedColumn]) -> String {
        var header = "t      progress "
        for column in printed {
            let names = column.properties.compactMap { ViewProperty(rawValue: $0.index)?.name }
            header += "  " + WordEscaping.escaped(columnIDs[column.column]) + "."   // one word, one line
            header += names.count == 1 ? names[0] : "{" + names.joined(separator: ",") + "}"
        }
        return header
    }

    /// `value` with `digits` decimals, padded with spaces to `width`, or followed by one
    /// space when it fills the width.
    private func appendPadded(_ value: Double, digits: Int, width: Int, to output: inout ByteSink) {
        let start = output.count
        output.append(value, digits: digits)
        let written = output.count - start
        let padding = written >= width ? 1 : width - written
        output.append(UInt8(ascii: " "), count: padding)
    }
}

/// Every column's cells as of the last frame record applied: the table's frames rebuilt one
/// from the other as they are read back.
private struct TableReplay {
    /// Per column: whether its view is in the tree.
    var isInTree: [Bool]
    /// Per column, `stride` cells (``TraceTable/cell(_:digits:)``) and, for raw cells, the values.
    var cells: [UInt64]
    var rawValues: [Double]
    let stride: Int

    init(columns: Int, stride: Int) {
        self.stride = stride
        isInTree = Array(repeating: false, count: columns)
        cells = Array(repeating: 0, count: columns * stride)
        rawValues = Array(repeating: 0, count: columns * stride)
    }

    /// Applies the entries left in `cursor` (a frame record after its time and progress).
    mutating func apply(_ cursor: inout SpillCursor) throws {
        while !cursor.isAtEnd {
            guard let tag = cursor.varint(), tag >> 2 < UInt64(isInTree.count),
                  let entry = TraceTable.Entry(rawValue: tag & 3) else { throw TableSpillError.damaged }
            let column = Int(tag >> 2)
            let base = column * stride
            switch entry {
            case .entered:
                isInTree[column] = true
                for p in 0..<stride { try readCell(at: base + p, from: &cursor) }
            case .changed:
                guard var mask = cursor.varint(), mask >> stride == 0 else { throw TableSpillError.damaged }
                while mask != 0 {
                    try readCell(at: base + mask.trailingZeroBitCount, from: &cursor)
                    mask &= mask - 1
                }
            case .left:
                isInTree[column] = false
            }
        }
    }

    @inline(__always)
    private mutating func readCell(at index: Int, from cursor: inout SpillCursor) throws {
        guard let cell = cursor.varint() else { throw TableSpillError.damaged }
        cells[index] = cell
        if cell == TraceTable.rawCell {
            guard let value = cursor.double() else { throw TableSpillError.damaged }
            rawValues[index] = value
        }
    }
}
