/// A tap that starts a transition (UIKit's `UITapGestureRecognizer` whose action presents,
/// pushes, …): a finger that comes down in ``area`` and lifts before it has moved
/// ``GestureDescription/slop`` points asks the container for ``request``, timed — as a tap's
/// action calls `present(_:animated: true)`. A finger that moves further is a pan, not a tap.
public struct GestureTap: Sendable, Equatable {
    /// Where the finger must come down; nil: anywhere in the window.
    public var area: GestureArea?
    /// The transition the tap asks for.
    public var request: StageRequest

    /// A tap in `area` (anywhere when nil) asking for `request`.
    public init(area: GestureArea? = nil, request: StageRequest) {
        self.area = area
        self.request = request
    }
}
