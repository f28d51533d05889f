import Foundation
import Testing
@testable import SegueCore

/// Routes through key positions (MotionLayout's KeyPosition): exact where they promise to be,
/// smooth everywhere, and a plain line when there is nothing to pass through.
@Suite struct MotionRouteTests {
    let start = Point(x: 300, y: 500)
    let end = Point(x: 20, y: 100)

    @Test func passesThroughEachKeyPositionExactlyAtItsMoment() throws {
        let keys = [(at: 0.25, point: Point(x: 250, y: 200)), (at: 0.7, point: Point(x: 40, y: 300))]
        let route = try #require(MotionRoute.through(keys, from: start, to: end))
        #expect(route.point(at: 0) == start)
        #expect(route.point(at: 1) == end)
        for key in keys { #expect(route.point(at: key.at) == key.point) }
        #expect(route.point(at: -3) == start && route.point(at: 7) == end)
    }

    @Test func withoutKeyPositionsItIsTheStraightLineAtOneSpeed() throws {
        let route = try #require(MotionRoute.through([], from: start, to: end))
        for t in stride(from: 0.0, through: 1.0, by: 0.05) {
            let p = route.point(at: t)
            #expect(abs(p.x - (start.x + t * (end.x - start.x))) < 1e-9)
            #expect(abs(p.y - (start.y + t * (end.y - start.y))) < 1e-9)
        }
    }

    @Test func velocityIsContinuousThroughKeyPositions() throws {
        let keys = [(at: 0.3, point: Point(x: 100, y: 450)), (at: 0.6, point: Point(x: 200, y: 150))]
        let route = try #require(MotionRoute.through(keys, from: start, to: end))
        let h = 1e-6
        for key in keys {
            let before = route.point(at: key.at), left = route.point(at: key.at - h), right = route.point(at: key.at + h)
            let vLeft = Point(x: (before.x - left.x) / h, y: (before.y - left.y) / h)
            let vRight = Point(x: (right.x - before.x) / h, y: (right.y - before.y) / h)
            #expect(abs(vLeft.x - vRight.x) < 1e-2 * max(1, abs(vLeft.x)), "x speed at \(key.at)")
            #expect(abs(vLeft.y - vRight.y) < 1e-2 * max(1, abs(vLeft.y)), "y speed at \(key.at)")
        }
    }

    @Test func theDirectionOfTravelNeverJumpsAWholeTurn() throws {
        // A loop: out to the right, up, back left past the start, down: the direction turns
        // through more than half a turn, where an atan2 would jump by 2π.
        let keys = [(at: 0.25, point: Point(x: 400, y: 300)), (at: 0.5, point: Point(x: 300, y: 200)),
                    (at: 0.75, point: Point(x: 150, y: 300))]
        let route = try #require(MotionRoute.through(keys, from: Point(x: 200, y: 400), to: Point(x: 220, y: 500)))
        var previous = route.angle(at: 0)
        var turned = 0.0
        for i in 1...1000 {
            let angle = route.angle(at: Double(i) / 1000)
            #expect(abs(angle - previous) < 0.2, "jump at \(Double(i) / 1000)")
            turned += angle - previous
            previous = angle
        }
        #expect(abs(turned) > Double.pi, "the loop turns more than half a turn: \(turned)")
    }

    @Test func refusesMomentsThatDoNotIncreaseInsideTheTime() {
        #expect(MotionRoute.through([(at: 0.5, point: start), (at: 0.5, point: end)], from: start, to: end) == nil)
        #expect(MotionRoute.through([(at: 0.6, point: start), (at: 0.2, point: end)], from: start, to: end) == nil)
        #expect(MotionRoute.through([(at: 0, point: start)], from: start, to: end) == nil)
        #expect(MotionRoute.through([(at: 1, point: end)], from: start, to: end) == nil)
    }

    @Test func keyPositionFramesOfReference() {
        let size = Size(width: 40, height: 40), room = Size(width: 400, height: 800)
        let from = Point(x: 100, y: 100), to = Point(x: 300, y: 200)
        #expect(KeyPosition(at: 0.5, percentX: 0.25, percentY: 0.5, type: .deltaRelative)
            .point(from: from, to: to, size: size, room: room) == Point(x: 150, y: 150))
        // Along the line (200, 100) a quarter, then a tenth of it turned clockwise (−100, 200).
        #expect(KeyPosition(at: 0.5, percentX: 0.25, percentY: 0.1, type: .pathRelative)
            .point(from: from, to: to, size: size, room: room) == Point(x: 140, y: 145))
        #expect(KeyPosition(at: 0.5, percentX: 1, percentY: 0.5, type: .parentRelative)
            .point(from: from, to: to, size: size, room: room) == Point(x: 360, y: 380))
    }
}
