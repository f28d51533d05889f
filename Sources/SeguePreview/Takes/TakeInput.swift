import Segue

/// Everything a take plays, so that it can be played again — on a new version of the script
/// after a save, or sampled at another rate — and give the same motion: the transitions
/// completed before it (where it starts), then how its transition is driven.
public struct TakeInput: Equatable, Sendable {
    /// What the preview does to a transition it has scrubbed to a progress.
    public enum Action: String, Sendable, CaseIterable {
        /// Runs it to its end from there (`finish`).
        case finish
        /// Runs it back to its start from there (`cancel`).
        case cancel
        /// Turns it round: cancels it carrying the speed it had, now towards the start.
        case reverse
    }

    /// How the take's transition is driven.
    public enum Drive: Equatable, Sendable {
        /// Nothing runs: one frame of the scene where the prelude leaves it.
        case still
        /// The request, played on its own clock until it ends.
        case timed(StageRequest)
        /// The request begun interactive, scrubbed to `progress`, then `action` handed
        /// `speed` (progress per second; the recorder turns it into points per second
        /// along the transition with the interactor's distance, as a release does).
        case scrubbed(StageRequest, progress: Double, action: Action, speed: Double)
        /// The request played on its own clock, caught in flight `time` seconds after it
        /// began, then `action` handed `speed` as for ``scrubbed(_:progress:action:speed:)``.
        case caught(StageRequest, time: Double, action: Action, speed: Double)
        /// A finger's touches, times in seconds from the first; the scene's gesture decides
        /// what they start, grab and release.
        case gesture([TouchEvent])
    }

    /// The requests completed before the take, in order, from the scene as built.
    public var prelude: [StageRequest]
    /// How the take's transition is driven.
    public var drive: Drive

    /// A take of `drive` starting after `prelude`.
    public init(prelude: [StageRequest] = [], drive: Drive) {
        self.prelude = prelude
        self.drive = drive
    }
}
