import SegueCore

/// What a run recorded besides its trace's values, kept for a failure's report: each frame's
/// tree of views (so the frame can be drawn again, with the golden's values as well as the
/// run's) and the window it was drawn in.
public struct GoldenRecording: Sendable {
    /// Each frame's views, values and tree, in the trace's frame order.
    public var frames: [StageValues]
    /// The window's size, points.
    public var size: Size
    /// The window's background colour.
    public var backgroundColor: Color

    /// A recording of `frames` in a window of `size` and `backgroundColor`.
    public init(frames: [StageValues], size: Size, backgroundColor: Color) {
        self.frames = frames
        self.size = size
        self.backgroundColor = backgroundColor
    }

    /// Frame `index` drawn with the values `row` (a golden trace's row of `columns`) in place
    /// of the run's: each view of the frame takes the values of its id's columns; a view
    /// the row has no values for (not in the golden's window then) is drawn hidden. Nil when
    /// the run has no frame `index`.
    func drawing(frame index: Int, row: [Double?], columns: [String]) -> StageDrawing? {
        guard frames.indices.contains(index) else { return nil }
        var values = frames[index]
        let blocks = Self.viewBlocks(columns)
        let count = ViewProperty.count
        for (position, id) in values.ids.enumerated() {
            let from = position * count
            guard let block = blocks[id] else { values.isHidden[position] = true; continue }
            for offset in 0..<count {
                guard 2 + block + offset < row.count, let value = row[2 + block + offset] else {
                    values.isHidden[position] = true
                    break
                }
                values.values[from + offset] = value
            }
        }
        return StageDrawing(replaying: values, size: size, backgroundColor: backgroundColor)
    }

    /// Frame `index` as the run drew it; nil when there is none.
    func drawing(frame index: Int) -> StageDrawing? {
        guard frames.indices.contains(index) else { return nil }
        return StageDrawing(replaying: frames[index], size: size, backgroundColor: backgroundColor)
    }

    /// The first column (after `t` and progress) of each view's block of `columns`, by id.
    static func viewBlocks(_ columns: [String]) -> [String: Int] {
        let count = ViewProperty.count
        guard let firstName = ViewProperty.allCases.first?.name else { return [:] }
        let suffix = "." + firstName
        var blocks: [String: Int] = [:]
        var start = 0
        while start + count <= columns.count, columns[start].hasSuffix(suffix) {
            let id = String(columns[start].dropLast(suffix.count))
            if blocks[id] == nil { blocks[id] = start }
            start += count
        }
        return blocks
    }
}
