/// How long each frame of an animated GIF shows, in the format's hundredths of a second,
/// so that the frames keep the times they were sampled at.
///
/// Promises: one delay per frame, each at least ``minimum`` (browsers show a GIF delay of
/// 0 or 1 as a tenth of a second); the delays follow the frames' times with the rounding
/// error carried from each frame to the next, so they never pile up: frames sampled evenly
/// get delays that differ by at most 1 (2, 2, 2 at 50 frames a second; 3, 4, 3, 3, 4, 3 at
/// 30), and the delays before the last frame add up to the run's length rounded to a
/// hundredth unless the frames are closer than ``minimum``; the last frame shows for the
/// median delay; non-finite times count as 0.
public enum GIFDelays {
    /// The shortest delay written, in hundredths of a second.
    public static let minimum = 2

    /// The delays of frames sampled at `times` (seconds, ascending).
    public static func hundredths(_ times: [Double]) -> [Int] {
        FrameDelays.ticks(times, perSecond: 100, minimum: minimum)
    }
}

/// Frame delays in whole ticks of a format's unit (a GIF's 1/100 s, an APNG's 1/fps s),
/// following the frames' times with the rounding error carried forward.
public enum FrameDelays {
    /// The delays, in ticks of `1 / perSecond` s, of frames sampled at `times` (seconds,
    /// ascending): each at least `minimum`; the frame before frame k + 1 ends at the tick
    /// nearest frame k + 1's time (or as soon after as `minimum` allows), so evenly sampled
    /// frames get delays that differ by at most one tick; the last frame shows for the median
    /// delay; a single frame shows for one second. Non-finite times count as 0.
    public static func ticks(_ times: [Double], perSecond: Int, minimum: Int = 1) -> [Int] {
        let unit = Double(max(perSecond, 1)), least = max(minimum, 1)
        guard times.count > 1 else { return times.map { _ in max(Int(unit), least) } }
        let clean = times.map { $0.isFinite ? $0 : 0 }
        var delays: [Int] = []
        var shown = 0
        for index in 1..<clean.count {
            // Clamped below a day, so the conversion to Int cannot trap.
            let until = Int(min(max((clean[index] - clean[0]) * unit, 0), 86_400 * unit).rounded())
            let delay = max(until - shown, least)
            delays.append(delay)
            shown += delay
        }
        delays.append(delays.sorted()[delays.count / 2])
        return delays
    }
}
