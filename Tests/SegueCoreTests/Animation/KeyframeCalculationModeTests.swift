import Testing
@testable import SegueCore

/// UIKit's keyframe calculation modes, wired into the animator: the same keyframes played
/// linear, discrete, paced and cubic, each exact at its ends.
@Suite struct KeyframeCalculationModeTests {
    /// x goes 0 → 100 in 0…0.25, → 100 held, → 300 in 0.5…1 (two keyframes with a gap).
    func animator(_ mode: KeyframeCalculationMode) -> (animator: PropertyAnimator, view: View) {
        let clock = VirtualClock(), store = ViewStore()
        let view = store.makeView(id: "v")
        let animator = PropertyAnimator(duration: 1, clock: clock, store: store)
        animator.keyframeCalculationMode = mode
        animator.addAnimations {
            animator.addKeyframe(relativeStart: 0, relativeDuration: 0.25) { view[.x] = 100 }
            animator.addKeyframe(relativeStart: 0.5, relativeDuration: 0.5) { view[.x] = 300 }
        }
        return (animator, view)
    }

    func x(_ mode: KeyframeCalculationMode, at fraction: Double) -> Double {
        let (animator, view) = animator(mode)
        animator.fractionComplete = fraction
        return view[.x]
    }

    @Test func everyModeStartsAndEndsExactly() {
        for mode in KeyframeCalculationMode.allCases {
            #expect(x(mode, at: 0) == 0, "\(mode)")
            #expect(x(mode, at: 1) == 300, "\(mode)")
        }
    }

    @Test func linearPlaysEachWindowAndHoldsBetween() {
        #expect(x(.linear, at: 0.125) == 50)
        #expect(x(.linear, at: 0.4) == 100)
        #expect(x(.linear, at: 0.75) == 200)
    }

    @Test func discreteJumpsAsEachWindowEnds() {
        #expect(x(.discrete, at: 0.2) == 0)
        #expect(x(.discrete, at: 0.25) == 100)
        #expect(x(.discrete, at: 0.99) == 100)
    }

    @Test func pacedMovesAtOneSpeedOverTheWholeAnimation() {
        // 300 points in all: a third of the way at a third of the time, whatever the windows.
        #expect(abs(x(.paced, at: 1.0 / 3) - 100) < 1e-9)
        #expect(abs(x(.paced, at: 0.5) - 150) < 1e-9)
    }

    @Test func cubicPassesThroughTheKeyframesSmoothly() {
        #expect(x(.cubic, at: 0.25) == 100)
        #expect(x(.cubic, at: 0.5) == 100)
        // Between them it is no straight line: the spline bends through the points.
        let middle = x(.cubic, at: 0.75)
        #expect(middle != 200 && middle > 100 && middle < 300)
    }

    @Test func theModeOutlivesACompletedAnimation() {
        let (animator, _) = animator(.discrete)
        animator.startAnimation()
        animator.stopAnimation(withoutFinishing: true)
        #expect(animator.keyframeCalculationMode == .discrete)
    }
}
