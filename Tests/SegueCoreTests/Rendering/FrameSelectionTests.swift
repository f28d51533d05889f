import Testing
@testable import SegueCore

/// The frames a still or an animation shows: evenly spaced with both ends, or the nearest
/// to chosen times; GIF delays that keep the sampled times.
@Suite struct FrameSelectionTests {
    @Test func evenlySpacedFramesIncludeBothEnds() {
        #expect(FrameSelection.evenly(3).indices(frameCount: 37) { Double($0) } == [0, 18, 36])
        #expect(FrameSelection.evenly(8).indices(frameCount: 3) { Double($0) } == [0, 1, 2])
        #expect(FrameSelection.evenly(1).indices(frameCount: 5) { Double($0) } == [0])
        #expect(FrameSelection.evenly(4).indices(frameCount: 0) { Double($0) } == [])
    }

    @Test func chosenTimesTakeTheNearestFrameInTheOrderGiven() {
        let times = [0, 0.1, 0.2, 0.3]
        #expect(FrameSelection.nearest([0.29, 0, 0.14, 9]).indices(frameCount: 4) { times[$0] } == [3, 0, 1, 3])
    }

    @Test func gifDelaysKeepTheSampledTimesWithoutDrift() {
        // 30 frames per second: 3.33 hundredths each, shown as 3, 4, 3, … adding up to the run.
        let times = (0...30).map { Double($0) / 30 }
        let delays = GIFDelays.hundredths(times)
        #expect(delays.count == 31)
        #expect(delays.dropLast().reduce(0, +) == 100)
        #expect(delays.allSatisfy { $0 >= 3 && $0 <= 4 })
        // 50 frames a second: exactly 2 each, the last one too.
        #expect(GIFDelays.hundredths((0...30).map { Double($0) / 50 }) == Array(repeating: 2, count: 31))
        // Never under 2 (browsers show 0 and 1 as a tenth of a second); the error is carried.
        #expect(GIFDelays.hundredths((0...60).map { Double($0) / 60 }).allSatisfy { $0 == 2 })
        #expect(GIFDelays.hundredths([0, .nan, 0.5]) == [2, 48, 48])
        #expect(GIFDelays.hundredths([0.2]) == [100])
    }

    @Test func frameDelaysInAnAPNGsMillisecondsAddUpToTheRun() {
        // 60 frames a second in milliseconds: 17 or 16, the run's length in all.
        let delays = FrameDelays.ticks((0...36).map { Double($0) / 60 }, perSecond: 1000)
        #expect(delays.count == 37 && Set(delays) == [16, 17])
        #expect(delays.dropLast().reduce(0, +) == 600)
        // A last frame off the grid gets the rest, rounded; the error is not carried past it.
        #expect(FrameDelays.ticks([0, 0.02, 0.04, 0.05], perSecond: 100) == [2, 2, 1, 2])
    }
}
