/// The finger driving a transition, as its hooks see it: where it is, how far it moved and
/// how fast it moves, in two dimensions, in the coordinates of the transition's container
/// view. ``GestureDriver`` keeps it up to date on the context (``TransitionContext/touch``)
/// before the interactor moves, so an `update` or `interactionEnded` hook reads the touch of
/// the event that moved it.
///
/// Every value is a function of the touch events alone (their locations and times), never of
/// the frame rate, so a recorded gesture replayed gives the same values bit for bit.
public struct GestureTouch: Equatable, Sendable {
    /// Where the finger is (where it lifted, once up), container coordinates, points.
    public var location: Point
    /// How far it moved since it took hold of the transition — from where the pan's
    /// direction was decided, or where it caught the running transition — points.
    public var translation: Point
    /// Its velocity over the recent samples, points per second (the release's once up).
    public var velocity: Point
    /// Whether the finger is still down.
    public var isDown: Bool
    /// The time of the event this describes, seconds on the scene's clock.
    public var time: Double

    /// Creates a touch.
    public init(location: Point, translation: Point, velocity: Point, isDown: Bool, time: Double) {
        self.location = location
        self.translation = translation
        self.velocity = velocity
        self.isDown = isDown
        self.time = time
    }

    /// The names of its numbers, in the order of ``values``: what a golden trace's
    /// `touch.NAME` columns hold.
    public static let valueNames = ["x", "y", "translationX", "translationY", "velocityX", "velocityY", "down"]

    /// Its numbers in the order of ``valueNames`` (`down` is 1 or 0).
    public var values: [Double] {
        [location.x, location.y, translation.x, translation.y, velocity.x, velocity.y, isDown ? 1 : 0]
    }
}
