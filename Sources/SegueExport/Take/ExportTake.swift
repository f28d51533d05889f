import SegueCore

/// One take of a transition as the engine played it, ready to export: every frame's values
/// (the trace every export is measured against), the tracks the engine knows by a named
/// curve, and the interactive behaviour for the hand-off.
///
/// Promises: ``times`` and ``frames`` have the same count; ``times`` starts at 0 and grows;
/// frame `k` holds the values of the views drawn at `times[k]`, in painting order
/// (`StageValues`). Every ``SymbolicTrack`` of ``tracks`` reproduces the frames' values of
/// its view and property within ``ExportTakeRecorder/agreement`` (relative to its size, at
/// least 1) at every frame that draws the view (``ExportTakeRecorder`` keeps no other: a
/// track the engine describes but the frames do not follow is left to sampling).
public struct ExportTake: Sendable {
    /// The script's file name, for documents.
    public var title: String
    /// The window (container) size, points.
    public var size: Size
    /// Frames per second the take was sampled at.
    public var fps: Double
    /// Each frame's time, seconds from the take's start (the first is 0).
    public var times: [Double]
    /// The engine's values at each time: the trace every export is measured against.
    public var frames: [StageValues]
    /// What the engine knows symbolically (may be empty: formats then fit the frames).
    public var tracks: [SymbolicTrack]
    /// The interactive behaviour, for the hand-off; nil when the take was not recorded from
    /// a stage that has one.
    public var interaction: InteractionDescription?
    /// The window's background colour, behind every view (what shows through where no view covers it, and through faded views; nil: not known, drawn as none).
    public var background: Color?

    /// A take of `frames` at `times`.
    public init(title: String, size: Size, fps: Double, times: [Double], frames: [StageValues],
                tracks: [SymbolicTrack] = [], interaction: InteractionDescription? = nil, background: Color? = nil) {
        self.title = title
        self.size = size
        self.fps = fps
        self.times = times
        self.frames = frames
        self.tracks = tracks
        self.interaction = interaction
        self.background = background
    }

    /// The title of a take of the script at `path`: its file name without the folder and
    /// without `.lua` (`examples/panel.lua` → `panel`), which names the files formats write.
    public static func title(scriptPath path: String) -> String {
        var name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        if name.hasSuffix(".lua"), name.count > 4 { name.removeLast(4) }
        return name
    }

    /// The take's length, seconds (the last frame's time; 0 for a take without frames).
    public var duration: Double { times.last ?? 0 }

    /// The ids of every view drawn in some frame, in the order they first appear.
    public var viewIDs: [String] {
        var seen = Set<String>()
        var ids: [String] = []
        for frame in frames {
            for id in frame.ids where seen.insert(id).inserted { ids.append(id) }
        }
        return ids
    }

    /// For each frame, where each drawn view's values start, by id (the first view of an id
    /// that appears twice): build it once to read many values without a search per read.
    public func frameIndices() -> [[String: Int]] {
        frames.map { frame in
            var index: [String: Int] = [:]
            for (k, id) in frame.ids.enumerated() where index[id] == nil { index[id] = k }
            return index
        }
    }

    /// The values of `property` of the view `id` at every frame (nil where it is not drawn),
    /// read through `indices` (``frameIndices()``).
    public func values(view id: String, property: ViewProperty, indices: [[String: Int]]) -> [Double?] {
        frames.indices.map { k in
            guard k < indices.count, let index = indices[k][id] else { return nil }
            return frames[k].values[index * ViewProperty.count + property.rawValue]
        }
    }

    /// The engine's value of `property` of the view `id` at frame `k`; nil when that view is
    /// not drawn in that frame (hidden, or not in the window).
    public func value(view id: String, property: ViewProperty, frame k: Int) -> Double? {
        guard frames.indices.contains(k), let index = frames[k].ids.firstIndex(of: id) else { return nil }
        return frames[k].values[index * ViewProperty.count + property.rawValue]
    }
}
