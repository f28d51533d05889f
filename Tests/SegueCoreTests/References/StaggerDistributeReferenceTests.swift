import Foundation
import Testing
@testable import SegueCore

/// `Stagger` equal to GSAP's `distribute()` for every option the two share — each, amount,
/// from (start, end, center, edges, random, an index), grid columns, axis, ease — against
/// Tests/references/stagger_distribute.json (a port of GSAP's distribute in mpmath, checked
/// against GSAP in node; made by Tests/references/stagger_distribute.py).
@Suite struct StaggerDistributeReferenceTests {
    struct Case: CustomStringConvertible {
        let stagger: Stagger
        let count: Int
        let sorted: Bool
        let offsets: [Double]
        let text: String
        var description: String { text }
    }

    static func cases() throws -> [Case] {
        let root = try ReferenceData.object("stagger_distribute.json")
        return try #require(root["cases"] as? [[String: Any]]).map { c in
            let count = try #require(c["count"] as? Int)
            var stagger = Stagger()
            if let each = c["each"] as? Double { stagger.each = each }
            stagger.amount = c["amount"] as? Double
            if let name = c["from"] as? String {
                stagger.origin = try #require(["start": .start, "end": .end, "center": .center, "edges": .edges,
                                              "random": .random(seed: 1)][name] as Stagger.Origin?)
            } else {
                stagger.origin = .index(try #require(c["from"] as? Int))
            }
            if let columns = c["columns"] as? Int {
                stagger.grid = (rows: (count + columns - 1) / columns, columns: columns)
            }
            let axis = try #require(c["axis"] as? String)
            stagger.axis = try #require(["both": .both, "x": .x, "y": .y][axis] as Stagger.Axis?)
            let ease = try #require(c["ease"] as? String)
            stagger.ease = ease == "quadOut" ? .penner(PennerEasing(family: .quad, mode: .out)) : nil
            return Case(stagger: stagger, count: count, sorted: try #require(c["sorted"] as? Bool),
                        offsets: try #require(c["offsets"] as? [Double]),
                        text: "\(count) from \(c["from"]!) columns \(c["columns"] ?? "-") axis \(c["axis"]!) "
                            + "each \(c["each"] ?? "-") amount \(c["amount"] ?? "-") ease \(ease)")
        }
    }

    @Test func everySharedOptionGivesGSAPsOffsets() throws {
        let cases = try Self.cases()
        #expect(cases.count == 612)
        var worst = 0.0, failing = 0
        for c in cases {
            var offsets = c.stagger.offsets(count: c.count)
            if c.sorted { offsets.sort() }
            var ok = offsets.count == c.offsets.count
            for (a, e) in zip(offsets, c.offsets) {
                worst = max(worst, abs(a - e))
                if abs(a - e) > 1e-12 { ok = false }
            }
            if !ok { failing += 1 }
            #expect(ok, "\(c): \(offsets) vs \(c.offsets)")
        }
        #expect(failing == 0 && worst <= 1e-12, "\(failing) of \(cases.count) cases differ, by up to \(worst)")
    }
}
