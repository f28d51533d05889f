/// Where the jumps of a `steps(count, position)` timing function fall, with CSS Easing
/// Level 1 semantics (`steps()` / `step-start` / `step-end`).
///
/// For `n` steps the output takes the values `k / jumps`:
/// - `jumpStart`: jumps at the start of each interval (n jumps, the first at 0⁺);
/// - `jumpEnd`: jumps at the end of each interval (n jumps, the last at 1);
/// - `jumpNone`: no jump at either end (n − 1 jumps; needs n ≥ 2);
/// - `jumpBoth`: jumps at both ends (n + 1 jumps).
public enum StepPosition: String, CaseIterable, Equatable, Hashable, Sendable {
    /// CSS `jump-start` (`start`).
    case jumpStart
    /// CSS `jump-end` (`end`), the default.
    case jumpEnd
    /// CSS `jump-none`.
    case jumpNone
    /// CSS `jump-both`.
    case jumpBoth

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
