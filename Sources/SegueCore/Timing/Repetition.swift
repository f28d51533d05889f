#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Core Animation's repetition (`CAMediaTiming.repeatCount`, `autoreverses`; UIKit's
/// `.repeat` and `.autoreverse` options) of a motion inside a window of an animation: the
/// window holds `count` cycles, each playing the motion forward — and, with `autoreverses`,
/// back again, a cycle then lasting twice as long. A fractional count ends part-way through a
/// cycle, as Core Animation's does. After the window the motion holds where the last cycle
/// left it (Core Animation's `fillMode` forwards): at the start again after whole
/// autoreversing cycles.
public struct Repetition: Equatable, Hashable, Sendable {
    /// How many cycles fill the window (> 0; Core Animation's `repeatCount`).
    public let count: Double
    /// Whether each cycle plays forward then back (Core Animation's `autoreverses`).
    public let autoreverses: Bool

    /// The most cycles a window holds.
    public static let maximumCount = 10_000.0

    /// Repetition of `count` cycles (clamped into 0.001…``maximumCount``; NaN counts as 1).
    public init(count: Double, autoreverses: Bool = false) {
        let c = count.isNaN ? 1 : count
        self.count = min(max(c, 0.001), Self.maximumCount)
        self.autoreverses = autoreverses
    }

    /// Core Animation's `repeatDuration`: as many cycles of `cycleDuration` seconds as fit in
    /// `repeatDuration` seconds (each cycle twice `cycleDuration` when autoreversing).
    public init(repeatDuration: Double, cycleDuration: Double, autoreverses: Bool = false) {
        let cycle = cycleDuration * (autoreverses ? 2 : 1)
        self.init(count: cycle > 0 ? repeatDuration / cycle : 1, autoreverses: autoreverses)
    }

    /// The motion's own fraction (0…1) at `local`, the fraction of the window (clamped to
    /// 0…1): exactly 0 at 0; the end of each forward pass is exactly 1 and of each way back
    /// exactly 0.
    public func fraction(at local: Double) -> Double {
        let x = TimingMath.clampUnit(local)
        if x <= 0 { return 0 }
        let passes = x * count * (autoreverses ? 2 : 1)
        var pass = passes.rounded(.down)
        var within = passes - pass
        // The end of a pass belongs to it: 1 forward, 0 back.
        if within == 0 {
            pass -= 1
            within = 1
        }
        let backward = autoreverses && fmod(pass, 2) == 1
        return backward ? 1 - within : within
    }
}
