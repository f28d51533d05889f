/// A finger about to begin an interactive presenting transition (a modal's `present`, a
/// navigation's `push`) — what UIKit's `gestureRecognizerShouldBegin(_:)` of the pan that
/// presents is asked with: asked of the transition before the presentation starts, so it can
/// veto it.
public struct InteractivePresentation: Equatable, Sendable {
    /// What the container would do: `"present"` or `"push"`.
    public var kind: String
    /// Where the finger is, in the container's root view's coordinates.
    public var location: Point
    /// Its velocity, points per second.
    public var velocity: Point
    /// Whether the presentation would begin if nothing vetoed it (always true here: the
    /// container asks only for a presentation it would start, the finger in the gesture's
    /// ``GestureDescription/presentArea``).
    public var willBegin: Bool

    /// Creates one.
    public init(kind: String, location: Point, velocity: Point, willBegin: Bool = true) {
        self.kind = kind
        self.location = location
        self.velocity = velocity
        self.willBegin = willBegin
    }

    /// The kinds of transition a finger presents with.
    public static let kinds: Set<String> = ["present", "push"]
}

/// A transition that may veto an interactive presentation a finger is about to begin (the
/// should-begin hook of UIKit's presenting pan; the counterpart of
/// ``InteractiveDismissalVeto``).
public protocol InteractivePresentationVeto: AnyObject {
    /// Whether `presentation` may begin; false leaves everything as it is (the pan fails).
    func interactivePresentShouldBegin(_ presentation: InteractivePresentation) -> Bool
}
