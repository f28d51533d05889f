/// The motion of a spring keyframe: the spring's closed form (``DampedOscillator``) carrying
/// a value from `from`, moving at `startVelocity` (value units per second), towards `to`.
///
/// The displacement from `to` obeys the spring's linear equation, so it is the sum of the
/// motion released from rest at distance `from − to` and the motion kicked at `startVelocity`
/// from `to` itself: `x(t) = to + (from − to)·(−G(t)) + v₀·(K(t) − G(t))`, where G and K are the
/// oscillator's solutions from −1 at velocity 0 and 1. It works for any distance, 0 included
/// (a spring kicked from where it rests).
///
/// With `foldsRemainder` (a keyframe timed by the spring's settling duration), what the
/// spring still lacks of `to` at the end is folded in smoothly, `(t/d)²` of it, as
/// ``SpringCurve/value(at:)`` does: the keyframe lands exactly on `to`.
struct SpringKeyframeMotion: Equatable, Hashable, Sendable {
    let from: Double
    let to: Double
    let startVelocity: Double
    let duration: Double
    private let rest: DampedOscillator
    private let kicked: DampedOscillator
    private var remainder = 0.0

    init(from: Double, to: Double, startVelocity: Double, spring: SpringCurve, duration: Double, foldsRemainder: Bool) {
        self.from = from
        self.to = to
        self.startVelocity = startVelocity
        self.duration = duration
        rest = DampedOscillator(omega0: spring.oscillator.omega0, zeta: spring.oscillator.zeta, v0: 0)
        kicked = DampedOscillator(omega0: spring.oscillator.omega0, zeta: spring.oscillator.zeta, v0: 1)
        if foldsRemainder, duration > 0 { remainder = to - unfoldedValue(duration) }
    }

    private func unfoldedValue(_ t: Double) -> Double {
        let g = rest.displacement(t)
        return to - (from - to) * g + startVelocity * (kicked.displacement(t) - g)
    }

    /// The value `t` seconds into the keyframe (t in 0…duration).
    func value(_ t: Double) -> Double {
        guard remainder != 0 else { return unfoldedValue(t) }
        let f = t / duration
        return unfoldedValue(t) + f * f * remainder
    }

    /// The velocity `t` seconds into the keyframe, value units per second.
    func velocity(_ t: Double) -> Double {
        let g = rest.velocity(t)
        let v = -(from - to) * g + startVelocity * (kicked.velocity(t) - g)
        guard remainder != 0 else { return v }
        return v + 2 * t / (duration * duration) * remainder
    }
}
