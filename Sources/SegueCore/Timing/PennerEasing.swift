/// A Robert Penner easing: a `PennerFamily` applied in an `EasingMode`
/// (for example `inOutCubic` is `PennerEasing(family: .cubic, mode: .inOut)`).
///
/// The equations and constants are easings.net's; where tween.lua differs is listed in
/// docs/lua-api.md.
public struct PennerEasing: Equatable, Hashable, Sendable {
    /// The basic shape.
    public var family: PennerFamily
    /// How the shape is applied over the animation.
    public var mode: EasingMode

    /// Creates the easing `mode` + `family`.
    public init(family: PennerFamily, mode: EasingMode) {
        self.family = family
        self.mode = mode
    }

    /// The curve's name in the `inQuad` / `outInBounce` form used by ``TimingCurve/init(named:)``.
    public var name: String { TimingNames.penner(family, mode) }

    /// Eased progress at time fraction `t`.
    ///
    /// `t` is clamped to 0…1 (NaN counts as 0). Returns exactly 0 at 0 and exactly 1 at 1;
    /// back and elastic go below 0 or above 1 in between. `inOut` and `outIn` give 0.5 at 0.5.
    public func value(at t: Double) -> Double {
        let t = TimingMath.clampUnit(t)
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        switch mode {
        case .in:
            return family.easeIn(t, inOut: false)
        case .out:
            return family.easeOut(t, inOut: false)
        case .inOut:
            if t < 0.5 { return family.easeIn(2 * t, inOut: true) * 0.5 }
            return 1 - family.easeIn(2 - 2 * t, inOut: true) * 0.5
        case .outIn:
            if t < 0.5 { return family.easeOut(2 * t, inOut: false) * 0.5 }
            return 0.5 + family.easeIn(2 * t - 1, inOut: false) * 0.5
        }
    }
}
