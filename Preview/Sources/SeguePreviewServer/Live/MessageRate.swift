/// How many messages a page may send: a bucket of `2 × perSecond` tokens refilled at
/// `perSecond`, one taken per message.
///
/// Promises: `admit` is false once a page sends faster than `perSecond` for long enough to
/// empty the bucket, whatever the messages are.
struct MessageRate {
    let perSecond: Double
    private var tokens: Double
    private var last: ContinuousClock.Instant

    init(perSecond: Double, now: ContinuousClock.Instant = .now) {
        self.perSecond = perSecond.isFinite ? max(perSecond, 1) : 250
        tokens = 2 * self.perSecond
        last = now
    }

    /// Takes a token for one message arriving at `now`; false when none is left.
    mutating func admit(now: ContinuousClock.Instant = .now) -> Bool {
        let elapsed = now - last
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        last = now
        tokens = min(tokens + max(seconds, 0) * perSecond, 2 * perSecond)
        guard tokens >= 1 else { return false }
        tokens -= 1
        return true
    }
}
