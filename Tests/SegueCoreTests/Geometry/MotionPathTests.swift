import Testing
@testable import SegueCore

/// Paths views travel: exact ends, the shapes they claim, and the animator moving a view
/// along one and back.
@Suite struct MotionPathTests {
    let a = Point(x: 300, y: 500), b = Point(x: 20, y: 100)

    @Test func everyPathIsExactAtItsEnds() {
        for path in [MotionPath.line(from: a, to: b), .quadratic(from: a, control: Point(x: 0, y: 0), to: b),
                     .arc(from: a, to: b, .startVertical), .arc(from: a, to: b, .startHorizontal), .arc(from: a, to: b, .flip)] {
            #expect(path.point(at: 0) == a && path.point(at: 1) == b)
            #expect(path.point(at: -3) == a && path.point(at: .nan) == a && path.point(at: 7) == b)
        }
    }

    @Test func anArcIsAQuarterEllipseWithinThreeTenThousandths() {
        // startVertical from a to b: the ellipse centred at (b.x, a.y) with semi-axes |dx|, |dy|.
        let arc = MotionPath.arc(from: a, to: b, .startVertical)
        let rx = abs(b.x - a.x), ry = abs(b.y - a.y)
        for i in 1..<20 {
            let p = arc.point(at: Double(i) / 20)
            let u = (p.x - b.x) / rx, v = (p.y - a.y) / ry
            #expect(abs((u * u + v * v).squareRoot() - 1) < 3e-4, "t = \(Double(i) / 20)")
        }
        // It leaves straight up (y decreasing) and arrives moving left.
        #expect(abs(arc.angle(at: 0) + Double.pi / 2) < 1e-12)
        #expect(abs(abs(arc.angle(at: 1)) - Double.pi) < 1e-12)
        // flip picks the more curved start: this move is mostly vertical, so it leaves horizontally.
        #expect(MotionPath.arc(from: a, to: b, .flip) == MotionPath.arc(from: a, to: b, .startHorizontal))
    }

    @Test func theAnimatorMovesAViewAlongAPathAndBackExactly() {
        let clock = VirtualClock(), store = ViewStore()
        let view = store.makeView(id: "fab", frame: Rect(x: a.x, y: a.y, width: 10, height: 10))
        let animator = PropertyAnimator(duration: 1, clock: clock, store: store)
        let arc = MotionPath.arc(from: a, to: b, .startVertical)
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
