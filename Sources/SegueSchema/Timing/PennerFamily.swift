/// One of Robert Penner's easing families, with the equations and constants of easings.net
/// (docs/lua-api.md lists where tween.lua differs: its expo family is rescaled by 1e-3 and
/// its `inOutElastic` keeps the period 0.3).
///
/// Each family defines a basic "ease in" shape on 0…1 that starts at 0 and ends at 1;
/// ``EasingMode`` derives the other modes from it. Constants follow easings.net: back
/// overshoot `s = 1.70158` (`s · 1.525` in `inOut`),
/// elastic amplitude 1 with period 0.3 (0.45 in `inOut`), bounce coefficient 7.5625 over
/// 1/2.75-wide arcs. The raw value is the suffix used in curve names (`inQuad` → `quad`).
public enum PennerFamily: String, CaseIterable, Equatable, Hashable, Sendable {
    /// `t²`.
    case quad
    /// `t³`.
    case cubic
    /// `t⁴`.
    case quart
    /// `t⁵`.
    case quint
    /// `1 − cos(t·π/2)`.
    case sine
    /// `2^(10(t − 1))`, exactly 0 at `t = 0` (Penner's original special case).
    case expo
    /// `1 − √(1 − t²)`.
    case circ
    /// `t²((s + 1)t − s)` with `s = 1.70158`: dips about 10 % below 0 before leaving.
    case back
    /// `−2^(10(t − 1)) · sin((t − 1 − p/4)·2π/p)` with amplitude 1 and period `p = 0.3`.
    case elastic
    /// Penner's bounce: `out` is four parabolic arcs of coefficient 7.5625; `in` mirrors it.
    case bounce
}
