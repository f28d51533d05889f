/// A container controller that runs transitions between its children: the shape every
/// container kind shares, so the runner, the REPL and the test harness can drive any of them.
public protocol TransitionContainer: AnyObject {
    /// The container's controller (its root view is the scene's window).
    var controller: ViewController { get }
    /// The context of the transition running now, if any.
    var activeContext: TransitionContext? { get }
    /// How the last transition that ended did: true completed, false cancelled (or a hook
    /// failed); nil while one runs or before the first. A transition can end within the call
    /// that began it (a duration of 0, a hook failing as it is set up): this tells how.
    var lastOutcome: Bool? { get }
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
    /// Starts the transition a pan in `direction` asks for (the next page for a leftward
    /// swipe, a dismissal for a downward pan on a modal page…) — interactive under a
    /// finger, or timed; false when that direction leads nowhere or a transition is running.
    @discardableResult
    func beginTransition(panning direction: PanDirection, interactive: Bool) -> Bool
    /// Grabs the running transition where it stands: a timed one becomes interactive at its
    /// current progress, a released one is held again. Returns its interactor; nil when
    /// none runs.
    @discardableResult
    func grabTransition() -> PercentDrivenInteractiveTransition?
    /// The axis the container's pans move along.
    var panAxis: PanAxis { get }
    /// The edge an edge pan starts from on this container now, if it has one.
    var naturalPanEdge: ScreenEdge? { get }
    /// Points of gesture the whole interactive transition spans.
    var interactiveDistance: Double { get }
}

extension TransitionContainer {
    /// Starts the transition a pan in `direction` asks for, as
    /// `beginTransition(panning:interactive:)` does, and names the pan in its context
    /// (`userInfo["pan"]`, a script's `ctx.pan`) whatever the container: what the gesture
    /// driver and a stage's `pan:…` request call.
    @discardableResult
    public func beginNamedTransition(panning direction: PanDirection, interactive: Bool) -> Bool {
        guard let controller = self as? ContainerController else {
            return beginTransition(panning: direction, interactive: interactive)
        }
        controller.askingPan = direction
        defer { controller.askingPan = nil }
        return beginTransition(panning: direction, interactive: interactive)
    }
}
