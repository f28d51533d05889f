/// A view's projected corners laid on a grid of terminal cells: which cells it covers and
/// which cells its four edges cross, each with the line character closest to the edge's
/// direction — so a card turned in 3-D is drawn as the trapezoid it is, not as its
/// bounding box.
///
/// Promises: any corners (far off the grid, NaN, folded edge-on) give some answer and
/// never trap; a cell is covered when its centre lies inside the quad (even-odd rule), inside
/// `region` and inside every clip polygon; edge cells are inside `region`, on the grid, and
/// have their centres inside every clip polygon.
struct CellQuad {
    /// The corners in cell units (column, row), in the order of ``DrawnView/quad``.
    let corners: [Point]
    /// The cell rectangle the view may draw in: the grid cut by its clip, edges inclusive.
    let region: CellBox
    /// The clipping ancestors' outlines in cell units (``DrawnView/clips``), outermost first.
    let clips: [[Point]]
    /// How many columns' width a row's height spans on screen.
    private let rowInColumns: Double

    /// `quad` (window points) scaled by `scale` (cells per point), limited to `region` and to
    /// the inside of every polygon of `clips` (window points).
    init(quad: [Point], scale: (x: Double, y: Double), region: CellBox, clips: [[Point]] = []) {
        // A band around the grid keeps every later conversion to Int in range.
        let limit = Double(max(region.right, region.bottom) + 4) * 4
        func bounded(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, -limit), limit) }
        func cells(_ points: [Point]) -> [Point] { points.map { Point(x: bounded($0.x * scale.x), y: bounded($0.y * scale.y)) } }
        corners = cells(quad)
        self.clips = clips.map(cells)
        self.region = region
        let ratio = scale.x / scale.y
        rowInColumns = ratio.isFinite && ratio > 0 ? ratio : 1
    }

    /// Whether the centre of cell (`column`, `row`) lies inside the quad, the region and every clip.
    func covers(column: Int, row: Int) -> Bool {
        guard column >= region.left, column <= region.right, row >= region.top, row <= region.bottom else { return false }
        let centre = Point(x: Double(column) + 0.5, y: Double(row) + 0.5)
        return Self.contains(corners, centre) && clipsOpen(at: centre)
    }

    /// Whether `point` (cell units) lies inside every clip polygon.
    private func clipsOpen(at point: Point) -> Bool {
        clips.allSatisfy { Self.contains($0, point) }
    }

    /// Whether `point` lies inside `polygon` (even-odd rule; fewer than three points hold nothing).
    private static func contains(_ polygon: [Point], _ point: Point) -> Bool {
        guard polygon.count >= 3 else { return false }
        var inside = false
        var previous = polygon[polygon.count - 1]
        for corner in polygon {
            if (corner.y > point.y) != (previous.y > point.y) {
                let crossing = previous.x + (point.y - previous.y) / (corner.y - previous.y) * (corner.x - previous.x)
                if point.x < crossing { inside.toggle() }
            }
            previous = corner
        }
        return inside
    }

    /// The cells covered, row by row from the top, each row's columns left to right.
    var coveredCells: [(column: Int, row: Int)] {
        guard let box = bounds else { return [] }
        var cells: [(column: Int, row: Int)] = []
        for row in box.top...box.bottom {
            for column in box.left...box.right where covers(column: column, row: row) {
                cells.append((column, row))
            }
        }
        return cells
    }

    /// The cells each edge crosses, with its line character: `─` and `│` for edges within
    /// 22.5° of the axes, `╲` and `╱` for the rest (directions as the window shows them).
    var edgeCells: [(column: Int, row: Int, character: Character)] {
        guard corners.count >= 2 else { return [] }
        var cells: [(column: Int, row: Int, character: Character)] = []
        for index in corners.indices {
            let start = corners[index], end = corners[(index + 1) % corners.count]
            let character = Self.line(dx: end.x - start.x, dy: (end.y - start.y) * rowInColumns)
            // Half-cell steps visit every cell the segment passes through.
            let length = max(abs(end.x - start.x), abs(end.y - start.y))
            let steps = Int((length * 2).rounded(.up)) + 1
            for step in 0...steps {
                let t = Double(step) / Double(steps)
                let column = Int((start.x + (end.x - start.x) * t).rounded(.down))
                let row = Int((start.y + (end.y - start.y) * t).rounded(.down))
                guard column >= region.left, column <= region.right, row >= region.top, row <= region.bottom,
                      clipsOpen(at: Point(x: Double(column) + 0.5, y: Double(row) + 0.5)) else { continue }
                if let last = cells.last, last.column == column, last.row == row { continue }
                cells.append((column, row, character))
            }
        }
        return cells
    }

    /// The line character for a direction as the screen shows it (in column widths).
    private static func line(dx: Double, dy: Double) -> Character {
        let run = abs(dx), rise = abs(dy)
        if rise <= run * 0.414 { return "─" }
        if run <= rise * 0.414 { return "│" }
        return (dx > 0) == (dy > 0) ? "╲" : "╱"
    }

    /// The corners' bounding cells within the region, nil when they miss it.
    private var bounds: CellBox? {
        let xs = corners.map(\.x), ys = corners.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        let box = CellBox(left: max(Int(minX.rounded(.down)), region.left), top: max(Int(minY.rounded(.down)), region.top),
                          right: min(Int(maxX.rounded(.down)), region.right), bottom: min(Int(maxY.rounded(.down)), region.bottom))
        return box.left <= box.right && box.top <= box.bottom ? box : nil
    }
}
