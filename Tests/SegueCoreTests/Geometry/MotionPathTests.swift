import Testing
@testable import SegueCore

/// Paths views travel: exact ends, the shapes they claim, and the animator moving a view
/// along one and back.
@Suite struct MotionPathTests {
    let a = Point(x: 300, y: 500), b = Point(x: 20, y: 100)

    @Test func everyPathIsExactAtItsEnds() {
        for path in [MotionPath.line(from: a, to: b), .quadratic(from: a, control: Point(x: 0, y: 0), to: b)] {
            #expect(path.point(at: 0) == a && path.point(at: 1) == b)
            #expect(path.point(at: -3) == a && path.point(at: .nan) == a && path.point(at: 7) == b)
        }
        for start in MotionRoute.ArcStart.allCases {
            let arc = MotionRoute.arcs(from: a, start, to: b)!
            #expect(arc.point(at: 0) == a && arc.point(at: 1) == b)
            #expect(arc.point(at: -3) == a && arc.point(at: .nan) == a && arc.point(at: 7) == b)
        }
    }

    @Test func anArcIsAQuarterEllipse() {
        // startVertical from a to b: the ellipse centred at (b.x, a.y) with semi-axes |dx|, |dy|.
        let arc = ArcCurve(from: a, to: b, leavesVertically: true)
        let rx = abs(b.x - a.x), ry = abs(b.y - a.y)
        for i in 1..<20 {
            let p = arc.point(at: Double(i) / 20)
            let u = (p.x - b.x) / rx, v = (p.y - a.y) / ry
            #expect(abs((u * u + v * v).squareRoot() - 1) < 1e-12, "t = \(Double(i) / 20)")
        }
        // It leaves straight up (y decreasing) and arrives moving left.
        #expect(abs(arc.angle(at: 0) + Double.pi / 2) < 1e-12)
        #expect(abs(abs(arc.angle(at: 1)) - Double.pi) < 1e-12)
        // MotionLayout's flip: a lone arc leaves horizontally, whatever the move.
        #expect(MotionRoute.arcs(from: a, .flip, to: b) == MotionRoute.arcs(from: a, .startHorizontal, to: b))
        #expect(MotionRoute.arcs(from: a, .flip, to: Point(x: 0, y: 480)) == MotionRoute.arcs(from: a, .startHorizontal, to: Point(x: 0, y: 480)))
    }

    @Test func theAnimatorMovesAViewAlongAPathAndBackExactly() {
        let clock = VirtualClock(), store = ViewStore()
        let view = store.makeView(id: "fab", frame: Rect(x: a.x, y: a.y, width: 10, height: 10))
        let animator = PropertyAnimator(duration: 1, clock: clock, store: store)
        let arc = MotionRoute.arcs(from: a, .startVertical, to: b)!
        animator.addAnimations {
            view[.x] = 0   // replaced by the path
            animator.addPath(arc, to: view, rotates: true)
        }
        animator.fractionComplete = 0.5
        #expect(view.frame.origin == arc.point(at: 0.5))
        #expect(view[.rotation] == arc.angle(at: 0.5) - arc.angle(at: 0))
        animator.fractionComplete = 0
        #expect(view.frame.origin == a && view[.rotation] == 0)
        animator.fractionComplete = 1
        #expect(view.frame.origin == b)
    }
}
