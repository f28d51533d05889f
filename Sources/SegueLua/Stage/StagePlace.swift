import SegueCore

/// Where a stage stands: the transitions that completed since its scene was built, and the
/// one running now — how it was started, how far it got, whether a gesture holds it, which
/// way it moves. A hot reload rebuilds the scene and brings it back here.
public struct StagePlace: Sendable {
    /// Which way a moving transition heads.
    public enum Heading: Sendable { case end, start }

    /// Completed starts, oldest first (cancelled ones left the container as it was).
    public var completed: [StageStart] = []
    /// The running transition's start.
    public var running: StageStart?
    /// Its time fraction, 0…1.
    public var fraction = 0.0
    /// Whether an interactor holds it (begun interactive, or grabbed).
    public var interactive = false
    /// Where it is heading when it moves on its own; nil when held still by a gesture.
    public var heading: Heading?

    /// A place with nothing run: a freshly built scene.
    public init() {}

    /// The place of `harness`'s stage now.
    public static func capture(_ harness: StageHarness) -> StagePlace {
        var place = StagePlace()
        place.completed = harness.history.filter { $0.outcome == true }
        guard harness.isRunning, let context = harness.container.activeContext else { return place }
        place.running = harness.history.last { $0.outcome == nil }
        let driver = harness.container.animator?.interruptibleAnimator(using: context)
        place.fraction = driver?.fractionComplete ?? 0
        place.interactive = harness.container.interactor != nil
        if let driver, driver.isRunning {
            place.heading = driver.isReversed ? .start : .end
        }
        return place
    }

    /// Brings a freshly built stage to this place by making the same starts again: each
    /// completed transition runs to its end at once on the virtual clock, then the running
    /// one is started and brought to the same fraction, held or heading the same way.
    /// Throws what the new version's hooks throw (when the harness does not allow errors);
    /// stops where a failing hook ended the running transition.
    public func restore(on harness: StageHarness) throws {
        for start in completed {
            guard try harness.start(start.request, interactive: false) else {
                throw StageError.refused(request: start.request.name, reason: "the new version refused it on the way back to the same place")
            }
            _ = try harness.settle()
        }
        guard let running else { return }
        guard try harness.start(running.request, interactive: interactive) else {
            throw StageError.refused(request: running.request.name, reason: "the new version refused to start it again")
        }
        // A hook of the new version that failed has ended the transition: nothing is left
        // to bring back (the harness holds the error, for the host to refuse the version).
        guard harness.isRunning else { return }
        if interactive {
            let interactor = try harness.interactor()
            interactor.update(fraction)
            switch heading {
            case .end?: interactor.finish()
            case .start?: interactor.cancel()
            case nil: break
            }
            try harness.reportErrors()
        } else if let context = harness.container.activeContext,
                  let driver = harness.container.animator?.interruptibleAnimator(using: context) {
            try harness.advance(seconds: fraction * driver.duration)
        }
    }
}
