#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension PlaneMap {
    /// The map taking the corners of bounds `width` × `height` (top-left, top-right,
    /// bottom-right, bottom-left) to `quad`: a drawn view's own plane into the window, found
    /// from its ``DrawnView/quad`` alone (it agrees with ``View/mapToWindow``). Exact for any
    /// point of the view's plane — a rounded corner, a shadow's offset — not only its corners;
    /// nil when the quad has no area (folded edge-on) or a number is not finite.
    public init?(width: Double, height: Double, quad: [Point]) {
        guard quad.count == 4, width > 0, height > 0, width.isFinite, height.isFinite,
              quad.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
        let p0 = quad[0], p1 = quad[1], p2 = quad[2], p3 = quad[3]
        // Heckbert's square-to-quad map: (u, v) in the unit square to (x, y).
        let sx = p0.x - p1.x + p2.x - p3.x, sy = p0.y - p1.y + p2.y - p3.y
        let dx1 = p1.x - p2.x, dx2 = p3.x - p2.x, dy1 = p1.y - p2.y, dy2 = p3.y - p2.y
        let det = dx1 * dy2 - dx2 * dy1
        var g = 0.0, h = 0.0
        // A parallelogram to a millionth of a point is drawn as one (no perspective).
        if abs(sx) > 1e-6 || abs(sy) > 1e-6 {
            guard abs(det) > 1e-12 else { return nil }
            g = (sx * dy2 - dx2 * sy) / det
            h = (dx1 * sy - sx * dy1) / det
        }
        let a = p1.x - p0.x + g * p1.x, b = p3.x - p0.x + h * p3.x
        let d = p1.y - p0.y + g * p1.y, e = p3.y - p0.y + h * p3.y
        guard g != 0 || h != 0 || abs(a * e - b * d) > 1e-9 else { return nil }
        self.init(m11: a / width, m12: d / width, m13: g / width,
                  m21: b / height, m22: e / height, m23: h / height,
                  m31: p0.x, m32: p0.y, m33: 1)
        guard [m11, m12, m13, m21, m22, m23].allSatisfy(\.isFinite) else { return nil }
    }

    /// Whether the map is affine (no perspective): a rectangle stays a parallelogram.
    var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// The outline of the rectangle `rect` with corners rounded by `radius`, mapped: `arcSteps`
    /// segments per corner, clockwise from the top-left; nil when a point of it has no image.
    func roundedRect(_ rect: Rect, radius: Double, arcSteps: Int = 8) -> [Point]? {
        let r = min(max(radius, 0), rect.width / 2, rect.height / 2)
        var local: [Point] = []
        if r.isNaN || r <= 0 {
            local = rect.corners
        } else {
            let steps = max(arcSteps, 1)
            // Each corner's centre and the angle its arc starts at (y grows downwards).
            let corners = [(rect.minX + r, rect.minY + r, Double.pi), (rect.maxX - r, rect.minY + r, 1.5 * Double.pi),
                           (rect.maxX - r, rect.maxY - r, 0), (rect.minX + r, rect.maxY - r, 0.5 * Double.pi)]
            for (cx, cy, start) in corners {
                for step in 0...steps {
                    let angle = start + Double(step) / Double(steps) * Double.pi / 2
                    local.append(Point(x: cx + r * cos(angle), y: cy + r * sin(angle)))
                }
            }
        }
        var out: [Point] = []
        out.reserveCapacity(local.count)
        for point in local {
            guard let mapped = apply(point) else { return nil }
            out.append(mapped)
        }
        return out
    }
}
