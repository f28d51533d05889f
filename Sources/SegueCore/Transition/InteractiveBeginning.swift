/// A finger about to begin an interactive transition one way or the other, asked of the
/// transition before it starts so that it can veto it: a presentation (a modal's `present`, a
/// navigation's `push` — what UIKit's `gestureRecognizerShouldBegin(_:)` of the presenting pan
/// is asked with) or a dismissal (a `dismiss` or `pop` — UIKit's
/// `UIViewController.Transition.ZoomOptions.InteractionContext`). One shape for both; the
/// direction is its type parameter, so each way keeps its own name
/// (``InteractivePresentation``, ``InteractiveDismissal``) and its own ``kinds``.
public struct InteractiveBeginning<Direction: InteractiveDirection>: Equatable, Sendable {
    /// What the container would do: one of ``kinds`` (`"present"`, `"push"`, `"dismiss"`, `"pop"`).
    public var kind: String
    /// Where the finger is, in the container's root view's coordinates.
    public var location: Point
    /// Its velocity, points per second.
    public var velocity: Point
    /// Whether the transition would begin if nothing vetoed it (always true here: the
    /// container asks only for one it would start — a presentation only with the finger in
    /// the gesture's ``GestureDescription/presentArea``).
    public var willBegin: Bool

    /// Creates one.
    public init(kind: String, location: Point, velocity: Point, willBegin: Bool = true) {
        self.kind = kind
        self.location = location
        self.velocity = velocity
        self.willBegin = willBegin
    }

    /// The kinds of transition a finger begins this way.
    public static var kinds: Set<String> { Direction.kinds }
}

/// Which way an ``InteractiveBeginning`` goes: ``InteractivePresenting`` or ``InteractiveDismissing``.
public protocol InteractiveDirection: Sendable {
    /// The kinds of transition a finger begins this way.
    static var kinds: Set<String> { get }
    /// The transition's should-begin hook asked this way, as scripts name it.
    static var hook: String { get }
    /// What begins, in words: `presentation`, `dismissal`.
    static var noun: String { get }
}

/// A presentation: `present` or `push`.
public enum InteractivePresenting: InteractiveDirection {
    public static let kinds: Set<String> = ["present", "push"]
    public static let hook = "interactivePresentShouldBegin"
    public static let noun = "presentation"
}

/// A dismissal: `dismiss` or `pop`.
public enum InteractiveDismissing: InteractiveDirection {
    public static let kinds: Set<String> = ["dismiss", "pop"]
    public static let hook = "interactiveDismissShouldBegin"
    public static let noun = "dismissal"
}

/// A finger about to begin an interactive presentation (`present`, `push`).
public typealias InteractivePresentation = InteractiveBeginning<InteractivePresenting>
/// A finger about to begin an interactive dismissal (`dismiss`, `pop`).
public typealias InteractiveDismissal = InteractiveBeginning<InteractiveDismissing>

/// A transition that may veto an interactive dismissal a finger is about to begin (UIKit's
/// `ZoomOptions.interactiveDismissShouldBegin`).
public protocol InteractiveDismissalVeto: AnyObject {
    /// Whether `dismissal` may begin; false leaves everything as it is (the pan fails).
    func interactiveDismissShouldBegin(_ dismissal: InteractiveDismissal) -> Bool
}

/// A transition that may veto an interactive presentation a finger is about to begin (the
/// should-begin hook of UIKit's presenting pan; the counterpart of
/// ``InteractiveDismissalVeto``).
public protocol InteractivePresentationVeto: AnyObject {
    /// Whether `presentation` may begin; false leaves everything as it is (the pan fails).
    func interactivePresentShouldBegin(_ presentation: InteractivePresentation) -> Bool
}
