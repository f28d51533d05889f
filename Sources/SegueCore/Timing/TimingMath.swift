#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Small numeric helpers shared by the timing curves. Internal: not part of the API.
enum TimingMath {
    /// Clamps `x` into 0…1; NaN maps to 0.
    @inline(__always)
    static func clampUnit(_ x: Double) -> Double {
        if !(x > 0) { return 0 }
        return x < 1 ? x : 1
    }

    /// `x` if it is finite, else `fallback`.
    @inline(__always)
    static func finite(_ x: Double, or fallback: Double) -> Double {
        x.isFinite ? x : fallback
    }

    /// The last time in `lo…hi` at which `f(t) >= level`, for `f` non-increasing on the
    /// interval with `f(hi) < level`. Returns a time where `f < level` within about one ulp
    /// of the crossing (`hi` end of the final bracket).
    static func lastCrossing(
        from lo: Double, to hi: Double, level: Double, _ f: (Double) -> Double
    ) -> Double {
        var lo = lo
        var hi = hi
        for _ in 0..<200 {
            let mid = lo + (hi - lo) * 0.5
            if mid <= lo || mid >= hi { break }
            if f(mid) >= level { lo = mid } else { hi = mid }
        }
        return hi
    }
}
