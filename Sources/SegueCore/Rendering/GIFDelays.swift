/// How long each frame of an animated GIF shows, in the format's hundredths of a second,
/// so that the frames keep the times they were sampled at.
///
/// Promises: one delay per frame, each at least 1; the delays add up to the run's length
/// rounded to a hundredth (rounding errors do not pile up); non-finite times count as 0.
public enum GIFDelays {
    /// The delays of frames sampled at `times` (seconds, ascending); the last frame shows
    /// as long as the one before it.
    public static func hundredths(_ times: [Double]) -> [Int] {
        guard times.count > 1 else { return times.map { _ in 100 } }
        let clean = times.map { $0.isFinite ? $0 : 0 }
        var delays: [Int] = []
        var shown = 0
        for index in 1..<clean.count {
            // Clamped below a day, so the conversion to Int cannot trap.
            let until = Int(min(max((clean[index] - clean[0]) * 100, 0), 8_640_000).rounded())
            let delay = max(until - shown, 1)
            delays.append(delay)
            shown += delay
        }
        delays.append(delays.last ?? 1)
        return delays
    }
}
