import Testing
@testable import SegueCore

/// Core Animation's `repeatCount`, `repeatDuration` and `autoreverses` inside a window.
@Suite struct RepetitionTests {
    @Test func cyclesRepeatForward() {
        let r = Repetition(count: 3)
        #expect(r.fraction(at: 0) == 0)
        #expect(abs(r.fraction(at: 1.0 / 6) - 0.5) < 1e-15)
        #expect(r.fraction(at: 1.0 / 3) == 1)            // the end of a cycle belongs to it
        #expect(abs(r.fraction(at: 0.5) - 0.5) < 1e-12)
        #expect(r.fraction(at: 1) == 1)                  // holds the end (fillMode forwards)
        #expect(r.fraction(at: 2) == 1)
    }

    @Test func autoreversingCyclesGoThereAndBack() {
        let r = Repetition(count: 2, autoreverses: true)
        #expect(r.fraction(at: 0.125) == 0.5)
        #expect(r.fraction(at: 0.25) == 1)               // the far end, once per cycle
        #expect(r.fraction(at: 0.375) == 0.5)
        #expect(r.fraction(at: 0.5) == 0)                // back at the start: a cycle is there and back
        #expect(r.fraction(at: 0.75) == 1)
        #expect(r.fraction(at: 1) == 0)                  // whole autoreversing cycles end where they began
    }

    @Test func aFractionalCountEndsPartWay() {
        #expect(abs(Repetition(count: 2.5).fraction(at: 1) - 0.5) < 1e-15)
        #expect(abs(Repetition(count: 0.5, autoreverses: true).fraction(at: 1) - 1) < 1e-15)
        #expect(abs(Repetition(count: 0.25, autoreverses: true).fraction(at: 1) - 0.5) < 1e-15)
    }

    @Test func repeatDurationCountsCyclesOfTheCycleDuration() {
        #expect(Repetition(repeatDuration: 1.5, cycleDuration: 0.5).count == 3)
        #expect(Repetition(repeatDuration: 1.5, cycleDuration: 0.5, autoreverses: true).count == 1.5)
    }

    @Test func badCountsAreClampedNotTrapped() {
        #expect(Repetition(count: .nan).count == 1)
        #expect(Repetition(count: -4).count == 0.001)
        #expect(Repetition(count: .infinity).count == Repetition.maximumCount)
        #expect(Repetition(count: 3).fraction(at: .nan) == 0)
    }

    /// In a window: each cycle eased by the window's curve, the window's value exact at its ends.
    @Test func aWindowPlaysItsCyclesEachEased() {
        let segment = AnimationSegment(start: 0.2, duration: 0.6, curve: .easeInOut, repetition: Repetition(count: 2, autoreverses: true))
        #expect(segment.localProgress(0.2) == 0)
        #expect(segment.localProgress(0.35) == 1)
        #expect(segment.localProgress(0.5) == 0)
        #expect(abs(segment.localProgress(0.275) - TimingCurve.easeInOut.value(at: 0.5)) < 1e-12)
        #expect(segment.localProgress(0.9) == 0)
    }
}
