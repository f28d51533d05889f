/// A finger about to begin an interactive dismissal (UIKit's
/// `UIViewController.Transition.ZoomOptions.InteractionContext`): asked of the transition
/// before the dismissal starts, so it can veto it.
public struct InteractiveDismissal: Equatable, Sendable {
    /// What the container would do: `"dismiss"` or `"pop"`.
    public var kind: String
    /// Where the finger is, in the container's root view's coordinates.
    public var location: Point
    /// Its velocity, points per second.
    public var velocity: Point
    /// Whether the dismissal would begin if nothing vetoed it (always true here: the
    /// container asks only for a dismissal it would start).
    public var willBegin: Bool

    /// Creates one.
    public init(kind: String, location: Point, velocity: Point, willBegin: Bool = true) {
        self.kind = kind
        self.location = location
        self.velocity = velocity
        self.willBegin = willBegin
    }

    /// The kinds of transition a finger dismisses with.
    public static let kinds: Set<String> = ["dismiss", "pop"]
}

/// A transition that may veto an interactive dismissal a finger is about to begin (UIKit's
/// `ZoomOptions.interactiveDismissShouldBegin`).
public protocol InteractiveDismissalVeto: AnyObject {
    /// Whether `dismissal` may begin; false leaves everything as it is (the pan fails).
    func interactiveDismissShouldBegin(_ dismissal: InteractiveDismissal) -> Bool
}
