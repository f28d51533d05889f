/// What an interruption hands over, per property, and lets fade: where each property stood
/// and how fast it moved, less where the new motion puts it and how fast the new motion
/// starts it, added on top of the new motion so that both position and velocity are
/// continuous at the interruption. It starts at `startTime` and adds nothing from
/// `startTime + length` on, so the new motion still ends exactly on its values.
///
/// - Into a spring (`.spring`) the handed-over offset `d` and velocity `v` move as the spring
///   moves them, `d·F(s) + v·H(s)` (``DampedOscillator/responses(_:)``): the property then
///   follows exactly the spring started where it stood at the speed it had (SwiftUI's
///   "preserving velocity from one animation to the next"), less a `(s/T)²` share of what is
///   left at the end `T` so it lands exactly.
/// - Otherwise (`.blend`) they fade out over the blend duration `B` with the cubic Hermite
///   weights `d·(1 − σ)²(1 + 2σ) + v·s·(1 − σ)²`, `σ = s/B`: position and velocity continuous
///   at the start and at the end of the blend.
struct CarriedMotion {
    enum Kernel {
        case spring(DampedOscillator)
        case blend
    }

    let indices: [Int]
    let offsets: [Double]
    let velocities: [Double]
    let startTime: Double
    /// Seconds after `startTime` at which it has faded out.
    let length: Double
    let kernel: Kernel
    /// The spring's responses at `length`, folded out so the motion ends at exactly 0.
    private let endReleased: Double
    private let endStruck: Double

    init(indices: [Int], offsets: [Double], velocities: [Double], startTime: Double, length: Double, kernel: Kernel) {
        self.indices = indices
        self.offsets = offsets
        self.velocities = velocities
        self.startTime = startTime
        self.length = length
        self.kernel = kernel
        if case .spring(let oscillator) = kernel {
            let end = oscillator.responses(length)
            endReleased = end.released
            endStruck = end.struck
        } else {
            endReleased = 0
            endStruck = 0
        }
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
            let r = oscillator.responses(s)
            let fold = s * s / (length * length), foldRate = 2 * s / (length * length)
            return (r.released - fold * endReleased, r.struck - fold * endStruck,
                    r.releasedVelocity - foldRate * endReleased, r.struckVelocity - foldRate * endStruck)
        case .blend:
            let sigma = s / length, rest = 1 - sigma
            return (rest * rest * (1 + 2 * sigma), s * rest * rest,
                    -6 * sigma * rest / length, rest * (1 - 3 * sigma))
        }
    }

    /// Adds what it carries at `time` to `values`.
    func apply(at time: Double, to values: inout [Double]) {
        let w = weights(at: time)
        guard w.offset != 0 || w.velocity != 0 else { return }
        for k in indices.indices {
            values[indices[k]] += offsets[k] * w.offset + velocities[k] * w.velocity
        }
    }

    /// What it adds to each property's position and velocity at `time`, by store index.
    func contributions(at time: Double) -> [Int: (offset: Double, velocity: Double)] {
        let w = weights(at: time)
        var result: [Int: (offset: Double, velocity: Double)] = [:]
        for k in indices.indices {
            result[indices[k]] = (offsets[k] * w.offset + velocities[k] * w.velocity,
                                  offsets[k] * w.offsetRate + velocities[k] * w.velocityRate)
        }
        return result
    }
}
