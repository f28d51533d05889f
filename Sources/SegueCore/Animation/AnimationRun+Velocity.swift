/// How fast a run moves the presented progress: what an interruption hands over.
extension AnimationRun {
    /// The presented progress's rate of change at clock time `time`, per second: 0 before a
    /// delayed start and once the run has reached its end.
    func progressVelocity(at time: Double) -> Double {
        guard seconds > 0, time >= startTime else { return 0 }
        let u = self.u(at: time)
        if direction > 0 ? u >= 1 : u <= 0 { return 0 }
        return (progressEnd - progressStart) * curve.slope(at: u) * direction / seconds
    }

    /// The oscillator that moves this run's spring in clock seconds, when its curve is a
    /// spring: a spring played over `seconds` runs its own clock `settlingDuration / seconds`
    /// times as fast.
    var springInClockTime: DampedOscillator? {
        guard case .spring(let spring) = curve, seconds > 0 else { return nil }
        let rate = spring.settlingDuration / seconds
        guard rate.isFinite, rate > 0 else { return nil }
        return DampedOscillator(omega0: spring.oscillator.omega0 * rate, zeta: spring.oscillator.zeta, v0: 0)
    }
}

extension TimingCurve {
    /// Whether it is a spring.
    var isSpring: Bool {
        if case .spring = self { return true }
        return false
    }
}
