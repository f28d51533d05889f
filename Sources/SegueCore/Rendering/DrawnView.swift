/// One view as a renderer draws it at one instant: its place in the tree, its own values,
/// and where its corners land in the window once every transform above it is applied.
///
/// Every renderer — the browser preview, `segue render`, the terminal picture — draws from
/// these values alone, so none of them computes motion and all of them agree.
public struct DrawnView: Equatable, Sendable {
    /// The view's id.
    public var id: String
    /// The engine's role for it ("snapshot", "dimming", "blur", "helper"), if any.
    public var role: String?
    /// The index in ``StageDrawing/views`` of its superview, nil for the window's subviews.
    public var parent: Int?
    /// How deep it sits: 0 for the window's subviews.
    public var depth: Int
    /// Its layout rectangle in its superview's coordinates, before its transform.
    public var frame: Rect
    /// Its composed 3-D transform (perspective included), applied about its anchor point
    /// (`values` holds `anchorX`, `anchorY`: the centre unless the script moved it).
    public var transform: Transform3D
    /// Its own opacity, clamped to 0…1.
    public var alpha: Double
    /// The opacity it is drawn with: its own times every ancestor's (window included).
    public var opacity: Double
    /// Its background colour.
    public var backgroundColor: Color
    /// Its corner radius, points (never negative).
    public var cornerRadius: Double
    /// Whether it clips its subviews to its bounds.
    public var clipsToBounds: Bool
    /// Whether it is hidden (its subviews are then not drawn either, and not listed).
    public var isHidden: Bool
    /// Its visual-effect intensity, 0…1 (a blur view's blur).
    public var effectIntensity: Double
    /// How much it blurs what lies behind it (a blur view's backdrop blur): the standard
    /// deviation of the Gaussian, points, by the one rule of ``backdropBlur(intensity:)``; 0
    /// for none. The page blurs in the view's own plane and the SVG in the window's, which
    /// agree while no transform scales the view.
    public var backdropBlur: Double
    /// The shadow it casts, nil when none shows.
    public var shadow: DrawnShadow?
    /// Its four corners in window coordinates — top-left, top-right, bottom-right,
    /// bottom-left of its bounds — through its own transform and every ancestor's, each
    /// projected onto its superview's plane as Core Animation flattens layers.
    public var quad: [Point]
    /// The shapes of its clipping ancestors (each a view with `clipsToBounds` above it),
    /// outermost first: it shows only inside every one of them — their intersection. Empty
    /// when none clips. Each is the ancestor's own rounded, transformed outline (projected
    /// where it is turned in 3-D), not its bounding box.
    public var clips: [DrawnOutline]
    /// Every property's value, indexed by `ViewProperty.rawValue` (what a timeline plots).
    public var values: [Double]

    /// The backdrop blur's deviation at full intensity, points.
    public static let fullBackdropBlur = 20.0

    /// The backdrop blur of a visual-effect intensity: ``fullBackdropBlur`` times the
    /// intensity clamped to 0…1 (NaN taken as 0) — a linear ramp from none to a
    /// `UIBlurEffect`'s strength. The page writes it as CSS `backdrop-filter: blur(…)` (whose
    /// length is the deviation); the SVG blurs a copy of what was drawn before the view by it.
    public static func backdropBlur(intensity: Double) -> Double {
        intensity.isNaN ? 0 : min(max(intensity, 0), 1) * fullBackdropBlur
    }

    /// The smallest window rectangle holding ``quad``.
    public var boundingBox: Rect {
        let xs = quad.map(\.x), ys = quad.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }

    /// Its own shape in the window: its bounds rounded by ``cornerRadius`` at ``quad`` (what
    /// it cuts its subviews to when it clips them).
    public var outline: DrawnOutline {
        DrawnOutline(width: frame.width, height: frame.height, cornerRadius: cornerRadius, quad: quad)
    }

    /// The smallest window rectangle holding what its clips leave open: the intersection of
    /// their bounding boxes (nil when none clips; a zero-size rectangle when they miss each other).
    public var clipBox: Rect? {
        guard var box = clips.first?.boundingBox else { return nil }
        for clip in clips.dropFirst() {
            box = box.intersection(clip.boundingBox) ?? Rect(origin: box.origin, size: .zero)
        }
        return box
    }

    /// The rectangle holding what can show: ``boundingBox`` cut by ``clipBox`` (nil when nothing is).
    public var visibleBox: Rect? {
        guard let clipBox else { return boundingBox }
        return boundingBox.intersection(clipBox)
    }

    /// Whether its corners stay where its frame puts them: no transform anywhere above.
    public var isAxisAligned: Bool {
        quad.count == 4 && quad[0].y == quad[1].y && quad[1].x == quad[2].x
            && quad[2].y == quad[3].y && quad[3].x == quad[0].x
    }
}
