/// Everything one take plays, as plain values, so that any surface can play it again and get
/// the same motion: the transitions settled before it (where it starts), then how its
/// transition is driven. `segue run`/`render`/`export`, `s:record`/`s:render` and the
/// preview each map their options to one, and ``StageDriver/play(_:fps:maximumDuration:sample:note:)`` plays it.
public struct TakeInput: Equatable, Sendable {
    /// How the take's transition is driven.
    public enum Drive: Equatable, Sendable {
        /// Nothing runs: the scene where the prelude leaves it.
        case still
        /// The request, played on its own clock until it ends.
        case timed(StageRequest)
        /// The request begun interactive, scrubbed to `progress` (0…1), then let go as
        /// `release` says.
        case scrubbed(StageRequest, progress: Double, release: Release)
        /// The request played on its own clock, caught in flight `time` seconds after the
        /// take began, then let go as `release` says.
        case caught(StageRequest, time: Double, release: Release)
        /// A finger's recorded touches, played into the stage's pan each at its own time;
        /// the scene's gesture decides what they start, catch and release.
        case gesture(GestureTrace)
    }

    /// What ends a held transition: who decides, and the speed it is handed.
    public struct Release: Equatable, Sendable {
        /// Who decides how the transition ends.
        public enum Decision: String, Equatable, Sendable, CaseIterable {
            /// The container's release policy, from the progress and the velocity.
            case policy
            /// It runs on to its end (`finish`).
            case finish
            /// It runs back to its start (`cancel`).
            case cancel
            /// It turns round: cancelled carrying its speed, now towards the start.
            case reverse
        }

        /// The speed handed over at the release.
        public enum Velocity: Equatable, Sendable {
            /// Points per second along the transition's direction.
            case points(Double)
            /// Progress per second: turned into points per second with the interactor's
            /// distance (1 point per unit when it has none).
            case progress(Double)
        }

        /// Who decides.
        public var decision: Decision
        /// The speed handed over.
        public var velocity: Velocity

        /// A release decided by `decision` at `velocity`.
        public init(_ decision: Decision, velocity: Velocity) {
            self.decision = decision
            self.velocity = velocity
        }
    }

    /// The requests played to their end before the take, in order (a refused one is skipped).
    public var prelude: [StageRequest]
    /// How the take's transition is driven.
    public var drive: Drive

    /// The request the take begins itself (timed, scrubbed or caught); nil for a still take
    /// and a gesture's, whose touches decide.
    public var request: StageRequest? {
        switch drive {
        case .timed(let request), .scrubbed(let request, _, _), .caught(let request, _, _): request
        case .still, .gesture: nil
        }
    }

    /// A take of `drive` starting after `prelude`.
    public init(prelude: [StageRequest] = [], drive: Drive) {
        self.prelude = prelude
        self.drive = drive
    }
}
