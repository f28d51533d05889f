import SegueCore

/// The whole take `s:render` chose its frames from, kept so that an image golden is compared
/// at its own instants: a golden recorded when the take was longer or shorter is checked
/// against the run at the same time in the take, not at the same frame number.
///
/// Promises: ``frame(at:)`` is the run's frame nearest the time (the earlier on a tie), or nil
/// when the time is not in the take — more than half a frame after its last frame (the take
/// got shorter) or before its first.
struct RenderedTake {
    /// Every frame of the run, in order.
    let frames: [FilmFrame]
    /// The frames `s:render` chose, in order: the instants a golden recorded now would keep.
    let chosen: [FilmFrame]
    /// One frame's SVG document, as `s:render` draws the chosen ones.
    let document: (FilmFrame) -> String

    /// The instants of the chosen frames.
    var chosenInstants: ImageGoldenInstants {
        ImageGoldenInstants(chosen.map { ImageGoldenFiles.Moment(time: $0.time, progress: $0.progress) })
    }

    /// The time of the take's last frame, seconds.
    var end: Double { frames.last?.time ?? 0 }

    /// The frame nearest `time`, nil when `time` lies outside the take.
    func frame(at time: Double) -> FilmFrame? {
        guard let first = frames.first, let last = frames.last else { return nil }
        let halfFrame = frames.count > 1 ? (last.time - first.time) / Double(frames.count - 1) / 2 : 0
        let slack = halfFrame + ImageGoldenInstants.sameTime
        guard time >= first.time - slack, time <= last.time + slack else { return nil }
        var best = first
        for frame in frames where abs(frame.time - time) < abs(best.time - time) { best = frame }
        return best
    }
}
