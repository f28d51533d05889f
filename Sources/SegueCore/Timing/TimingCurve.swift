/// How an animation's progress follows its time: maps the time fraction 0…1 to eased progress.
///
/// Every curve returns exactly 0 at fraction 0 and exactly 1 at fraction 1 (inputs outside
/// 0…1 are clamped, NaN counts as 0); in between, back, elastic, springs and overshooting
/// béziers may leave 0…1.
public enum TimingCurve: Equatable, Hashable, Sendable {
    /// Progress equals the time fraction.
    case linear
    /// One of Robert Penner's easings.
    case penner(PennerEasing)
    /// A CSS/Core Animation cubic bézier, solved like WebKit but proven within 1e-9 of the exact curve.
    case cubicBezier(UnitBezier)
    /// A damped spring; see ``usesOwnDuration``.
    case spring(SpringCurve)
    /// A CSS step function. At exactly 0 and 1 the result is 0 and 1 whatever the position
    /// (so `jumpStart`/`jumpBoth` make their first jump just after 0).
    case steps(count: Int, position: StepPosition)

    /// Eased progress at time fraction `fraction` (clamped to 0…1): exactly 0 at 0, exactly 1 at 1.
    public func value(at fraction: Double) -> Double {
        let x = TimingMath.clampUnit(fraction)
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        switch self {
        case .linear: return x
        case .penner(let easing): return easing.value(at: x)
        case .cubicBezier(let bezier): return bezier.value(at: x)
        case .spring(let spring): return spring.value(at: x)
        case .steps(let count, let position): return position.value(at: x, count: count)
        }
    }

    /// True when the curve fixes the animation's duration itself: a spring described by
    /// physics (mass/stiffness/damping, damping ratio + response, duration + bounce). False for
    /// every other curve and for the ``SpringCurve/init(dampingRatio:initialVelocity:)`` form,
    /// which is stretched over the animator's duration.
    public var usesOwnDuration: Bool { ownDuration != nil }

    /// The curve as an animator of `duration` seconds plays it: a stretched spring fitted so
    /// its initial velocity is per real second (``SpringCurve/fitted(toDuration:)``); every
    /// other curve unchanged.
    public func fitted(toDuration duration: Double) -> TimingCurve {
        if case .spring(let spring) = self { return .spring(spring.fitted(toDuration: duration)) }
        return self
    }

    /// The spring's settling duration in seconds when ``usesOwnDuration``, else nil.
    public var ownDuration: Double? {
        if case .spring(let spring) = self { return spring.ownDuration }
        return nil
    }

    /// UIKit's `.easeIn`: cubic-bezier(0.42, 0, 1, 1).
    public static let easeIn = TimingCurve.cubicBezier(UnitBezier(0.42, 0, 1, 1))
    /// UIKit's `.easeOut`: cubic-bezier(0, 0, 0.58, 1).
    public static let easeOut = TimingCurve.cubicBezier(UnitBezier(0, 0, 0.58, 1))
    /// UIKit's `.easeInOut`: cubic-bezier(0.42, 0, 0.58, 1).
    public static let easeInOut = TimingCurve.cubicBezier(UnitBezier(0.42, 0, 0.58, 1))
    /// CSS `ease` (Core Animation's `default`): cubic-bezier(0.25, 0.1, 0.25, 1).
    public static let ease = TimingCurve.cubicBezier(UnitBezier(0.25, 0.1, 0.25, 1))
}
