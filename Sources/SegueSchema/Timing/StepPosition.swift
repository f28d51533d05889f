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
}
