import Testing
@testable import SegueCore

/// The terminal picture of a frame: where views land, how alpha, hiding, transforms and
/// clipping show, and the gauge beneath it.
@Suite struct TerminalFrameRendererTests {
    /// A 200 × 100 point navigation scene whose one page holds `views`; drawn on a grid of
    /// 40 × 10 cells inside the border (5 points per column, 10 per row).
    func picture(_ views: [ViewDescription], edit: (Scene) -> Void = { _ in }) throws -> [String] {
        let page = ControllerDescription(id: "page", view: ViewDescription(id: "pageView", subviews: views))
        let next = ControllerDescription(id: "next", view: ViewDescription(id: "nextView"))
        let scene = try Scene.build(SceneDescription(container: .navigation, size: Size(width: 200, height: 100), pages: [page, next]))
        edit(scene)
        let renderer = TerminalFrameRenderer(maxColumns: 42, maxRows: 40)
        #expect(renderer.gridSize(for: Size(width: 200, height: 100)) == (40, 10))
        return renderer.render(scene)
    }

    /// The cell at a column and row inside the border.
    func cell(_ lines: [String], _ column: Int, _ row: Int) -> Character {
        Array(lines[row + 1])[column + 1]
    }

    @Test func aViewIsABoxAtItsFrameWithItsLabel() throws {
        let lines = try picture([ViewDescription(id: "card", frame: Rect(x: 50, y: 20, width: 100, height: 50))])
        #expect(lines.count == 12)
        #expect(cell(lines, 10, 2) == "┌" && cell(lines, 29, 2) == "┐")
        #expect(cell(lines, 10, 6) == "└" && cell(lines, 29, 6) == "┘")
        #expect(lines[4].contains("│card"))
    }

    @Test func alphaIsShownByShadingAndAnInvisibleViewIsDotted() throws {
        let views = [
            ViewDescription(id: "a", frame: Rect(x: 0, y: 0, width: 50, height: 50), properties: [.alpha: 0.5],
                            backgroundColor: Color(red: 1, green: 1, blue: 1, alpha: 1)),
            ViewDescription(id: "clear", frame: Rect(x: 150, y: 0, width: 50, height: 50), properties: [.alpha: 0.5]),
            ViewDescription(id: "b", frame: Rect(x: 100, y: 0, width: 50, height: 50), properties: [.alpha: 0]),
        ]
        let lines = try picture(views)
        #expect(cell(lines, 4, 3) == "▒")
        #expect(lines[2].contains("a α0.5"))
        #expect(cell(lines, 22, 0) == "┄" && cell(lines, 20, 2) == "┆")
        // A clear background shades nothing: the page's blank shows through.
        #expect(cell(lines, 34, 3) == " ")
    }

    @Test func hiddenViewsAreNotDrawnAndClippingCutsSubviews() throws {
        let clipped = ViewDescription(id: "clip", frame: Rect(x: 0, y: 0, width: 100, height: 100), clipsToBounds: true,
                                      subviews: [ViewDescription(id: "wide", frame: Rect(x: 50, y: 10, width: 150, height: 20))])
        let hidden = ViewDescription(id: "ghost", frame: Rect(x: 150, y: 50, width: 50, height: 50), isHidden: true)
        let lines = try picture([clipped, hidden])
        #expect(!lines.joined().contains("ghost"))
        // `wide` ends at the clip's right edge (column 19), not at 199 points.
        #expect(cell(lines, 19, 1) == "┐")
        #expect(cell(lines, 25, 1) == " ")
    }

    /// A turned clipping view cuts its subviews along its turned edges, cell by cell: a child
    /// reaching past its corner does not shade the corner of the card's bounding box (the old
    /// clip was that box, so it did).
    @Test func aTurnedClipCutsAlongItsEdges() throws {
        let card = ViewDescription(id: "card", frame: Rect(x: 60, y: 10, width: 80, height: 80), clipsToBounds: true,
                                   subviews: [ViewDescription(id: "fill", frame: Rect(x: -40, y: -40, width: 160, height: 160),
                                                              backgroundColor: Color(red: 1, green: 1, blue: 1, alpha: 0.5))])
        let lines = try picture([card]) { scene in scene.view(id: "card")![.rotation] = .pi / 4 }
        // The card is a diamond about (100, 50) reaching 56.6 points each way. The cell of
        // (52.5, 15) — column 10, row 1 — is inside its bounding box but outside the diamond.
        #expect(cell(lines, 10, 1) == " ", "\(lines.joined(separator: "\n"))")
        // The cell of (102.5, 65) — column 20, row 6 — is inside: shaded by the half-clear fill.
        #expect(cell(lines, 20, 6) == "▒", "\(lines.joined(separator: "\n"))")
    }

    @Test func aTransformMovesTheBox() throws {
        let lines = try picture([ViewDescription(id: "card", frame: Rect(x: 0, y: 0, width: 50, height: 50))]) { scene in
            scene.view(id: "card")![.translationX] = 100
        }
        #expect(cell(lines, 20, 0) == "┌" && cell(lines, 29, 0) == "┐")
        // Where the card's corner would be untransformed, only the page's top edge shows.
        #expect(cell(lines, 9, 0) == "─")
    }

    @Test func theWindowKeepsItsAspectRatio() {
        let renderer = TerminalFrameRenderer(maxColumns: 80, maxRows: 24)
        let (columns, rows) = renderer.gridSize(for: Size(width: 375, height: 667))
        #expect(rows == 22)
        // 375 / 667 of the height, twice as many columns as rows for square points.
        #expect(abs(Double(columns) - 22 * 2 * 375 / 667) <= 0.5)
    }

    @Test func theGaugeFillsToTheFractionAndDrawsTheCurve() {
        let gauge = ProgressGauge(width: 8)
        #expect(gauge.bar(0.5) == "████····")
        #expect(gauge.bar(1) == "████████")
        #expect(gauge.bar(0.0625) == "▌·······")
        #expect(gauge.curveLine(.linear) == "▁▂▃▄▅▆▇█")
        let lines = gauge.render(time: 0.25, progress: 0.125, curve: .easeInOut, status: "")
        #expect(lines[0].hasSuffix(" easeInOut"))
        // Time fraction and presented progress are two labelled bars with their own values.
        #expect(lines[1] == "time     ▕██······▏ 0.25")
        #expect(lines[2] == "progress ▕█·······▏ 0.125")
        // A spring's overshoot fills the bar and prints its value; NaN draws an empty bar.
        #expect(gauge.render(time: 1, progress: 1.04, curve: .linear, status: "")[2] == "progress ▕████████▏ 1.04")
        #expect(gauge.bar(.nan) == "········")
    }

    /// A card turned about its vertical axis with perspective, as a flip at 0.45 stands,
    /// and its picture on a 40 × 10 grid (5 points per column, 10 per row).
    func flipped(_ degrees: Double, colour: Bool = false) throws -> (card: DrawnView, lines: [String]) {
        let card = ViewDescription(id: "card", frame: Rect(x: 50, y: 20, width: 100, height: 60),
                                   properties: [.perspective: 150],
                                   backgroundColor: Color(red: 1, green: 0, blue: 0, alpha: 1))
        let page = ControllerDescription(id: "page", view: ViewDescription(id: "pageView", subviews: [card]))
        let next = ControllerDescription(id: "next", view: ViewDescription(id: "nextView"))
        let scene = try Scene.build(SceneDescription(container: .navigation, size: Size(width: 200, height: 100), pages: [page, next]))
        scene.view(id: "card")![.rotationY] = degrees * .pi / 180
        let drawing = StageDrawing(window: scene.window)
        let drawn = try #require(drawing.index(of: "card").map { drawing.views[$0] })
        return (drawn, TerminalFrameRenderer(maxColumns: 42, maxRows: 40, usesTrueColor: colour).render(drawing))
    }

    @Test func aViewTurnedIn3DIsItsProjectedOutlineNotItsBoundingBox() throws {
        let (card, lines) = try flipped(60)
        #expect(!card.isAxisAligned)
        // One vertical edge is nearer the eye and taller than the other.
        let leftHeight = card.quad[3].y - card.quad[0].y, rightHeight = card.quad[2].y - card.quad[1].y
        #expect(abs(leftHeight - rightHeight) > 20)
        let (far, near) = leftHeight < rightHeight ? (card.quad[0], card.quad[1]) : (card.quad[1], card.quad[0])
        let farColumn = min(Int(far.x / 5), 39), nearColumn = min(Int(near.x / 5), 39)
        let farTopRow = Int(far.y / 10), nearTopRow = Int(near.y / 10)
        #expect(nearTopRow < farTopRow - 1)
        // Above the far edge's top, where a bounding box would have its top edge, nothing of
        // the card is drawn; at the near edge's top, its outline is.
        let picture = lines.joined(separator: "\n")
        #expect(cell(lines, farColumn, farTopRow - 1) == " ", "\(picture)")
        #expect(cell(lines, nearColumn, nearTopRow) != " ", "\(picture)")
        #expect(picture.contains("card"))
        // Square again, it is a box once more.
        let (_, square) = try flipped(0)
        #expect(cell(square, 10, 2) == "┌" && cell(square, 29, 7) == "┘")
    }

    @Test func aTrueColourPictureFillsEachViewWithItsOwnColour() throws {
        let (_, lines) = try flipped(0, colour: true)
        // The red card's cells are painted red, with white text on them; each line resets.
        #expect(lines.contains { $0.contains("\u{1B}[48;2;255;0;0;38;2;255;255;255m") })
        #expect(lines.dropFirst().dropLast().allSatisfy { $0.hasSuffix("\u{1B}[0m│") })
        // The plain picture has no escapes at all.
        #expect(!(try flipped(0)).lines.joined().contains("\u{1B}"))
    }

    @Test func translucentColourBlendsWithWhatLiesBeneath() {
        var canvas = TextCanvas(columns: 1, rows: 1)
        canvas.paint(column: 0, row: 0, .white, opacity: 1)
        canvas.paint(column: 0, row: 0, Color(red: 0, green: 0, blue: 1), opacity: 0.5)
        #expect(canvas.background(column: 0, row: 0) == Color(red: 0.5, green: 0.5, blue: 1))
        // Painting off the grid or with nothing to show changes nothing and never traps.
        canvas.paint(column: 5, row: -1, .black, opacity: 1)
        canvas.paint(column: 0, row: 0, .black, opacity: 0)
        #expect(canvas.background(column: 0, row: 0) == Color(red: 0.5, green: 0.5, blue: 1))
    }
}
