import Testing
@testable import SegueCore

/// Keyframe calculation modes against hand-computed values, and input validation.
@Suite struct KeyframeInterpolationTests {
    @Test func linear() throws {
        let k = try KeyframeInterpolation(keyTimes: [0.2, 0.5, 1], values: [10, 40, 0], mode: .linear)
        #expect(k.value(at: 0) == 10 && k.value(at: 0.2) == 10)
        #expect(abs(k.value(at: 0.35) - 25) < 1e-12)
        #expect(k.value(at: 0.5) == 40)
        #expect(abs(k.value(at: 0.75) - 20) < 1e-12)
        #expect(k.value(at: 1) == 0 && k.value(at: 3) == 0)
    }

    @Test func discrete() throws {
        let k = try KeyframeInterpolation(keyTimes: [0, 0.25, 0.75], values: [1, 2, 3], mode: .discrete)
        #expect(k.value(at: 0) == 1 && k.value(at: 0.2499) == 1)
        #expect(k.value(at: 0.25) == 2 && k.value(at: 0.7) == 2)
        #expect(k.value(at: 0.75) == 3 && k.value(at: 1) == 3)
        // Core Animation's form: one more key time than values.
        let ca = try KeyframeInterpolation(keyTimes: [0, 0.5, 1], values: [7, 9], mode: .discrete)
        #expect(ca.value(at: 0.49) == 7 && ca.value(at: 0.5) == 9 && ca.value(at: 1) == 9)
        // Late first key time: the first value holds before it.
        let late = try KeyframeInterpolation(keyTimes: [0.5, 0.8], values: [4, 5], mode: .discrete)
        #expect(late.value(at: 0.1) == 4)
    }

    @Test func pacedIgnoresKeyTimes() throws {
        // Path 0 → 10 → 5: total length 15; constant speed 15 per unit time.
        let k = try KeyframeInterpolation(keyTimes: [0, 0.9, 1], values: [0, 10, 5], mode: .paced)
        #expect(k.value(at: 0) == 0)
        #expect(abs(k.value(at: 0.2) - 3) < 1e-12)
        #expect(abs(k.value(at: 2.0 / 3) - 10) < 1e-12)
        #expect(abs(k.value(at: 0.8) - 8) < 1e-12)
        #expect(k.value(at: 1) == 5)
        let flat = try KeyframeInterpolation(evenlySpaced: [3, 3, 3], mode: .paced)
        #expect(flat.value(at: 0.4) == 3)
        // Repeated values count as zero-length segments.
        let repeated = try KeyframeInterpolation(evenlySpaced: [0, 4, 4, 8], mode: .paced)
        #expect(abs(repeated.value(at: 0.25) - 2) < 1e-12)
        #expect(abs(repeated.value(at: 0.75) - 6) < 1e-12)
    }

    @Test func cubicCatmullRom() throws {
        let k = try KeyframeInterpolation(keyTimes: [0, 0.5, 1], values: [0, 1, 0], mode: .cubic)
        // Tangents (per unit time): 2 (one-sided), 0 (central), −2 (one-sided); Hermite at s = ½
        // of the first segment: ½·0 + ⅛·½·2 + ½·1 − ⅛·½·0 = 0.625.
        #expect(abs(k.value(at: 0.25) - 0.625) < 1e-12)
        #expect(abs(k.value(at: 0.75) - 0.625) < 1e-12)
        #expect(k.value(at: 0.5) == 1 && k.value(at: 0) == 0 && k.value(at: 1) == 0)
        // Uniform Catmull-Rom on 0,1,3,6 at the middle of segment 1→3:
        // tangents·h = (3−0)/2 and (6−1)/2 → ½·1 + ⅛·1.5 + ½·3 − ⅛·2.5 = 1.875.
        let u = try KeyframeInterpolation(evenlySpaced: [0, 1, 3, 6], mode: .cubic)
        #expect(abs(u.value(at: 0.5) - 1.875) < 1e-12)
        // Two keyframes: a straight line.
        let two = try KeyframeInterpolation(keyTimes: [0, 1], values: [2, 6], mode: .cubic)
        for i in 0...10 {
            let t = Double(i) / 10
            #expect(abs(two.value(at: t) - (2 + 4 * t)) < 1e-12)
        }
    }

    @Test func validation() {
        #expect(throws: KeyframeError.noValues) {
            try KeyframeInterpolation(keyTimes: [], values: [], mode: .linear)
        }
        #expect(throws: KeyframeError.countMismatch(keyTimes: 3, values: 2)) {
            try KeyframeInterpolation(keyTimes: [0, 0.5, 1], values: [1, 2], mode: .linear)
        }
        #expect(throws: KeyframeError.countMismatch(keyTimes: 4, values: 2)) {
            try KeyframeInterpolation(keyTimes: [0, 0.2, 0.5, 1], values: [1, 2], mode: .discrete)
        }
        #expect(throws: KeyframeError.nonIncreasingKeyTimes(index: 2)) {
            try KeyframeInterpolation(keyTimes: [0, 0.5, 0.5], values: [1, 2, 3], mode: .cubic)
        }
        #expect(throws: KeyframeError.nonIncreasingKeyTimes(index: 1)) {
            try KeyframeInterpolation(keyTimes: [0.6, 0.4], values: [1, 2], mode: .linear)
        }
        #expect(throws: KeyframeError.keyTimeOutOfRange(index: 1)) {
            try KeyframeInterpolation(keyTimes: [0, 1.5], values: [1, 2], mode: .linear)
        }
        #expect(throws: KeyframeError.nonFiniteValue(index: 0)) {
            try KeyframeInterpolation(keyTimes: [0, 1], values: [.nan, 2], mode: .paced)
        }
    }
}
