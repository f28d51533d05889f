#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import SegueCore

/// The trace writer's numbers: every spelling reads back to its double, and a value gets the
/// same bytes whether the speller remembered it or not — across enough values that the
/// remembered table is overwritten many times over.
@Suite struct JSONNumberSpellerTests {
    private func written(_ values: [Double]) -> [[UInt8]] {
        var sink = ByteSink(capacity: 64)
        var speller = JSONNumberSpeller()
        var spellings: [[UInt8]] = []
        for value in values {
            let before = sink.count
            speller.append(value, to: &sink)
            sink.withBytes { spellings.append(Array($0[before...])) }
        }
        return spellings
    }

    private func readBack(_ spelling: [UInt8]) -> Double? {
        let text = String(decoding: spelling, as: UTF8.self)
        var end: UnsafeMutablePointer<CChar>?
        let value = text.withCString { start in
            let value = strtod(start, &end)
            return end.map { $0 == start + strlen(start) } == true ? value : nil
        }
        return value
    }

    @Test func everySpellingReadsBackToTheSameDouble() throws {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [0, -0.0, 1, -1, 0.5, 0.1, 1e15, -1e15, 999_999_999_999_999, 1e-7, 5e-324,
                                .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNormalMagnitude, 0.30000000000000004]
        for _ in 0..<20_000 {
            values.append(Double(bitPattern: generator.next()))
            values.append(Double.random(in: -1000...1000, using: &generator))
            values.append(Double(Int.random(in: -1_000_000...1_000_000, using: &generator)))
        }
        values = values.filter(\.isFinite)
        // Each value twice, the second time usually remembered, once long after.
        let spellings = written(values + values.reversed() + values)
        for (index, value) in values.enumerated() {
            let spelling = spellings[index]
            let read = try #require(readBack(spelling), "\(String(decoding: spelling, as: UTF8.self)) is not a number")
            #expect(read.bitPattern == value.bitPattern || (read == 0 && value == 0), "\(value) came back as \(read)")
            #expect(spellings[2 * values.count - 1 - index] == spelling)
            #expect(spellings[2 * values.count + index] == spelling)
            #expect(JSONNumberSpeller.spelling(of: value) == spelling)
        }
    }

    @Test func wholeValuesAreIntegersAndOthersAreShortest() {
        let cases: [(Double, String)] = [(0, "0"), (-0.0, "0"), (42, "42"), (-7, "-7"), (1e15 - 1, "999999999999999"),
                                         (0.1, "0.1"), (-2.5, "-2.5"), (1e15, "1000000000000000.0"), (1e300, "1e+300"), (.nan, "null"), (.infinity, "null")]
        let spellings = written(cases.map(\.0) + cases.map(\.0))
        for (index, (_, expected)) in cases.enumerated() {
            #expect(String(decoding: spellings[index], as: UTF8.self) == expected)
            #expect(String(decoding: spellings[cases.count + index], as: UTF8.self) == expected)
        }
    }

    @Test func theSinkGrowsAndKeepsEveryByte() {
        var sink = ByteSink(capacity: 8)
        var expected: [UInt8] = []
        for round in 0..<5000 {
            let piece = Array("piece \(round);".utf8)
            sink.append(piece)
            sink.append(UInt8(ascii: "|"))
            expected += piece + [UInt8(ascii: "|")]
        }
        #expect(sink.count == expected.count)
        #expect(sink.withBytes { Array($0) } == expected)
        sink.removeAll()
        #expect(sink.count == 0)
    }
}
