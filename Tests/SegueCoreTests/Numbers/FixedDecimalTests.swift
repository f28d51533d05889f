import Foundation
import Testing
import SegueCore

/// The table's numbers: the integer path writes exactly what the string path (the table's
/// text before it was streamed) makes, for every kind of value.
@Suite struct FixedDecimalTests {
    private func bytes(_ value: Double, _ digits: Int) -> String {
        var buffer: [UInt8] = []
        FixedDecimal.append(value, digits: digits, to: &buffer)
        return String(decoding: buffer, as: UTF8.self)
    }

    @Test func theTextHasTheDigitsAndNoNegativeZero() {
        #expect(bytes(375, 1) == "375.0")
        #expect(bytes(0.12345, 3) == "0.123")
        #expect(bytes(0.5, 4) == "0.5000")
        #expect(bytes(-0.04, 1) == "0.0")
        #expect(bytes(-0.0, 3) == "0.000")
        #expect(bytes(-0.00004, 4) == "0.0000")
        #expect(bytes(-0.005, 3) == "-0.005")
        #expect(bytes(-12.25, 1) == "-12.3")  // half away from zero
        #expect(bytes(2.5e-5, 4) == "0.0000")
        #expect(bytes(0.00005, 4) == "0.0001")
    }

    @Test func beyondTheIntegersItKeepsSwiftsForm() {
        #expect(FixedDecimal.scaled(1e15, digits: 1) == nil)
        #expect(bytes(1e16, 1) == "1e+16")
        #expect(bytes(99_999_999_999_999.9, 1) == "99999999999999.9")
        #expect(bytes(1e14, 1) == "100000000000000.0")
        #expect(bytes(.infinity, 3) == "inf")
        #expect(bytes(-.infinity, 1) == "-inf")
        #expect(bytes(.nan, 4) == "nan")
        #expect(bytes(-1e300, 1) == "-1e+300")
    }

    /// Every digit count over values around each power of ten, each rounding boundary, and
    /// random values of every magnitude up to and past the integers' range.
    @Test(arguments: [1, 3, 4])
    func theIntegerPathWritesWhatTheStringPathDoes(digits: Int) {
        var values: [Double] = [0, -0.0, 0.05, 0.15, 0.25, 0.35, 1.45, 2.675, 1.0005, 0.00015, 0.00025]
        var power = 1e-5
        while power < 1e17 {
            for factor in [1.0, 0.5, 1.5, 9.99999, 0.999999999] {
                let value = power * factor
                values += [value, -value, value.nextUp, value.nextDown]
            }
            power *= 10
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let magnitude = Double.random(in: -6...16, using: &generator)
            let value = Double.random(in: 0.5...1, using: &generator) * pow(10, magnitude)
            values += [value, -value]
            // Halfway points of the last printed digit, where rounding decides.
            let halfway = ((value * 10_000).rounded(.down) + 0.5) / 10_000
            values.append(halfway)
        }
        for value in values {
            let expected = FixedDecimal.text(value, digits: digits)
            #expect(bytes(value, digits) == expected, "\(value) at \(digits) digits")
        }
    }

    @Test func outOfRangeDigitCountsAreClamped() {
        #expect(bytes(1.23456, 0) == bytes(1.23456, 1))
        #expect(bytes(1.23456, 9) == bytes(1.23456, 4))
        #expect(FixedDecimal.text(1.23456, digits: 9) == "1.2346")
    }
}
