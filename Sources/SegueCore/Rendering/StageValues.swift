/// Every property value of the views a ``StageDrawing`` of the same window lists, in the same
/// order — a view before its subviews, siblings after a stable sort by `zPosition`, a hidden
/// view listed without its subviews — and none of the geometry a picture needs (corners,
/// clips, composed transforms): what a golden trace records at each frame.
///
/// Promises: ``ids`` is the ids of `StageDrawing(window:).views`, in order, and the values of
/// view `k` are that drawing's `views[k].values`, bit for bit (a test holds the two together).
public struct StageValues: Sendable {
    /// The drawn views' ids, in painting order.
    public var ids: [String]
    /// `ViewProperty.count` values per view of ``ids``, indexed by `ViewProperty.rawValue`.
    public var values: [Double]

    /// The values of `window`'s views now.
    public init(window: View) {
        ids = []
        values = []
        for child in StageDrawing.paintingOrder(window.subviews) { add(child) }
    }

    /// Ids and values as a drawing lists them.
    public init(_ drawing: StageDrawing) {
        ids = drawing.views.map(\.id)
        values = drawing.views.flatMap(\.values)
    }

    private mutating func add(_ view: View) {
        ids.append(view.id)
        let start = view.slot * ViewProperty.count
        values.append(contentsOf: view.store.values[start ..< start + ViewProperty.count])
        guard !view.isHidden else { return }
        for child in StageDrawing.paintingOrder(view.subviews) { add(child) }
    }
}
