import Testing
@testable import SegueCore

/// Every interruption of a spring — a new target given alongside while it runs, a grab, a
/// reversal, a new target given on release — at moments before its end, while it overshoots
/// and while it settles: the position never jumps and the velocity never steps, at the
/// interruption and across the whole remaining motion (sampled every millisecond to the
/// end, its landing included), and a property given a new target follows the documented rule
/// exactly: the spring from where it stood at its speed to the new target, less what it has
/// left at the run's end `T` folded in with weights that vanish with their rates at the
/// interruption, so that it lands at rest. The rule is computed here independently of the engine's closed form:
/// `x″ = −k·(x − E) − c·x′` integrated by fourth-order Runge–Kutta from SwiftUI's
/// `Spring(duration:bounce:)` (`k = (2π/duration)²`, `c = 4π·ζ/duration`, `ζ = 1 − bounce`).
@Suite struct RetargetMotionTests {
    enum Kind: String, CaseIterable { case alongside, grab, reverse, newTarget }
    enum Moment: String, CaseIterable { case beforeTheEnd, overshooting, settling }

    /// The measurement's frame: 0.1 ms.
    static let frame = 0.0001
    static let springDuration = 0.5, bounce = 0.4
    /// With a blend duration, so a grab fades the velocity out rather than stopping dead.
    static let spring = SpringCurve(duration: springDuration, bounce: bounce).withBlendDuration(0.2)
    static let from = 0.0, to = 300.0

    final class Bench {
        let clock = VirtualClock()
        let store = ViewStore()
        let view: View
        let animator: PropertyAnimator
        init(spring: SpringCurve) {
            view = store.makeView(id: "card", frame: Rect(x: RetargetMotionTests.from, y: 0, width: 100, height: 100))
            animator = PropertyAnimator(duration: 0.5, timing: .spring(spring), clock: clock, store: store)
            let view = self.view
            animator.addAnimations { view[.x] = RetargetMotionTests.to }
            animator.startAnimation()
        }
        var x: Double { view[.x] }
    }

    /// The clock time of each moment: while the progress is below 1 and rising, at the first
    /// overshoot's peak, and late in the settling.
    static func time(of moment: Moment, spring: SpringCurve) -> Double {
        switch moment {
        case .beforeTheEnd: return 0.08
        case .overshooting:
            // The first peak of an underdamped spring: half its damped period.
            let zeta = 1 - bounce, omega = 2 * Double.pi / springDuration
            return Double.pi / (omega * (1 - zeta * zeta).squareRoot())
        case .settling: return (0.8 * spring.settlingDuration * 1000).rounded() / 1000
        }
    }

    /// The documented rule at the times `after` (ascending, each below `length`): the spring
    /// from `(x0, v0)` to `end`, less what it has left at `T = length` — offset `o`, velocity
    /// `w` — folded in as `o·σ³(4 − 3σ) + w·T·σ³(σ − 1)`, `σ = s/T`; integrated once in steps
    /// of at most 10 µs, not solved.
    static func rule(x0: Double, v0: Double, end: Double, length: Double, after: [Double]) -> [Double] {
        let omega = 2 * Double.pi / springDuration
        let k = omega * omega, c = 2 * (1 - bounce) * omega
        var x = x0 - end, v = v0, s = 0.0
        func a(_ x: Double, _ v: Double) -> Double { -k * x - c * v }
        func advance(to target: Double) {
            while s < target {
                let h = min(1e-5, target - s)
                let k1x = v, k1v = a(x, v)
                let k2x = v + h / 2 * k1v, k2v = a(x + h / 2 * k1x, v + h / 2 * k1v)
                let k3x = v + h / 2 * k2v, k3v = a(x + h / 2 * k2x, v + h / 2 * k2v)
                let k4x = v + h * k3v, k4v = a(x + h * k3x, v + h * k3v)
                x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
                v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
                s = target - s <= 1e-5 ? target : s + h
            }
        }
        var free: [Double] = []
        for t in after {
            advance(to: t)
            free.append(x)
        }
        advance(to: length)
        let left = x, leftVelocity = v
        return zip(after, free).map { t, f in
            let sigma = t / length
            let cube = sigma * sigma * sigma
            return end + f - cube * (4 - 3 * sigma) * left - length * cube * (sigma - 1) * leftVelocity
        }
    }

    struct Measured {
        var positionStep = 0.0, positionBound = 0.0
        var velocityStep = 0.0, velocityBound = 0.0
        /// The largest second difference over the remaining motion beyond what its own
        /// acceleration makes (a jump of J points shows as J).
        var largestJump = 0.0
        /// The largest distance from the rule (new targets only).
        var fromRule = 0.0
    }

    /// Interrupts at `at` and measures. `newTarget` is used by alongside and newTarget.
    static func measure(_ kind: Kind, at t1: Double, newTarget: Double, spring: SpringCurve = spring) -> Measured {
        let dt = frame
        let bench = Bench(spring: spring), twin = Bench(spring: spring)
        var before: [Double] = []
        for k in [2.0, 1.0] {
            bench.clock.advance(to: t1 - k * dt)
            before.append(bench.x)
        }
        bench.clock.advance(to: t1)
        let x0 = bench.x
        // The velocity it had: a central difference on an uninterrupted twin.
        let h = 1e-6
        twin.clock.advance(to: t1 - h)
        let xm = twin.x
        twin.clock.advance(to: t1 + h)
        let v0 = (twin.x - xm) / (2 * h)
        let animator = bench.animator, view = bench.view
        switch kind {
        case .alongside: animator.addAnimations(alongside: true) { view[.x] = newTarget }
        case .grab: animator.pauseAnimation()
        case .reverse: animator.isReversed = true
        case .newTarget:
            animator.pauseAnimation()
            animator.addAnimations { view[.x] = newTarget }
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        }
        let after0 = bench.x
        bench.clock.advance(to: t1 + dt)
        let after1 = bench.x
        bench.clock.advance(to: t1 + 2 * dt)
        let after2 = bench.x
        var m = Measured()
        let vBefore = (x0 - before[1]) / dt, vBefore0 = (before[1] - before[0]) / dt
        let vAfter = (after1 - after0) / dt, vAfter1 = (after2 - after1) / dt
        m.positionStep = abs(after0 - x0)
        m.positionBound = abs(vBefore) * dt + 1e-9 * max(1, abs(x0))
        m.velocityStep = abs(vAfter - vBefore)
        m.velocityBound = abs(vBefore - vBefore0) + abs(vAfter1 - vAfter) + 1e-6 * max(1, abs(vBefore))

        // The whole remaining motion, every millisecond, to the end.
        let step = 0.001
        var samples: [(t: Double, x: Double)] = [(t1, after0), (t1 + dt, after1), (t1 + 2 * dt, after2)]
        var t = t1 + 2 * dt
        let end = t1 + 3
        while t < end, animator.state == .active {
            t += step
            bench.clock.advance(to: t)
            samples.append((t, bench.x))
        }
        for i in 3..<max(3, samples.count - 1) {
            let (a, b, c) = (samples[i - 1], samples[i], samples[i + 1])
            let second = (c.x - b.x) / (c.t - b.t) - (b.x - a.x) / (b.t - a.t)
            // A spring's own acceleration changes the velocity by at most ω²·|x − E| + 2ζω·|v| a
            // millisecond; a jump of J points changes it by J / 1 ms.
            let omega = 2 * Double.pi / springDuration
            let v: Double = (c.x - b.x) / (c.t - b.t)
            let offset: Double = max(abs(b.x - to), abs(b.x - newTarget), abs(b.x - from))
            // The landing share adds at most 12·offset/T² + 6·|v|/T over the remaining time T.
            let left = max(step, samples[samples.count - 1].t - t1)
            let landing: Double = 12 * offset / (left * left) + 6 * abs(v) / left
            let own: Double = (omega * omega * 2 * offset + 2 * omega * abs(v) + landing) * step
            m.largestJump = max(m.largestJump, (abs(second) - own) * step)
        }
        if kind == .alongside {
            let length = spring.settlingDuration - t1
            let inside = samples.filter { $0.t - t1 < length }
            let expected = rule(x0: x0, v0: v0, end: newTarget, length: length, after: inside.map { $0.t - t1 })
            for (sample, value) in zip(inside, expected) { m.fromRule = max(m.fromRule, abs(sample.x - value)) }
        }
        return m
    }

    static var cases: [(Kind, Moment, Double)] {
        var result: [(Kind, Moment, Double)] = []
        for kind in Kind.allCases {
            for moment in Moment.allCases {
                for target in [300.5, 400.0, -100.0] where kind == .alongside || kind == .newTarget || target == 300.5 {
                    result.append((kind, moment, target))
                }
            }
        }
        return result
    }

    @Test(arguments: cases)
    func positionAndVelocityAreContinuousToTheEnd(_ kind: Kind, _ moment: Moment, _ newTarget: Double) {
        let t1 = Self.time(of: moment, spring: Self.spring)
        let m = Self.measure(kind, at: t1, newTarget: newTarget)
        let label = "\(kind) \(moment) to \(newTarget) at \(t1) s"
        print("retarget \(label): position step \(m.positionStep) (bound \(m.positionBound)), velocity step \(m.velocityStep) (bound \(m.velocityBound)), largest jump after \(m.largestJump), from the rule \(m.fromRule)")
        #expect(m.positionStep <= m.positionBound, "\(label): the position jumped \(m.positionStep)")
        #expect(m.velocityStep <= m.velocityBound, "\(label): the velocity stepped \(m.velocityStep)")
        #expect(m.largestJump <= 1e-6, "\(label): a jump of \(m.largestJump) pt after the interruption")
        #expect(m.fromRule <= 1e-6 * max(1, abs(newTarget)), "\(label): \(m.fromRule) pt from the rule")
    }

    /// A new target given alongside at 20 moments of the overshoot, to one 0.5 pt and one
    /// 100 pt away.
    @Test(arguments: [300.5, 400.0])
    func aRetargetDuringTheOvershootIsContinuous(_ newTarget: Double) {
        let peak = Self.time(of: .overshooting, spring: Self.spring)
        var worst = Measured()
        for k in 0..<20 {
            let t1 = ((peak * (0.6 + 0.04 * Double(k))) * 1000).rounded() / 1000
            let m = Self.measure(.alongside, at: t1, newTarget: newTarget)
            #expect(m.positionStep <= m.positionBound, "at \(t1) s: the position jumped \(m.positionStep)")
            #expect(m.velocityStep <= m.velocityBound, "at \(t1) s: the velocity stepped \(m.velocityStep)")
            #expect(m.largestJump <= 1e-6, "at \(t1) s: a jump of \(m.largestJump) pt after the retarget")
            #expect(m.fromRule <= 1e-6 * max(1, abs(newTarget)), "at \(t1) s: \(m.fromRule) pt from the rule")
            worst.largestJump = max(worst.largestJump, m.largestJump)
            worst.fromRule = max(worst.fromRule, m.fromRule)
        }
        print("retarget overshoot sweep to \(newTarget): largest jump \(worst.largestJump), from the rule \(worst.fromRule)")
    }
}
