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

    @Test func everySpellingOfANumberReadsBackAndAnythingElseNamesItsLine() throws {
        let header = GoldenTrace.signature + ": t — x\n# columns: t progress a.x b.x\n"
        let read = try GoldenTrace.read(header + "0 0 -0.25 -\n\n0.016666666666666666 1e-05 -1.7976931348623157e+308 5e-324")
        #expect(read.rows.count == 2, "an empty line is skipped, the last line needs no newline")
        #expect(read.rows[0][2] == -0.25 && read.rows[0][3] == nil)
        #expect(read.rows[1] == [1.0 / 60, 1e-05, -Double.greatestFiniteMagnitude, Double.leastNonzeroMagnitude])
        for (bad, message) in [("0 0 1.5abc -", "'1.5abc' is not a number"), ("0 0 1", "3 values for 4 columns"),
                               ("0 0 1 2 3", "5 values for 4 columns"), ("0 0 \t1 2", "'\t1' is not a number")] {
            do { _ = try GoldenTrace.read(header + "0 0 1 2\n" + bad + "\n"); Issue.record("read \(bad)") } catch {
                #expect(error.line == 4 && error.message == message, "\(bad): \(error.message)")
            }
        }
    }

    @Test func goldenNamesStayInTheirFolder() {
        #expect(GoldenFiles.isPlainName("cube.timed"))
        #expect(!GoldenFiles.isPlainName("../cube") && !GoldenFiles.isPlainName(".hidden") && !GoldenFiles.isPlainName("a/b") && !GoldenFiles.isPlainName(""))
    }
}
