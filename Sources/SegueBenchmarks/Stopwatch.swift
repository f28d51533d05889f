import CBenchmarkBaseline
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Monotonic nanoseconds.
func monotonicNanoseconds() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

/// Runs `body` `repetitions` times and returns the best (smallest) duration in nanoseconds:
/// the run least disturbed by the rest of the machine.
func bestOf(_ repetitions: Int, _ body: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<repetitions {
        let start = monotonicNanoseconds()
        body()
        best = min(best, Double(monotonicNanoseconds() - start))
    }
    return best
}

/// Bytes the C heap has handed out and not taken back (glibc's `mallinfo2().uordblks`).
func heapInUse() -> Int {
    Int(segue_heap_in_use())
}

/// Formats `value` with `digits` decimals.
func format(_ value: Double, _ digits: Int = 2) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = "\(rounded)"
    if let dot = text.firstIndex(of: ".") {
        let decimals = text.distance(from: dot, to: text.endIndex) - 1
        if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
    }
    return text
}

/// Keeps `value` observable so the optimiser cannot drop the work producing it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
