/// A tiny deterministic generator (64-bit LCG) for reproducible randomized tests.
struct TimingTestRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// A uniform double in 0..<1.
    mutating func next() -> Double {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Double(state >> 11) / Double(UInt64(1) << 53)
    }
}
