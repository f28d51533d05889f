import Foundation
import Testing
@testable import SegueCore

/// cubic-bezier with y controls up to 1e9 against Tests/references/bezier_large_y.json
/// (60-digit decimals; made by Tests/references/bezier_large_y.py): within the documented
/// bound, 1e-9 + 1e-14 · max(1, |y1|, |y2|) — a relative one, because rounding the final y
/// evaluation costs a few units of 1e-16 of the controls' size, which no absolute 1e-9 holds.
@Suite struct UnitBezierLargeYReferenceTests {
    @Test func everyPointIsWithinTheRelativeBound() throws {
        let root = try ReferenceData.object("bezier_large_y.json")
        let rows = try #require(root["rows"] as? [[Double]])
        #expect(rows.count == 60)
        var worstAbsolute = 0.0, worstRelative = 0.0
        for row in rows {
            let (p1x, p1y, p2x, p2y, x, y) = (row[0], row[1], row[2], row[3], row[4], row[5])
            let error = abs(UnitBezier(p1x, p1y, p2x, p2y).value(at: x) - y)
            let size = max(1, abs(p1y), abs(p2y))
            worstAbsolute = max(worstAbsolute, error)
            worstRelative = max(worstRelative, error / size)
            #expect(error <= 1e-9 + 1e-14 * size, "cubic-bezier(\(p1x), \(p1y), \(p2x), \(p2y)) at \(x): off by \(error)")
        }
        // The old absolute promise cannot hold out there; the relative part is what is left.
        #expect(worstAbsolute > 1e-9)
        #expect(worstRelative < 1e-14)
    }
}
