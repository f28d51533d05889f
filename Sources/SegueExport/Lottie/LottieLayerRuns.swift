import SegueCore

/// A view's unbroken stay in the drawn tree under one chain of superviews: what one Lottie
/// layer shows, from its in point to its out point.
struct LayerRun: Sendable {
    /// The view's id.
    var id: String
    /// The ids from the outermost superview down to the view, joined: a view moved to
    /// another superview starts a new run.
    var path: String
    /// The run of its superview, nil under the window.
    var parent: Int?
    /// The first and last frame it is drawn in.
    var first: Int
    var last: Int
    /// For each frame `first … last`, its index in that frame's `StageValues`.
    var indices: [Int]
    /// Whether it clips its subviews in any of its frames.
    var clips: Bool

    /// Its index in `frame`'s values, if the run covers the frame.
    func index(at frame: Int) -> Int? {
        frame >= first && frame <= last ? indices[frame - first] : nil
    }
}

/// The runs of every drawn view over a take's frames, and one back-to-front order of them
/// that every frame's painting order agrees with (when one exists).
struct LayerRuns: Sendable {
    var runs: [LayerRun] = []
    /// Run indices back to front.
    var paintingOrder: [Int] = []
    /// Whether the frames' painting orders contradict each other (Lottie's layer order is fixed).
    var orderChanges = false

    init(frames: [StageValues]) {
        var open: [String: Int] = [:]
        var edges: [Int: Set<Int>] = [:]
        var incoming: [Int: Int] = [:]
        for (f, values) in frames.enumerated() {
            var runOfIndex = Array(repeating: -1, count: values.ids.count)
            var paths = Array(repeating: "", count: values.ids.count)
            var previous: Int?
            for i in values.ids.indices where !values.isHidden[i] {
                let parent = values.parents[i]
                guard parent < i, parent < 0 || runOfIndex[parent] >= 0 else { continue }
                let path = (parent >= 0 ? paths[parent] + "\u{1F}" : "") + values.ids[i]
                paths[i] = path
                let r: Int
                if let existing = open[path], runs[existing].last == f - 1 {
                    r = existing
                    runs[r].last = f
                    runs[r].indices.append(i)
                    runs[r].clips = runs[r].clips || values.clipsToBounds[i]
                } else {
                    r = runs.count
                    runs.append(LayerRun(id: values.ids[i], path: path, parent: parent >= 0 ? runOfIndex[parent] : nil,
                                         first: f, last: f, indices: [i], clips: values.clipsToBounds[i]))
                    open[path] = r
                }
                runOfIndex[i] = r
                if let previous, previous != r, edges[previous, default: []].insert(r).inserted {
                    incoming[r, default: 0] += 1
                }
                previous = r
            }
        }
        // Kahn's sort, earliest-made run first among those free.
        var ready = runs.indices.filter { incoming[$0, default: 0] == 0 }
        var placed = Array(repeating: false, count: runs.count)
        while let next = ready.min() {
            ready.removeAll { $0 == next }
            paintingOrder.append(next)
            placed[next] = true
            for after in edges[next, default: []] {
                incoming[after, default: 0] -= 1
                if incoming[after] == 0 { ready.append(after) }
            }
        }
        if paintingOrder.count < runs.count {
            orderChanges = true
            paintingOrder += runs.indices.filter { !placed[$0] }
        }
    }
}
