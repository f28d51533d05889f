/// What an interruption hands over, per property, and lets fade: where each property stood
/// and how fast it moved, less where the new motion puts it and how fast the new motion
/// starts it, added on top of the new motion so that both position and velocity are
/// continuous at the interruption. It starts at `startTime` and adds nothing from
/// `startTime + length` on, so the new motion still ends exactly on its values.
///
/// - Into a spring (`.spring`) it does not add to the new motion but takes the property's
///   place in it until the run's end `T`: the property is `E + d·F(s) + v·H(s)`
///   (``DampedOscillator/responses(_:)``) with `E` the value the run ends on, `d` the offset
///   from it where the property stood and `v` the velocity it had — exactly the spring
///   started where it stood at the speed it had (SwiftUI's "preserving velocity from one
///   animation to the next"), whatever the run's progress does (an overshoot past a new
///   window's start, a window's clamp), less what it has left at `T` — its offset `o` and
///   velocity `w` there — folded in as `o·σ³(4 − 3σ) + w·T·σ³(σ − 1)`, `σ = s/T`, so it lands
///   exactly on `E`, at rest.
/// - Otherwise (`.blend`) they fade out over the blend duration `B` with the cubic Hermite
///   weights `d·(1 − σ)²(1 + 2σ) + v·s·(1 − σ)²`, `σ = s/B`: position and velocity continuous
///   at the start and at the end of the blend.
struct CarriedMotion {
    enum Kernel {
        case spring(DampedOscillator)
        case blend
    }

    let indices: [Int]
    /// Into a spring, each property's offset from its end value `E` where it stood; into a
    /// blend, its offset from where the new motion put it.
    let offsets: [Double]
    /// Into a spring, each property's velocity; into a blend, its velocity less the new
    /// motion's.
    let velocities: [Double]
    /// Into a spring, the value each property's tracks end the run on (`E`); empty otherwise.
    let ends: [Double]
    /// Into a spring, the value each property stood at when it was handed over (`E + d`, which
    /// floating point does not give back exactly): what it shows at the interruption itself,
    /// so nothing moves by as much as an ulp there; empty otherwise.
    let starts: [Double]
    let startTime: Double
    /// Seconds after `startTime` at which it has faded out.
    let length: Double
    let kernel: Kernel
    /// The spring's responses and their rates at `length`, folded out so the motion ends at
    /// exactly 0 and at rest.
    private let endReleased: Double
    private let endStruck: Double
    private let endReleasedVelocity: Double
    private let endStruckVelocity: Double

    init(indices: [Int], offsets: [Double], velocities: [Double], ends: [Double] = [], starts: [Double] = [],
         startTime: Double, length: Double, kernel: Kernel) {
        self.indices = indices
        self.ends = ends
        self.starts = starts.count == indices.count ? starts : zip(ends, offsets).map { $0 + $1 }
        self.offsets = offsets
        self.velocities = velocities
        self.startTime = startTime
        self.length = length
        self.kernel = kernel
        if case .spring(let oscillator) = kernel {
            let end = oscillator.responses(length)
            endReleased = end.released
            endStruck = end.struck
            endReleasedVelocity = end.releasedVelocity
            endStruckVelocity = end.struckVelocity
        } else {
            endReleased = 0
            endStruck = 0
            endReleasedVelocity = 0
            endStruckVelocity = 0
        }
    }

    /// Whether it takes its properties' places in the tracks (into a spring) rather than
    /// adding to them (a blend): ``contributions(at:)`` then gives whole positions and
    /// velocities.
    var replacesTracks: Bool {
        if case .spring = kernel { return true }
        return false
    }

    /// Whether it adds nothing at `time` or later.
    func isOver(at time: Double) -> Bool { time - startTime >= length }

    /// The weights of the offset and of the velocity at `time`, and their rates of change.
    func weights(at time: Double) -> (offset: Double, velocity: Double, offsetRate: Double, velocityRate: Double) {
        let s = time - startTime
        guard s < length else { return (0, 0, 0, 0) }
        guard s > 0 else { return (1, 0, 0, 1) }
        switch kernel {
        case .spring(let oscillator):
            // What is left at the end — its offset and its velocity — folded out with the cubic
            // weights σ³(4 − 3σ) and T·σ³(σ − 1), σ = s/T: nothing at the start (value, rate
            // and the rate's rate), all of it at the end, so it lands on its value at rest.
            let r = oscillator.responses(s)
            let sigma = s / length
            let cube = sigma * sigma * sigma
            let fold = cube * (4 - 3 * sigma), foldRate = 12 * sigma * sigma * (1 - sigma) / length
            let push = length * cube * (sigma - 1), pushRate = sigma * sigma * (4 * sigma - 3)
            return (r.released - fold * endReleased - push * endReleasedVelocity,
                    r.struck - fold * endStruck - push * endStruckVelocity,
                    r.releasedVelocity - foldRate * endReleased - pushRate * endReleasedVelocity,
                    r.struckVelocity - foldRate * endStruck - pushRate * endStruckVelocity)
        case .blend:
            let sigma = s / length, rest = 1 - sigma
            return (rest * rest * (1 + 2 * sigma), s * rest * rest,
                    -6 * sigma * rest / length, rest * (1 - 3 * sigma))
        }
    }

    /// Adds what it carries at `time` to `values` (into a spring: sets its properties'
    /// values, until its end).
    func apply(at time: Double, to values: inout [Double]) {
        if replacesTracks {
            guard !isOver(at: time) else { return }
            let w = weights(at: time)
            let atStart = time - startTime <= 0
            for k in indices.indices {
                values[indices[k]] = atStart ? starts[k] : ends[k] + offsets[k] * w.offset + velocities[k] * w.velocity
            }
            return
        }
        let w = weights(at: time)
        guard w.offset != 0 || w.velocity != 0 else { return }
        for k in indices.indices {
            values[indices[k]] += offsets[k] * w.offset + velocities[k] * w.velocity
        }
    }

    /// What it adds to each property's position and velocity at `time`, by store index (into
    /// a spring, before its end: the whole position and velocity it gives the property).
    func contributions(at time: Double) -> [Int: (offset: Double, velocity: Double)] {
        let w = weights(at: time)
        var result: [Int: (offset: Double, velocity: Double)] = [:]
        let replacing = replacesTracks && !isOver(at: time)
        let atStart = replacing && time - startTime <= 0
        for k in indices.indices {
            result[indices[k]] = (atStart ? starts[k] : (replacing ? ends[k] : 0) + offsets[k] * w.offset + velocities[k] * w.velocity,
                                  offsets[k] * w.offsetRate + velocities[k] * w.velocityRate)
        }
        return result
    }
}
