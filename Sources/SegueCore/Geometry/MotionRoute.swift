#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A view's whole way along a motion path: one ``MotionPath``, a smooth curve through key
/// positions (a Catmull-Rom spline in time, drawn as one cubic per stretch between them), or
/// quarter ellipses through them (MotionLayout's `ArcCurveFit`, one ``ArcCurve`` per
/// stretch), so the view is at each key position exactly at its moment.
///
/// Promises: exactly at its start at t = 0, at each key position at its moment, and at its
/// end at t = 1; through a spline the speed and direction change smoothly through key
/// positions (the stretches share their tangents); the direction of travel is unwrapped, so
/// a view that turns with the path never spins a whole turn at once.
public struct MotionRoute: Equatable, Sendable {
    /// One stretch of a route: a cubic, or a quarter ellipse.
    public enum Stretch: Equatable, Sendable {
        case curve(MotionPath)
        case arc(ArcCurve)

        /// The point at `t` of the stretch, 0…1.
        public func point(at t: Double) -> Point {
            switch self {
            case .curve(let path): path.point(at: t)
            case .arc(let arc): arc.point(at: t)
            }
        }

        /// The direction of travel at `t` of the stretch, radians from the x axis (y down).
        public func angle(at t: Double) -> Double {
            switch self {
            case .curve(let path): path.angle(at: t)
            case .arc(let arc): arc.angle(at: t)
            }
        }
    }

    /// The stretches between successive moments.
    public let stretches: [Stretch]
    /// The moments the stretches start and end at: 0, each key position's, 1.
    public let times: [Double]
    /// The direction of travel at the start of each stretch, unwrapped from the first.
    private let startAngles: [Double]

    /// A route along one path.
    public init(_ path: MotionPath) {
        self.init(stretches: [.curve(path)], times: [0, 1])
    }

    private init(stretches: [Stretch], times: [Double]) {
        self.stretches = stretches
        self.times = times
        var angles: [Double] = []
        var angle = stretches[0].angle(at: 0)
        for stretch in stretches {
            angles.append(angle)
            angle += Self.wrapped(stretch.angle(at: 1) - stretch.angle(at: 0))
        }
        startAngles = angles
    }

    /// How a route of arcs leaves each point it passes: MotionLayout's `pathMotionArc`.
    public enum ArcStart: String, Sendable, CaseIterable {
        /// Leaves vertically, arrives horizontally.
        case startVertical
        /// Leaves horizontally, arrives vertically.
        case startHorizontal
        /// Leaves on the other axis than the arc before it left on; the first arc leaves
        /// horizontally (MotionLayout's `flip`: its chain starts as if after a vertical one).
        case flip
    }

    /// Quarter ellipses from `start` through `points` (each at its moment, strictly
    /// increasing strictly between 0 and 1) to `end`, as MotionLayout's `ArcCurveFit` stitches
    /// them: the stretch leaving the start takes `arc`; the stretch leaving a point takes that
    /// point's own `arc` when it has one, and otherwise leaves the way the stretch before it
    /// did (a `flip` is not repeated: MotionLayout keeps the last mode). Nil when the moments
    /// are not increasing or not strictly inside 0…1.
    public static func arcs(from start: Point, _ arc: ArcStart, through points: [(at: Double, point: Point, arc: ArcStart?)] = [],
                            to end: Point) -> MotionRoute? {
        let knots = [(at: 0.0, point: start, arc: Optional(arc))] + points + [(at: 1.0, point: end, arc: nil)]
        for i in 1..<knots.count where !(knots[i].at > knots[i - 1].at) { return nil }
        var vertical = true          // MotionLayout's chain starts as if after a vertical arc
        var lastChosen = true
        var stretches: [Stretch] = []
        for i in 0..<(knots.count - 1) {
            switch knots[i].arc {
            case .startVertical?: vertical = true; lastChosen = true
            case .startHorizontal?: vertical = false; lastChosen = false
            case .flip?: vertical = !lastChosen; lastChosen = vertical
            case nil: break
            }
            stretches.append(.arc(ArcCurve(from: knots[i].point, to: knots[i + 1].point, leavesVertically: vertical)))
        }
        return MotionRoute(stretches: stretches, times: knots.map(\.at))
    }

    /// The smooth route from `start` through `points` (each at its moment, in increasing
    /// order strictly between 0 and 1) to `end`. Nil when the moments are not increasing
    /// or not strictly inside 0…1.
    public static func through(_ points: [(at: Double, point: Point)], from start: Point, to end: Point) -> MotionRoute? {
        let knots = [(at: 0.0, point: start)] + points + [(at: 1.0, point: end)]
        for i in 1..<knots.count where !(knots[i].at > knots[i - 1].at) { return nil }
        // Tangents in points per unit of time: one-sided at the ends, central inside.
        let tangents: [Point] = knots.indices.map { i in
            let before = knots[max(i - 1, 0)], after = knots[min(i + 1, knots.count - 1)]
            let span = after.at - before.at
            return Point(x: (after.point.x - before.point.x) / span, y: (after.point.y - before.point.y) / span)
        }
        var stretches: [Stretch] = []
        for i in 0..<(knots.count - 1) {
            let a = knots[i], b = knots[i + 1]
            let third = (b.at - a.at) / 3
            stretches.append(.curve(MotionPath(start: a.point,
                                       control1: Point(x: a.point.x + tangents[i].x * third, y: a.point.y + tangents[i].y * third),
                                       control2: Point(x: b.point.x - tangents[i + 1].x * third, y: b.point.y - tangents[i + 1].y * third),
                                       end: b.point)))
        }
        return MotionRoute(stretches: stretches, times: knots.map(\.at))
    }

    /// The stretch `t` lies in and where in it, 0…1.
    private func locate(_ t: Double) -> (index: Int, local: Double) {
        let t = TimingMath.clampUnit(t)
        var index = 0
        while index < stretches.count - 1, t >= times[index + 1] { index += 1 }
        let span = times[index + 1] - times[index]
        return (index, span > 0 ? (t - times[index]) / span : 1)
    }

    /// The point at `t` (clamped to 0…1).
    public func point(at t: Double) -> Point {
        let (index, local) = locate(t)
        return stretches[index].point(at: local)
    }

    /// The direction of travel at `t`, radians from the x axis (y down), continuous from
    /// the start's (no jumps of a whole turn).
    public func angle(at t: Double) -> Double {
        let (index, local) = locate(t)
        let stretch = stretches[index]
        return startAngles[index] + Self.wrapped(stretch.angle(at: local) - stretch.angle(at: 0))
    }

    /// `angle` brought into −π…π.
    private static func wrapped(_ angle: Double) -> Double {
        var a = angle
        while a > Double.pi { a -= 2 * Double.pi }
        while a < -Double.pi { a += 2 * Double.pi }
        return a
    }
}
