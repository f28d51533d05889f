/// How a zoom transition looks (UIKit's `UIViewController.Transition.ZoomOptions`).
public struct ZoomOptions: Equatable, Sendable {
    /// The rectangle of the zoomed view, in its own coordinates, laid over the source view
    /// (UIKit's `alignmentRectProvider`); nil for the whole view.
    public var alignmentRect: Rect?
    /// The colour of the view dimming what lies behind the zoomed view (UIKit's
    /// `dimmingColor`); black by default.
    public var dimmingColor: Color
    /// How much of the dimming shows when the zoomed view is at rest, 0…1 (0: no dimming
    /// view).
    public var dimmingAlpha: Double
    /// How small the zoomed view gets as a finger drags it down over its own height during an
    /// interactive dismissal, 0…1.
    public var minimumScale: Double

    /// Options: the whole view aligned, black dimming at 0.3, down to half size under a finger.
    public init(alignmentRect: Rect? = nil, dimmingColor: Color = Color(red: 0, green: 0, blue: 0),
                dimmingAlpha: Double = 0.3, minimumScale: Double = 0.5) {
        self.alignmentRect = alignmentRect
        self.dimmingColor = dimmingColor
        self.dimmingAlpha = dimmingAlpha
        self.minimumScale = minimumScale
    }
}
