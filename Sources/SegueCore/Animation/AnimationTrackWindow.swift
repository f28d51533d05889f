/// One property an animator animates, described for a timeline: which view and property,
/// the windows of the animation's progress it moves in (one per keyframe), and whether it
/// was added alongside the transition by the container or the coordinator rather than by
/// the transition's own animation.
public struct AnimationTrackWindow: Equatable, Sendable {
    /// The id of the view it animates.
    public var viewID: String
    /// The property it animates.
    public var property: ViewProperty
    /// Where in the animation's progress it moves: the whole animation (start 0, duration
    /// 1) for a plain track, one window per keyframe for a keyframed one, from where the
    /// animation stood for animations added while it ran. Each keeps its own curve.
    public var windows: [AnimationSegment]
    /// Its value before the animation and at its end.
    public var from: Double
    public var to: Double
    /// Whether it was added alongside the transition (UIKit's `animate(alongsideTransition:)`:
    /// the swipe's blur and indicator, the presentation's dimming).
    public var isAlongside: Bool

    /// A description of one track.
    public init(viewID: String, property: ViewProperty, windows: [AnimationSegment], from: Double, to: Double, isAlongside: Bool) {
        self.viewID = viewID
        self.property = property
        self.windows = windows
        self.from = from
        self.to = to
        self.isAlongside = isAlongside
    }
}
