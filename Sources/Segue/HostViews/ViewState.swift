import SegueCore

/// Everything about one view a host needs to draw it: every numeric property, whether it is
/// hidden or clips its subviews, and where it sits in the tree (its superview's id and its
/// index among that superview's subviews, back to front).
public struct ViewState: Equatable, Sendable {
    /// Every `ViewProperty` value, indexed by the property's raw value.
    public private(set) var values: [Double]
    /// Whether the view is hidden.
    public var isHidden: Bool
    /// Whether the view clips its subviews to its bounds.
    public var clipsToBounds: Bool
    /// The id of the view it is a subview of; nil when it is in no tree (the window itself,
    /// or a view the transition took out).
    public var superviewID: String?
    /// Its index among its superview's subviews, back to front (0 when it has none).
    public var index: Int

    /// The state of `view` now.
    init(of view: View) {
        let stride = ViewProperty.count
        let start = view.slot * stride
        values = Array(view.store.values[start..<start + stride])
        isHidden = view.isHidden
        clipsToBounds = view.clipsToBounds
        superviewID = view.superview?.id
        index = view.superview?.subviews.firstIndex { $0 === view } ?? 0
    }

    /// One property's value.
    public subscript(property: ViewProperty) -> Double {
        values[property.rawValue]
    }

    /// The untransformed layout rectangle in the superview's coordinates.
    public var frame: Rect {
        Rect(x: self[.x], y: self[.y], width: self[.width], height: self[.height])
    }

    /// Opacity, 0…1.
    public var alpha: Double { self[.alpha] }

    /// The background colour.
    public var backgroundColor: Color {
        Color(red: self[.backgroundRed], green: self[.backgroundGreen], blue: self[.backgroundBlue],
              alpha: self[.backgroundAlpha])
    }

    /// The corner radius, points.
    public var cornerRadius: Double { self[.cornerRadius] }

    /// The point the transform is applied about, in unit coordinates of the bounds
    /// (CALayer's `anchorPoint`; 0.5, 0.5 unless the script moved it).
    public var anchorPoint: Point { Point(x: self[.anchorX], y: self[.anchorY]) }

    /// The composed 3-D transform, applied about ``anchorPoint`` (perspective included),
    /// exactly as `View.transform` composes it.
    public var transform: Transform3D { Transform3D.composed { self[$0] } }

    /// The properties whose values differ from `other`'s, in `ViewProperty` order.
    /// (Compared bit for bit: a value that changed sign at zero counts as changed.)
    public func changedProperties(since other: ViewState) -> [ViewProperty] {
        ViewProperty.allCases.filter { values[$0.rawValue].bitPattern != other.values[$0.rawValue].bitPattern }
    }

    /// Whether the view's place or flags differ from `other`'s.
    public func structureDiffers(from other: ViewState) -> Bool {
        isHidden != other.isHidden || clipsToBounds != other.clipsToBounds
            || superviewID != other.superviewID || index != other.index
    }
}
