import SegueCore
import Testing
@testable import SegueTesting

/// Golden traces: the text reads back bit for bit, and a comparison names the first
/// differing frame, view and property, exactly or within a tolerance.
@Suite struct GoldenTraceTests {
    func trace(alpha: Double, frames: Int = 3) -> GoldenTrace {
        let store = ViewStore()
        let window = store.makeView(id: "window", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let card = store.makeView(id: "card", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(card)
        return GoldenTrace(title: "test", frames: (0..<frames).map { k in
            card.alpha = k == 2 ? alpha : 0.1 * Double(k)
            return FilmFrame(time: Double(k) / 60, progress: Double(k) / 2, drawing: StageDrawing(window: window))
        })
    }

    @Test func theTextReadsBackBitForBit() throws {
        let original = trace(alpha: 1.0 / 3)
        let read = try GoldenTrace.read(original.text)
        #expect(read.rows.count == 3 && read.columns == original.columns)
        #expect(GoldenComparison.firstDifference(expected: read, actual: original, tolerance: 0) == nil)
        #expect(original.text.split(separator: "\n").count == 5)
    }

    @Test func theFirstDifferenceIsNamed() {
        let difference = GoldenComparison.firstDifference(expected: trace(alpha: 0.5), actual: trace(alpha: 0.5000001), tolerance: 0)
        #expect(difference == "frame 2 (t 0.03333333333333333 s): card.alpha expected 0.5, got 0.5000001")
        #expect(GoldenComparison.firstDifference(expected: trace(alpha: 0.5), actual: trace(alpha: 0.5000001), tolerance: 1e-6) == nil)
        let shorter = GoldenComparison.firstDifference(expected: trace(alpha: 0.5), actual: trace(alpha: 0.5, frames: 2), tolerance: 0)
        #expect(shorter == "the run has 2 frames, the golden 3 (the first 2 match)")
    }

    @Test func aBrokenGoldenNamesItsLine() {
        #expect(throws: GoldenTraceError.self) { try GoldenTrace.read("hello") }
        let text = trace(alpha: 0.5).text.replacingOccurrences(of: "0.5 ", with: "x ")
        do { _ = try GoldenTrace.read(text); Issue.record("read a broken trace") } catch {
            #expect(error.line == 3 && error.message == "'x' is not a number")
        }
    }

    @Test func goldenNamesStayInTheirFolder() {
        #expect(GoldenFiles.isPlainName("cube.timed"))
        #expect(!GoldenFiles.isPlainName("../cube") && !GoldenFiles.isPlainName(".hidden") && !GoldenFiles.isPlainName("a/b") && !GoldenFiles.isPlainName(""))
    }
}
