import Foundation
import Testing
@testable import SegueExport

/// A fitted Lottie track keeps a bounded property inside its bounds between keys, not only at
/// them: mini_player's corner radius, a spring from 12 to 0 fitted with velocity-matched
/// handles, dipped below 0 between two keys, where rlottie drew no rectangle at all.
@Suite struct LottieTrackBoundsTests {
    /// A corner radius springing from 12 to 0 (response 0.45 s, damping ratio 0.9), sampled at
    /// 60 fps and held at 0 where the spring overshoots, as the engine draws it.
    static let times = (0 ... 36).map { Double($0) / 60 }
    static let radius: [Double] = times.map { t in
        let omega = 2 * Double.pi / 0.45, zeta = 0.9
        let damped = omega * (1 - zeta * zeta).squareRoot()
        let x = 12 * exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
        return max(x, 0)
    }

    /// The lowest value the track gives at 64 instants between each pair of frames.
    static func lowest(_ track: LottieTrack) -> Double {
        var lowest = Double.infinity
        for k in 0 ..< times.count - 1 {
            for step in 0 ... 64 {
                let time = times[k] + (times[k + 1] - times[k]) * Double(step) / 64
                if let value = track.value(channel: 0, at: time) { lowest = min(lowest, value) }
            }
        }
        return lowest
    }

    @Test func aBoundedTrackNeverLeavesItsBoundsBetweenKeys() {
        let loose = LottieTrack(times: Self.times, channels: [Self.radius], tolerances: [0.25], fps: 60)
        // The case is a real one: fitted without bounds, the radius goes below 0 somewhere.
        #expect(Self.lowest(loose) < 0, "the unbounded fit stays at or above 0: the case tests nothing")
        let bounded = LottieTrack(times: Self.times, channels: [Self.radius], tolerances: [0.25], fps: 60,
                                  bounds: 0 ... .greatestFiniteMagnitude)
        #expect(Self.lowest(bounded) >= 0)
        // Still the same motion: within the tolerance at every frame.
        for (k, time) in Self.times.enumerated() {
            #expect(abs((bounded.value(channel: 0, at: time) ?? .nan) - Self.radius[k]) <= 0.25)
        }
    }
}
