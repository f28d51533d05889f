import Testing
@testable import SegueCore

@Suite struct PanGestureRecognizerTests {
    @Test func velocityComesFromTheRecentWindowNotTheLastTwoPoints() {
        let pan = PanGestureRecognizer(bounds: Rect(x: 0, y: 0, width: 300, height: 600), edge: .right)
        #expect(pan.handle(TouchEvent(phase: .began, location: Point(x: 290, y: 300), timestamp: 0)) == .began)
        for i in 1...10 {
            let t = Double(i) * 0.01
            // −500 pt/s with a jitter of ±2 pt on alternate samples.
            let jitter = i % 2 == 0 ? 2.0 : -2.0
            pan.handle(TouchEvent(phase: .changed, location: Point(x: 290 - 500 * t + jitter, y: 300), timestamp: t))
        }
        #expect(abs(pan.velocity.x + 500) < 60)
        #expect(abs(pan.translation.x - (-50 + 2)) < 1e-9)
    }

    @Test func anEdgePanFailsAwayFromItsEdge() {
        let pan = PanGestureRecognizer(bounds: Rect(x: 0, y: 0, width: 300, height: 600), edge: .right)
        #expect(pan.handle(TouchEvent(phase: .began, location: Point(x: 100, y: 300), timestamp: 0)) == .failed)
        #expect(pan.handle(TouchEvent(phase: .changed, location: Point(x: 50, y: 300), timestamp: 0.1)) == .failed)
    }
}
