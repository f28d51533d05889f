/// The precision the preview keeps the numbers a page sends at: what each one means, no
/// more — a touch's place to a hundredth of a point and its time to a millisecond, a
/// progress to 1/10,000, a speed to 1/1,000 of progress a second, a catch time to a tenth of
/// a millisecond (rounded up, so the frame at the playhead is played before the catch).
/// Rounded as they arrive, so the take played is the take a copied link plays again, and
/// the link stays short (a drag's touches were written to 17 digits: a 15-touch drag's
/// address was 1,145 characters).
///
/// Promises: each result is the double nearest a decimal of that many places, whose
/// shortest text (Swift's and JavaScript's) has at most that many; a value that is not
/// finite comes back as it was (the callers refuse it).
enum PagePrecision {
    /// A touch's coordinate, points.
    static func point(_ value: Double) -> Double { rounded(value, 100) }
    /// A touch's time, seconds, never before `last` (the scene's time already reached: the
    /// millisecond at or after it when the touch's own rounds to earlier).
    static func touchTime(_ value: Double, notBefore last: Double) -> Double {
        let time = rounded(value, 1000)
        guard time.isFinite, last.isFinite, time < last else { return time }
        let up = (last * 1000).rounded(.up)
        return up / 1000 >= last ? up / 1000 : (up + 1) / 1000
    }
    /// A transition's progress.
    static func progress(_ value: Double) -> Double { rounded(value, 10_000) }
    /// A speed handed to a finish or cancel, progress a second.
    static func speed(_ value: Double) -> Double { rounded(value, 1000) }
    /// When a timed transition is caught, seconds into the take: up to the next tenth of a
    /// millisecond (a sample's time k/240 is caught after that sample, as at the playhead).
    static func catchTime(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        return (value * 10_000 - 1e-6).rounded(.up) / 10_000
    }

    private static func rounded(_ value: Double, _ scale: Double) -> Double {
        guard value.isFinite else { return value }
        return (value * scale).rounded() / scale
    }
}
