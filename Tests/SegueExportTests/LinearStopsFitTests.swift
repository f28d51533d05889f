import SegueCore
import SegueExport
import Testing

/// The `linear()` fit: few stops, within the tolerance, and the exact CSS curves.
@Suite struct LinearStopsFitTests {
    /// Springs and the most stops each may take for 1e-3 (measured: 34, 23, 24, 56, 27; by
    /// refinement and pruning alone 46, 36, 37, 77, 37 — a damping ratio of 0.3 rings much
    /// longer, so it takes about twice the stops).
    static let springs: [(String, SpringCurve, Int)] = [
        ("bouncy 0.5/0.5", SpringCurve(dampingRatio: 0.5, response: 0.5), 40),
        ("snappy 0.85/0.35", SpringCurve(dampingRatio: 0.85, response: 0.35), 30),
        ("critical 1/0.4", SpringCurve(dampingRatio: 1, response: 0.4), 30),
        ("wobbly 0.3/0.6", SpringCurve(dampingRatio: 0.3, response: 0.6), 60),
        ("duration 0.5 bounce 0.3", SpringCurve(duration: 0.5, bounce: 0.3), 30),
    ]

    @Test func springsNeedAboutFortyStopsForAThousandth() {
        for (name, spring, most) in Self.springs {
            let curve = TimingCurve.spring(spring)
            let stops = LinearStopsFit.fit(curve, tolerance: 1e-3)
            let error = LinearStopsFit.largestError(stops, from: curve)
            print("linear() stops for spring \(name): \(stops.points.count) stops, max error \(error)")
            // Checked at 5× the fit's resolution: within the tolerance (plus what a grid step
            // between two checked inputs can hide on the steepest part of the curve).
            #expect(error <= 1.2e-3, "\(name): \(error)")
            #expect(stops.points.count <= most, "\(name): \(stops.points.count) stops")
            #expect(stops.points.first?.input == 0 && stops.points.last?.input == 1)
        }
    }

    @Test func aTighterToleranceTakesMoreStopsAndHoldsIt() {
        let curve = TimingCurve.spring(SpringCurve(dampingRatio: 0.5, response: 0.5))
        let loose = LinearStopsFit.fit(curve, tolerance: 1e-2)
        let tight = LinearStopsFit.fit(curve, tolerance: 1e-4)
        #expect(loose.points.count < tight.points.count)
        #expect(LinearStopsFit.largestError(loose, from: curve) <= 1.2e-2)
        #expect(LinearStopsFit.largestError(tight, from: curve) <= 1.5e-4)
    }

    @Test func everyStopIsNeeded() {
        // Pruned: removing any inner stop breaks the tolerance somewhere on the fit's grid.
        let curve = TimingCurve.spring(SpringCurve(dampingRatio: 0.5, response: 0.5))
        let stops = LinearStopsFit.fit(curve, tolerance: 1e-3)
        for k in 1 ..< stops.points.count - 1 {
            var fewer = stops
            fewer.points.remove(at: k)
            #expect(LinearStopsFit.largestError(fewer, from: curve, resolution: LinearStopsFit.curveResolution) > 1e-3)
        }
    }

    @Test func samplesKeepOnlyTheCorners() {
        // A triangle sampled at 11 points: three stops (0, the peak, the end) say it exactly.
        let inputs = (0 ... 10).map { Double($0) / 10 }
        let outputs = inputs.map { $0 <= 0.5 ? $0 * 2 : 2 - $0 * 2 }
        let stops = LinearStopsFit.fit(inputs: inputs, outputs: outputs, tolerance: 1e-9)
        #expect(stops.points.map(\.input) == [0, 0.5, 1])
        #expect(stops.value(at: 0.25) == 0.5)
        #expect(stops.value(at: 0.75) == 0.5)
    }

    @Test func cssLinearFollowsTheSpecDefinition() {
        let stops = LinearStops(points: [.init(input: 0, output: 0), .init(input: 0.5, output: 1),
                                         .init(input: 0.5, output: 0.2), .init(input: 1, output: 1)])
        #expect(stops.value(at: 0.25) == 0.5)
        #expect(stops.value(at: 0.5) == 0.2) // the last stop at one input wins
        #expect(abs(stops.value(at: 0.75) - 0.6) < 1e-15)
        #expect(stops.value(at: 1.5) == 1.8) // the last segment extended
        #expect(stops.css == "linear(0 0%, 1 50%, 0.2 50%, 1 100%)")
    }

    @Test func cubicBeziersAndPolynomialPennersAreExact() {
        #expect(CSSTimingFunction.exact(.easeInOut) == .cubicBezier(UnitBezier(0.42, 0, 0.58, 1)))
        #expect(CSSTimingFunction.exact(.linear) == .linear)
        #expect(CSSTimingFunction.exact(.spring(SpringCurve(dampingRatio: 0.5, response: 0.5))) == nil)
        #expect(CSSTimingFunction.exact(.penner(PennerEasing(family: .sine, mode: .in))) == nil)
        for family in [PennerFamily.quad, .cubic] {
            for mode in [EasingMode.in, .out] {
                let curve = TimingCurve.penner(PennerEasing(family: family, mode: mode))
                guard let css = CSSTimingFunction.exact(curve) else {
                    Issue.record("\(family) \(mode) has no exact CSS curve")
                    continue
                }
                var largest = 0.0
                for i in 0 ... 1000 {
                    let x = Double(i) / 1000
                    largest = max(largest, abs(css.value(at: x) - curve.value(at: x)))
                }
                #expect(largest < 1e-8, "\(family) \(mode): \(largest)")
            }
        }
    }

    @Test func stepsFollowCSSIncludingTheBeforeFlag() {
        let steps = CSSTimingFunction.steps(count: 4, position: .jumpStart)
        #expect(steps.value(at: 0) == 0.25)
        #expect(steps.value(at: 0, before: true) == 0)
        #expect(steps.value(at: 0.5) == 0.75)
        #expect(steps.value(at: 1) == 1)
        #expect(CSSTimingFunction.steps(count: 3, position: .jumpNone).css == "steps(3, jump-none)")
    }

    @Test func numbersAreWrittenWithoutExponents() {
        #expect(CSSNumber.text(1e-7) == "0")
        #expect(CSSNumber.text(0.00012) == "0.00012")
        #expect(CSSNumber.text(0.00005) == "0.00005")
        #expect(CSSNumber.text(-2.5) == "-2.5")
        #expect(CSSNumber.text(3) == "3")
        #expect(CSSNumber.text(1e21) == "1000000000000000000000")
        #expect(CSSNumber.text(.nan) == "0")
    }
}
