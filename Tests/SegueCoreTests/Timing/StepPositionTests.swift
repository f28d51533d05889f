import Testing
@testable import SegueCore

/// CSS step functions, hand-computed from the CSS Easing Level 1 algorithm.
@Suite struct StepPositionTests {
    @Test func cssValues() {
        let cases: [(StepPosition, Int, Double, Double)] = [
            (.jumpEnd, 4, 0.3, 0.25), (.jumpEnd, 4, 0.25, 0.25), (.jumpEnd, 4, 0.2499, 0),
            (.jumpEnd, 4, 0.99, 0.75), (.jumpEnd, 4, 1, 1),
            (.jumpStart, 4, 0, 0.25), (.jumpStart, 4, 0.3, 0.5), (.jumpStart, 4, 0.75, 1),
            (.jumpStart, 4, 1, 1),
            (.jumpNone, 5, 0, 0), (.jumpNone, 5, 0.3, 0.25), (.jumpNone, 5, 0.8, 1),
            (.jumpNone, 5, 0.79, 0.75), (.jumpNone, 5, 1, 1),
            (.jumpBoth, 3, 0, 0.25), (.jumpBoth, 3, 0.5, 0.5), (.jumpBoth, 3, 0.7, 0.75),
            (.jumpBoth, 3, 1, 1),
            (.jumpEnd, 1, 0.999, 0), (.jumpStart, 1, 0.001, 1),
        ]
        for (position, count, x, expected) in cases {
            #expect(position.value(at: x, count: count) == expected, "\(position) \(count) @ \(x)")
        }
    }

    @Test func degenerateCountsAreRaised() {
        #expect(StepPosition.jumpEnd.value(at: 0.7, count: 0) == 0)
        #expect(StepPosition.jumpEnd.value(at: 0.7, count: -3) == 0)
        // jump-none needs two steps: 0 then 1 at the midpoint.
        #expect(StepPosition.jumpNone.value(at: 0.4, count: 1) == 0)
        #expect(StepPosition.jumpNone.value(at: 0.6, count: 1) == 1)
    }

    @Test func timingCurvePinsTheEndpoints() {
        for position in StepPosition.allCases {
            for count in 1...5 {
                let curve = TimingCurve.steps(count: count, position: position)
                #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1)
                #expect(curve.value(at: 0.3) == position.value(at: 0.3, count: count))
            }
        }
        #expect(TimingCurve.steps(count: 4, position: .jumpStart).value(at: 1e-9) == 0.25)
    }
}
