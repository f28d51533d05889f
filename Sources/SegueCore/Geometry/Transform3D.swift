#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A 4×4 homogeneous transform in Core Animation's convention (row vectors, `m34` carries
/// perspective), so that `a.concatenating(b)` applies `a` first, then `b`.
public struct Transform3D: Equatable, Sendable {
    public var m11, m12, m13, m14: Double
    public var m21, m22, m23, m24: Double
    public var m31, m32, m33, m34: Double
    public var m41, m42, m43, m44: Double

    /// Creates a transform from its sixteen entries, row by row.
    public init(m11: Double, m12: Double, m13: Double, m14: Double,
                m21: Double, m22: Double, m23: Double, m24: Double,
                m31: Double, m32: Double, m33: Double, m34: Double,
                m41: Double, m42: Double, m43: Double, m44: Double) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The transform that changes nothing.
    public static let identity = Transform3D(m11: 1, m12: 0, m13: 0, m14: 0,
                                             m21: 0, m22: 1, m23: 0, m24: 0,
                                             m31: 0, m32: 0, m33: 1, m34: 0,
                                             m41: 0, m42: 0, m43: 0, m44: 1)

    /// Whether this is exactly the identity.
    public var isIdentity: Bool { self == .identity }

    /// A translation by `(x, y, z)`.
    public static func translation(x: Double, y: Double, z: Double = 0) -> Transform3D {
        var t = identity
        (t.m41, t.m42, t.m43) = (x, y, z)
        return t
    }

    /// A scale by `(x, y, z)`.
    public static func scale(x: Double, y: Double, z: Double = 1) -> Transform3D {
        var t = identity
        (t.m11, t.m22, t.m33) = (x, y, z)
        return t
    }

    /// A rotation by `angle` radians about the axis `(x, y, z)` (normalised here; a zero axis
    /// gives the identity). Positive angles follow Core Animation's sense.
    public static func rotation(angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0 else { return identity }
        let (ux, uy, uz) = (x / length, y / length, z / length)
        let c = cos(angle), s = sin(angle), t = 1 - c
        return Transform3D(
            m11: t * ux * ux + c, m12: t * ux * uy + s * uz, m13: t * ux * uz - s * uy, m14: 0,
            m21: t * ux * uy - s * uz, m22: t * uy * uy + c, m23: t * uy * uz + s * ux, m24: 0,
            m31: t * ux * uz + s * uy, m32: t * uy * uz - s * ux, m33: t * uz * uz + c, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// Perspective seen from `distance` points in front of the plane (`m34 = -1/distance`);
    /// a distance of zero or less gives the identity.
    public static func perspective(distance: Double) -> Transform3D {
        var t = identity
        if distance > 0 { t.m34 = -1 / distance }
        return t
    }

    /// The transform that applies `self` first and then `other`.
    public func concatenating(_ other: Transform3D) -> Transform3D {
        let a = self, b = other
        func row(_ r1: Double, _ r2: Double, _ r3: Double, _ r4: Double)
            -> (Double, Double, Double, Double) {
            (r1 * b.m11 + r2 * b.m21 + r3 * b.m31 + r4 * b.m41,
             r1 * b.m12 + r2 * b.m22 + r3 * b.m32 + r4 * b.m42,
             r1 * b.m13 + r2 * b.m23 + r3 * b.m33 + r4 * b.m43,
             r1 * b.m14 + r2 * b.m24 + r3 * b.m34 + r4 * b.m44)
        }
        let r1 = row(a.m11, a.m12, a.m13, a.m14)
        let r2 = row(a.m21, a.m22, a.m23, a.m24)
        let r3 = row(a.m31, a.m32, a.m33, a.m34)
        let r4 = row(a.m41, a.m42, a.m43, a.m44)
        return Transform3D(m11: r1.0, m12: r1.1, m13: r1.2, m14: r1.3,
                           m21: r2.0, m22: r2.1, m23: r2.2, m24: r2.3,
                           m31: r3.0, m32: r3.1, m33: r3.2, m34: r3.3,
                           m41: r4.0, m42: r4.1, m43: r4.2, m44: r4.3)
    }

    /// Maps `(x, y, z)` through the transform and projects it back to the plane (homogeneous
    /// divide). Points behind the eye (w ≤ 0) are returned unprojected.
    public func apply(x: Double, y: Double, z: Double = 0) -> Point {
        let px = x * m11 + y * m21 + z * m31 + m41
        let py = x * m12 + y * m22 + z * m32 + m42
        let w = x * m14 + y * m24 + z * m34 + m44
        guard w > 0 else { return Point(x: px, y: py) }
        return Point(x: px / w, y: py / w)
    }
}

extension Transform3D {
    /// The transform a view's decomposed properties stand for, applied about its anchor
    /// point (`anchorX`, `anchorY`: the centre unless a script moved it) by whoever draws it:
    /// scale, then rotations (z, y, x), translation and the view's own perspective, as Core
    /// Animation composes them. `value` reads one property.
    public static func composed(_ value: (ViewProperty) -> Double) -> Transform3D {
        var t = Transform3D.scale(x: value(.scaleX), y: value(.scaleY))
        if value(.rotation) != 0 { t = t.concatenating(.rotation(angle: value(.rotation), x: 0, y: 0, z: 1)) }
        if value(.rotationY) != 0 { t = t.concatenating(.rotation(angle: value(.rotationY), x: 0, y: 1, z: 0)) }
        if value(.rotationX) != 0 { t = t.concatenating(.rotation(angle: value(.rotationX), x: 1, y: 0, z: 0)) }
        t = t.concatenating(.translation(x: value(.translationX), y: value(.translationY), z: value(.translationZ)))
        return t.concatenating(.perspective(distance: value(.perspective)))
    }
}
