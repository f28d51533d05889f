/// A cubic Hermite segment in time: from `from` to `to` over `duration` seconds (or any unit of
/// time), leaving with velocity `startVelocity` and arriving with `endVelocity` (values per
/// unit of time). The one cubic both ``KeyframeInterpolation``'s `cubic` mode (Catmull-Rom
/// tangents) and ``KeyframeTrack``'s cubic keyframes (SwiftUI's `CubicKeyframe`) follow.
struct CubicHermite: Equatable, Hashable, Sendable {
    let from: Double
    let to: Double
    let startVelocity: Double
    let endVelocity: Double
    let duration: Double

    /// The value at local parameter `s` in 0…1 (exactly `from` at 0 and `to` at 1).
    func value(at s: Double) -> Double {
        let s2 = s * s, s3 = s2 * s
        let h00 = 2 * s3 - 3 * s2 + 1
        let h10 = s3 - 2 * s2 + s
        let h01 = -2 * s3 + 3 * s2
        let h11 = s3 - s2
        return h00 * from + h10 * duration * startVelocity + h01 * to + h11 * duration * endVelocity
    }

    /// The velocity (per unit of time) at local parameter `s` in 0…1.
    func velocity(at s: Double) -> Double {
        guard duration > 0 else { return 0 }
        let s2 = s * s
        let d00 = 6 * s2 - 6 * s
        let d10 = 3 * s2 - 4 * s + 1
        let d01 = -6 * s2 + 6 * s
        let d11 = 3 * s2 - 2 * s
        return (d00 * from + d01 * to) / duration + d10 * startVelocity + d11 * endVelocity
    }

    /// The Catmull-Rom velocity at a key between two stretches: the slope from the value
    /// before to the value after over the time between them (0 when that time is 0).
    static func catmullRomVelocity(before: Double, after: Double, time: Double) -> Double {
        time > 0 ? (after - before) / time : 0
    }
}
