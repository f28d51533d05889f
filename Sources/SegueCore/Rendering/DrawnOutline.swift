/// A view's shape as it lands in the window: the rounded rectangle of its bounds in its own
/// plane, and where that plane's corners land once every transform above it is applied.
///
/// A clipping view cuts its subviews to this shape (``DrawnView/clips``), so every renderer
/// that draws it draws the same cut: rounded where the view is rounded, turned where it is
/// turned, and, where it is turned in 3-D, the projected outline — Core Animation flattens a
/// layer's sublayers into its plane, so clipping there is clipping to the projected shape.
///
/// Promises: ``quad`` lists the corners of `(0, 0, width, height)` in the order top-left,
/// top-right, bottom-right, bottom-left, as ``DrawnView/quad`` does; ``cornerRadius`` is never
/// negative.
public struct DrawnOutline: Equatable, Sendable {
    /// The width of the view's bounds, points of its own plane.
    public var width: Double
    /// The height of the view's bounds, points of its own plane.
    public var height: Double
    /// The corner radius, points of its own plane (never negative; a renderer caps it at half
    /// the shorter side, as Core Animation and CSS do).
    public var cornerRadius: Double
    /// The bounds' four corners in window coordinates.
    public var quad: [Point]

    /// The outline of a `width` × `height` rectangle rounded by `cornerRadius` (negative or
    /// NaN taken as 0) whose corners land at `quad`.
    public init(width: Double, height: Double, cornerRadius: Double, quad: [Point]) {
        self.width = width
        self.height = height
        self.cornerRadius = cornerRadius.isNaN ? 0 : max(cornerRadius, 0)
        self.quad = quad
    }

    /// The radius drawn: ``cornerRadius`` capped at half the shorter side.
    public var drawnRadius: Double { max(min(cornerRadius, width / 2, height / 2), 0) }

    /// The smallest window rectangle holding ``quad``.
    public var boundingBox: Rect {
        let xs = quad.map(\.x), ys = quad.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }

    /// Whether its corners stay square to the window (no turn, skew or perspective above it).
    public var isAxisAligned: Bool {
        quad.count == 4 && quad[0].y == quad[1].y && quad[1].x == quad[2].x
            && quad[2].y == quad[3].y && quad[3].x == quad[0].x
    }

    /// The outline as a window polygon: the four corners where it is square-cornered, each
    /// rounded corner's arc in `arcSteps` segments where it is rounded (projected point by
    /// point under a perspective); the bare quad when the plane is folded edge-on.
    public func polygon(arcSteps: Int = 8) -> [Point] {
        let radius = drawnRadius
        guard radius > 0, let map = PlaneMap(width: width, height: height, quad: quad),
              let outline = map.roundedRect(Rect(x: 0, y: 0, width: width, height: height), radius: radius,
                                            arcSteps: arcSteps)
        else { return quad }
        return outline
    }
}
