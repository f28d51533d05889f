import Testing
import SegueCore
@testable import SegueExport

/// The cubic keyframe fit against curves the engine names: few keys, every sample within
/// its tolerance, jumps held, channels sharing keys.
@Suite struct CubicKeyframeFitTests {
    /// `from → to` over `duration` seconds after `delay`, sampled at `fps` until `length`.
    static func track(_ curve: TimingCurve, from: Double = 0, to: Double = 1, delay: Double = 0,
                      duration: Double, length: Double, fps: Double = 60) -> (times: [Double], values: [Double]) {
        let frames = Int((length * fps).rounded())
        let times = (0 ... frames).map { Double($0) / fps }
        let values = times.map { from + (to - from) * curve.value(at: ($0 - delay) / duration) }
        return (times, values)
    }

    static let springs: [SpringCurve] = [
        SpringCurve(dampingRatio: 0.5, response: 0.4),
        SpringCurve(dampingRatio: 0.7, response: 0.5),
        SpringCurve(dampingRatio: 0.825, response: 0.55),
        SpringCurve(dampingRatio: 1, response: 0.5),
        SpringCurve(duration: 0.5, bounce: 0.3),
        SpringCurve(mass: 1, stiffness: 170, damping: 26),
    ]

    @Test(arguments: springs)
    func aSpringNeedsAFewKeysForAThousandthOfItsDistance(spring: SpringCurve) {
        let duration = spring.settlingDuration
        let (times, values) = Self.track(.spring(spring), duration: duration, length: duration + 0.1)
        let fit = CubicKeyframeFit(times: times, channels: [values], tolerances: [1e-3])
        print("spring ζ=\(spring.dampingRatio) response=\(spring.response): \(fit.keys.count) keys for \(times.count) samples, largest error \(fit.largestError[0])")
        #expect(fit.largestError[0] <= 1e-3)
        // Measured: 8 to 11 keys (ζ 1 to 0.5).
        #expect(fit.keys.count >= 3 && fit.keys.count <= 11)
        #expect(fit.keys.first?.values == [0] && fit.keys.last?.values == [1])
    }

    @Test func aCubicEaseNeedsFewKeysWithinAQuarterPoint() {
        let (times, values) = Self.track(.easeInOut, from: 20, to: 320, delay: 0.1, duration: 0.35, length: 0.6)
        let fit = CubicKeyframeFit(times: times, channels: [values], tolerances: [0.25])
        print("easeInOut 300 pt over 0.35 s: \(fit.keys.count) keys, largest error \(fit.largestError[0]) pt")
        #expect(fit.largestError[0] <= 0.25)
        // Measured: 10 keys (a Bézier ease is no cubic in time; named, it is one Lottie segment).
        #expect(fit.keys.count <= 10)
        #expect(fit.keys.first?.values == [20] && fit.keys.last?.values == [320])
    }

    @Test func theKeysPassThroughTheirSamplesAndTheLargestErrorIsWhatTheKeysPlay() {
        let spring = SpringCurve(dampingRatio: 0.6, response: 0.45)
        let (times, values) = Self.track(.spring(spring), from: 100, to: -50, duration: spring.settlingDuration, length: 1.4)
        let fit = CubicKeyframeFit(times: times, channels: [values], tolerances: [0.25])
        var largest = 0.0
        for (k, time) in times.enumerated() {
            largest = max(largest, abs((fit.keys.value(channel: 0, at: time) ?? .nan) - values[k]))
        }
        #expect(largest == fit.largestError[0])
        for key in fit.keys { #expect(key.values[0] == values[key.sample]) }
    }

    @Test func aTighterToleranceTakesMoreKeysAndMeetsIt() {
        let spring = SpringCurve(dampingRatio: 0.5, response: 0.4)
        let (times, values) = Self.track(.spring(spring), duration: spring.settlingDuration, length: 1.5)
        let loose = CubicKeyframeFit(times: times, channels: [values], tolerances: [1e-2])
        let tight = CubicKeyframeFit(times: times, channels: [values], tolerances: [1e-5])
        #expect(tight.keys.count > loose.keys.count)
        #expect(tight.largestError[0] <= 1e-5)
        #expect(loose.largestError[0] <= 1e-2)
    }

    @Test func aJumpBecomesAHoldKey() {
        let times = (0 ... 30).map { Double($0) / 60 }
        let values = times.map { $0 < 0.25 ? 10 : 200.0 }
        let fit = CubicKeyframeFit(times: times, channels: [values], tolerances: [0.25])
        #expect(fit.largestError[0] == 0)
        #expect(fit.keys.count == 4)
        #expect(fit.keys.contains { $0.easing == .hold })
        #expect(fit.keys.value(channel: 0, at: 0.24) == 10)
    }

    @Test func channelsFittedTogetherShareKeysAndEachMeetsItsTolerance() {
        let spring = SpringCurve(dampingRatio: 0.7, response: 0.5)
        let (times, x) = Self.track(.spring(spring), from: 0, to: 300, duration: spring.settlingDuration, length: 1.2)
        let (_, y) = Self.track(.easeOut, from: 50, to: 10, delay: 0.2, duration: 0.3, length: 1.2)
        let fit = CubicKeyframeFit(times: times, channels: [x, y], tolerances: [0.25, 0.25])
        #expect(fit.largestError[0] <= 0.25 && fit.largestError[1] <= 0.25)
        for key in fit.keys { #expect(key.values == [x[key.sample], y[key.sample]]) }
    }

    @Test func aConstantTrackIsOneKeyAndNonFiniteSamplesDoNotTrap() {
        let times = (0 ... 10).map { Double($0) / 60 }
        let flat = CubicKeyframeFit(times: times, channels: [Array(repeating: 3, count: 11)], tolerances: [0.25])
        #expect(flat.keys.count == 2 && flat.largestError[0] == 0)
        var wild = Array(repeating: 1.0, count: 11)
        wild[4] = .nan
        wild[6] = .infinity
        let odd = CubicKeyframeFit(times: times, channels: [wild], tolerances: [0])
        #expect(odd.largestError[0].isFinite)
        let mismatched = CubicKeyframeFit(times: times, channels: [[1, 2]], tolerances: [0.25])
        #expect(mismatched.keys.isEmpty)
    }
}

/// A take of many frames (a long run at a high rate): the fit still meets its tolerance, and
/// needs no more keys than the curve's shape asks for.
@Suite struct CubicKeyframeFitScaleTests {
    @Test func aSpringAtTenThousandFramesASecondTakesAboutTheKeysItTakesAtSixty() {
        let spring = SpringCurve(dampingRatio: 0.5, response: 0.4)
        let duration = spring.settlingDuration
        let (times, values) = CubicKeyframeFitTests.track(.spring(spring), duration: duration, length: duration + 0.1, fps: 10_000)
        let fit = CubicKeyframeFit(times: times, channels: [values], tolerances: [1e-3])
        #expect(times.count > 9_000)
        #expect(fit.largestError[0] <= 1e-3)
        #expect(fit.keys.count <= 14)
    }
}
