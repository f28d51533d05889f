/// Why matched views cannot fly, each message naming the views and ids concerned.
public enum MatchedViewError: Error, Equatable, CustomStringConvertible {
    /// Two views of one side carry the same match id.
    case duplicate(id: String, side: TransitionSide, first: String, second: String)
    /// The script animates a property of a matched view, which is hidden while its
    /// snapshot flies, so the animation would never be seen.
    case ignoredAnimation(id: String, view: String, property: String)
    /// A matched view's frame cannot be expressed in the container's coordinates (turned
    /// edge-on, behind the eye, or not in the container's tree).
    case unmeasurable(id: String, view: String)
    /// The view the flight is layered under or clipped to is not in the container's tree.
    case notInContainer(view: String, role: String)
    /// Matched views fly only from inside the animation hook.
    case outsideAnimation

    public var description: String {
        switch self {
        case let .duplicate(id, side, first, second):
            "match id '\(id)' is on two views of the \(side.rawValue) side, '\(first)' and '\(second)'; a side may hold each match id once"
        case let .ignoredAnimation(id, view, property):
            "view '\(view)' (match id '\(id)') is hidden while its match flies, so its '\(property)' animation would not be seen; animate the flying view ctx:matchViews returns instead"
        case let .unmeasurable(id, view):
            "the frame of view '\(view)' (match id '\(id)') cannot be expressed in the container's coordinates (turned edge-on, behind the eye, or outside the container)"
        case let .notInContainer(view, role):
            "the \(role) view '\(view)' is not inside the transition's container"
        case .outsideAnimation:
            "matched views can only fly from inside the animation hook"
        }
    }
}
