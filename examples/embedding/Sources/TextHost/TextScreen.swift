import Segue

/// The host's renderer: draws its views, back to front, on a grid of characters, one
/// column per 10 points and one row per 20.
struct TextScreen {
    let columns: Int
    let rows: Int

    func draw(_ views: [TextView]) -> [String] {
        let views = views.sorted { $0.zOrder < $1.zOrder }
        var grid = Array(repeating: Array(repeating: Character(" "), count: columns), count: rows)
        for view in views where view.isOnScreen {
            let frame = view.drawnFrame
            let first = max(0, Int((frame.minX / 10).rounded()))
            let last = min(columns, Int((frame.maxX / 10).rounded()))
            let top = max(0, Int((frame.minY / 20).rounded()))
            let bottom = min(rows, Int((frame.maxY / 20).rounded()))
            guard first < last, top < bottom else { continue }
            for row in top..<bottom {
                for column in first..<last { grid[row][column] = view.drawnCharacter }
            }
        }
        return grid.map { "|" + String($0) + "|" }
    }
}
