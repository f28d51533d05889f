import Testing
@testable import SegueCore

/// Springs mean what UIKit means: initialVelocity is the whole distance per second in
/// every form, a spring's last frame is no visible step, and what Core Animation draws
/// within 0…1 is not shown overshooting.
@Suite struct SpringReferenceTests {
    /// The progress velocity an animator of `duration` seconds starts `timing` with, by a
    /// one-microsecond difference on the engine's clock.
    func startingVelocity(_ timing: TimingCurve, duration: Double) -> Double {
        let clock = VirtualClock(), store = ViewStore()
        let view = store.makeView(id: "v")
        let animator = PropertyAnimator(duration: duration, timing: timing, clock: clock, store: store)
        animator.addAnimations { view[.x] = 1 }
        animator.startAnimation()
        clock.advance(by: 1e-6)
        return view[.x] / 1e-6
    }

    @Test func initialVelocityIsTheWholeDistancePerSecondInEveryForm() {
        // UISpringTimingParameters(dampingRatio: 0.5, initialVelocity: 2) over 0.5 s starts
        // at 2 distances per second (it used to start at 7.87).
        for (ratio, velocity, duration) in [(0.5, 2.0, 0.5), (1.0, 1.0, 0.35), (0.8, -3.0, 1.2), (1.5, 4.0, 0.25)] {
            let stretched = TimingCurve.spring(SpringCurve(dampingRatio: ratio, initialVelocity: velocity))
            let measured = startingVelocity(stretched, duration: duration)
            #expect(abs(measured - velocity) < 1e-3 * max(abs(velocity), 1), "ζ \(ratio), v \(velocity), \(duration) s: \(measured)")
        }
        // The forms with their own duration already ran on real seconds.
        let physical = TimingCurve.spring(SpringCurve(dampingRatio: 0.5, response: 0.4, initialVelocity: 2))
        #expect(abs(startingVelocity(physical, duration: 9) - 2) < 1e-3)
    }

    @Test func aFittedSpringStillEndsExactlyAndSettles() {
        let spring = SpringCurve(dampingRatio: 0.5, initialVelocity: 2).fitted(toDuration: 0.5)
        #expect(spring.initialVelocity == 2)
        #expect(spring.value(at: 0) == 0 && spring.value(at: 1) == 1)
        // Unfitted (no duration known) and at rest, nothing changes.
        let resting = SpringCurve(dampingRatio: 0.5)
        #expect(resting.fitted(toDuration: 0.5) == resting)
        #expect(SpringCurve(dampingRatio: 0.5, response: 0.3, initialVelocity: 1).fitted(toDuration: 2).clockVelocity == 1)
    }

    @Test func theLastFrameIsNoVisibleStep() {
        // At 60 Hz, the step into the final value is no larger than the steps before it and
        // far below a hundredth of a point on a 1000-point travel.
        for spring in [SpringCurve(dampingRatio: 0.5, response: 0.4), SpringCurve(dampingRatio: 1, response: 0.3),
                       SpringCurve(dampingRatio: 0.3), SpringCurve(duration: 0.5, bounce: 0.2)] {
            let curve = TimingCurve.spring(spring)
            let frames = Int((spring.settlingDuration * 60).rounded(.up))
            let last = curve.value(at: 1), beforeLast = curve.value(at: Double(frames - 1) / Double(frames))
            #expect(abs(last - beforeLast) * 1000 < 1, "\(curve.displayName): last step \(abs(last - beforeLast))")
            #expect(last == 1)
        }
    }

    @Test func alphaUnderASpringNeverShowsAboveOneYetReachesItsValues() {
        let clock = VirtualClock(), store = ViewStore()
        let view = store.makeView(id: "v")
        view[.alpha] = 0
        view[.x] = 0
        let animator = PropertyAnimator(duration: 1, timing: .spring(SpringCurve(dampingRatio: 0.3)), clock: clock, store: store)
        animator.addAnimations { view[.alpha] = 1; view[.x] = 100 }
        animator.startAnimation()
        var highestAlpha = 0.0, highestX = 0.0
        for _ in 0..<120 {
            clock.advance(by: 1.0 / 120)
            highestAlpha = max(highestAlpha, view[.alpha])
            highestX = max(highestX, view[.x])
        }
        #expect(highestAlpha == 1)
        // Positions overshoot as springs do.
        #expect(highestX > 100)
        #expect(view[.alpha] == 1 && view[.x] == 100)
    }

    @Test func aScriptsOwnOutOfRangeAlphaIsStillReachedExactly() {
        // The hold widens to the track's own values: an animation from 1.5 (a value the
        // script wrote) lands on it when cancelled.
        let clock = VirtualClock(), store = ViewStore()
        let view = store.makeView(id: "v")
        view[.alpha] = 1.5
        let animator = PropertyAnimator(duration: 1, timing: .spring(SpringCurve(dampingRatio: 0.3)), clock: clock, store: store)
        animator.addAnimations { view[.alpha] = 0 }
        animator.startAnimation()
        clock.advance(by: 0.3)
        animator.isReversed = true
        clock.advance(by: 2)
        #expect(view[.alpha] == 1.5)
    }
}
