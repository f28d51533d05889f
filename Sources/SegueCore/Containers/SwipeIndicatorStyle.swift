/// Size and placement of the swipe container's indicator: a small bar near the bottom that
/// sits on the right while the first page shows and travels to the left for the second.
public struct SwipeIndicatorStyle: Equatable, Sendable {
    /// Width, points.
    public var width: Double
    /// Height, points.
    public var height: Double
    /// Distance from the side edge, points (the seed's `swipeIndicatorViewXShift`).
    public var edgeInset: Double
    /// Distance from the bottom edge, points.
    public var bottomInset: Double

    /// Creates a style.
    public init(width: Double = 40, height: Double = 6, edgeInset: Double = 16, bottomInset: Double = 24) {
        self.width = width
        self.height = height
        self.edgeInset = edgeInset
        self.bottomInset = bottomInset
    }
}
