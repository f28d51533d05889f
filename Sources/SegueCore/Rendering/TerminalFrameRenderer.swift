/// Draws a scene as it stands now with Unicode box characters: the window at its aspect
/// ratio, every visible view at its on-screen place (transforms of the view and its
/// ancestors applied, so a view turned in 3-D is its projected outline; clipping
/// honoured), labelled, and its opacity shown by shading — or, on a terminal with 24-bit
/// colour, by its own colour blended over what lies beneath.
///
/// Views are painted back to front. In colour, a view with alpha below 1 fades its subtree as
/// one layer (Core Animation's group opacity: an opaque subview hides what lies under it in the
/// same view). A view's fill is as opaque as its alpha (its
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
    /// Whether to fill views with their own colours (24-bit colour escapes); plain
    /// characters only otherwise.
    public var usesTrueColor: Bool

    /// A renderer fitting its drawings in `maxColumns` × `maxRows` cells.
    public init(maxColumns: Int = 78, maxRows: Int = 22, cellAspect: Double = 2, usesTrueColor: Bool = false) {
        self.maxColumns = max(maxColumns, 8)
        self.maxRows = max(maxRows, 4)
        self.cellAspect = cellAspect
        self.usesTrueColor = usesTrueColor
    }

    /// The legend explaining the shading, one line.
    public static let legend = "fill (alpha × background alpha): blank opaque · ▓ ≥ ⅔ · ▒ ≥ ⅓ · ░ less (or a shadow) · none clear; ┄ alpha 0; ╭╮ corner radius; ╱╲ an edge turned in 3-D"

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
    /// clipping every other renderer of Segue draws. A view whose corners stay square is a
    /// box; a view turned out of square is its projected outline. With ``usesTrueColor``,
    /// fills are the views' own colours blended by their opacity.
    public func render(_ drawing: StageDrawing) -> [String] {
        let size = drawing.size
        let (columns, rows) = gridSize(for: size)
        var canvas = TextCanvas(columns: columns, rows: rows)
        let scale = (x: Double(columns) / max(size.width, 1), y: Double(rows) / max(size.height, 1))
        if usesTrueColor {
            let windowFill = min(max(drawing.backgroundColor.alpha, 0), 1)
            for row in 0..<rows { for column in 0..<columns { canvas.paint(column: column, row: row, drawing.backgroundColor, opacity: windowFill) } }
        }
        let windowBox = Rect(x: 0, y: 0, width: size.width, height: size.height)
        // In colour, each faded view (and the window) is a layer: its subtree is painted at
        // its own paint's opacity, then faded as one (Core Animation's group opacity).
        var layers: [(end: Int, under: [Color?], opacity: Double)] = []
        let ends = drawing.subtreeEnds
        if usesTrueColor, drawing.windowOpacity < 1 {
            layers.append((drawing.views.count, canvas.backgrounds, drawing.windowOpacity))
        }
        for (index, view) in drawing.views.enumerated() {
            while let layer = layers.last, layer.end <= index {
                canvas.fade(since: layer.under, opacity: layer.opacity)
                layers.removeLast()
            }
            guard !view.isHidden else { continue }
            if usesTrueColor, view.alpha < 1 { layers.append((ends[index], canvas.backgrounds, view.alpha)) }
            let clip = view.clipBox.map { $0.intersection(windowBox) ?? .zero } ?? windowBox
            // Clips square to the window cut to their box; a turned one cuts cell by cell to
            // its outline (a rounded corner is finer than a cell: the glyphs show the rounding).
            let shapedClips = view.clips.allSatisfy(\.isAxisAligned) ? [] : view.clips.map { $0.polygon() }
            if let shadow = view.shadow, let region = cells(of: clip, scale: scale, canvas: canvas) {
                drawShadow(shadow, of: view, scale: scale, region: region, clips: shapedClips, in: &canvas)
            }
            guard let visible = view.boundingBox.intersection(clip), visible.width > 0 || visible.height > 0,
                  let box = cells(of: visible, scale: scale, canvas: canvas) else { continue }
            if view.isAxisAligned && shapedClips.isEmpty {
                draw(view, box: box, in: &canvas)
            } else if let region = cells(of: clip, scale: scale, canvas: canvas) {
                draw(view, quad: CellQuad(quad: view.quad, scale: scale, region: region, clips: shapedClips), in: &canvas)
            }
        }
        for layer in layers.reversed() { canvas.fade(since: layer.under, opacity: layer.opacity) }
        let horizontal = String(repeating: "─", count: columns)
        var lines = ["┌" + horizontal + "┐"]
        for line in usesTrueColor ? canvas.ansiLines : canvas.lines { lines.append("│" + line + "│") }
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

    /// How opaque a view's fill is: its opacity times its background colour's alpha.
    private func fillOpacity(_ view: DrawnView) -> Double {
        view.opacity * (view.backgroundColor.alpha.isNaN ? 0 : min(max(view.backgroundColor.alpha, 0), 1))
    }

    /// Fills `cells` as `view`'s background: in colour, its colour blended by the fill's
    /// opacity; in plain text, an opaque fill blanks the cells and a translucent one shades
    /// the blank ones.
    private func fill(_ cells: [(column: Int, row: Int)], of view: DrawnView, in canvas: inout TextCanvas) {
        let fill = fillOpacity(view)
        guard view.opacity > 0.02, fill > 0.02 else { return }
        // In colour the view's own paint: the fading is its layer's and its ancestors'.
        let paint = view.backgroundColor.alpha.isNaN ? 0 : min(max(view.backgroundColor.alpha, 0), 1)
        let shade: Character? = usesTrueColor || fill >= 0.98 ? nil : fill >= 2.0 / 3 ? "▓" : fill >= 1.0 / 3 ? "▒" : "░"
        for cell in cells {
            if usesTrueColor { canvas.paint(column: cell.column, row: cell.row, view.backgroundColor, opacity: paint) }
            if fill >= 0.98 {
                canvas[cell.column, cell.row] = " "
            } else if let shade, canvas[cell.column, cell.row] == " " {
                canvas[cell.column, cell.row] = shade
            }
        }
    }

    /// The label: the id, then the alpha when below 1 and the effect intensity when set.
    private func label(_ view: DrawnView) -> String {
        var label = view.id
        if view.opacity < 0.98 { label += " α" + decimalText(view.opacity, places: 2) }
        if view.effectIntensity > 0 { label += " fx" + decimalText(view.effectIntensity, places: 2) }
        return label
    }

    private func draw(_ view: DrawnView, box: CellBox, in canvas: inout TextCanvas) {
        let rounded = view.cornerRadius > 0
        var inside: [(column: Int, row: Int)] = []
        for row in box.top...box.bottom { for column in box.left...box.right { inside.append((column, row)) } }
        fill(inside, of: view, in: &canvas)
        canvas.stroke(box, view.opacity <= 0.02 ? .dotted(rounded: rounded) : .solid(rounded: rounded))
        if box.height >= 3 && box.width >= 3 {
            // A space after the label keeps it apart from a label showing through.
            canvas.write(label(view) + " ", column: box.left + 1, row: box.top + 1, limit: box.right)
        } else if box.width >= 3 {
            canvas.write(label(view), column: box.left + 1, row: box.top, limit: box.right)
        }
    }

    /// A view out of square: its covered cells filled, its four edges drawn as lines (dotted
    /// when it is invisible), its label on the first row with room inside the edges.
    private func draw(_ view: DrawnView, quad: CellQuad, in canvas: inout TextCanvas) {
        let covered = quad.coveredCells
        fill(covered, of: view, in: &canvas)
        let edges = quad.edgeCells
        let invisible = view.opacity <= 0.02
        var onEdge = Set<Int>()
        for edge in edges {
            canvas[edge.column, edge.row] = invisible ? Self.dotted(edge.character) : edge.character
            onEdge.insert(edge.row * canvas.columns + edge.column)
        }
        // The first run of three or more covered cells off the edges takes the label.
        var run: (row: Int, start: Int, end: Int)?
        for cell in covered where !onEdge.contains(cell.row * canvas.columns + cell.column) {
            if let current = run, current.row == cell.row, current.end == cell.column {
                run = (current.row, current.start, cell.column + 1)
            } else if let current = run, current.end - current.start >= 3 {
                break
            } else {
                run = (cell.row, cell.column, cell.column + 1)
            }
        }
        if let run, run.end - run.start >= 3 {
            canvas.write(label(view), column: run.start, row: run.row, limit: run.end)
        }
    }

    /// A shadow: the view's outline moved by the shadow's offset, shaded `░` over blank cells
    /// (or painted in its colour at its opacity); the view then draws over it.
    private func drawShadow(_ shadow: DrawnShadow, of view: DrawnView, scale: (x: Double, y: Double), region: CellBox,
                            clips: [[Point]], in canvas: inout TextCanvas) {
        guard shadow.opacity > 0.05 else { return }
        let moved = view.quad.map { Point(x: $0.x + shadow.offset.x, y: $0.y + shadow.offset.y) }
        for cell in CellQuad(quad: moved, scale: scale, region: region, clips: clips).coveredCells {
            if usesTrueColor {
                canvas.paint(column: cell.column, row: cell.row, shadow.color, opacity: shadow.alpha)
            } else if canvas[cell.column, cell.row] == " " {
                canvas[cell.column, cell.row] = "░"
            }
        }
    }

    /// The dotted form of an edge character.
    private static func dotted(_ character: Character) -> Character {
        switch character {
        case "─": "┄"
        case "│": "┆"
        default: "·"
        }
    }
}
