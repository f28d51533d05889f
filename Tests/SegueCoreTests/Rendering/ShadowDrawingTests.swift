import Testing
@testable import SegueCore

/// Shadows as renderers receive them, and as the terminal picture draws them.
@Suite struct ShadowDrawingTests {
    @Test func aShadowShowsItsOpacityTimesTheViewsAndCALayersDefaults() {
        let store = ViewStore()
        let window = store.makeView(id: "window", frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let card = store.makeView(id: "card", frame: Rect(x: 50, y: 20, width: 100, height: 50))
        window.addSubview(card)
        #expect(StageDrawing(window: window).views[0].shadow == nil)
        card[.shadowOpacity] = 0.5
        card.alpha = 0.5
        card.shadowColor = Color(red: 0.2, green: 0.4, blue: 0.6)
        let shadow = StageDrawing(window: window).views[0].shadow
        #expect(shadow == DrawnShadow(values: StageDrawing(window: window).views[0].values, opacity: 0.5))
        #expect(shadow?.opacity == 0.25)
        #expect(shadow?.radius == 3 && shadow?.offset == Point(x: 0, y: -3))
        #expect(shadow?.color == Color(red: 0.2, green: 0.4, blue: 0.6))
        // Out-of-range values a script wrote are drawn clamped.
        card[.shadowOpacity] = 7
        card[.shadowRadius] = -4
        #expect(StageDrawing(window: window).views[0].shadow?.opacity == 0.5)
        #expect(StageDrawing(window: window).views[0].shadow?.radius == 0)
    }

    @Test func theTerminalPictureShadesTheShadowBesideTheView() throws {
        let store = ViewStore()
        let window = store.makeView(id: "window", frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let card = store.makeView(id: "card", frame: Rect(x: 50, y: 20, width: 100, height: 50))
        window.addSubview(card)
        card.backgroundColor = .white
        card[.shadowOpacity] = 0.6
        card[.shadowOffsetX] = 20
        card[.shadowOffsetY] = 20
        let lines = TerminalFrameRenderer(maxColumns: 42, maxRows: 40).render(StageDrawing(window: window))
        func cell(_ column: Int, _ row: Int) -> Character { Array(lines[row + 1])[column + 1] }
        // 5 points per column, 10 per row: the shadow reaches 4 columns right of the card
        // and 2 rows below it, and the opaque card covers the rest of it.
        #expect(cell(31, 6) == "░" && cell(33, 8) == "░")
        #expect(cell(20, 4) == " ")
        let bare = TerminalFrameRenderer(maxColumns: 42, maxRows: 40)
        card[.shadowOpacity] = 0
        #expect(!bare.render(StageDrawing(window: window)).joined().contains("░"))
    }
}
