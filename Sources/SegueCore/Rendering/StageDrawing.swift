/// What a scene's window shows at one instant, as a list of views to paint back to front:
/// the one drawing description the browser preview, `segue render` and the terminal
/// picture share.
///
/// Promises: views are listed in painting order — a view before its subviews, siblings in
/// subview order after a stable sort by `zPosition` (Core Animation's rule); a hidden view
/// is listed (so a renderer can show it in a tree) but its subviews are not; every number
/// is the engine's own, read at this instant, so two renderers given the same drawing draw
/// the same picture.
///
/// Opacity is a group's, as Core Animation composites a layer: a view with ``DrawnView/alpha``
/// below 1 fades itself and its subviews drawn together once (an opaque subview hides what lies
/// under it in the same view, and two overlapping ones do not show through each other), which
/// the page's nested elements with CSS `opacity`, the SVG's `<g opacity>` around the view's
/// subtree and the terminal's colour layers all draw. ``DrawnView/opacity`` (the product of the
/// alphas) is how visible the view is on its own, not the alpha its paint is drawn with.
public struct StageDrawing: Equatable, Sendable {
    /// The window's size, points.
    public var size: Size
    /// The window's background colour.
    public var backgroundColor: Color
    /// The views, in painting order.
    public var views: [DrawnView]
    /// The window's own opacity, clamped to 0…1: Core Animation composites everything in the
    /// window once and fades the result by it (each view's ``DrawnView/opacity`` includes it).
    public var windowOpacity: Double

    /// The drawing of `window` and everything in it now.
    public init(window: View) {
        size = Size(width: window[.width], height: window[.height])
        backgroundColor = window.backgroundColor
        views = []
        windowOpacity = Self.unit(window.alpha)
        for child in Self.paintingOrder(window.subviews) {
            add(child, parent: nil, depth: 0, toWindow: { $0 }, opacity: windowOpacity, clips: [])
        }
    }

    /// The index of the view `id` in ``views``, if it is drawn.
    public func index(of id: String) -> Int? {
        views.firstIndex { $0.id == id }
    }

    /// Where each view's subtree ends in ``views``: for the view at `i`, the index after its last
    /// descendant (the first later view no deeper than it, or `views.count`) — the views a
    /// renderer fades with it as one group.
    public var subtreeEnds: [Int] {
        var ends = Array(repeating: views.count, count: views.count)
        var open: [Int] = []
        for index in views.indices {
            while let last = open.last, views[last].depth >= views[index].depth {
                ends[last] = index
                open.removeLast()
            }
            open.append(index)
        }
        return ends
    }

    private mutating func add(_ view: View, parent: Int?, depth: Int, toWindow parentToWindow: (Point) -> Point,
                              opacity inherited: Double, clips: [DrawnOutline]) {
        let frame = view.frame
        let transform = view.transform
        let pivot = view.anchorInBounds
        let toWindow: (Point) -> Point = { local in
            var point = Point(x: local.x - pivot.x, y: local.y - pivot.y)
            if !transform.isIdentity { point = transform.apply(x: point.x, y: point.y) }
            return parentToWindow(Point(x: point.x + pivot.x + frame.minX, y: point.y + pivot.y + frame.minY))
        }
        let alpha = Self.unit(view.alpha)
        let opacity = inherited * alpha
        let values = Array(view.store.values[view.slot * ViewProperty.count ..< (view.slot + 1) * ViewProperty.count])
        let intensity = Self.unit(view[.effectIntensity])
        let drawn = DrawnView(
            id: view.id, role: view.role, parent: parent, depth: depth, frame: frame,
            transform: transform, alpha: alpha, opacity: opacity,
            backgroundColor: view.backgroundColor, cornerRadius: max(view[.cornerRadius], 0),
            clipsToBounds: view.clipsToBounds, isHidden: view.isHidden,
            effectIntensity: intensity, backdropBlur: DrawnView.backdropBlur(intensity: intensity),
            shadow: DrawnShadow(values: values, opacity: opacity),
            quad: view.bounds.corners.map(toWindow), clips: clips, values: values)
        views.append(drawn)
        guard !view.isHidden else { return }
        let index = views.count - 1
        // A clipping view cuts its subviews to its own shape, inside every cut above it.
        let childClips = view.clipsToBounds ? clips + [drawn.outline] : clips
        for child in Self.paintingOrder(view.subviews) {
            add(child, parent: index, depth: depth + 1, toWindow: toWindow, opacity: drawn.opacity, clips: childClips)
        }
    }

    /// `subviews` in the order they are painted: a stable sort by `zPosition`.
    static func paintingOrder(_ subviews: [View]) -> [View] {
        guard subviews.contains(where: { $0[.zPosition] != 0 }) else { return subviews }
        func z(_ view: View) -> Double { view[.zPosition].isNaN ? 0 : view[.zPosition] }
        return subviews.enumerated().sorted { a, b in
            let za = z(a.element), zb = z(b.element)
            return za != zb ? za < zb : a.offset < b.offset
        }.map(\.element)
    }

    /// `value` clamped to 0…1 (NaN taken as 0).
    private static func unit(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}
