extension View {
    /// How this view's own coordinates land in its superview's: its transform about its
    /// anchor point, flattened onto the superview's plane, then its frame's origin.
    public var mapToSuperview: PlaneMap {
        let pivot = anchorInBounds
        let turned = transform.isIdentity ? PlaneMap.identity : PlaneMap(transform)
        return PlaneMap.translation(x: -pivot.x, y: -pivot.y)
            .concatenating(turned)
            .concatenating(.translation(x: pivot.x + self[.x], y: pivot.y + self[.y]))
    }

    /// How this view's coordinates land in the coordinates of the top of its tree (the
    /// window, for a view on screen): every transform above it applied.
    public var mapToWindow: PlaneMap {
        var map = PlaneMap.identity
        var node: View? = self
        while let current = node, let parent = current.superview {
            map = map.concatenating(current.mapToSuperview)
            node = parent
        }
        return map
    }

    /// UIKit's `convert(_:to:)`: `point`, in this view's coordinates, in `target`'s (the
    /// window's when nil), through every transform on the way — nil where that is not
    /// defined (into a view turned edge-on, or a view inside one, since the way goes by the
    /// window; or the point behind the eye) or when the two views are not in the same tree.
    /// Out of a view turned edge-on it is defined: the point lands on the line the view's
    /// plane is seen as.
    public func convert(_ point: Point, to target: View?) -> Point? {
        guard let map = map(to: target) else { return nil }
        return map.apply(point)
    }

    /// UIKit's `convert(_:to:)` for a rectangle: the smallest rectangle in `target`'s
    /// coordinates holding the four converted corners (nil where a corner is not defined).
    public func convert(_ rect: Rect, to target: View?) -> Rect? {
        guard let map = map(to: target) else { return nil }
        var xs: [Double] = [], ys: [Double] = []
        for corner in rect.corners {
            guard let point = map.apply(corner) else { return nil }
            xs.append(point.x)
            ys.append(point.y)
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The map from this view's coordinates to `target`'s, nil when the views share no tree
    /// or the target's map cannot be undone.
    private func map(to target: View?) -> PlaneMap? {
        guard let target else { return mapToWindow }
        guard root === target.root else { return nil }
        guard let back = target.mapToWindow.inverted else { return nil }
        return mapToWindow.concatenating(back)
    }

    /// The top of this view's tree.
    var root: View {
        var node = self
        while let parent = node.superview { node = parent }
        return node
    }
}
