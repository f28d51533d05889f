/// Everything a transition may change about the views of one store: every numeric value,
/// whether each view is hidden or clips, its role, its match id, its superview and the order of its
/// subviews. the store's `restore(_:)` puts all of it back; views made
/// after the snapshot are taken out of the tree (they stay in the store, detached).
public struct ViewTreeSnapshot {
    struct Node {
        var superview: View?
        var subviews: [View]
        var isHidden: Bool
        var clipsToBounds: Bool
        var role: String?
        var matchID: String?
    }

    let values: [Double]
    let nodes: [Node]
}

extension ViewStore {
    /// A snapshot of every view's values and place in the tree.
    public func captureTree() -> ViewTreeSnapshot {
        ViewTreeSnapshot(values: values, nodes: views.map {
            ViewTreeSnapshot.Node(superview: $0.superview, subviews: $0.subviews, isHidden: $0.isHidden,
                                  clipsToBounds: $0.clipsToBounds, role: $0.role,
                                  matchID: $0.matchID)
        })
    }

    /// Puts back what `snapshot` holds: values, flags, roles, superviews and subview order
    /// of the views it knew; views made since are detached and lose their subviews.
    public func restore(_ snapshot: ViewTreeSnapshot) {
        restore(snapshot.values)
        for view in views {
            guard view.slot < snapshot.nodes.count else {
                view.restoreTree(superview: nil, subviews: [])
                continue
            }
            let node = snapshot.nodes[view.slot]
            view.isHidden = node.isHidden
            view.clipsToBounds = node.clipsToBounds
            view.role = node.role
            view.matchID = node.matchID
            view.restoreTree(superview: node.superview, subviews: node.subviews)
        }
    }
}
