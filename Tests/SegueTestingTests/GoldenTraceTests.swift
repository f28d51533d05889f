#if canImport(Glibc)
import Glibc
#endif
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

    /// The text is written number by number into one string (issue 44): each value as Swift
    /// prints it, `-` for a view not in the window, one space between fields, the column
    /// names escaped, the header's space kept when there are no columns.
    @Test func theTextWritesEachValueAsSwiftPrintsIt() {
        let values: [Double?] = [0, 1.0 / 3, -2.5e-300, 1e21, nil, .infinity, 201.87850920086686, -0.0]
        let trace = GoldenTrace(title: "a — b", columns: ["card.x", "odd name", "c.alpha"],
                                rows: [Array(values[0..<5]), Array(values[3..<8])])
        let lines = trace.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 5 && lines[4].isEmpty)
        #expect(lines[1] == "# columns: t progress card.x " + WordEscaping.escaped("odd name") + " c.alpha")
        #expect(lines[2] == "0.0 0.3333333333333333 -2.5e-300 1e+21 -")
        #expect(lines[3] == "1e+21 - inf 201.87850920086686 -0.0")
        let empty = GoldenTrace(title: "none", columns: [], rows: [[0, 1], []])
        #expect(empty.text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
            == ["# columns: t progress ", "0.0 1.0", "", ""])
    }

    @Test func theFirstDifferenceIsNamed() {
        let difference = GoldenComparison.firstDifference(expected: trace(alpha: 0.5), actual: trace(alpha: 0.5000001), tolerance: 0)
        #expect(difference == "frame 2 (t 0.03333333333333333 s): card.alpha expected 0.5, got 0.5000001"
            + "; 1 of 3 frames and 1 of 32 columns differ; the largest by 1e-07 alpha (card.alpha, frame 2)")
        #expect(GoldenComparison.firstDifference(expected: trace(alpha: 0.5), actual: trace(alpha: 0.5000001), tolerance: 1e-6) == nil)
        let shorter = GoldenComparison.firstDifference(expected: trace(alpha: 0.5), actual: trace(alpha: 0.5, frames: 2), tolerance: 0)
        #expect(shorter == "the run has 2 frames, the golden 3 (the first 2 match)")
    }

    /// A difference in the last bits (0.5 against the next double up, 1.1e-16 apart) still
    /// fails an exact golden and is named, but the summary calls it rounding, not "the
    /// largest by 1.1e-16"; a real difference elsewhere is the largest, the rounding apart.
    @Test func aDifferenceInTheLastBitsIsNoLargestDifference() {
        let next = 0.5.nextUp
        let noise = GoldenComparison.firstDifference(expected: trace(alpha: 0.5), actual: trace(alpha: next), tolerance: 0)
        #expect(noise == "frame 2 (t 0.03333333333333333 s): card.alpha expected 0.5, got \(next)"
            + "; 1 of 3 frames and 1 of 32 columns differ; every difference within rounding (at most 1 ulp)")
        #expect(!(noise ?? "").contains("largest"))
        let difference = GoldenComparison.difference(expected: trace(alpha: 0.5), actual: trace(alpha: next), tolerance: 0)
        #expect(difference?.largest.isEmpty == true && difference?.roundingOnly["alpha"]?.ulps == 1)
    }

    /// Tolerances in each column's unit: an alpha allowance does not loosen positions, a
    /// points allowance does not loosen alpha, and a relative one scales with the value.
    @Test func tolerancesHaveUnits() {
        let exact = trace(alpha: 0.5), off = trace(alpha: 0.504)
        let points = GoldenTolerance(units: [.points: 0.01])
        #expect(GoldenComparison.firstDifference(expected: exact, actual: off, tolerance: points)
            == "frame 2 (t 0.03333333333333333 s): card.alpha expected 0.5, got 0.504"
            + "; 1 of 3 frames and 1 of 32 columns differ; the largest by 0.004 alpha (card.alpha, frame 2)")
        let alpha = GoldenTolerance(units: [.alpha: 0.005])
        #expect(GoldenComparison.firstDifference(expected: exact, actual: off, tolerance: alpha) == nil)
        #expect(exact.isHeld(byGoldenText: off.text, tolerance: alpha))
        #expect(!exact.isHeld(byGoldenText: off.text, tolerance: points))
        let tight = GoldenTolerance(units: [.alpha: 0.001])
        #expect(GoldenComparison.firstDifference(expected: exact, actual: off, tolerance: tight)
            == "frame 2 (t 0.03333333333333333 s): card.alpha expected 0.5, got 0.504 (beyond its tolerance of 0.001 alpha)"
            + "; 1 of 3 frames and 1 of 32 columns differ; the largest by 0.004 alpha (card.alpha, frame 2)")
        // 0.004 of 0.504 is within 1 % of the value, not within 0.5 %.
        #expect(GoldenComparison.firstDifference(expected: exact, actual: off, tolerance: GoldenTolerance(relative: 0.01)) == nil)
        #expect(GoldenComparison.firstDifference(expected: exact, actual: off, tolerance: GoldenTolerance(relative: 0.005)) != nil)
        #expect(GoldenTolerance.unit(ofColumn: "card.rotation") == .radians)
        #expect(GoldenTolerance.unit(ofColumn: "touch.velocityX") == nil)
        #expect(GoldenTolerance.unit(ofColumn: "shadow.backgroundRed") == .colour)
    }

    /// A failure says how much differs in all: every frame and column beyond the tolerance,
    /// and the largest difference in each unit with where it is.
    @Test func theWholeDifferenceIsCounted() {
        let store = ViewStore()
        let window = store.makeView(id: "window", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let card = store.makeView(id: "card", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(card)
        func run(shift: Double) -> GoldenTrace {
            GoldenTrace(title: "test", frames: (0..<5).map { k in
                card.alpha = k >= 3 ? 0.5 + shift / 100 : 0.5
                card.frame = Rect(x: Double(k) * 10 + (k >= 1 ? shift * Double(k) : 0), y: 0, width: 10, height: 10)
                return FilmFrame(time: Double(k) / 60, progress: Double(k) / 4, drawing: StageDrawing(window: window))
            })
        }
        let difference = GoldenComparison.firstDifference(expected: run(shift: 0), actual: run(shift: 0.5), tolerance: 0)
        #expect(difference == "frame 1 (t 0.016666666666666666 s): card.x expected 10.0, got 10.5"
            + "; 4 of 5 frames and 2 of 32 columns differ; the largest by 0.005 alpha (card.alpha, frame 3), 2.0 points (card.x, frame 4)")
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

/// The golden reader's fast path for plain decimals gives strtod's double bit for bit, and
/// leaves every other spelling to strtod.
@Suite struct PlainDecimalTests {
    func strtodValue(_ text: String) -> Double {
        text.withCString { strtod($0, nil) }
    }

    func fastValue(_ text: String) -> Double? {
        Array(text.utf8).withUnsafeBufferPointer { PlainDecimal.value($0, from: 0, to: $0.count) }
    }

    @Test func plainDecimalsReadAsStrtodReadsThem() {
        var generator = SeededGenerator(seed: 19)
        var texts = ["0", "-0", "0.0", "-0.0", "1.0", "375.0", "0.5", "-667.5", "9007199254740992", "9007199254740993",
                     "0.1", "0.2", "0.3", "0.7", "1e-05", "0.016666666666666666", "123456789012345.6", "1.0000000000000002",
                     "0.0000000000000000000001", "00.25", "4.35"]
        for _ in 0..<20_000 {
            let value = Double(bitPattern: generator.next() >> 2)
            texts.append("\(value)")
            let short = "\(Double(generator.next() % 100_000) / 1000)"
            #expect(fastValue(short) != nil, "a short decimal like a golden's takes the fast path: \(short)")
            texts.append(short)
            texts.append(String(generator.next() % 1_000_000_000_000) + "." + String(generator.next() % 10_000_000))
        }
        for text in texts {
            guard let value = fastValue(text) else { continue }
            let expected = strtodValue(text)
            #expect(value.bitPattern == expected.bitPattern, "\(text): \(value) != \(expected)")
        }
        #expect(fastValue("-0")?.sign == .minus)
    }

    @Test func everyOtherSpellingIsLeftToStrtod() {
        for text in ["", "-", ".", "1.", ".5", "+1", "1e5", "1.5e-3", "nan", "inf", "-inf", "0x10", " 1", "1 ", "1.2.3",
                     "12345678901234567890", "9007199254740993", "0.12345678901234567", "1.00000000000000000000001", "1,5", "--1"] {
            #expect(fastValue(text) == nil, "\(text)")
        }
    }
}

/// The one-pass check of a golden's text agrees with reading it and comparing in full.
@Suite struct GoldenTextMatchTests {
    func trace(_ values: [Double]) -> GoldenTrace {
        GoldenTrace(title: "t", columns: ["card.x", "card.alpha"], rows: values.map { [$0 / 60, 0.5, $0, $0 == 2 ? nil : -0.25] })
    }

    /// What the full path says of `text` against `actual`: nil when it matches.
    func fullVerdict(_ text: String, _ actual: GoldenTrace, tolerance: GoldenTolerance) -> String? {
        guard let expected = try? GoldenTrace.read(text) else { return "unreadable" }
        return GoldenComparison.firstDifference(expected: expected, actual: actual, tolerance: tolerance)
    }

    @Test func heldOnlyWhenReadingAndComparingFindNoDifference() {
        let actual = trace([0, 1, 2, 3.000000000000001])
        let text = actual.text
        #expect(actual.isHeld(byGoldenText: text, tolerance: 0), "a trace holds its own text")
        let header = GoldenTrace.signature + ": t — x\n# columns: t progress card.x card.alpha\n"
        let variants = [
            text, text + "\n\n", String(text.dropLast()), text.replacingOccurrences(of: "0.5", with: "5e-1"),
            text.replacingOccurrences(of: " 3.000000000000001 ", with: " 3.0 "),
            text.replacingOccurrences(of: "-0.25", with: "-0.250000001"),
            text.replacingOccurrences(of: "# columns: t progress", with: "# columns:  t progress"),
            text.replacingOccurrences(of: "card.alpha", with: "card.beta"), text + "0 0 0 0\n",
            header + "0.0 0.5 0.0 -0.25\n", header + "0 0.5 0 -0.25 1\n", header + "0 0.5 0 x\n",
            header + "0 0.5 -0 -0.25\n0.016666666666666666 0.5 1.0 -0.25\n0.03333333333333333 0.5 2.0 -\n"
                + "0.05 0.5 3.000000000000001 -0.25\n",
            "# segue golden trace 1\u{301}: t\n# columns: t progress card.x card.alpha\n", "hello", "",
        ]
        for tolerance: GoldenTolerance in [0, 1e-6, GoldenTolerance(units: [.points: 0.5], relative: 1e-9)] {
            for variant in variants {
                let held = actual.isHeld(byGoldenText: variant, tolerance: tolerance)
                let verdict = fullVerdict(variant, actual, tolerance: tolerance)
                if held { #expect(verdict == nil, "held, but the full path says \(verdict ?? ""): \(variant)") }
                if variant == text || variant == text + "\n\n" { #expect(held) }
            }
        }
        #expect(actual.isHeld(byGoldenText: text.replacingOccurrences(of: "-0.25", with: "-0.250000001"), tolerance: 1e-6))
        #expect(!actual.isHeld(byGoldenText: text.replacingOccurrences(of: "-0.25", with: "-0.250000001"), tolerance: 0))
    }
}
