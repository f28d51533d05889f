import Testing
@testable import SegueCore

/// CALayer's anchor point: transforms turn about it, and moving it keeps the position while
/// the frame moves.
@Suite struct AnchorPointTests {
    @Test func movingTheAnchorKeepsThePositionAndMovesTheFrame() {
        let store = ViewStore()
        let door = store.makeView(id: "door", frame: Rect(x: 100, y: 40, width: 80, height: 200))
        #expect(door.anchorPoint == Point(x: 0.5, y: 0.5))
        door.anchorPoint = Point(x: 0, y: 1)
        // position (x + anchorX·width, y + anchorY·height) stays at (140, 140).
        #expect(door.frame == Rect(x: 140, y: -60, width: 80, height: 200))
        #expect(door[.x] + door[.anchorX] * door[.width] == 140)
        #expect(door[.y] + door[.anchorY] * door[.height] == 140)
    }

    @Test func aDoorTurnsAboutItsHingeEdge() {
        let store = ViewStore()
        let window = store.makeView(id: "window", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let door = store.makeView(id: "door", frame: Rect(x: 100, y: 100, width: 200, height: 100))
        window.addSubview(door)
        door[.anchorX] = 0   // a raw write: the frame stays where it is
        door[.perspective] = 500
        door[.rotationY] = -Double.pi / 3
        let drawn = StageDrawing(window: window).views[0]
        // The hinge (left edge) stays put; the free edge swings in and changes length in perspective.
        #expect(abs(drawn.quad[0].x - 100) < 1e-9 && abs(drawn.quad[3].x - 100) < 1e-9)
        #expect(abs(drawn.quad[0].y - 100) < 1e-9 && abs(drawn.quad[3].y - 200) < 1e-9)
        #expect(drawn.quad[1].x < 300 && drawn.quad[1].x > 100)
        #expect(abs(drawn.quad[2].y - drawn.quad[1].y - 100) > 1)
        // About the centre, the same turn moves the left edge.
        door[.anchorX] = 0.5
        let centred = StageDrawing(window: window).views[0]
        #expect(abs(centred.quad[0].x - 100) > 1)
    }
}
