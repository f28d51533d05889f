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
        let lines = gauge.render(fraction: 0.25, curve: .easeInOut, status: "")
        #expect(lines[0].hasSuffix(" easeInOut") && lines[1].hasSuffix(" 0.25"))
    }
}
