extension StepPosition {
    /// The CSS step function at input progress `fraction` (clamped to 0…1), for `count` steps.
    ///
    /// `count` is raised to 1 (2 for `jumpNone`, where CSS rejects fewer). This is the raw CSS
    /// result: with `jumpStart`/`jumpBoth` it is already above 0 at fraction 0.
    /// ``TimingCurve/steps(count:position:)`` pins the endpoints to exactly 0 and 1 instead.
    public func value(at fraction: Double, count: Int) -> Double {
        let x = TimingMath.clampUnit(fraction)
        let n = max(count, self == .jumpNone ? 2 : 1)
        var step = (x * Double(n)).rounded(.down)
        if self == .jumpStart || self == .jumpBoth { step += 1 }
        let jumps: Double
        switch self {
        case .jumpStart, .jumpEnd: jumps = Double(n)
        case .jumpNone: jumps = Double(n - 1)
        case .jumpBoth: jumps = Double(n + 1)
        }
        return min(step, jumps) / jumps
    }
}
