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
    /// Velocity at time 0, in progress units per second of real time (UIKit's relative
    /// velocity: 1 is the whole distance per second) — for the stretched form too, once
    /// ``fitted(toDuration:)`` knows the duration it is stretched over.
    public let initialVelocity: Double
    /// The velocity the closed form starts with, per second of its own clock: equal to
    /// ``initialVelocity`` except in a stretched spring fitted to a duration.
    public let clockVelocity: Double
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

    /// SwiftUI's `blendDuration` (`Animation.spring(duration:bounce:blendDuration:)`): seconds
    /// over which a velocity carried across an interruption whose new motion is not this
    /// spring's own — a grab held under a finger, a curve that is not a spring — blends out
    /// (see ``PropertyAnimator``). 0 (the default) carries velocity only into a spring.
    public private(set) var blendDuration: Double = 0

    /// The same spring with `blendDuration` seconds of blending (a value that is not finite
    /// or is negative counts as 0).
    public func withBlendDuration(_ blendDuration: Double) -> SpringCurve {
        var copy = self
        copy.blendDuration = blendDuration.isFinite && blendDuration > 0 ? blendDuration : 0
        return copy
    }

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
    /// `initialVelocity` means what UIKit means, the whole distance per second, once the
    /// animator fits the spring to its duration (``fitted(toDuration:)``); unfitted, the
    /// curve's slope at fraction 0 is `initialVelocity × settlingDuration` (as if the duration
    /// were the settling time).
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
        initialVelocity: Double, clockVelocity: Double? = nil, fitsAnimatorDuration: Bool
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
        self.clockVelocity = TimingMath.finite(clockVelocity ?? self.initialVelocity, or: 0)
        self.fitsAnimatorDuration = fitsAnimatorDuration
        let oscillator = DampedOscillator(
            omega0: (k / m).squareRoot(), zeta: zeta, v0: self.clockVelocity)
        self.oscillator = oscillator
        self.settlingDuration = oscillator.settlingTime(threshold: Self.settlingThreshold)
    }

    /// The same spring (mass, stiffness, damping, form) started at `initialVelocity`
    /// progress units per second.
    public func withInitialVelocity(_ initialVelocity: Double) -> SpringCurve {
        SpringCurve(mass: mass, stiffness: stiffness, damping: damping, ratio: dampingRatio,
                    initialVelocity: initialVelocity, fitsAnimatorDuration: fitsAnimatorDuration)
            .withBlendDuration(blendDuration)
    }

    /// The stretched spring (``fitsAnimatorDuration``) as an animator of `duration` seconds
    /// plays it: its closed form starts at the velocity that, stretched over `duration`, is
    /// ``initialVelocity`` progress per second. A spring with its own duration, a spring at
    /// rest and a duration that is not positive and finite give the spring unchanged.
    public func fitted(toDuration duration: Double) -> SpringCurve {
        guard fitsAnimatorDuration, initialVelocity != 0, duration.isFinite, duration > 0 else { return self }
        // Real velocity = clock velocity × settling time / duration, and the settling time
        // depends (weakly) on the clock velocity: a few fixed-point steps settle it.
        var fitted = self
        for _ in 0..<32 {
            let clock = initialVelocity * duration / max(fitted.settlingDuration, 1e-9)
            let next = SpringCurve(mass: mass, stiffness: stiffness, damping: damping, ratio: dampingRatio,
                                   initialVelocity: initialVelocity, clockVelocity: clock, fitsAnimatorDuration: true)
            let settled = abs(next.clockVelocity - fitted.clockVelocity) <= 1e-15 * max(abs(clock), 1)
            fitted = next
            if settled { break }
        }
        return fitted.withBlendDuration(blendDuration)
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

    /// Velocity `x′(t)` in progress units per second of the spring's own clock at `t` seconds.
    public func velocity(atTime t: Double) -> Double {
        oscillator.velocity(t)
    }

    /// Eased progress at animation fraction `fraction`, with `fraction` clamped to 0…1:
    /// `position(f × settlingDuration) + f² × (1 − position(settlingDuration))` — the spring's
    /// motion with what it still lacks of 1 when it settles (under 0.1 % of the distance)
    /// folded in smoothly, so the curve ends exactly at 1 with no last-frame step, and its
    /// start (value and slope, the initial velocity) is the spring's own.
    public func value(at fraction: Double) -> Double {
        let f = TimingMath.clampUnit(fraction)
        if f <= 0 { return 0 }
        if f >= 1 { return 1 }
        return position(atTime: f * settlingDuration) + f * f * settlingRemainder
    }

    /// What the spring lacks of 1 at its settling time: `1 − position(settlingDuration)`.
    private var settlingRemainder: Double { -oscillator.displacement(settlingDuration) }
}
