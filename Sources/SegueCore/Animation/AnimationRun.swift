/// One stretch of running: how clock time maps to the animator's fraction of time and to its
/// presented progress. The fraction moves linearly with time; the progress follows `curve`
/// between `progressStart` and `progressEnd` as `u` goes from 0 to 1.
struct AnimationRun {
    /// Clock time at which `u == uAtStart`.
    var startTime: Double
    /// `u` at `startTime`.
    var uAtStart: Double
    /// +1 when `u` grows with time, −1 when it shrinks (a retraced, reversed run).
    var direction: Double
    /// Seconds for `u` to cover 0…1.
    var seconds: Double
    var fractionStart: Double
    var fractionEnd: Double
    var progressStart: Double
    var progressEnd: Double
    var curve: TimingCurve

    /// Whether this run covers the whole animation from its start to its end, so that
    /// reversing it can retrace it exactly.
    var isWholeAnimation: Bool {
        fractionStart == 0 && fractionEnd == 1 && progressStart == 0 && progressEnd == 1
    }

    /// `u` at clock time `time`, clamped to 0…1 (and held before a delayed start).
    func u(at time: Double) -> Double {
        let elapsed = max(0, time - startTime)
        guard seconds > 0 else { return direction > 0 ? 1 : 0 }
        let u = uAtStart + direction * elapsed / seconds
        // Within a nanosecond of an end counts as there, so a run whose length is not a
        // whole number of frames still ends on the frame at its end time.
        if (direction > 0 ? 1 - u : u) * seconds < 1e-9 { return direction > 0 ? 1 : 0 }
        return min(1, max(0, u))
    }

    /// Whether `u` has reached the end it is moving to.
    func isFinished(u: Double) -> Bool {
        direction > 0 ? u >= 1 : u <= 0
    }

    func fraction(u: Double) -> Double {
        fractionStart + (fractionEnd - fractionStart) * u
    }

    func progress(u: Double) -> Double {
        if u >= 1 { return progressEnd }
        if u <= 0 { return progressStart }
        return progressStart + (progressEnd - progressStart) * curve.value(at: u)
    }
}
