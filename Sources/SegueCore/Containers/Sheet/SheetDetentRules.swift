/// The rules that tie a sheet's height to its detents: which detent a released drag rests
/// at, and how much the presenter is dimmed at a height. Heights are the sheet's visible
/// height in points (0: off screen); velocities are points per second, positive upwards
/// (the sheet growing).
public enum SheetDetentRules {
    /// The detent a drag let go at `height` with `velocity` comes to rest at: the one nearest
    /// the projected end point of the motion — where it would stop decelerating at `rate`
    /// per millisecond (UIScrollView's projection, `ReleasePolicy.projectedDistance`) — so a
    /// fast short flick goes further than its distance. A tie goes the way the finger moved.
    /// `detents` are resolved and sorted (``SheetConfiguration/resolvedDetents(containerHeight:)``);
    /// nil when there are none.
    public static func restingDetent(among detents: [ResolvedSheetDetent], height: Double, velocity: Double,
                                     decelerationRate rate: Double = 0.998) -> ResolvedSheetDetent? {
        let speed = velocity.isFinite ? velocity : 0
        let projected = height + ReleasePolicy.projectedDistance(velocity: speed, decelerationRate: min(max(rate, 0), 0.999_999))
        var best: ResolvedSheetDetent?
        var bestDistance = Double.infinity
        for detent in detents {
            let distance = abs(detent.value - projected)
            let closer = distance < bestDistance
            let tieOnTheWay = distance == bestDistance && speed > 0
            if closer || tieOnTheWay {
                best = detent
                bestDistance = distance
            }
        }
        return best
    }

    /// How much of the presentation's dimming shows with the sheet `height` points tall,
    /// 0…1. Undimmed at or below the largest undimmed detent; from there the dimming fades in
    /// linearly up to the next larger detent, fully dimmed at and above it (never dimmed
    /// when no detent is larger). With no undimmed detent the dimming fades in as the sheet
    /// rises to its lowest detent, and is full at every detent.
    public static func dimmingFraction(height: Double, detents: [ResolvedSheetDetent],
                                       largestUndimmed identifier: String?) -> Double {
        guard let lowest = detents.first, height.isFinite else { return 0 }
        let (start, end): (Double, Double)
        if let identifier, let undimmed = detents.last(where: { $0.identifier == identifier }) {
            guard let next = detents.first(where: { $0.value > undimmed.value }) else { return 0 }
            (start, end) = (undimmed.value, next.value)
        } else {
            (start, end) = (0, lowest.value)
        }
        guard end > start else { return height > start ? 1 : 0 }
        return min(max((height - start) / (end - start), 0), 1)
    }
}
