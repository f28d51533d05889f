import Testing
@testable import SegueCore

/// UIKit's convert(_:to:) through frames, anchors and 3-D transforms, agreeing with the
/// drawing every renderer draws.
@Suite struct ConvertTests {
    /// A window with a container at (20, 30) holding a card at (10, 10) and a sibling badge.
    func tree() -> (store: ViewStore, window: View, container: View, card: View, badge: View) {
        let store = ViewStore()
        let window = store.makeView(id: "window", frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let container = store.makeView(id: "container", frame: Rect(x: 20, y: 30, width: 300, height: 600))
        let card = store.makeView(id: "card", frame: Rect(x: 10, y: 10, width: 100, height: 50))
        let badge = store.makeView(id: "badge", frame: Rect(x: 200, y: 300, width: 20, height: 20))
        window.addSubview(container)
        container.addSubview(card)
        container.addSubview(badge)
        return (store, window, container, card, badge)
    }

    @Test func framesAddUpWithoutTransforms() throws {
        let t = tree()
        #expect(t.card.convert(Point(x: 0, y: 0), to: nil) == Point(x: 30, y: 40))
        #expect(t.card.convert(Point(x: 5, y: 5), to: t.badge) == Point(x: -185, y: -285))
        #expect(t.card.convert(t.card.bounds, to: t.container) == Rect(x: 10, y: 10, width: 100, height: 50))
    }

    @Test func transformsAreFollowedAndUndone() throws {
        let t = tree()
        t.container[.rotation] = 0.3
        t.container[.scaleX] = 1.5
        t.card[.perspective] = 400
        t.card[.rotationY] = 0.7
        t.card[.anchorX] = 0
        for point in [Point(x: 0, y: 0), Point(x: 100, y: 50), Point(x: 37, y: 12)] {
            let inWindow = try #require(t.card.convert(point, to: nil))
            let inBadge = try #require(t.card.convert(point, to: t.badge))
            // Back from the badge's coordinates to the card's, through both trees of transforms.
            let back = try #require(t.badge.convert(inBadge, to: t.card))
            #expect(abs(back.x - point.x) < 1e-9 && abs(back.y - point.y) < 1e-9)
            #expect(try #require(t.badge.convert(inBadge, to: nil)).x - inWindow.x < 1e-9)
        }
        // The card's bounds in the window are the drawing's projected corners.
        let drawn = try #require(StageDrawing(window: t.window).views.first { $0.id == "card" })
        let frame = try #require(t.card.convert(t.card.bounds, to: nil))
        #expect(abs(frame.minX - drawn.boundingBox.minX) < 1e-9 && abs(frame.maxY - drawn.boundingBox.maxY) < 1e-9)
    }

    @Test func undefinedConversionsAreNil() {
        let t = tree()
        // Edge-on: the card's plane folds to a line; nothing maps back into it.
        t.card[.rotationY] = Double.pi / 2
        #expect(t.badge.convert(Point(x: 1, y: 1), to: t.card) == nil)
        // Two trees share no coordinates.
        let stranger = t.store.makeView(id: "stranger", frame: Rect(x: 0, y: 0, width: 1, height: 1))
        #expect(t.badge.convert(Point(x: 1, y: 1), to: stranger) == nil)
        #expect(PlaneMap.identity.inverted == PlaneMap.identity)
    }
}
