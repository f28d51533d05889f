/// A node of the view tree: a frame, a decomposed transform, alpha, colour, corner radius,
/// effect intensity and subviews. Numeric state lives in the scene's ``ViewStore`` so the
/// animator can interpolate it in one pass; a `View` is the handle to it.
public final class View {
    /// The identifier used by scripts, traces and specs; unique within a scene by convention.
    public let id: String
    /// The store holding this view's numbers (it owns its views, so it outlives them in
    /// any scene; unchecked to keep property writes free of reference counting).
    public unowned(unsafe) let store: ViewStore
    /// This view's slot in ``store``.
    public let slot: Int
    /// The view this one is a subview of.
    public private(set) weak var superview: View?
    /// Subviews, back to front.
    public private(set) var subviews: [View] = []
    /// Hidden views are not drawn; applies at once, never animated (as in UIKit).
    public var isHidden = false
    /// Whether subviews are clipped to this view's bounds.
    public var clipsToBounds = false
    /// A free-form role the engine gives some views ("snapshot", "dimming", "blur", …).
    public var role: String?
    /// For a snapshot, the view it copies.
    public private(set) weak var snapshotSource: View?
    /// The match id (Hero's `heroID`, SwiftUI's `matchedGeometryEffect` id): a view of the
    /// outgoing side and one of the incoming side with the same id fly between each other
    /// when a transition asks for matched views (``MatchedFlight``); `nil` for none.
    public var matchID: String?

    init(id: String, store: ViewStore, slot: Int) {
        self.id = id
        self.store = store
        self.slot = slot
    }

    /// Reads or writes one numeric property (writes are captured inside animation blocks).
    public subscript(property: ViewProperty) -> Double {
        get { store.value(at: store.index(slot: slot, property: property)) }
        set { store.setValue(newValue, at: store.index(slot: slot, property: property)) }
    }

    /// The untransformed layout rectangle in the superview's coordinates.
    public var frame: Rect {
        get { Rect(x: self[.x], y: self[.y], width: self[.width], height: self[.height]) }
        set {
            self[.x] = newValue.minX
            self[.y] = newValue.minY
            self[.width] = newValue.width
            self[.height] = newValue.height
        }
    }

    /// The view's own coordinate space: origin zero, the frame's size.
    public var bounds: Rect { Rect(x: 0, y: 0, width: self[.width], height: self[.height]) }

    /// The frame's centre; setting it moves the frame and keeps the size.
    public var center: Point {
        get { frame.center }
        set {
            self[.x] = newValue.x - self[.width] / 2
            self[.y] = newValue.y - self[.height] / 2
        }
    }

    /// Opacity, 0…1.
    public var alpha: Double {
        get { self[.alpha] }
        set { self[.alpha] = newValue }
    }

    /// The background colour.
    public var backgroundColor: Color {
        get { Color(red: self[.backgroundRed], green: self[.backgroundGreen],
                    blue: self[.backgroundBlue], alpha: self[.backgroundAlpha]) }
        set {
            self[.backgroundRed] = newValue.red
            self[.backgroundGreen] = newValue.green
            self[.backgroundBlue] = newValue.blue
            self[.backgroundAlpha] = newValue.alpha
        }
    }

    /// The colour of the shadow the view casts (opaque; `ViewProperty.shadowOpacity` says
    /// how much of it shows).
    public var shadowColor: Color {
        get { Color(red: self[.shadowRed], green: self[.shadowGreen], blue: self[.shadowBlue]) }
        set {
            self[.shadowRed] = newValue.red
            self[.shadowGreen] = newValue.green
            self[.shadowBlue] = newValue.blue
        }
    }

    /// The point the transform turns and scales about, in unit coordinates of the bounds
    /// (CALayer's `anchorPoint`; the centre, 0.5 × 0.5, by default).
    ///
    /// Setting it follows CALayer: the position — the anchor's place in the superview,
    /// `x + anchorX × width` — stays, so the frame moves by the change times the size. (A
    /// scene description's frame is where the view is, whatever anchor it declares.)
    public var anchorPoint: Point {
        get { Point(x: self[.anchorX], y: self[.anchorY]) }
        set {
            setAnchor(.anchorX, newValue.x)
            setAnchor(.anchorY, newValue.y)
        }
    }

    /// Sets `anchorX` or `anchorY` keeping the position: the frame's origin moves by the
    /// change times the width or height (CALayer's rule).
    public func setAnchor(_ property: ViewProperty, _ value: Double) {
        let (origin, length): (ViewProperty, ViewProperty) = property == .anchorY ? (.y, .height) : (.x, .width)
        let shift = (self[property] - value) * self[length]
        self[property] = value
        if shift != 0 { self[origin] = self[origin] + shift }
    }

    /// Where the anchor point lies in the view's own coordinates, points.
    public var anchorInBounds: Point {
        Point(x: self[.anchorX] * self[.width], y: self[.anchorY] * self[.height])
    }

    /// The composed transform, applied about the view's anchor point (its centre unless
    /// ``anchorPoint`` says otherwise): perspective, then translation, rotations (x, y, z)
    /// and scale, as Core Animation would compose them.
    public var transform: Transform3D { Transform3D.composed { self[$0] } }

    /// Resets translation, scale and rotations to the identity.
    public func resetTransform() {
        for property in [ViewProperty.translationX, .translationY, .translationZ, .rotation,
                         .rotationX, .rotationY] {
            self[property] = 0
        }
        self[.scaleX] = 1
        self[.scaleY] = 1
    }

    /// Adds `view` on top of the subviews, moving it from its old superview if it had one.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` among the subviews at `index` (clamped), moving it if needed.
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self && !isDescendant(of: view), "a view cannot contain itself")
        view.removeFromSuperview()
        let position = max(0, min(index, subviews.count))
        subviews.insert(view, at: position)
        view.superview = self
    }

    /// Inserts `view` just below `sibling` (on top when `sibling` is not a subview).
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        if view === sibling { return }
        view.removeFromSuperview()
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? subviews.count)
    }

    /// Inserts `view` just above `sibling` (on top when `sibling` is not a subview).
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        if view === sibling { return }
        view.removeFromSuperview()
        let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: index)
    }

    /// Moves `view`, a subview, to the front.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        addSubview(view)
    }

    /// Moves `view`, a subview, to the back.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Detaches the view from its superview; nothing happens when it has none.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Sets the superview and subviews as a ``ViewTreeSnapshot`` recorded them (the store
    /// restores every view, so the links agree again once all are set).
    func restoreTree(superview: View?, subviews: [View]) {
        self.superview = superview
        self.subviews = subviews
    }

    /// Whether this view is `ancestor` or lies below it.
    public func isDescendant(of ancestor: View) -> Bool {
        var node: View? = self
        while let current = node {
            if current === ancestor { return true }
            node = current.superview
        }
        return false
    }

    /// The first view with `id` in this subtree, depth first, self included. Found through
    /// the store's index, in time proportional to the tree's depth, when one view with
    /// that id is in the subtree (ids are unique by convention); several are told apart by
    /// a walk in depth-first order.
    public func descendant(withID id: String) -> View? {
        var found: View?
        for candidate in store.views(withID: id) where candidate.isDescendant(of: self) {
            if found != nil { return walk(toID: id) }
            found = candidate
        }
        return found
    }

    /// ``descendant(withID:)`` by walking the subtree.
    private func walk(toID id: String) -> View? {
        if self.id == id { return self }
        for child in subviews {
            if let found = child.walk(toID: id) { return found }
        }
        return nil
    }

    /// This view and every descendant, depth first, back to front.
    public var subtree: [View] {
        var result: [View] = [self]
        for child in subviews { result.append(contentsOf: child.subtree) }
        return result
    }

    /// The frame's origin expressed in the coordinates of `ancestor` (untransformed
    /// layout); the window's coordinates when `ancestor` is `nil`.
    public func origin(in ancestor: View?) -> Point {
        var point = Point(x: self[.x], y: self[.y])
        var node = superview
        while let current = node, current !== ancestor {
            point.x += current[.x]
            point.y += current[.y]
            node = current.superview
        }
        return point
    }

    /// The frame converted to the coordinates of `ancestor` (untransformed layout).
    public func frame(in ancestor: View?) -> Rect {
        Rect(origin: origin(in: ancestor), size: frame.size)
    }

    /// A copy of this view ("phantom view"): same properties, same subtree copied, no
    /// superview. Its ``snapshotSource`` points back to this view and its ``role`` is
    /// "snapshot"; the copy's id is this id with `suffix` appended.
    public func snapshot(suffix: String = "~snapshot") -> View {
        snapshot(naming: { $0.id + suffix }, leavingOut: { _ in false })
    }

    /// A copy of this view as ``snapshot(suffix:)`` makes it, each copied view named by
    /// `naming` (called in depth-first order), and the descendants for which `leavingOut` is
    /// true left out of it with their subtrees (this view itself is always copied).
    public func snapshot(naming: (View) -> String, leavingOut: (View) -> Bool) -> View {
        let copy = store.makeView(id: naming(self))
        let stride = ViewProperty.count
        for p in 0..<stride {
            store.values[copy.slot * stride + p] = store.values[slot * stride + p]
        }
        copy.isHidden = isHidden
        copy.clipsToBounds = clipsToBounds
        copy.role = "snapshot"
        copy.snapshotSource = self
        for child in subviews where !leavingOut(child) {
            copy.addSubview(child.snapshot(naming: naming, leavingOut: leavingOut))
        }
        return copy
    }
}
