/// Keeps, of a run's frames as they are made, only those a drawing of the run can show, so
/// that `segue render`'s memory stays flat in the number of frames a run makes, whatever its
/// frame rate: a frame's ``StageDrawing`` is made only when the frame is kept (if only as the
/// last one so far), and the frames it stops keeping go.
///
/// Two ways to keep (``Keeping``):
/// - the frame nearest each of some times: exactly the frames ``FrameSelection/nearest(_:)``
///   would choose from all of them, one at most per time;
/// - every `stride`-th frame from the first, and the last one: when more than `most` are
///   kept, the stride doubles and every other kept frame goes, so at most `most + 1` stay.
///   While the run makes at most `stride × most` frames at a stride of 1, every frame stays.
///
/// Promises: the frames kept are bounded by the keeping's count (the times, or `most + 1`),
/// whatever the number of frames recorded; they keep their run order; the first frame and
/// the last one are kept when striding; the strided frames other than the last stand on
/// one grid (their run indices are multiples of ``stride``).
public final class FilmRecorder {
    /// Which frames a recorder keeps.
    public enum Keeping: Equatable, Sendable {
        /// The frame nearest each time (seconds from the start), the earlier one on a tie.
        case nearest([Double])
        /// Every `stride`-th frame (at least 1) and the last one, at most `most` of the first
        /// (at least 2), the stride doubling when more would be kept.
        case strided(every: Int, most: Int)
    }

    /// A kept frame and its place in the run.
    private struct Kept {
        var index: Int
        var frame: FilmFrame
    }

    private let keeping: Keeping
    /// The frames made so far, kept or not.
    public private(set) var frameCount = 0
    /// The run indices of the strided frames are multiples of this (1 when nearest).
    public private(set) var stride: Int
    private let most: Int
    /// Strided: the frames on the grid, in run order.
    private var grid: [Kept] = []
    /// Strided: the last frame, when it is not on the grid.
    private var last: Kept?
    /// Nearest: the best frame so far for each time.
    private var nearest: [Kept?] = []

    /// A recorder keeping what `keeping` says.
    public init(_ keeping: Keeping) {
        self.keeping = keeping
        switch keeping {
        case .nearest(let times):
            stride = 1
            most = times.count
            nearest = Array(repeating: nil, count: times.count)
        case .strided(let every, let most):
            stride = max(every, 1)
            self.most = max(most, 2)
        }
    }

    /// Records the next frame of the run: at `time` seconds from the start, with `progress`,
    /// drawn by `drawing` (called only when the frame is kept).
    public func record(time: Double, progress: Double, drawing: () -> StageDrawing) {
        let index = frameCount
        frameCount += 1
        switch keeping {
        case .nearest(let times):
            var made: FilmFrame?
            for (slot, target) in times.enumerated() {
                if let best = nearest[slot], !(abs(time - target) < abs(best.frame.time - target)) { continue }
                let frame = made ?? FilmFrame(time: time, progress: progress, drawing: drawing())
                made = frame
                nearest[slot] = Kept(index: index, frame: frame)
            }
        case .strided:
            let frame = FilmFrame(time: time, progress: progress, drawing: drawing())
            guard index % stride == 0 else {
                last = Kept(index: index, frame: frame)
                return
            }
            last = nil
            grid.append(Kept(index: index, frame: frame))
            if grid.count > most {
                stride *= 2
                grid.removeAll { $0.index % stride != 0 }
                // The frame just made stays, as the last one, when it leaves the grid.
                if index % stride != 0 { last = Kept(index: index, frame: frame) }
            }
        }
    }

    /// The frames kept, in run order (a frame nearest several times once).
    public var frames: [FilmFrame] { kept.map(\.frame) }

    /// How many frames are kept now.
    public var keptCount: Int { kept.count }

    private var kept: [Kept] {
        switch keeping {
        case .nearest:
            var seen = Set<Int>()
            return nearest.compactMap { $0 }.filter { seen.insert($0.index).inserted }.sorted { $0.index < $1.index }
        case .strided:
            return grid + (last.map { [$0] } ?? [])
        }
    }

    /// The frames `selection` chooses from the run, taken from the kept ones: for evenly
    /// spaced frames, the kept frame nearest each index ``FrameSelection/indices(frameCount:time:)``
    /// gives for every frame made (the same frames while every frame is kept), each once; for
    /// chosen times, the kept frame nearest each.
    public func choose(_ selection: FrameSelection) -> [FilmFrame] {
        let kept = kept
        guard !kept.isEmpty else { return [] }
        switch selection {
        case .nearest:
            return selection.choose(from: kept.map(\.frame))
        case .evenly:
            var chosen: [Int] = []
            for wanted in selection.indices(frameCount: frameCount, time: { _ in 0 }) {
                let place = Self.nearestPlace(of: wanted, in: kept)
                if chosen.last != place { chosen.append(place) }
            }
            return chosen.map { kept[$0].frame }
        }
    }

    /// The place in `kept` (in run order) of the frame whose run index is nearest `index`,
    /// the earlier on a tie.
    private static func nearestPlace(of index: Int, in kept: [Kept]) -> Int {
        var low = 0, high = kept.count - 1
        while low < high {
            let middle = (low + high) / 2
            if kept[middle].index < index { low = middle + 1 } else { high = middle }
        }
        if low > 0, index - kept[low - 1].index <= kept[low].index - index { return low - 1 }
        return low
    }
}
