/// Which frames of a run a still or an animation shows: evenly spaced ones, first and last
/// included, or the nearest to chosen times.
///
/// Promises: never an empty choice from a run that has frames; the frames keep their order
/// for evenly spaced choices; every index chosen is inside the run.
public enum FrameSelection: Sendable, Equatable {
    /// `count` frames evenly spaced over the run (all of them when it has fewer).
    case evenly(Int)
    /// The frame nearest each time, seconds from the start, in the order given.
    case nearest([Double])

    /// The indices into a run of `frameCount` frames with times `time(index)`.
    public func indices(frameCount: Int, time: (Int) -> Double) -> [Int] {
        guard frameCount > 0 else { return [] }
        switch self {
        case .evenly(let wanted):
            let count = min(max(wanted, 1), frameCount)
            guard count > 1 else { return [0] }
            return (0..<count).map { k in (k * (frameCount - 1) + (count - 1) / 2) / (count - 1) }
        case .nearest(let times):
            return times.map { target in
                (0..<frameCount).min { abs(time($0) - target) < abs(time($1) - target) } ?? 0
            }
        }
    }

    /// The chosen frames of `frames`.
    public func choose(from frames: [FilmFrame]) -> [FilmFrame] {
        indices(frameCount: frames.count) { frames[$0].time }.map { frames[$0] }
    }
}
