/// Turns a stream of touches into a container's interactive transitions, following a
/// ``GestureDescription``: a pan that moves far enough along the container's axis starts the
/// transition its direction asks for and scrubs it, a finger landing on a running transition
/// catches it where it stands, and lifting the finger releases it under the container's
/// ``ReleasePolicy`` with the pan's velocity.
///
/// The rules (docs/interaction.md):
/// - **Direction lock.** A touch that moves `slop` points decides: mostly across the axis,
///   the pan fails (it belongs to something else); along it, its direction chooses the
///   transition, or the pan fails when that direction leads nowhere or is not allowed. From
///   then on only the movement along the axis counts.
/// - **Progress** is the progress the pan started from plus its movement along the axis, in
///   the transition's direction, over the distance, clamped to 0…`maxProgress` (a grab above
///   the cap, or beyond an end while a spring overshoots, may stay there; the finger can
///   bring it back in, not further out). Progress starts where the direction was decided, so it does not
///   jump by the slop.
/// - **A pan that changes direction** scrubs back along the same transition; past where it
///   started the progress stays at 0 and the transition stays the one it began; the release
///   velocity, now pointing back, is what the policy sees.
/// - **A touch that lands while a transition runs** — completing, cancelling, gliding or
///   timed — catches it at once, wherever it lands (no edge or slop applies), and the pan
///   continues from the caught progress in that transition's direction. Lifted without
///   moving, it is released at zero velocity and the policy decides from where it stands.
/// - **A cancelled touch** cancels the transition it drives.
/// - **The touch in 2-D.** While a pan drives a transition, every event it delivers is
///   written to the context as a ``GestureTouch`` (``TransitionContext/touch``) — location,
///   translation and velocity in the container view's coordinates — before the interactor
///   moves, so the hooks the move calls read it; the lift writes the release's, with the
///   finger up. The translation counts from where the finger took hold of the transition
///   (where the direction was decided, or where it caught it), as the progress does, so
///   neither jumps by the slop. The transition a pan begins has it from its first hook on
///   (`addTo`), translation zero.
/// - **Where a presentation may begin.** A pan that comes down outside the description's
///   ``GestureDescription/presentArea`` does not start a presenting transition (a `present`,
///   a `push`): it fails, naming the area; the transition's `interactivePresentShouldBegin`
///   may refuse it after that, as `interactiveDismissShouldBegin` may a dismissal.
/// - **A tap** (``GestureDescription/tap``): a finger that comes down in the tap's area and
///   lifts before it has moved `slop` points asks for the tap's request, timed. An edge pan's
///   margin does not bind it: the tap is a recogniser of its own.
public final class GestureDriver {
    /// What one touch event did.
    public enum Response: Equatable, Sendable {
        /// Nothing: an event with no touch down, or after the pan failed.
        case ignored
        /// The finger is down and has not moved far enough to decide.
        case waiting
        /// The pan is not recognised; the reason says why.
        case failed(String)
        /// The pan started the transition its direction asks for.
        case began(PanDirection)
        /// The touch caught the running transition at this progress.
        case grabbed(Double)
        /// The pan scrubbed the transition to this progress.
        case moved(Double)
        /// The finger lifted; the container's policy decided from this velocity (points
        /// per second along the transition).
        case released(ReleasePolicy.Decision, velocity: Double)
        /// The touch was cancelled and so was the transition.
        case cancelled
        /// The finger lifted before anything started (a tap that asks for nothing).
        case lifted
        /// A tap (``GestureDescription/tap``) started the transition it asks for.
        case tapped(StageRequest)
    }

    /// The container whose transitions the pan drives.
    public let container: TransitionContainer
    /// How the pan behaves.
    public var description: GestureDescription
    /// Starts the transition a direction asks for; the container's own choice by default.
    /// (The test harness routes it through its start history.)
    public var begin: (PanDirection) -> Bool

    /// Starts the transition a tap asks for, timed; returns whether it started. A driver on
    /// its own starts nothing (a request may need the scene); ``StageDriver/attach(_:)`` routes
    /// it through its start history, as it does ``begin``.
    public var tapped: (StageRequest) -> Bool = { _ in false }

    /// Told of every event and what it did, after the driver acted (a recorder, a log).
    public var observer: ((TouchEvent, Response) -> Void)?

    private let recognizer: PanGestureRecognizer
    private var phase = Phase.idle
    /// The event being decided on (`decide(at:)` notes it on the transition it begins).
    private var lastEvent: TouchEvent?
    /// Where the finger came down, in the window's coordinates.
    private var down = Point.zero
    /// Whether it came down outside the description's present area.
    private var outsidePresentArea = false
    /// The tap the finger may still be, while it has not moved `slop` points.
    private var pendingTap: GestureTap?
    /// Why the pan failed as the finger came down, while it may still be a tap.
    private var panRefusal = ""

    private enum Phase {
        case idle
        case pending
        /// Down where no pan may begin, but a tap may: lifted in time, it is one.
        case tapping
        case failed
        case driving(Drive)
    }

    /// One transition under the finger.
    private struct Drive {
        let context: TransitionContext
        let interactor: PercentDrivenInteractiveTransition
        let axis: PanAxis
        /// +1 when the transition moves forward with growing coordinates along the axis.
        let sign: Double
        /// Progress when the drive began, and where the finger was along the axis then.
        let base: Double
        let origin: Double
        /// Where the finger was when the drive began, in 2-D (the touch's translation is
        /// measured from it).
        let start: Point
        let distance: Double
        let cap: Double
    }

    /// Creates a driver for `container` following `description`.
    public init(container: TransitionContainer, description: GestureDescription = GestureDescription()) {
        self.container = container
        self.description = description
        begin = { [unowned container] direction in container.beginNamedTransition(panning: direction, interactive: true) }
        recognizer = PanGestureRecognizer(bounds: container.controller.view.bounds)
    }

    /// Whether a finger is down and the pan has not failed.
    public var isTracking: Bool {
        switch phase {
        case .pending, .tapping, .driving: true
        case .idle, .failed: false
        }
    }

    /// The pan's translation from where the touch began, points.
    public var translation: Point { recognizer.translation }
    /// The pan's velocity over its recent samples, points per second.
    public var velocity: Point { recognizer.velocity }
    /// The touch as the transition it drives last saw it (``TransitionContext/touch``); nil
    /// from a touch down until the touch drives a transition.
    public private(set) var touch: GestureTouch?

    /// Feeds one touch event; returns what it did.
    @discardableResult
    public func handle(_ event: TouchEvent) -> Response {
        let response: Response
        switch event.phase {
        case .began: response = touchDown(event)
        case .changed: response = touchMoved(event)
        case .ended: response = touchUp(event)
        case .cancelled: response = touchCancelled(event)
        }
        observer?(event, response)
        return response
    }

    // MARK: Phases

    private func touchDown(_ event: TouchEvent) -> Response {
        touch = nil
        pendingTap = nil
        recognizer.bounds = container.controller.view.bounds
        recognizer.velocityWindow = description.velocityWindow
        recognizer.edgeMargin = description.edgeMargin
        if container.activeContext != nil {
            // A finger on a running transition catches it, wherever it lands.
            recognizer.edge = nil
            recognizer.handle(event)
            guard let context = container.activeContext, let interactor = container.grabTransition() else {
                phase = .failed
                return .failed("the running transition cannot be caught")
            }
            let progress = interactor.presentedProgress
            phase = .driving(drive(context: context, interactor: interactor, sign: -context.direction,
                                   base: progress, at: event.location))
            note(event, on: context, from: event.location)
            return .grabbed(progress)
        }
        recognizer.edge = resolvedEdge
        let window = container.controller.view
        down = event.location
        outsidePresentArea = description.presentArea.map { !$0.contains(event.location, in: window) } ?? false
        pendingTap = description.tap.flatMap { tap in tap.area.map { $0.contains(event.location, in: window) } ?? true ? tap : nil }
        guard recognizer.handle(event) == .began else {
            panRefusal = "the touch began more than \(decimalText(description.edgeMargin, places: 1)) points from the \(recognizer.edge?.rawValue ?? "?") edge"
            if pendingTap != nil {
                phase = .tapping
                return .waiting
            }
            phase = .failed
            return .failed(panRefusal)
        }
        phase = .pending
        return .waiting
    }

    /// Whether the finger at `location` has moved `slop` points from where it came down: no
    /// longer a tap.
    private func movedTooFarForATap(_ location: Point) -> Bool {
        let dx = location.x - down.x, dy = location.y - down.y
        return (dx * dx + dy * dy).squareRoot() >= description.slop
    }

    /// Asks for the pending tap's transition, if the finger is still one.
    private func tap() -> Response {
        guard let tap = pendingTap else { return .lifted }
        pendingTap = nil
        return tapped(tap.request) ? .tapped(tap.request) : .failed("a tap's \(tap.request.name) leads nowhere from here")
    }

    private func touchMoved(_ event: TouchEvent) -> Response {
        switch phase {
        case .idle, .failed:
            return .ignored
        case .tapping:
            recognizer.handle(event)
            guard movedTooFarForATap(event.location) else { return .waiting }
            phase = .failed
            pendingTap = nil
            return .failed(panRefusal)
        case .pending:
            recognizer.handle(event)
            if movedTooFarForATap(event.location) { pendingTap = nil }
            lastEvent = event
            defer { lastEvent = nil }
            return decide(at: event.location)
        case .driving(let drive):
            recognizer.handle(event)
            guard isCurrent(drive) else { return lose() }
            let travelled = drive.sign * (drive.axis.component(of: event.location) - drive.origin) / drive.distance
            let range = min(0, drive.base)...max(drive.cap, drive.base)
            let progress = min(max(drive.base + travelled, range.lowerBound), range.upperBound)
            note(event, on: drive.context, from: drive.start)
            drive.interactor.update(progress, within: range)
            return .moved(progress)
        }
    }

    private func touchUp(_ event: TouchEvent) -> Response {
        switch phase {
        case .idle, .failed:
            phase = .idle
            return .ignored
        case .pending, .tapping:
            recognizer.handle(event)
            phase = .idle
            if movedTooFarForATap(event.location) { pendingTap = nil }
            return tap()
        case .driving(let drive):
            recognizer.handle(event)
            phase = .idle
            guard isCurrent(drive) else { return .ignored }
            let velocity = drive.sign * drive.axis.component(of: recognizer.velocity)
            note(event, on: drive.context, from: drive.start)
            drive.interactor.distance = drive.distance
            let decision = drive.interactor.release(velocity: velocity, policy: container.releasePolicy)
            return .released(decision, velocity: velocity)
        }
    }

    private func touchCancelled(_ event: TouchEvent) -> Response {
        recognizer.handle(event)
        defer { phase = .idle }
        guard case .driving(let drive) = phase, isCurrent(drive) else { return .ignored }
        note(event, on: drive.context, from: drive.start)
        drive.interactor.cancel()
        return .cancelled
    }

    // MARK: Deciding

    /// Locks the direction once the touch has moved `slop` points, and starts its transition.
    private func decide(at location: Point) -> Response {
        let moved = recognizer.translation
        guard (moved.x * moved.x + moved.y * moved.y).squareRoot() >= description.slop else { return .waiting }
        let axis = description.axis ?? container.panAxis
        let along = axis.component(of: moved), across = axis.crossComponent(of: moved)
        guard abs(along) >= abs(across) else {
            phase = .failed
            return .failed("the pan moved \(axis == .horizontal ? "vertically" : "horizontally") first; it follows \(axis.rawValue) pans")
        }
        let direction = PanDirection(along: axis, amount: along)
        guard allows(direction) else {
            phase = .failed
            return .failed("a pan \(direction.rawValue) is not one this gesture starts")
        }
        // The touch that begins the transition is on its context from its first hook on.
        let asking = container as? ContainerController
        asking?.askingTouch = lastEvent.map {
            GestureTouch(location: location, translation: .zero, velocity: recognizer.velocity, isDown: true, time: $0.timestamp)
        }
        asking?.askingOutsidePresentArea = outsidePresentArea
        asking?.fingerRefusal = nil
        let began = begin(direction)
        asking?.askingTouch = nil
        asking?.askingOutsidePresentArea = false
        guard began, let context = container.activeContext, let interactor = container.interactor else {
            phase = .failed
            return .failed(asking?.fingerRefusal ?? "a pan \(direction.rawValue) leads nowhere from here")
        }
        phase = .driving(drive(context: context, interactor: interactor, sign: direction.sign, base: 0, at: location))
        if let event = lastEvent { note(event, on: context, from: location) }
        return .began(direction)
    }

    /// Writes the touch `event` leaves to `context` (and to `touch`): the recogniser's
    /// location (moved into the coordinates of the context's container view) and velocity,
    /// and the translation from `start`, where the finger took hold of the transition.
    private func note(_ event: TouchEvent, on context: TransitionContext, from start: Point) {
        let root = container.controller.view
        let origin = context.containerView === root ? Point.zero : context.containerView.origin(in: root)
        let location = recognizer.location
        let now = GestureTouch(location: Point(x: location.x - origin.x, y: location.y - origin.y),
                               translation: Point(x: location.x - start.x, y: location.y - start.y),
                               velocity: recognizer.velocity,
                               isDown: event.phase == .began || event.phase == .changed, time: event.timestamp)
        touch = now
        context.touch = now
    }

    private func allows(_ direction: PanDirection) -> Bool {
        if let allowed = description.directions, !allowed.contains(direction) { return false }
        if let edge = recognizer.edge, direction != PanDirection(awayFrom: edge) { return false }
        return true
    }

    private var resolvedEdge: ScreenEdge? {
        switch description.edge {
        case .anywhere: nil
        case .edge(let edge): edge
        case .container: container.naturalPanEdge
        }
    }

    private func drive(context: TransitionContext, interactor: PercentDrivenInteractiveTransition,
                       sign: Double, base: Double, at location: Point) -> Drive {
        let axis = description.axis ?? container.panAxis
        let distance = max(description.distance ?? container.interactiveDistance, 1)
        return Drive(context: context, interactor: interactor, axis: axis, sign: sign >= 0 ? 1 : -1,
                     base: base, origin: axis.component(of: location), start: location, distance: distance,
                     cap: min(max(description.maxProgress, 0), 1))
    }

    /// Whether the transition this drive began is still the one running, under its interactor.
    private func isCurrent(_ drive: Drive) -> Bool {
        container.activeContext === drive.context && container.interactor === drive.interactor
    }

    /// The transition ended under the finger (a hook failed): the rest of the touch is ignored.
    private func lose() -> Response {
        phase = .failed
        return .failed("the transition ended while the finger held it")
    }
}

extension GestureDriver.Response: CustomStringConvertible {
    /// A short phrase: `began left`, `released: finish at 812.3 pt/s`, ….
    public var description: String {
        switch self {
        case .ignored: "ignored"
        case .waiting: "waiting"
        case .failed(let reason): "failed: \(reason)"
        case .began(let direction): "began \(direction.rawValue)"
        case .grabbed(let progress): "grabbed at \(decimalText(progress, places: 3))"
        case .moved(let progress): "moved to \(decimalText(progress, places: 3))"
        case .released(let decision, let velocity):
            switch decision {
            case .finish: "released at \(decimalText(velocity, places: 1)) pt/s: finishes"
            case .cancel: "released at \(decimalText(velocity, places: 1)) pt/s: cancels"
            case .hold(let progress): "released at \(decimalText(velocity, places: 1)) pt/s: holds at \(decimalText(progress, places: 3))"
            }
        case .cancelled: "touch cancelled: the transition cancels"
        case .lifted: "lifted before a transition began"
        case .tapped(let request): "tapped: \(request.name) began"
        }
    }

    /// Whether it changes what runs (not waiting, moving or ignored): what a log shows.
    public var isNotable: Bool {
        switch self {
        case .ignored, .waiting, .moved: false
        case .failed, .began, .grabbed, .released, .cancelled, .lifted, .tapped: true
        }
    }
}
