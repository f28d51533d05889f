import SegueCore

extension StageHarness {
    /// A harness on `stage` — a new version's freshly built scene — brought to where this
    /// one stands (``StagePlace``): the same completed transitions, the running one at the
    /// same progress held or heading the same way, and a finger that was down landing
    /// again where it was, so the next move carries on. Same fps, error rule and frame
    /// limit. Throws what the new version's hooks throw on the way.
    public func rebuilt(on stage: TransitionStage) throws -> StageHarness {
        let place = StagePlace.capture(self)
        let fresh = StageHarness(stage: stage, fps: fps, allowsErrors: allowsErrors)
        fresh.maxFrames = maxFrames
        try place.restore(on: fresh)
        if let finger { try fresh.touch(.began, at: finger) }
        return fresh
    }
}
