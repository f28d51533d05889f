import SegueCore
import SegueExport

/// The charts of a conformance report: per view and property, the engine's values at every
/// frame and each target's, with where each target first goes beyond the tolerance and where
/// it is furthest — differences in the unit's measure (``ExportError/difference(engine:shown:property:width:height:)``),
/// the one `segue export` prints.
///
/// A view's property is charted when its value moves in the take (among the frames that
/// draw the view) or when some target is further from it than the tolerance at some frame.
/// A target that carries nothing of a property has no series on its chart.
struct ConformanceCharts {
    /// One target's curve on a chart.
    struct Series {
        /// The target's index.
        var target: Int
        /// Its value at each frame (nil: not drawn, or not carried then).
        var values: [Double?]
        /// The first frame where it is further than the tolerance; nil when it never is.
        var first: Int?
        /// Its largest difference and the frame where it is (nil: nothing compared).
        var largest: Double?
        var largestFrame: Int?
    }

    /// One view's property.
    struct Chart {
        var view: String
        var property: ViewProperty
        /// The engine's value at each frame (nil where the view is not drawn).
        var engine: [Double?]
        var series: [Series]
    }

    let charts: [Chart]

    init(take: ExportTake, targets: [any ExportReplay], tolerance: ExportTolerance) {
        let indices = take.frameIndices()
        var charts: [Chart] = []
        for view in take.viewIDs {
            let widths = take.values(view: view, property: .width, indices: indices)
            let heights = take.values(view: view, property: .height, indices: indices)
            for property in ViewProperty.allCases {
                let engine = take.values(view: view, property: property, indices: indices)
                let bound = tolerance[ExportUnit(property)]
                let drawn = engine.compactMap { $0 }
                let moves = drawn.contains { $0 != drawn.first }
                var series: [Series] = []
                for (index, target) in targets.enumerated() {
                    var line = Series(target: index, values: Array(repeating: nil, count: engine.count))
                    for (k, value) in engine.enumerated() {
                        guard let value, k < take.times.count,
                              let shown = target.value(view: view, property: property, at: take.times[k]) else { continue }
                        line.values[k] = shown
                        let difference = ExportError.difference(engine: value, shown: shown, property: property,
                                                                width: widths[k] ?? 0, height: heights[k] ?? 0)
                        if line.first == nil, !(difference <= bound) { line.first = k }
                        if line.largest.map({ difference > $0 }) ?? true {
                            line.largest = difference
                            line.largestFrame = k
                        }
                    }
                    if line.largest != nil { series.append(line) }
                }
                guard moves || series.contains(where: { $0.first != nil }) else { continue }
                charts.append(Chart(view: view, property: property, engine: engine, series: series))
            }
        }
        self.charts = charts
    }
}
