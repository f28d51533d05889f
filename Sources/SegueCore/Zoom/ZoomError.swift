/// Why a zoom transition cannot start, each message naming the view concerned.
public enum ZoomError: Error, Equatable, CustomStringConvertible {
    /// The zoom is set up only inside an open animation block (the animation hook).
    case outsideAnimation
    /// The zoomed view is not inside the transition's container.
    case zoomedViewNotInContainer(view: String)
    /// The source view's frame cannot be expressed in the zoomed view's superview
    /// (turned edge-on, or in another tree).
    case unmeasurableSource(view: String)

    public var description: String {
        switch self {
        case .outsideAnimation:
            "the zoom can only be set up inside the animation hook"
        case let .zoomedViewNotInContainer(view):
            "the zoomed view '\(view)' is not inside the transition's container (add it in addTo)"
        case let .unmeasurableSource(view):
            "the frame of the zoom's source view '\(view)' cannot be expressed beside the zoomed view (turned edge-on, or outside the window)"
        }
    }
}
