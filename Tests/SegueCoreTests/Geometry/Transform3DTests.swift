import Testing
@testable import SegueCore

@Suite struct Transform3DTests {
    @Test func concatenationAppliesTheLeftTransformFirst() {
        let scaleThenMove = Transform3D.scale(x: 2, y: 2).concatenating(.translation(x: 10, y: 0))
        #expect(scaleThenMove.apply(x: 1, y: 1) == Point(x: 12, y: 2))
        let moveThenScale = Transform3D.translation(x: 10, y: 0).concatenating(.scale(x: 2, y: 2))
        #expect(moveThenScale.apply(x: 1, y: 1) == Point(x: 22, y: 2))
    }

    @Test func perspectiveMakesTheNearEdgeOfARotatedPlaneLarger() {
        let t = Transform3D.rotation(angle: .pi / 4, x: 0, y: 1, z: 0)
            .concatenating(.perspective(distance: 500))
        let left = t.apply(x: -100, y: 100), right = t.apply(x: 100, y: 100)
        // One side comes towards the eye and grows, the other recedes and shrinks.
        #expect(abs(abs(left.y) - abs(right.y)) > 1)
        #expect(t.m34 != 0)
        #expect(Transform3D.perspective(distance: 0).isIdentity)
    }

    @Test func rotationAboutZIsAPlaneRotation() {
        let p = Transform3D.rotation(angle: .pi / 2, x: 0, y: 0, z: 1).apply(x: 1, y: 0)
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
    }
}
