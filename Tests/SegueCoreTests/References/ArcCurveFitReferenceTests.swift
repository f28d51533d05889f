import Foundation
import Testing
@testable import SegueCore

/// Arcs land where MotionLayout's `ArcCurveFit` puts them — the true quarter ellipse, its
/// arc-length timing, its flip rule — against Tests/references/arc_curve_fit.json (a port of
/// ArcCurveFit in IEEE doubles; made by Tests/references/arc_curve_fit.py).
@Suite struct ArcCurveFitReferenceTests {
    struct Case {
        let name: String
        let start, end: Point
        let route: MotionRoute
        let vertical: [Bool]
        let samples: [(t: Double, point: Point)]
    }

    static func point(_ value: Any?) throws -> Point {
        let xy = try #require(value as? [Double])
        return Point(x: xy[0], y: xy[1])
    }

    static func arc(_ value: Any?) throws -> MotionRoute.ArcStart? {
        guard let name = value as? String else { return nil }
        guard let arc = MotionRoute.ArcStart(rawValue: name) else { throw CocoaError(.fileReadCorruptFile) }
        return arc
    }

    static func cases() throws -> [Case] {
        let root = try ReferenceData.object("arc_curve_fit.json")
        return try #require(root["cases"] as? [[String: Any]]).map { c in
            let through = try #require(c["through"] as? [[String: Any]]).map { p in
                (at: try #require(p["at"] as? Double), point: try point(p["point"]), arc: try arc(p["arc"]))
            }
            let start = try #require(try arc(c["arc"]))
            let route = try #require(MotionRoute.arcs(from: try point(c["start"]), start, through: through, to: try point(c["end"])))
            let samples = try #require(c["samples"] as? [[String: Any]]).map { s in
                (t: try #require(s["t"] as? Double), point: try point(s["point"]))
            }
            return Case(name: try #require(c["name"] as? String), start: try point(c["start"]), end: try point(c["end"]), route: route,
                        vertical: try #require(c["vertical"] as? [Bool]), samples: samples)
        }
    }

    @Test func everyArcIsWhereArcCurveFitPutsIt() throws {
        let cases = try Self.cases()
        #expect(cases.count == 9)
        var worst = 0.0
        for c in cases {
            for sample in c.samples {
                let p = c.route.point(at: sample.t)
                worst = max(worst, hypot(p.x - sample.point.x, p.y - sample.point.y))
                #expect(ReferenceData.near(p.x, sample.point.x) && ReferenceData.near(p.y, sample.point.y),
                        "\(c.name) at \(sample.t): \(p) vs \(sample.point)")
            }
        }
        #expect(worst <= 1e-9)
    }

    @Test func theFlipRuleChoosesMotionLayoutsStarts() throws {
        for c in try Self.cases() {
            let chosen = c.route.stretches.map { stretch -> Bool? in
                if case .arc(let arc) = stretch { return arc.leavesVertically }
                return nil
            }
            #expect(chosen == c.vertical.map { $0 }, "\(c.name)")
        }
    }

    /// Exact at the ends, where ArcCurveFit is off by cos(π/2)'s rounding (6e-15 of a point).
    @Test func theEndsAreExact() throws {
        for c in try Self.cases() {
            #expect(c.route.point(at: 0) == c.start, "\(c.name)")
            #expect(c.route.point(at: 1) == c.end, "\(c.name)")
        }
    }
}
