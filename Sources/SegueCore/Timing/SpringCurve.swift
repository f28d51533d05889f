/// A damped harmonic oscillator that carries progress from 0 to 1:
/// `m·x″ + c·x′ + k·(x − 1) = 0`, `x(0) = 0`, `x′(0) = initialVelocity`,
/// solved in closed form for the under-damped (ζ < 1), critically damped (ζ = 1) and
/// over-damped (ζ > 1) cases. Time is in seconds, velocity in progress units per second
/// (UIKit's relative velocity: 1 means the whole distance per second).
///
/// Every UIKit/SwiftUI way of describing a spring has an initializer. All but
/// ``init(dampingRatio:initialVelocity:)`` fix their own duration, ``settlingDuration``;
/// that one is stretched over whatever duration the property animator is given
/// (``fitsAnimatorDuration``).
///
/// Inputs are sanitized rather than trapped: a non-finite or non-positive mass or stiffness
/// falls back to 1 or 100, the damping ratio is at least ``minimumDampingRatio`` (an undamped
/// spring never settles), raising `damping` if needed, and other non-finite values fall back
/// to the defaults noted per initializer.
public struct SpringCurve: Equatable, Hashable, Sendable {
    /// `|x − 1|` below which the spring counts as settled (0.1 % of the distance).
    public static let settlingThreshold = 0.001
    /// The smallest damping ratio accepted; lower values are raised to it.
    public static let minimumDampingRatio = 0.01

    /// Mass `m` (> 0).
    public let mass: Double
    /// Stiffness `k` (> 0), so the undamped angular frequency is `√(k/m)`.
    public let stiffness: Double
    /// Damping coefficient `c` (≥ 0), `c = 2ζ·√(k·m)`.
    public let damping: Double
    /// Damping ratio `ζ = c / (2√(k·m))`: < 1 oscillates, 1 is critical, > 1 creeps.
    public let dampingRatio: Double
    /// Velocity at time 0, in progress units per second.
    public let initialVelocity: Double
    /// True for the ``init(dampingRatio:initialVelocity:)`` form: the curve has no duration of
    /// its own and ``value(at:)`` stretches the settling motion over the animator's duration.
    public let fitsAnimatorDuration: Bool
    /// The first time (seconds) after which `|x(t) − 1| < settlingThreshold` holds for ever.
    ///
    /// Found from the closed form: the last excursion that reaches the threshold is located
    /// exactly (extrema and zeros of the solution are analytic; the crossing is bisected to
    /// about one ulp), so the spring neither leaves the band afterwards nor settles
    /// noticeably before this time.
    public let settlingDuration: Double

    /// The closed-form motion.
    let oscillator: DampedOscillator

    // MARK: - Initializers

    /// A spring from physical constants (`CASpringAnimation`, `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`).
    /// Has its own duration. Non-finite inputs fall back to m = 1, k = 100, c = 10, v₀ = 0
    /// (non-positive m or k too).
    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        self.init(
            mass: mass, stiffness: stiffness, damping: damping, ratio: nil,
            initialVelocity: initialVelocity, fitsAnimatorDuration: false)
    }

    /// SwiftUI/UIKit's damping ratio and response: `response` is the period (seconds) of the
    /// undamped spring, so mass = 1, stiffness = (2π/response)², damping = 4π·ζ/response.
    /// Has its own duration. Non-finite or non-positive response falls back to 0.5 s.
    public init(dampingRatio: Double, response: Double, initialVelocity: Double = 0) {
        let r = response.isFinite && response > 0 ? response : 0.5
        let omega = 2 * Double.pi / r
        self.init(
            mass: 1, stiffness: omega * omega, damping: nil,
            ratio: TimingMath.finite(dampingRatio, or: 1),
            initialVelocity: initialVelocity, fitsAnimatorDuration: false)
    }

    /// iOS 17's `Spring(duration:bounce:)`: `response = duration`; `bounce` in 0…1 gives
    /// `dampingRatio = 1 − bounce`; a negative bounce (−1…0) is over-damped with
    /// `dampingRatio = 1/(1 + bounce)`. Bounce is clamped to −0.99…(1 − minimumDampingRatio).
    /// Has its own duration (the settling duration, not `duration`).
    public init(duration: Double, bounce: Double = 0, initialVelocity: Double = 0) {
        let b = min(max(TimingMath.finite(bounce, or: 0), -0.99), 1 - Self.minimumDampingRatio)
        let ratio = b >= 0 ? 1 - b : 1 / (1 + b)
        self.init(dampingRatio: ratio, response: duration, initialVelocity: initialVelocity)
    }

    /// UIKit's `UISpringTimingParameters(dampingRatio:initialVelocity:)` and
    /// `UIView.animate(…usingSpringWithDamping:initialSpringVelocity:…)`: a spring shape only.
    /// The response is fixed at 1 s internally and ``value(at:)`` stretches the motion up to
    /// ``settlingDuration`` over the animator's own duration (``fitsAnimatorDuration`` is true).
    /// `initialVelocity` is per second of that internal 1 s-response clock: the curve's slope
    /// at fraction 0 is `initialVelocity × settlingDuration`.
    public init(dampingRatio: Double, initialVelocity: Double = 0) {
        let omega = 2 * Double.pi
        self.init(
            mass: 1, stiffness: omega * omega, damping: nil,
            ratio: TimingMath.finite(dampingRatio, or: 1),
            initialVelocity: initialVelocity, fitsAnimatorDuration: true)
    }

    /// Common designated initializer: `ratio` (when given) overrides `damping`, so a damping
    /// ratio of exactly 1 stays exactly critical.
    private init(
        mass: Double, stiffness: Double, damping: Double?, ratio: Double?,
        initialVelocity: Double, fitsAnimatorDuration: Bool
    ) {
        let m = mass.isFinite && mass > 0 ? mass : 1
        let k = stiffness.isFinite && stiffness > 0 ? stiffness : 100
        let critical = 2 * (k * m).squareRoot()
        let givenDamping = TimingMath.finite(damping ?? 0, or: 10)
        let rawZeta = ratio ?? givenDamping / critical
        let zeta = max(rawZeta, Self.minimumDampingRatio)
        self.mass = m
        self.stiffness = k
        self.dampingRatio = zeta
        self.damping = ratio == nil && zeta == rawZeta ? givenDamping : zeta * critical
        self.initialVelocity = TimingMath.finite(initialVelocity, or: 0)
        self.fitsAnimatorDuration = fitsAnimatorDuration
        let oscillator = DampedOscillator(
            omega0: (k / m).squareRoot(), zeta: zeta, v0: self.initialVelocity)
        self.oscillator = oscillator
        self.settlingDuration = oscillator.settlingTime(threshold: Self.settlingThreshold)
    }

    /// The same spring (mass, stiffness, damping, form) started at `initialVelocity`
    /// progress units per second.
    public func withInitialVelocity(_ initialVelocity: Double) -> SpringCurve {
        SpringCurve(mass: mass, stiffness: stiffness, damping: damping, ratio: dampingRatio,
                    initialVelocity: initialVelocity, fitsAnimatorDuration: fitsAnimatorDuration)
    }

    // MARK: - Derived parameters

    /// The undamped period `2π·√(m/k)` in seconds (SwiftUI's `response`).
    public var response: Double { 2 * Double.pi / oscillator.omega0 }

    /// The iOS 17 bounce matching ``dampingRatio``: `1 − ζ` for ζ ≤ 1, `1/ζ − 1` for ζ > 1.
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }

    /// The spring's own duration when it has one (``settlingDuration``), nil for the
    /// ``fitsAnimatorDuration`` form.
    public var ownDuration: Double? { fitsAnimatorDuration ? nil : settlingDuration }

    // MARK: - Motion

    /// Progress `x(t)` at `t` seconds after the start: 0 at t ≤ 0 (exactly), tending to 1.
    public func position(atTime t: Double) -> Double {
        1 + oscillator.displacement(t)
    }

    /// Velocity `x′(t)` in progress units per second at `t` seconds (`initialVelocity` at t ≤ 0).
    public func velocity(atTime t: Double) -> Double {
        oscillator.velocity(t)
    }

    /// Eased progress at animation fraction `fraction`: `position(fraction × settlingDuration)`,
    /// with `fraction` clamped to 0…1; exactly 0 at 0 and exactly 1 at 1.
    public func value(at fraction: Double) -> Double {
        let f = TimingMath.clampUnit(fraction)
        if f <= 0 { return 0 }
        if f >= 1 { return 1 }
        return position(atTime: f * settlingDuration)
    }
}
