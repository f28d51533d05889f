/// The shadow a drawn view casts, as renderers draw it: Core Animation's layer shadow — the
/// view's shape, offset, blurred by its radius, in its colour at its opacity times the
/// opacity the view is drawn with.
public struct DrawnShadow: Equatable, Sendable {
    /// The shadow's colour (opaque).
    public var color: Color
    /// How much of it shows: the view's `shadowOpacity` times its drawn opacity, 0…1.
    public var opacity: Double
    /// The blur radius, points (never negative).
    public var radius: Double
    /// How far the shadow lies from the view, points, in the view's own plane.
    public var offset: Point

    /// The shadow of a view with these `values` (indexed by `ViewProperty.rawValue`) drawn
    /// with `opacity`, or nil when none shows.
    init?(values: [Double], opacity: Double) {
        guard values.count >= ViewProperty.count else { return nil }
        func value(_ property: ViewProperty) -> Double {
            let v = values[property.rawValue]
            return v.isNaN ? 0 : v
        }
        let shown = min(max(value(.shadowOpacity), 0), 1) * opacity
        guard shown > 0 else { return nil }
        func unit(_ property: ViewProperty) -> Double { min(max(value(property), 0), 1) }
        color = Color(red: unit(.shadowRed), green: unit(.shadowGreen), blue: unit(.shadowBlue))
        self.opacity = shown
        radius = max(value(.shadowRadius), 0)
        offset = Point(x: value(.shadowOffsetX), y: value(.shadowOffsetY))
    }
}
