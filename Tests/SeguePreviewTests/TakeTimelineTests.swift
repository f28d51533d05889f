import Testing
import Segue
import SegueCore
@testable import SeguePreview

/// What a take tells the timeline: the animator's tracks with their keyframe windows and
/// alongside marks, the engine's time fraction per frame, and the timing curve's panel.
@Suite struct TakeTimelineTests {
    @Test func aTakeListsTheAnimatorsTracksWithKeyframeWindowsAndAlongsideMarks() throws {
        let player = try TransitionPlayer(contentsOfFile: Fixtures.example("snapchat_swipe.lua"))
        let take = try TakeRecorder(player: player).record(TakeInput(drive: .timed(.next)))
        // The script fades the page out in a keyframe over the first 60 % …
        let fade = try #require(take.tracks.first { $0.property == .alpha && !$0.isAlongside && $0.windows.count == 1
                                                    && $0.windows[0].duration < 1 })
        #expect(fade.windows[0].start == 0 && abs(fade.windows[0].duration - 0.6) < 1e-12)
        #expect(fade.to == 0)
        // … and the container's blur and indicator travel alongside.
        let alongside = take.tracks.filter(\.isAlongside)
        #expect(alongside.contains { $0.property == .effectIntensity })
        #expect(!take.tracks.filter { !$0.isAlongside }.isEmpty)
    }

    @Test func theCubesKeyframesAreEachAWindow() throws {
        let player = try TransitionPlayer(contentsOfFile: Fixtures.example("cube.lua"))
        let take = try TakeRecorder(player: player).record(TakeInput(drive: .timed(.next)))
        let keyed = try #require(take.tracks.first { $0.windows.count > 1 })
        // Windows follow one another across the whole animation.
        #expect(keyed.windows.first?.start == 0)
        #expect(abs((keyed.windows.last.map { $0.start + $0.duration } ?? 0) - 1) < 1e-12)
        for (a, b) in zip(keyed.windows, keyed.windows.dropFirst()) { #expect(abs(a.start + a.duration - b.start) < 1e-12) }
    }

    @Test func framesCarryTheEnginesTimeFractionBesideThePresentedProgress() throws {
        let player = try TransitionPlayer(contentsOfFile: Fixtures.example("cube.lua"))
        let take = try TakeRecorder(player: player).record(TakeInput(drive: .timed(.next)))
        let running = take.frames.filter(\.isRunning)
        // easeInOut: the time fraction is linear in time, the progress is the curve's value there.
        let middle = try #require(running.first { $0.fraction >= 0.25 })
        #expect(abs(middle.progress - TimingCurve.easeInOut.value(at: middle.fraction)) < 1e-12)
        #expect(middle.progress < middle.fraction)
        #expect(take.timing == .easeInOut && take.transitionDuration == 0.6)
    }

    @Test func theTimingMessageGivesParametersSamplesAndASpringsSettlingTime() throws {
        let spring = SpringCurve(dampingRatio: 0.5, response: 0.4)
        var out = JSONOut()
        TimingMessage.write(.spring(spring), duration: 0.3, into: &out)
        let message = try JSONParser.parse(out.text)
        guard case .array(let samples)? = message["samples"]?.value else { Issue.record("no samples in \(out.text)"); return }
        #expect(samples.count == TimingMessage.sampleCount)
        #expect(message["settlingTime"]?.number == spring.settlingDuration)
        #expect(message["duration"]?.number == spring.settlingDuration)
        // Under-damped: the sampled curve overshoots 1, from the engine's own values.
        #expect(samples.contains { ($0.number ?? 0) > 1 })
        #expect(TimingMessage.parameters(of: .spring(spring)).contains { $0.0 == "dampingRatio" && $0.1 == "0.5" })
        // A bézier lists its control points and has no settling time.
        var bezier = JSONOut()
        TimingMessage.write(.easeInOut, duration: 0.35, into: &bezier)
        #expect(bezier.text.contains(#""settlingTime":null"#) && bezier.text.contains("(0.42, 0)"))
    }
}
