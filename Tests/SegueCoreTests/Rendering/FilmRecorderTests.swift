import Testing
@testable import SegueCore

/// Issue 28, item 5: `segue render` kept every frame of the run, so `--fps 10000` took
/// gigabytes to draw eight frames. The recorder keeps a number of frames bounded by what is
/// drawn, whatever the number made, and chooses the same frames as from all of them while
/// it could keep them all.
@Suite struct FilmRecorderTests {
    /// A one-view drawing, its view at `x`.
    private static func drawing(_ x: Double) -> StageDrawing {
        let store = ViewStore()
        let window = store.makeView(id: "window", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(store.makeView(id: "v", frame: Rect(x: x, y: 0, width: 1, height: 1)))
        return StageDrawing(window: window)
    }

    /// A recorder fed `count` frames at `fps`, frame k's view at x = k; how many drawings it made.
    private static func record(_ keeping: FilmRecorder.Keeping, count: Int, fps: Double = 60) -> (FilmRecorder, Int) {
        let recorder = FilmRecorder(keeping)
        var drawn = 0
        for k in 0..<count {
            recorder.record(time: Double(k) / fps, progress: Double(k) / Double(max(count - 1, 1))) {
                drawn += 1
                return drawing(Double(k))
            }
        }
        return (recorder, drawn)
    }

    /// The run index of a frame the recorder fed (its view's x).
    private static func index(_ frame: FilmFrame) -> Int { Int(frame.drawing.views[0].frame.minX) }

    @Test(arguments: [10, 300, 5_000, 100_000])
    func theFramesKeptAreBoundedByWhatIsDrawnWhateverTheFramesMade(count: Int) {
        let (strided, _) = Self.record(.strided(every: 1, most: 256), count: count)
        #expect(strided.frameCount == count)
        #expect(strided.keptCount <= min(count, 257))
        // The first and the last frame stay; the others stand on one grid.
        let kept = strided.frames.map(Self.index)
        #expect(kept.first == 0 && kept.last == count - 1)
        #expect(kept.dropLast().allSatisfy { $0 % strided.stride == 0 })
        let (nearest, _) = Self.record(.nearest([0, 0.1, 0.1, 99]), count: count)
        #expect(nearest.keptCount <= 3)
    }

    @Test(arguments: [2, 3, 5, 7])
    func theLastFrameStaysWhenTheStrideDoublesOffIt(most: Int) {
        for count in 1...40 {
            let (recorder, _) = Self.record(.strided(every: 1, most: most), count: count)
            let kept = recorder.frames.map(Self.index)
            #expect(kept.first == 0 && kept.last == count - 1, "\(count) frames, at most \(most): \(kept)")
            #expect(kept.count <= most + 1)
            #expect(kept == kept.sorted() && Set(kept).count == kept.count)
        }
    }

    @Test func whileEveryFrameIsKeptTheChoiceIsFrameSelections() {
        let (recorder, _) = Self.record(.strided(every: 1, most: 256), count: 200)
        for selection in [FrameSelection.evenly(8), .evenly(64), .evenly(300), .nearest([0.5, 0, 0.013, 9])] {
            let all = (0..<200).map { Double($0) / 60 }
            #expect(recorder.choose(selection).map(Self.index) == selection.indices(frameCount: 200) { all[$0] })
        }
    }

    @Test func chosenTimesAreExactWhateverTheFramesMade() {
        let times = [0.25, 0, 0.1234, 0.5, 7]
        let (recorder, _) = Self.record(.nearest(times), count: 5_001, fps: 10_000)
        let all = (0..<5_001).map { Double($0) / 10_000 }
        #expect(recorder.choose(.nearest(times)).map(Self.index) == FrameSelection.nearest(times).indices(frameCount: 5_001) { all[$0] })
    }

    @Test func evenlySpacedFramesOfALongRunAreTheNearestKeptOnes() {
        let (recorder, _) = Self.record(.strided(every: 1, most: 256), count: 5_001, fps: 10_000)
        let chosen = recorder.choose(.evenly(8)).map(Self.index)
        let exact = FrameSelection.evenly(8).indices(frameCount: 5_001) { Double($0) }
        #expect(chosen.count == 8)
        #expect(chosen.first == 0 && chosen.last == 5_000)
        // Each within half a stride of its even place.
        for (got, wanted) in zip(chosen, exact) { #expect(abs(got - wanted) <= recorder.stride / 2) }
    }

    @Test func aStartingStrideSamplesTheRunAtALowerRate() {
        // 10,000 frames a second kept at most 240 a second: every 42nd, and the last.
        let (recorder, _) = Self.record(.strided(every: 42, most: 1_200), count: 5_001, fps: 10_000)
        #expect(recorder.stride == 42)
        let kept = recorder.frames.map(Self.index)
        #expect(kept.count == 5_000 / 42 + 2)
        #expect(kept.dropLast().enumerated().allSatisfy { $0.element == $0.offset * 42 })
        #expect(kept.last == 5_000)
        // Asked for more frames than it kept, it gives each kept frame once.
        #expect(recorder.choose(.evenly(600)).count == kept.count)
    }
}
