import Testing
@testable import SegueCore

/// `:tree`'s lines write colours as a script writes them: `#rrggbb`, with the alpha byte only
/// when it is not 1, and only colours that differ from a new view's.
@Suite struct ViewTreeDescriptionTests {
    @Test func coloursAreWrittenAsHexWithTheirAlphaWhenNotOne() {
        let store = ViewStore()
        let card = store.makeView(id: "card", frame: Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(ViewTreeDescription.line(for: card) == "card  x=0 y=0 width=100 height=50")
        card.backgroundColor = Color(red: 0xf2 / 255, green: 0xf2 / 255, blue: 0xf7 / 255)
        card.shadowColor = Color(red: 1, green: 0, blue: 0)
        card[.shadowOpacity] = 0.5
        #expect(ViewTreeDescription.line(for: card) == "card  x=0 y=0 width=100 height=50  shadowOpacity=0.5 backgroundColor=#f2f2f7 shadowColor=#ff0000")
        card[.backgroundAlpha] = 0.8
        #expect(ViewTreeDescription.line(for: card).contains("backgroundColor=#f2f2f7cc"))
    }
}
