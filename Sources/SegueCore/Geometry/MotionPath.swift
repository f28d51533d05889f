#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The curve a view's position follows: a cubic Bézier from a start to an end point (a
/// quadratic one is raised to cubic). Arcs are not cubics: see ``ArcCurve``.
///
/// Promises: the curve is exactly at its start at t = 0 and exactly at its end at t = 1;
/// every point of it is finite when its control points are.
public struct MotionPath: Equatable, Sendable {
    /// The start, the two control points and the end.
    public let start, control1, control2, end: Point

    /// The cubic through `start` to `end` with those control points.
    public init(start: Point, control1: Point, control2: Point, end: Point) {
        self.start = start
        self.control1 = control1
        self.control2 = control2
        self.end = end
    }

    /// A quadratic Bézier (one control point), as the cubic that draws it.
    public static func quadratic(from start: Point, control: Point, to end: Point) -> MotionPath {
        MotionPath(start: start,
                   control1: Point(x: start.x + 2.0 / 3 * (control.x - start.x), y: start.y + 2.0 / 3 * (control.y - start.y)),
                   control2: Point(x: end.x + 2.0 / 3 * (control.x - end.x), y: end.y + 2.0 / 3 * (control.y - end.y)),
                   end: end)
    }

    /// A straight line.
    public static func line(from start: Point, to end: Point) -> MotionPath {
        quadratic(from: start, control: Point(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2), to: end)
    }

    /// The point at `t` (clamped to 0…1).
    public func point(at t: Double) -> Point {
        let t = TimingMath.clampUnit(t)
        if t <= 0 { return start }
        if t >= 1 { return end }
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return Point(x: a * start.x + b * control1.x + c * control2.x + d * end.x,
                     y: a * start.y + b * control1.y + c * control2.y + d * end.y)
    }

    /// The direction of travel at `t` (clamped to 0…1), radians from the x axis (y down);
    /// where the curve stops for an instant, the direction of the chord.
    public func angle(at t: Double) -> Double {
        let t = TimingMath.clampUnit(t)
        let u = 1 - t
        let dx = 3 * u * u * (control1.x - start.x) + 6 * u * t * (control2.x - control1.x) + 3 * t * t * (end.x - control2.x)
        let dy = 3 * u * u * (control1.y - start.y) + 6 * u * t * (control2.y - control1.y) + 3 * t * t * (end.y - control2.y)
        if abs(dx) + abs(dy) > 1e-12 { return atan2(dy, dx) }
        return atan2(end.y - start.y, end.x - start.x)
    }
}
