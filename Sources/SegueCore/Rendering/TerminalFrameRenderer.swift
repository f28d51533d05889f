/// Draws a scene as it stands now with Unicode box characters: the window at its aspect
/// ratio, every visible view a labelled rectangle at its on-screen frame (transforms of the
/// view and its ancestors applied, clipping honoured), and its opacity shown by shading.
///
/// Views are painted back to front. A view's fill is as opaque as its alpha (its
/// ancestors' included) times its background colour's alpha: an opaque fill clears what
/// lies beneath; a translucent one shades only the blank cells it covers (`▓` ≥ ⅔, `▒` ≥ ⅓,
/// `░` below), so what lies beneath stays readable; a clear background leaves them as they
/// are. A view with no visible alpha is a dotted outline; rounded corners mark a corner
/// radius; the label gives the id, and the alpha when it is below 1.
public struct TerminalFrameRenderer: Sendable {
    /// Largest size of the drawing, in cells, borders included.
    public var maxColumns: Int
    public var maxRows: Int
    /// How many times taller than wide a terminal cell is.
    public var cellAspect: Double

    /// A renderer fitting its drawings in `maxColumns` × `maxRows` cells.
    public init(maxColumns: Int = 78, maxRows: Int = 22, cellAspect: Double = 2) {
        self.maxColumns = max(maxColumns, 8)
        self.maxRows = max(maxRows, 4)
        self.cellAspect = cellAspect
    }

    /// The legend explaining the shading, one line.
    public static let legend = "fill (alpha × background alpha): blank opaque · ▓ ≥ ⅔ · ▒ ≥ ⅓ · ░ less · none clear; ┄ alpha 0; ╭╮ corner radius"

    /// The cells inside the border for a window of `size` points: as large as fits, at the
    /// window's aspect ratio.
    public func gridSize(for size: Size) -> (columns: Int, rows: Int) {
        let innerColumns = maxColumns - 2, innerRows = maxRows - 2
        guard size.width > 0, size.height > 0 else { return (innerColumns, innerRows) }
        let aspect = size.width / size.height * cellAspect  // columns per row
        var columns = innerColumns
        // A window of any shape gives some grid: the conversions clamp, never trap.
        var rows = CheckedNumber.clampedInt(Double(columns) / aspect, in: 0...Int(Int32.max))
        if rows > innerRows {
            rows = innerRows
            columns = max(CheckedNumber.clampedInt(Double(rows) * aspect, in: 0...innerColumns), 1)
        }
        return (max(columns, 1), max(rows, 1))
    }

    /// The scene's window drawn inside a border, top to bottom.
    public func render(_ scene: Scene) -> [String] {
        render(StageDrawing(window: scene.window))
    }

    /// `drawing` inside a border, top to bottom: the same views, corners, opacity and
    /// clipping every other renderer of Segue draws.
    public func render(_ drawing: StageDrawing) -> [String] {
        let size = drawing.size
        let (columns, rows) = gridSize(for: size)
        var canvas = TextCanvas(columns: columns, rows: rows)
        let scale = (x: Double(columns) / max(size.width, 1), y: Double(rows) / max(size.height, 1))
        let windowBox = Rect(x: 0, y: 0, width: size.width, height: size.height)
        for view in drawing.views where !view.isHidden {
            let clip = view.clip.map { $0.intersection(windowBox) ?? .zero } ?? windowBox
            if let visible = view.boundingBox.intersection(clip), visible.width > 0 || visible.height > 0,
               let box = cells(of: visible, scale: scale, canvas: canvas) {
                draw(view, box: box, in: &canvas)
            }
        }
        let horizontal = String(repeating: "─", count: columns)
        var lines = ["┌" + horizontal + "┐"]
        for line in canvas.lines { lines.append("│" + line + "│") }
        lines.append("└" + horizontal + "┘")
        return lines
    }

    /// The cells a window rectangle covers (edges inclusive), or nil when none.
    private func cells(of rect: Rect, scale: (x: Double, y: Double), canvas: TextCanvas) -> CellBox? {
        let epsilon = 1e-6
        // Views may stand anywhere (or hold NaN a script wrote): clamp to a band around the
        // canvas before converting, so no frame can trap.
        let band = -1...(max(canvas.columns, canvas.rows) + 1)
        func cell(_ value: Double, _ rule: FloatingPointRoundingRule) -> Int {
            CheckedNumber.clampedInt(value.rounded(rule), in: band)
        }
        let left = cell(rect.minX * scale.x + epsilon, .down)
        let top = cell(rect.minY * scale.y + epsilon, .down)
        let right = max(cell(rect.maxX * scale.x - epsilon, .up) - 1, left)
        let bottom = max(cell(rect.maxY * scale.y - epsilon, .up) - 1, top)
        let box = CellBox(left: max(left, 0), top: max(top, 0),
                          right: min(right, canvas.columns - 1), bottom: min(bottom, canvas.rows - 1))
        return box.left <= box.right && box.top <= box.bottom ? box : nil
    }

    private func draw(_ view: DrawnView, box: CellBox, in canvas: inout TextCanvas) {
        let alpha = view.opacity
        let rounded = view.cornerRadius > 0
        if alpha <= 0.02 {
            canvas.stroke(box, .dotted(rounded: rounded))
        } else {
            let fill = alpha * min(max(view.backgroundColor.alpha, 0), 1)
            if fill >= 0.98 {
                canvas.fill(box, with: " ")
            } else if fill > 0.02 {
                canvas.fill(box, with: fill >= 2.0 / 3 ? "▓" : fill >= 1.0 / 3 ? "▒" : "░", onlyBlank: true)
            }
            canvas.stroke(box, .solid(rounded: rounded))
        }
        var label = view.id
        if alpha < 0.98 { label += " α" + decimalText(alpha, places: 2) }
        if view.effectIntensity > 0 { label += " fx" + decimalText(view.effectIntensity, places: 2) }
        if box.height >= 3 && box.width >= 3 {
            // A space after the label keeps it apart from a label showing through.
            canvas.write(label + " ", column: box.left + 1, row: box.top + 1, limit: box.right)
        } else if box.width >= 3 {
            canvas.write(label, column: box.left + 1, row: box.top, limit: box.right)
        }
    }
}
