import Testing
import SegueCore
import SegueExport

/// A symbolic track's value: held before its delay, its curve in between, its end after.
@Suite struct SymbolicTrackTests {
    @Test func itFollowsItsCurveBetweenItsDelayAndItsEnd() {
        let track = SymbolicTrack(viewID: "card", property: .x, from: 100, to: 0, delay: 0.1, duration: 0.4, timing: .easeInOut)
        #expect(track.value(at: 0) == 100 && track.value(at: 0.1) == 100)
        #expect(track.value(at: 0.5) == 0 && track.value(at: 2) == 0)
        let u = 0.3
        let p = TimingCurve.easeInOut.value(at: u)
        #expect(track.value(at: 0.1 + u * 0.4) == 100 * (1 - p) + 0 * p)
    }

    @Test func aHeldPropertyStaysInItsRangeWhileTheCurveOvershoots() {
        let spring = TimingCurve.spring(SpringCurve(dampingRatio: 0.3, initialVelocity: 0)).fitted(toDuration: 1)
        let track = SymbolicTrack(viewID: "card", property: .alpha, from: 0, to: 1, delay: 0, duration: 1, timing: spring, range: 0...1)
        let free = SymbolicTrack(viewID: "card", property: .alpha, from: 0, to: 1, delay: 0, duration: 1, timing: spring)
        let times = (0...100).map { Double($0) / 100 }
        #expect(times.contains { free.value(at: $0) > 1 }, "the spring overshoots")
        #expect(times.allSatisfy { track.value(at: $0) <= 1 && track.value(at: $0) >= 0 })
    }
}
