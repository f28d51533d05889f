/// How a pan drives a scene's transitions: where it may start, which way it locks, which
/// directions start a transition, and how its translation maps to progress. A script
/// declares it (`gesture = { … }`); ``GestureDriver`` follows it.
public struct GestureDescription: Sendable, Equatable {
    /// Where a touch must begin for the pan to be recognised.
    public enum Edge: Sendable, Equatable {
        /// Anywhere: a plain pan.
        case anywhere
        /// Within ``GestureDescription/edgeMargin`` of this edge: an edge pan.
        case edge(ScreenEdge)
        /// The container's own edge (``TransitionContainer/naturalPanEdge``): a swipe
        /// container's leading edge for its page, a navigation stack's left edge.
        case container
    }

    /// Where a touch must begin.
    public var edge: Edge = .anywhere
    /// How close to the edge an edge pan must begin, points.
    public var edgeMargin: Double = 30
    /// The axis the pan locks to; nil: the container's (``TransitionContainer/panAxis``).
    public var axis: PanAxis?
    /// The directions that may start a transition; nil: every one the container answers.
    public var directions: Set<PanDirection>?
    /// How far, in points, a touch moves before its direction is decided.
    public var slop: Double = 10
    /// Points of pan the whole transition spans; nil: the container's
    /// (``TransitionContainer/interactiveDistance``).
    public var distance: Double?
    /// The most progress the pan itself can reach (the seed's dive deeper stops at 0.9);
    /// a release completes the rest.
    public var maxProgress: Double = 1
    /// Seconds of recent samples the release velocity is estimated over.
    public var velocityWindow: Double = 0.1
    /// Where a pan must begin to start a presenting transition (a modal's `present`, a
    /// navigation's `push`) — the hit area of UIKit's pan recogniser on, say, a mini-player;
    /// nil: anywhere. Other transitions, and a finger catching a running one, are not bound by
    /// it. The transition's `interactivePresentShouldBegin` is asked after it.
    public var presentArea: GestureArea?
    /// A tap that starts a transition, if any (``GestureTap``).
    public var tap: GestureTap?

    /// A plain pan on the container's axis, any direction the container answers.
    public init() {}
}
