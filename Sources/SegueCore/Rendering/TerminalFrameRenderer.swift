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
        let window = scene.window
        let size = Size(width: window[.width], height: window[.height])
        let (columns, rows) = gridSize(for: size)
        var canvas = TextCanvas(columns: columns, rows: rows)
        let scale = (x: Double(columns) / max(size.width, 1), y: Double(rows) / max(size.height, 1))
        let windowBox = Rect(x: 0, y: 0, width: size.width, height: size.height)
        for child in window.subviews {
            paint(child, in: &canvas, scale: scale, parentToWindow: { $0 }, clip: windowBox,
                  inheritedAlpha: window.alpha)
        }
        let horizontal = String(repeating: "─", count: columns)
        var lines = ["┌" + horizontal + "┐"]
        for line in canvas.lines { lines.append("│" + line + "│") }
        lines.append("└" + horizontal + "┘")
        return lines
    }

    private func paint(_ view: View, in canvas: inout TextCanvas, scale: (x: Double, y: Double),
                       parentToWindow: (Point) -> Point, clip: Rect, inheritedAlpha: Double) {
        if view.isHidden { return }
        let alpha = inheritedAlpha * min(max(view.alpha, 0), 1)
        let frame = view.frame
        let transform = view.transform
        let center = Point(x: frame.width / 2, y: frame.height / 2)
        let toWindow: (Point) -> Point = { local in
            var point = Point(x: local.x - center.x, y: local.y - center.y)
            if !transform.isIdentity { point = transform.apply(x: point.x, y: point.y) }
            return parentToWindow(Point(x: point.x + center.x + frame.minX, y: point.y + center.y + frame.minY))
        }
        let corners = view.bounds.corners.map(toWindow)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let onScreen = Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        if let visible = onScreen.intersection(clip), visible.width > 0 || visible.height > 0,
           let box = cells(of: visible, scale: scale, canvas: canvas) {
            draw(view, box: box, alpha: alpha, in: &canvas)
        }
        let childClip = view.clipsToBounds ? (onScreen.intersection(clip) ?? .zero) : clip
        for child in view.subviews {
            paint(child, in: &canvas, scale: scale, parentToWindow: toWindow, clip: childClip,
                  inheritedAlpha: alpha)
        }
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

    private func draw(_ view: View, box: CellBox, alpha: Double, in canvas: inout TextCanvas) {
        let rounded = view[.cornerRadius] > 0
        if alpha <= 0.02 {
            canvas.stroke(box, .dotted(rounded: rounded))
        } else {
            let fill = alpha * min(max(view[.backgroundAlpha], 0), 1)
            if fill >= 0.98 {
                canvas.fill(box, with: " ")
            } else if fill > 0.02 {
                canvas.fill(box, with: fill >= 2.0 / 3 ? "▓" : fill >= 1.0 / 3 ? "▒" : "░", onlyBlank: true)
            }
            canvas.stroke(box, .solid(rounded: rounded))
        }
        var label = view.id
        if alpha < 0.98 { label += " α" + decimalText(alpha, places: 2) }
        if view[.effectIntensity] > 0 { label += " fx" + decimalText(view[.effectIntensity], places: 2) }
        if box.height >= 3 && box.width >= 3 {
            // A space after the label keeps it apart from a label showing through.
            canvas.write(label + " ", column: box.left + 1, row: box.top + 1, limit: box.right)
        } else if box.width >= 3 {
            canvas.write(label, column: box.left + 1, row: box.top, limit: box.right)
        }
    }
}
