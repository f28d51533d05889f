import Segue
import SegueCore

/// One transition recorded by the engine, frame by frame at a fixed rate, with what
/// happened along the way: what the preview plays, scrubs and plots. Every value in it is
/// the engine's; the page only chooses which frame to show.
public struct Take: Sendable {
    /// One sampled instant.
    public struct Frame: Sendable {
        /// Seconds since the take began.
        public var time: Double
        /// The transition's presented progress (0 before it starts and after a cancel).
        public var progress: Double
        /// The running transition's time fraction (where on its curve it stands); the
        /// progress when none runs.
        public var fraction: Double
        /// Whether a transition ran (or a finger was down) at this instant.
        public var isRunning: Bool
        /// What the window showed.
        public var drawing: StageDrawing
    }

    /// One line of the take's log: a lifecycle callback, a touch's effect, a release
    /// decision, the transition's end.
    public struct Event: Sendable {
        /// Seconds since the take began.
        public var time: Double
        /// `lifecycle`, `touch`, `decision`, `transition`, `error`.
        public var kind: String
        /// What happened, in words.
        public var text: String
    }

    /// What was played.
    public var input: TakeInput
    /// Frames per second of ``frames``.
    public var sampleRate: Double
    /// The frames, the first at time 0.
    public var frames: [Frame]
    /// What happened, oldest first.
    public var events: [Event]
    /// True when the transition completed, false when it was cancelled, nil when it is held
    /// (or nothing started).
    public var outcome: Bool?
    /// The request of the transition the take played (a drag's is the pan it began), nil
    /// when none began.
    public var transitionRequest: StageRequest?
    /// The requests completed once the take is over: where the next take starts.
    public var endPrelude: [StageRequest]
    /// The container's release policy, in words (what decides a let-go gesture).
    public var releasePolicy: String
    /// What the transition's animator animated, as the take last saw it while running:
    /// each view's property, the windows of progress it moved in, whether alongside.
    public var tracks: [AnimationTrackWindow] = []
    /// The script's timing curve.
    public var timing: TimingCurve = .linear
    /// The script's duration, seconds.
    public var transitionDuration: Double = 0

    /// The take's length, seconds.
    public var duration: Double { frames.last?.time ?? 0 }
}
