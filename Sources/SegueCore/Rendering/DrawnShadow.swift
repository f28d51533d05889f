/// The shadow a drawn view casts, as renderers draw it: Core Animation's layer shadow — the
/// view's shape, offset in the view's own plane, blurred by its radius, in its colour at its
/// opacity times the opacity the view is drawn with.
///
/// The one blur rule every renderer follows: the shape is blurred by a Gaussian whose
/// standard deviation is ``deviation``, the shadow's radius in points (Sketch's and Figma's
/// reading of `shadowRadius`). The page writes it as a CSS `box-shadow` whose blur length is
/// twice that (CSS halves it); the SVG as `feGaussianBlur` with `stdDeviation` = ``deviation``.
public struct DrawnShadow: Equatable, Sendable {
    /// The shadow's colour (opaque).
    public var color: Color
    /// The view's own `shadowOpacity`, clamped to 0…1: what a renderer that already applies
    /// the view's and its ancestors' opacity to everything the view draws (the page's nested
    /// elements) paints the shadow with.
    public var alpha: Double
    /// How much of it shows: ``alpha`` times the view's drawn opacity, 0…1 (what a renderer
    /// drawing each view on its own, as the SVG does, paints it with).
    public var opacity: Double
    /// The blur radius, points (never negative).
    public var radius: Double
    /// How far the shadow lies from the view, points, in the view's own plane (it turns and
    /// scales with the view).
    public var offset: Point

    /// The standard deviation of the Gaussian the shadow is blurred with, points, in the
    /// view's own plane: its ``radius``.
    public var deviation: Double { radius }

    /// The shadow of a view with these `values` (indexed by `ViewProperty.rawValue`) drawn
    /// with `opacity`, or nil when none shows.
    init?(values: [Double], opacity: Double) {
        guard values.count >= ViewProperty.count else { return nil }
        func value(_ property: ViewProperty) -> Double {
            let v = values[property.rawValue]
            return v.isNaN ? 0 : v
        }
        let own = min(max(value(.shadowOpacity), 0), 1)
        let shown = own * opacity
        guard shown > 0 else { return nil }
        func unit(_ property: ViewProperty) -> Double { min(max(value(property), 0), 1) }
        color = Color(red: unit(.shadowRed), green: unit(.shadowGreen), blue: unit(.shadowBlue))
        alpha = own
        self.opacity = shown
        radius = max(value(.shadowRadius), 0)
        offset = Point(x: value(.shadowOffsetX), y: value(.shadowOffsetY))
    }
}
