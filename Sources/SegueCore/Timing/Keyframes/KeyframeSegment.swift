/// One keyframe of a ``KeyframeTrack`` as it plays: when it starts, how long it takes, the
/// value and velocity it starts from, and its motion. Internal to the track.
struct KeyframeSegment: Equatable, Hashable, Sendable {
    enum Motion: Equatable, Hashable, Sendable {
        case linear(TimingCurve)
        case cubic(CubicHermite)
        case spring(SpringKeyframeMotion)
        case move
    }

    let start: Double
    let duration: Double
    let from: Double
    let to: Double
    let motion: Motion
    /// The value it leaves (`to`, except for a spring cut short) and the velocity it hands on.
    let endValue: Double
    let endVelocity: Double

    init(_ keyframe: Keyframe, start: Double, from: Double, incomingVelocity: Double, next: Keyframe?) {
        self.start = start
        self.from = from
        to = keyframe.to
        switch keyframe {
        case .move(let to):
            duration = 0
            motion = .move
            endValue = to
            endVelocity = 0
        case .linear(let to, let d, let curve):
            duration = d
            motion = d > 0 ? .linear(curve) : .move
            endValue = to
            endVelocity = d > 0 ? (to - from) * curve.slope(at: 1) / d : 0
        case .cubic(let to, let d, let startVelocity, let endVelocity):
            duration = d
            let end = endVelocity ?? Self.velocityInto(next, from: from, to: to, duration: d)
            motion = d > 0
                ? .cubic(CubicHermite(from: from, to: to, startVelocity: startVelocity ?? incomingVelocity, endVelocity: end, duration: d))
                : .move
            endValue = to
            self.endVelocity = d > 0 ? end : 0
        case .spring(let to, let d, let spring, let startVelocity):
            let length = d ?? spring.settlingDuration(initialVelocity: 0)
            duration = length
            let spring = SpringKeyframeMotion(from: from, to: to, startVelocity: startVelocity ?? incomingVelocity,
                                              spring: spring, duration: length, foldsRemainder: d == nil)
            motion = length > 0 ? .spring(spring) : .move
            endValue = length > 0 && d != nil ? spring.value(length) : to
            endVelocity = length > 0 ? spring.velocity(length) : 0
        }
    }

    /// The velocity a cubic keyframe from `from` to `to` over `duration` ends with when it is
    /// not given: the velocity `next` starts with (see ``KeyframeTrack``).
    private static func velocityInto(_ next: Keyframe?, from: Double, to: Double, duration: Double) -> Double {
        switch next {
        case nil, .move?:
            return 0
        case .linear(let after, let d, let curve)?:
            return d > 0 ? (after - to) * curve.slope(at: 0) / d : 0
        case .cubic(let after, let d, let startVelocity, _)?:
            return startVelocity ?? CubicHermite.catmullRomVelocity(before: from, after: after, time: duration + d)
        case .spring(let after, let d, let spring, let startVelocity)?:
            let length = d ?? spring.settlingDuration(initialVelocity: 0)
            return startVelocity ?? CubicHermite.catmullRomVelocity(before: from, after: after, time: duration + length)
        }
    }

    /// The value `t` seconds in (exactly `from` at 0 and the end value from `duration` on).
    func value(_ t: Double) -> Double {
        if t >= duration { return endValue }
        if t <= 0 { return from }
        switch motion {
        case .move: return endValue
        case .linear(let curve): return from + (to - from) * curve.value(at: t / duration)
        case .cubic(let hermite): return hermite.value(at: t / duration)
        case .spring(let spring): return spring.value(t)
        }
    }

    /// The velocity `t` seconds in, value units per second.
    func velocity(_ t: Double) -> Double {
        let t = min(max(t, 0), duration)
        switch motion {
        case .move: return 0
        case .linear(let curve): return (to - from) * curve.slope(at: t / duration) / duration
        case .cubic(let hermite): return hermite.velocity(at: t / duration)
        case .spring(let spring): return spring.velocity(t)
        }
    }
}
