extension TimingCurve {
    /// The curve's slope `d progress / d fraction` at `fraction` (clamped to 0…1): how fast
    /// progress moves per unit of the animation's time there. A keyframe hands this velocity
    /// on to the keyframe after it (``KeyframeTrack``).
    ///
    /// Exact for `linear`, for a spring (its oscillator's velocity, with the share of the
    /// remainder the curve adds so that it lands on 1) and for a Bézier (y′(t)/x′(t) at the
    /// solved parameter, y″/x″ where both first derivatives vanish, as at `easeIn`'s end);
    /// steps are flat (0) between their jumps; every other curve, and a
    /// Bézier whose slope is infinite there, is differentiated numerically over 1e-6 of the fraction
    /// (one-sided at the ends), good to about 1e-6 of the slope.
    public func slope(at fraction: Double) -> Double {
        let x = TimingMath.clampUnit(fraction)
        switch self {
        case .linear:
            return 1
        case .steps:
            return 0
        case .cubicBezier(let bezier):
            let t = bezier.solveCurveX(x, epsilon: 1e-12)
            let dx = bezier.sampleCurveDerivativeX(t), dy = bezier.sampleCurveDerivativeY(t)
            if abs(dx) > 1e-9 { return dy / dx }
            // Both derivatives vanish (easeIn's end, easeOut's start): l'Hôpital, y″/x″.
            let ddx = 6 * bezier.ax * t + 2 * bezier.bx, ddy = 6 * bezier.ay * t + 2 * bezier.by
            if abs(dy) <= 1e-9, abs(ddx) > 1e-9 { return ddy / ddx }
            return numericSlope(at: x)
        case .spring(let spring):
            let t = spring.settlingDuration
            let remainder = 1 - spring.position(atTime: t)
            return spring.velocity(atTime: x * t) * t + 2 * x * remainder
        case .penner:
            return numericSlope(at: x)
        }
    }

    /// A difference quotient over 1e-6 of the fraction: central inside, one-sided at the ends.
    private func numericSlope(at x: Double) -> Double {
        let h = 1e-6
        let lo = max(x - h, 0), hi = min(x + h, 1)
        return (value(at: hi) - value(at: lo)) / (hi - lo)
    }
}
