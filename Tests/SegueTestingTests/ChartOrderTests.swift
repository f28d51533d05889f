import Testing
@testable import SegueTesting
import SegueCore

/// Issue 45: a golden report leads with the largest change in motion, not with the first column
/// to differ — an end-of-transition reset or a view that appears a frame early comes after.
@Suite struct ChartOrderTests {
    /// Six frames of four columns: `a.x` reset at the end only, `b.alpha` shown a frame early,
    /// `c.x` 2 points off on a 100-point travel, `d.y` 3 points off on a 10-point travel.
    func traces() -> (GoldenTrace, GoldenTrace) {
        var golden = GoldenTrace(title: "order", samples: []), run = golden
        golden.columns = ["a.x", "b.alpha", "c.x", "d.y"]
        run.columns = golden.columns
        for frame in 0..<6 {
            let f = Double(frame)
            golden.rows.append([f / 60, f / 5, f * 10, frame < 2 ? nil : 1, f * 20, f * 2])
            run.rows.append([f / 60, f / 5, frame == 5 ? 0 : f * 10, frame < 1 ? nil : 1,
                             f * 20 + (frame == 2 ? 2 : 0), f * 2 + (frame == 3 ? 3 : 0)])
        }
        return (golden, run)
    }

    @Test func theLargestChangeInMotionComesFirstAndResetsAndAppearancesLast() throws {
        let (golden, run) = traces()
        let difference = try #require(GoldenComparison.difference(expected: golden, actual: run, tolerance: .exact))
        // By first divergence the order was b.alpha (1), c.x (2), d.y (3), a.x (5).
        let entries = ChartOrder.entries(expected: golden.rows, actual: run.rows, columns: difference.differingColumns,
                                         allowances: GoldenTolerance.exact.allowances(columns: golden.columns),
                                         firstFrames: difference.firstFrames)
        #expect(entries.map(\.column) == [5, 4, 3, 2], "d.y, c.x, then b.alpha, a.x")
        #expect(entries.map(\.kind) == [.motion, .motion, .presence, .end])
        #expect(abs(entries[0].share - 0.3) < 1e-12 && abs(entries[1].share - 0.02) < 1e-12)
        // The page charts them in that order and says why the last two are there.
        let page = GoldenReport.html(expected: golden, actual: run, difference: difference, tolerance: .exact,
                                     recording: nil, golden: "g.trace", fresh: "g.actual.trace")
        let names = ["\"d.y\"", "\"c.x\"", "\"b.alpha\"", "\"a.x\""].compactMap { page.range(of: "\"name\":" + $0)?.lowerBound }
        #expect(names.count == 4 && names == names.sorted())
        #expect(page.contains("differs only at the last frame (the end's reset)"))
        #expect(page.contains("differs only where the view is in one take's window and not the other's"))
    }
}
