import SegueCore

/// Chooses how the page animates each property of each element: a constant where the
/// trace never moves; the engine's own tracks (one keyframe pair each, with the exact
/// easing or its `linear()` stops) where they reproduce the trace; otherwise the trace
/// itself, sampled at every frame and thinned to `linear()` stops over the element's time.
///
/// Promises: every plan it returns matches the trace at every frame the element is drawn
/// within ``fitShare`` of the export's tolerance when sampled, or is the symbolic track the
/// engine named when that track is within the tolerance too.
struct CSSTrackPlanner {
    let take: ExportTake
    let tolerance: ExportTolerance

    /// The part of the tolerance a fit may use (the rest is left for the browser's own
    /// arithmetic: single-precision matrices, layout units of 1/64 px).
    static let fitShare = 0.4

    /// The plan of `property` of `element`.
    func plan(_ property: ViewProperty, of element: CSSStageTree.Element) -> CSSPropertyPlan {
        var times: [Double] = []
        var samples: [Double] = []
        for (k, row) in element.rows.enumerated() {
            guard let row, k < take.times.count else { continue }
            let index = row * ViewProperty.count + property.rawValue
            guard index < take.frames[k].values.count else { continue }
            times.append(take.times[k])
            samples.append(take.frames[k].values[index])
        }
        guard let first = samples.first else { return .constant(CSSProperty.initial(property)) }
        if samples.allSatisfy({ $0 == first || ($0.isNaN && first.isNaN) }) {
            return .constant(CSSProperty.carried(property, first))
        }
        let bound = fitBound(property, element: element)
        let tracks = take.tracks.filter { $0.viewID == element.viewID && $0.property == property }
            .sorted { $0.delay < $1.delay }
        if !tracks.isEmpty && property != .perspective {
            let animations = tracks.enumerated().map { k, track in
                let distance = abs(track.to - track.from)
                let easingTolerance = distance > 0 ? bound / distance : 1
                return CSSAnimation(from: track.from, to: track.to, delay: track.delay, duration: max(track.duration, 0),
                                    easing: .of(track.timing, tolerance: easingTolerance), fillsBackwards: k == 0)
            }
            let symbolic = CSSPropertyPlan.animated(animations)
            if largestError(symbolic, property, times: times, samples: samples) <= bound / Self.fitShare {
                return symbolic
            }
        }
        return sampled(property, times: times, samples: samples, bound: bound)
    }

    /// The presence switch of `element`: 1 at the frames it is drawn, 0 at the others,
    /// switching half-way between two frames.
    func presence(of element: CSSStageTree.Element) -> CSSPropertyPlan {
        switching(element.shown)
    }

    /// 1 at the frames `element`'s view is listed under its superview (drawn or hidden), 0 at
    /// the others: which of a view's elements the replay reads at a time.
    func listing(of element: CSSStageTree.Element) -> CSSPropertyPlan {
        switching(element.rows.map { $0 != nil })
    }

    /// 1 at the frames `shown` is true, 0 at the others, switching half-way between two frames.
    private func switching(_ shown: [Bool]) -> CSSPropertyPlan {
        guard let first = shown.first, shown.contains(!first) else { return .constant(shown.first == true ? 1 : 0) }
        let duration = take.times.last ?? 0
        guard duration > 0 else { return .constant(first ? 1 : 0) }
        var points = [LinearStops.Stop(input: 0, output: first ? 1 : 0)]
        for k in 1 ..< min(shown.count, take.times.count) where shown[k] != shown[k - 1] {
            let middle = (take.times[k - 1] + take.times[k]) / 2 / duration
            points.append(.init(input: middle, output: shown[k - 1] ? 1 : 0))
            points.append(.init(input: middle, output: shown[k] ? 1 : 0))
        }
        points.append(.init(input: 1, output: shown.last == true ? 1 : 0))
        return .animated([CSSAnimation(from: 0, to: 1, delay: 0, duration: duration,
                                       easing: .stops(LinearStops(points: points)), fillsBackwards: true)])
    }

    /// The trace at the element's frames as `linear()` stops over its time (keyframes 0 → 1,
    /// so the easing's output is the value itself).
    private func sampled(_ property: ViewProperty, times: [Double], samples: [Double], bound: Double) -> CSSPropertyPlan {
        guard let start = times.first, let end = times.last, end > start else {
            return .constant(CSSProperty.carried(property, samples.first ?? 0))
        }
        let carried = samples.map { CSSProperty.carried(property, $0) }
        var carriedBound = bound
        if property == .perspective {
            // m34 = −1/d moves by δ/d² for δ points of distance.
            let largest = samples.filter { $0 > 0 }.map { $0 * $0 }.max() ?? 1
            carriedBound = bound / max(largest, 1)
        }
        let inputs = times.map { ($0 - start) / (end - start) }
        let stops = LinearStopsFit.fit(inputs: inputs, outputs: carried, tolerance: carriedBound)
        return .animated([CSSAnimation(from: 0, to: 1, delay: start, duration: end - start,
                                       easing: .stops(stops), fillsBackwards: true)])
    }

    /// The largest difference between the plan's shown values and the trace, in the
    /// property's own numbers.
    private func largestError(_ plan: CSSPropertyPlan, _ property: ViewProperty, times: [Double], samples: [Double]) -> Double {
        var largest = 0.0
        for (time, sample) in zip(times, samples) {
            let difference = abs(CSSProperty.shown(property, plan.number(at: time)) - sample)
            if !(difference <= largest) { largest = difference.isNaN ? .infinity : difference }
        }
        return largest
    }

    /// How far a fit of `property` may stray, in the property's own numbers: ``fitShare``
    /// of the tolerance of its unit (scales and anchors at the element's largest size).
    private func fitBound(_ property: ViewProperty, element: CSSStageTree.Element) -> Double {
        let share = Self.fitShare
        switch property.unit {
        case .points: return tolerance.points * share
        case .alpha: return tolerance.alpha * share
        case .radians: return tolerance.radians * share
        case .colour: return tolerance.colour * share
        case .scale:
            let sizeProperty: ViewProperty = property == .scaleX || property == .anchorX ? .width : .height
            var size = 1.0
            for (k, row) in element.rows.enumerated() {
                guard let row, k < take.frames.count else { continue }
                let index = row * ViewProperty.count + sizeProperty.rawValue
                if index < take.frames[k].values.count { size = max(size, abs(take.frames[k].values[index])) }
            }
            return tolerance.points * share / size
        }
    }
}
