import SegueCore

/// Fits CSS `linear()` stops to a curve or to samples: few stops such that the straight lines
/// between them stay within `tolerance` of the curve at every point the fit checks. Two
/// adaptive fits are made and the one with fewer stops kept: refinement (a stop added where the
/// piecewise-linear error is largest, then every stop the tolerance can do without dropped) and
/// a sweep (each segment stretched from the last stop as far as the tolerance allows).
///
/// Promises: the stops lie on the curve (each output is the curve's value at its input), the
/// first at input 0 and the last at 1; the error at every checked input is ≤ `tolerance`.
public enum LinearStopsFit {
    /// How many points of a curve's 0…1 range a fit checks (and may put stops on).
    public static let curveResolution = 4000

    /// `linear()` stops for `curve`'s easing (output for time fraction 0…1) within
    /// `tolerance` (in units of the curve's output: 1e-3 is a thousandth of the distance),
    /// checked at ``curveResolution`` + 1 evenly spaced inputs.
    public static func fit(_ curve: TimingCurve, tolerance: Double) -> LinearStops {
        let n = curveResolution
        var inputs: [Double] = []
        var outputs: [Double] = []
        inputs.reserveCapacity(n + 1)
        outputs.reserveCapacity(n + 1)
        for i in 0 ... n {
            let x = Double(i) / Double(n)
            inputs.append(x)
            outputs.append(curve.value(at: x))
        }
        return fit(inputs: inputs, outputs: outputs, tolerance: tolerance)
    }

    /// `linear()` stops through a subset of the samples (`inputs` ascending from 0 to 1,
    /// `outputs` the same count) within `tolerance` of every sample. Fewer than two samples
    /// give the constant easing of the one output (or 0 → 1 when there is none).
    public static func fit(inputs: [Double], outputs: [Double], tolerance: Double) -> LinearStops {
        let count = min(inputs.count, outputs.count)
        guard count >= 2 else {
            let only = outputs.first ?? 0
            let lastOutput = outputs.isEmpty ? 1 : only
            return LinearStops(points: [.init(input: 0, output: only), .init(input: 1, output: lastOutput)])
        }
        let tol = tolerance.isFinite && tolerance > 0 ? tolerance : 0
        func worst(_ a: Int, _ b: Int) -> (error: Double, index: Int) {
            var largest = 0.0, at = -1
            guard b - a > 1 else { return (0, -1) }
            let x0 = inputs[a], y0 = outputs[a], x1 = inputs[b], y1 = outputs[b]
            let span = x1 - x0
            for i in (a + 1) ..< b {
                let line = span > 0 ? y0 + (y1 - y0) * (inputs[i] - x0) / span : y1
                let error = abs(outputs[i] - line)
                if error > largest || (error.isNaN && at < 0) { largest = error; at = i }
            }
            return (largest, at)
        }
        // Refinement: split the segment with the largest error at its worst sample.
        var kept = [0, count - 1]
        var errors = [worst(0, count - 1)]
        while true {
            var segment = -1, largest = tol
            for (k, entry) in errors.enumerated() where entry.index >= 0 && entry.error > largest {
                segment = k
                largest = entry.error
            }
            guard segment >= 0 else { break }
            let split = errors[segment].index
            kept.insert(split, at: segment + 1)
            errors[segment] = worst(kept[segment], split)
            errors.insert(worst(split, kept[segment + 2]), at: segment + 1)
        }
        // Pruning: drop each stop the neighbours can do without.
        var k = 1
        while k < kept.count - 1 {
            if worst(kept[k - 1], kept[k + 1]).error <= tol { kept.remove(at: k) } else { k += 1 }
        }
        // Sweep: from each stop, the farthest sample the line to which stays within the tolerance.
        var swept = [0]
        var from = 0
        while from < count - 1 {
            var to = from + 1
            while to + 1 < count && worst(from, to + 1).error <= tol { to += 1 }
            swept.append(to)
            from = to
        }
        let chosen = swept.count < kept.count ? swept : kept
        return LinearStops(points: chosen.map { .init(input: inputs[$0], output: outputs[$0]) })
    }

    /// The largest difference between `stops` and `curve` at `resolution` + 1 evenly spaced
    /// inputs of 0…1 (a check finer than the fit's own).
    public static func largestError(_ stops: LinearStops, from curve: TimingCurve, resolution: Int = 20000) -> Double {
        var largest = 0.0
        let n = max(resolution, 1)
        for i in 0 ... n {
            let x = Double(i) / Double(n)
            largest = max(largest, abs(stops.value(at: x) - curve.value(at: x)))
        }
        return largest
    }
}
