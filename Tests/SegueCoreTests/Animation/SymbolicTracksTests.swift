import Testing
@testable import SegueCore

/// The animator's symbolic tracks: over an uninterrupted run, each one's named curve in
/// seconds of the run reproduces the engine's values; keyframe windows inside a curved
/// animator, and interrupted runs, are not described as such.
@Suite struct SymbolicTracksTests {
    /// The value a track gives at `t` seconds after its animator's run began.
    static func value(_ track: SymbolicAnimationTrack, at t: Double) -> Double {
        var p: Double
        if track.duration <= 0 {
            p = t >= track.delay ? 1 : 0
        } else {
            let u = (t - track.delay) / track.duration
            p = u <= 0 ? 0 : (1 - u) * track.duration < 1e-9 ? 1 : track.timing.value(at: u)
        }
        var value = track.from * (1 - p) + track.to * p
        if let range = track.range { value = min(max(value, range.lowerBound), range.upperBound) }
        return value
    }

    static let timings: [TimingCurve] = [
        .linear, .easeInOut, .penner(PennerEasing(family: .back, mode: .out)),
        .spring(SpringCurve(dampingRatio: 0.5, initialVelocity: 0)),
        .spring(SpringCurve(mass: 1, stiffness: 170, damping: 15)),
    ]

    @Test(arguments: timings)
    func aSlideReplayedFromItsTracksIsTheTrace(timing: TimingCurve) throws {
        let fixture = try ContainerFixture(.navigation, slide: SlideAnimation(duration: 0.4, timing: timing))
        let driver = StageDriver(scene: fixture.scene, fps: 60)
        driver.beginTake()
        #expect(try driver.start(.push, interactive: false))
        var compared = 0
        var sawKeyframe = false
        _ = try driver.runFrames(until: { !driver.isRunning }) {
            guard let animator = driver.runningAnimator, let start = animator.uninterruptedStart else {
                #expect(!driver.isRunning, "a timed run is uninterrupted while it runs")
                return true
            }
            let t = fixture.scene.clock.now - start
            for track in animator.symbolicTracks {
                let view = try #require(fixture.scene.anyView(id: track.viewID))
                let scale = max(1, abs(track.from), abs(track.to))
                #expect(abs(Self.value(track, at: t) - view[track.property]) <= 1e-9 * scale,
                        "\(track.viewID).\(track.property) at \(t)")
                compared += 1
                if track.property == .alpha { sawKeyframe = true }
            }
            return true
        }
        #expect(compared > 20)
        // The outgoing page's fade is a keyframe in the second half: described in seconds
        // when the animator's timing is linear, left to sampling inside a curve.
        #expect(sawKeyframe == (timing == .linear))
    }

    @Test func theFadeKeyframeIsItsWindowInSeconds() throws {
        let fixture = try ContainerFixture(.navigation, slide: SlideAnimation(duration: 0.4))
        let driver = StageDriver(scene: fixture.scene, fps: 60)
        #expect(try driver.start(.push, interactive: false))
        let tracks = try #require(driver.runningAnimator?.symbolicTracks)
        let fade = try #require(tracks.first { $0.property == .alpha })
        #expect(fade.viewID == "aView" && fade.from == 1 && fade.to == 0)
        #expect(fade.delay == 0.2 && fade.duration == 0.2 && fade.timing == .linear && fade.range == 0...1)
        let slide = try #require(tracks.first { $0.viewID == "bView" && $0.property == .x })
        #expect(slide.from == 300 && slide.to == 0 && slide.delay == 0 && slide.duration == 0.4 && slide.range == nil)
    }

    @Test func aScrubbedRunIsNotOneUninterruptedRun() throws {
        let fixture = try ContainerFixture(.navigation)
        let driver = StageDriver(scene: fixture.scene, fps: 60)
        #expect(try driver.start(.push, interactive: true))
        try driver.interact { $0.update(0.3) }
        #expect(driver.runningAnimator?.uninterruptedStart == nil)
        try driver.interact { $0.finish(velocity: 0) }
        try driver.step(frames: 2)
        #expect(driver.runningAnimator?.uninterruptedStart == nil, "finished from a scrub: a continuation, not the run")
    }

    @Test func animationsAddedAsTheRunBeginsArePartOfItAndLaterOnesInterruptIt() {
        let clock = VirtualClock(), store = ViewStore()
        let box = store.makeView(id: "box", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let animator = PropertyAnimator(duration: 1, timing: .easeOut, clock: clock, store: store)
        animator.addAnimations { box[.x] = 100 }
        animator.startAnimation()
        // Alongside, at the start (a presentation's dimming): still one run, both described.
        animator.addAnimations(alongside: true) { box[.alpha] = 0.5 }
        #expect(animator.uninterruptedStart == 0)
        #expect(animator.symbolicTracks.map(\.property) == [.x, .alpha])
        #expect(animator.symbolicTracks.last?.isAlongside == true)
        clock.advance(to: 0.25)
        animator.addAnimations { box[.y] = 50 }
        #expect(animator.uninterruptedStart == nil, "a new target mid-flight hands velocity over: not the named curve")
    }
}
