/// Every property value of the views a ``StageDrawing`` of the same window lists, in the same
/// order — a view before its subviews, siblings after a stable sort by `zPosition`, a hidden
/// view listed without its subviews — with the tree they stand in (each view's superview,
/// role, clipping and hiding), and none of the geometry a picture needs (corners, clips,
/// composed transforms): what a golden trace records at each frame.
///
/// Promises: ``ids`` is the ids of `StageDrawing(window:).views`, in order, and the values of
/// view `k` are that drawing's `views[k].values`, bit for bit (a test holds the two together);
/// ``parents``, ``roles``, ``clipsToBounds`` and ``isHidden`` are that drawing's too, so
/// `StageDrawing(replaying:)` of them draws the same picture.
public struct StageValues: Sendable {
    /// The drawn views' ids, in painting order.
    public var ids: [String]
    /// `ViewProperty.count` values per view of ``ids``, indexed by `ViewProperty.rawValue`.
    public var values: [Double]
    /// For each view of ``ids``, the index in ``ids`` of its superview; -1 for the window's subviews.
    public var parents: [Int]
    /// For each view, the engine's role for it, if any (`DrawnView.role`).
    public var roles: [String?]
    /// For each view, whether it clips its subviews.
    public var clipsToBounds: [Bool]
    /// For each view, whether it is hidden (its subviews are then not listed).
    public var isHidden: [Bool]

    /// The values of `window`'s views now.
    public init(window: View) {
        ids = []
        values = []
        parents = []
        roles = []
        clipsToBounds = []
        isHidden = []
        for child in StageDrawing.paintingOrder(window.subviews) { add(child, parent: -1) }
    }

    /// Ids, values and tree as a drawing lists them.
    public init(_ drawing: StageDrawing) {
        ids = drawing.views.map(\.id)
        values = drawing.views.flatMap(\.values)
        parents = drawing.views.map { $0.parent ?? -1 }
        roles = drawing.views.map(\.role)
        clipsToBounds = drawing.views.map(\.clipsToBounds)
        isHidden = drawing.views.map(\.isHidden)
    }

    private mutating func add(_ view: View, parent: Int) {
        let index = ids.count
        ids.append(view.id)
        parents.append(parent)
        roles.append(view.role)
        clipsToBounds.append(view.clipsToBounds)
        isHidden.append(view.isHidden)
        let start = view.slot * ViewProperty.count
        values.append(contentsOf: view.store.values[start ..< start + ViewProperty.count])
        guard !view.isHidden else { return }
        for child in StageDrawing.paintingOrder(view.subviews) { add(child, parent: index) }
    }
}
