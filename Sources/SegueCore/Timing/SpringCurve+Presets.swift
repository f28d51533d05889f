/// SwiftUI's spring presets and `settlingDuration` (iOS 17's `Spring`).
///
/// Apple documents `Spring.smooth`, `.snappy` and `.bouncy`, each also a function of
/// `duration` (default 0.5 s) and `extraBounce` (default 0) that is added to the preset's base
/// bounce: 0, 0.15 and 0.3. The result is `Spring(duration:bounce:)`, here
/// ``init(duration:bounce:initialVelocity:)``.
extension SpringCurve {
    /// One of SwiftUI's named springs (declared in the schema module, where the Lua library's
    /// table is generated from).
    public typealias Preset = SpringPreset

    /// SwiftUI's default `duration` for the presets, in seconds.
    public static let presetDuration = 0.5

    /// The preset spring: `Spring(duration: duration, bounce: preset.baseBounce + extraBounce)`.
    /// Sanitized like ``init(duration:bounce:initialVelocity:)``: the bounce is clamped to
    /// −0.99…0.99; a non-finite `extraBounce` counts as 0.
    public init(preset: Preset, duration: Double = SpringCurve.presetDuration, extraBounce: Double = 0,
                initialVelocity: Double = 0) {
        let extra = extraBounce.isFinite ? extraBounce : 0
        self.init(duration: duration, bounce: preset.baseBounce + extra, initialVelocity: initialVelocity)
    }

    /// SwiftUI's `Spring.smooth(duration:extraBounce:)`: base bounce 0.
    public static func smooth(duration: Double = presetDuration, extraBounce: Double = 0) -> SpringCurve {
        SpringCurve(preset: .smooth, duration: duration, extraBounce: extraBounce)
    }

    /// SwiftUI's `Spring.snappy(duration:extraBounce:)`: base bounce 0.15.
    public static func snappy(duration: Double = presetDuration, extraBounce: Double = 0) -> SpringCurve {
        SpringCurve(preset: .snappy, duration: duration, extraBounce: extraBounce)
    }

    /// SwiftUI's `Spring.bouncy(duration:extraBounce:)`: base bounce 0.3.
    public static func bouncy(duration: Double = presetDuration, extraBounce: Double = 0) -> SpringCurve {
        SpringCurve(preset: .bouncy, duration: duration, extraBounce: extraBounce)
    }

    /// SwiftUI's `Spring.settlingDuration(target:initialVelocity:epsilon:)` for a target of 1:
    /// the first time (seconds) after which `|x(t) − 1| < epsilon` for ever, when the spring
    /// starts at rest-position 0 with `initialVelocity` (progress per second).
    ///
    /// With the defaults (velocity 0, epsilon 0.001) it is SwiftUI's `settlingDuration`
    /// property. It is the same computation as the `settlingDuration` property, which uses the
    /// spring's own initial velocity and `settlingThreshold` (also 0.001): both locate the
    /// last excursion beyond epsilon exactly from the closed form. Apple calls its value an
    /// estimate and does not publish its method; this one is exact to about an ulp.
    ///
    /// The stretched form (`fitsAnimatorDuration`) has no clock of its own: it answers in the
    /// internal clock of a 1 s response. An epsilon outside (0, 1) or not finite counts as
    /// `settlingThreshold`; a non-finite velocity as 0.
    public func settlingDuration(initialVelocity: Double = 0, epsilon: Double = SpringCurve.settlingThreshold) -> Double {
        let e = epsilon.isFinite && epsilon > 0 && epsilon < 1 ? epsilon : Self.settlingThreshold
        let v = TimingMath.finite(initialVelocity, or: 0)
        if v == clockVelocity && e == Self.settlingThreshold { return settlingDuration }
        return DampedOscillator(omega0: oscillator.omega0, zeta: oscillator.zeta, v0: v)
            .settlingTime(threshold: e)
    }
}
