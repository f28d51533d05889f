/// A container controller that runs transitions between its children: the shape every
/// container kind shares, so the runner, the REPL and the test harness can drive any of them.
public protocol TransitionContainer: AnyObject {
    /// The container's controller (its root view is the scene's window).
    var controller: ViewController { get }
    /// The context of the transition running now, if any.
    var activeContext: TransitionContext? { get }
    /// The interactor of the running interactive transition, if any.
    var interactor: PercentDrivenInteractiveTransition? { get }
    /// The object that animates the container's transitions.
    var animator: AnimatedTransitioning? { get set }
    /// The release rule for interactive transitions.
    var releasePolicy: ReleasePolicy { get set }
    /// Speed of the completion after an interactive release (1: the transition's own).
    var completionSpeed: Double { get set }
    /// Timing of the completion after an interactive release.
    var completionCurve: TimingCurve { get set }
    /// Starts the container's natural next transition (the other page, the next tab, a push,
    /// a presentation…); returns false when none can start now.
    @discardableResult
    func beginTransition(interactive: Bool) -> Bool
    /// The progress a pan translation corresponds to, and the velocity along the
    /// transition's direction, for the running interactive transition.
    func interactiveProgress(translation: Point, velocity: Point) -> (progress: Double, velocity: Double)
    /// Points of gesture the whole interactive transition spans.
    var interactiveDistance: Double { get }
}
