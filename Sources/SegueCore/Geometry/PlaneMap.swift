/// A projective map of the plane (a 3 × 3 homography, row-vector convention like
/// ``Transform3D``): how a view's own plane lands on its superview's plane once its 3-D
/// transform is applied and flattened, as Core Animation flattens layers. Composing them
/// up the tree maps any view's coordinates to the window's, and the inverse maps back.
public struct PlaneMap: Equatable, Sendable {
    var m11, m12, m13: Double
    var m21, m22, m23: Double
    var m31, m32, m33: Double

    /// The identity.
    public static let identity = PlaneMap(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

    /// Moving by (`x`, `y`).
    public static func translation(x: Double, y: Double) -> PlaneMap {
        PlaneMap(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: x, m32: y, m33: 1)
    }

    /// What `transform` does to the plane z = 0, seen in perspective from the front.
    public init(_ transform: Transform3D) {
        self.init(m11: transform.m11, m12: transform.m12, m13: transform.m14,
                  m21: transform.m21, m22: transform.m22, m23: transform.m24,
                  m31: transform.m41, m32: transform.m42, m33: transform.m44)
    }

    init(m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double, m31: Double, m32: Double, m33: Double) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m31 = m31; self.m32 = m32; self.m33 = m33
    }

    /// This map, then `other`.
    public func concatenating(_ other: PlaneMap) -> PlaneMap {
        PlaneMap(
            m11: m11 * other.m11 + m12 * other.m21 + m13 * other.m31,
            m12: m11 * other.m12 + m12 * other.m22 + m13 * other.m32,
            m13: m11 * other.m13 + m12 * other.m23 + m13 * other.m33,
            m21: m21 * other.m11 + m22 * other.m21 + m23 * other.m31,
            m22: m21 * other.m12 + m22 * other.m22 + m23 * other.m32,
            m23: m21 * other.m13 + m22 * other.m23 + m23 * other.m33,
            m31: m31 * other.m11 + m32 * other.m21 + m33 * other.m31,
            m32: m31 * other.m12 + m32 * other.m22 + m33 * other.m32,
            m33: m31 * other.m13 + m32 * other.m23 + m33 * other.m33)
    }

    /// Where `point` lands, or nil where the map is not defined there: behind the eye, or a
    /// result that is not finite.
    public func apply(_ point: Point) -> Point? {
        let w = point.x * m13 + point.y * m23 + m33
        guard w > 1e-12 else { return nil }
        let x = (point.x * m11 + point.y * m21 + m31) / w
        let y = (point.x * m12 + point.y * m22 + m32) / w
        guard x.isFinite, y.isFinite else { return nil }
        return Point(x: x, y: y)
    }

    /// The map undoing this one, or nil when there is none (a plane turned edge-on folds to
    /// a line, which nothing unfolds).
    public var inverted: PlaneMap? {
        let c11 = m22 * m33 - m23 * m32, c12 = m13 * m32 - m12 * m33, c13 = m12 * m23 - m13 * m22
        let c21 = m23 * m31 - m21 * m33, c22 = m11 * m33 - m13 * m31, c23 = m13 * m21 - m11 * m23
        let c31 = m21 * m32 - m22 * m31, c32 = m12 * m31 - m11 * m32, c33 = m11 * m22 - m12 * m21
        let determinant = m11 * c11 + m12 * c21 + m13 * c31
        let scale = max(abs(m11), abs(m12), abs(m21), abs(m22), abs(m33), 1e-300)
        guard determinant.isFinite, abs(determinant) > 1e-12 * scale * scale * scale else { return nil }
        let d = 1 / determinant
        return PlaneMap(m11: c11 * d, m12: c12 * d, m13: c13 * d, m21: c21 * d, m22: c22 * d, m23: c23 * d,
                        m31: c31 * d, m32: c32 * d, m33: c33 * d)
    }
}
