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
        // 60 frames per second: 1.67 hundredths each, shown as 2, 2, 1, … adding up to the run.
        let times = (0...60).map { Double($0) / 60 }
        let delays = GIFDelays.hundredths(times)
        #expect(delays.count == 61)
        #expect(delays.dropLast().reduce(0, +) == 100)
        #expect(delays.allSatisfy { $0 >= 1 && $0 <= 2 })
        #expect(GIFDelays.hundredths([0, .nan, 0.5]) == [1, 49, 49])
        #expect(GIFDelays.hundredths([0.2]) == [100])
    }
}
