import Segue
import SegueCore

/// Plays a `TakeInput` on a player from its scene as built through the one take player
/// (``TransitionPlayer/play(_:frameRate:maximumDuration:sample:note:)``) and samples every
/// frame: the one way the preview makes motion, whether for a button, a drag or a reload.
///
/// Promises: the same input on the same script gives the same take, bit for bit (the
/// engine's values do not depend on the sampling); a take never runs longer than
/// ``maximumDuration`` of scene time; an error a hook raised ends the recording with that
/// error thrown, and the player stays usable.
public struct TakeRecorder {
    /// The player the takes are recorded on (restarted for each).
    public let player: TransitionPlayer
    /// Frames per second sampled.
    public var sampleRate: Double
    /// The longest take, seconds of scene time.
    public var maximumDuration: Double

    /// A recorder on `player`, sampling `sampleRate` frames per second.
    public init(player: TransitionPlayer, sampleRate: Double = 240, maximumDuration: Double = 20) {
        self.player = player
        self.sampleRate = sampleRate
        self.maximumDuration = maximumDuration
    }

    /// Records `input` from the scene as the live script builds it.
    public func record(_ input: TakeInput) throws -> Take {
        if case .gesture(let trace) = input.drive, trace.events.count > GestureTrace.maximumEvents {
            throw PreviewError("a gesture of \(trace.events.count) touches is more than \(GestureTrace.maximumEvents)")
        }
        try player.restart()
        var session = Recording(player: player)
        let result: TakeResult
        do {
            result = try player.play(input, frameRate: sampleRate, maximumDuration: maximumDuration,
                                     sample: { session.sample() }, note: { session.hear($0, of: input) })
        } catch let error as PlayerError {
            throw PreviewError(error.message)
        }
        if result.outcome == .notStarted, let request = input.request { throw refusal(request) }
        // The take ends with the scene as it stands (a lift between frames that ended the
        // transition at once shows here); a still take's one frame is it already.
        if input.drive != .still { session.sample() }
        let history = player.transitions
        let outcome = result.transitions.last?.outcome
        if let outcome { session.note("transition", outcome ? "completed" : "cancelled") }
        let policy = player.releasePolicy
        var take = Take(input: input, sampleRate: sampleRate, frames: session.frames, events: session.events,
                        outcome: outcome,
                        transitionRequest: result.request,
                        endPrelude: history.filter { $0.outcome == true }.map(\.request),
                        releasePolicy: releasePolicyText(policy))
        take.tracks = session.tracks
        take.timing = player.timing
        take.transitionDuration = player.duration
        return take
    }

    /// Why the scene would not start `request` now, as the preview says it: a refusal, not
    /// a script's error.
    private func refusal(_ request: StageRequest) -> RequestRefusal {
        RequestRefusal(request, scene: player.scene)
    }

    /// Restarts the scene and plays the requests of `prelude` one after another, each to
    /// its end (a still take after them, through the one take player): where a live
    /// gesture starts.
    public func start(after prelude: [StageRequest]) throws {
        try player.restart()
        do {
            try player.play(TakeInput(prelude: prelude, drive: .still), sample: {})
        } catch let error as PlayerError {
            throw PreviewError(error.message)
        }
    }
}

/// A take under way: its frames, its log.
private struct Recording {
    let player: TransitionPlayer
    var frames: [Take.Frame] = []
    var events: [Take.Event] = []
    /// How many lifecycle events of the scene's log are already in ``events``.
    var logMark = 0
    /// The animator's tracks as last seen while the transition ran (alongside animations
    /// join after it began, so the newest list is the fullest).
    var tracks: [AnimationTrackWindow] = []

    init(player: TransitionPlayer) {
        self.player = player
    }

    /// Writes `note` of the take of `input` into the log, in the preview's words; at the
    /// take's start, the lifecycle so far is the prelude's and is left out.
    mutating func hear(_ note: TakeNote, of input: TakeInput) {
        switch note {
        case .opened:
            logMark = player.scene.log.events.count
        case .began(let request, let scrubbed):
            self.note("transition", scrubbed.map { "\(began(request)), scrubbed to \(logNumber($0))" } ?? "\(began(request)), timed")
        case .released(let decision, let progress, let velocity, let caught):
            if caught {
                self.note("decision", "caught in flight at progress \(logNumber(progress)), then \(decision.rawValue) at \(logNumber(velocity)) pt/s")
            } else {
                let scrubbed = if case .scrubbed(_, let scrub, _) = input.drive { scrub } else { progress }
                self.note("decision", "\(decision.rawValue) from progress \(logNumber(scrubbed)) at \(logNumber(velocity)) pt/s")
            }
        case .touched(let touch, let response):
            guard response.isNotable else { return }
            let kind = if case .released = response { "decision" } else { "touch" }
            self.note(kind, "\(touch.phase.rawValue) at (\(logNumber(touch.location.x)), \(logNumber(touch.location.y))): \(response)")
        }
    }

    /// Samples the window now (and takes in the lifecycle callbacks since the last sample).
    mutating func sample() {
        collectLifecycle()
        let running = player.animationTracks
        if !running.isEmpty { tracks = running }
        frames.append(Take.Frame(time: player.takeTime, progress: player.takeProgress, fraction: player.fractionComplete,
                                 isRunning: player.isRunning, drawing: player.drawing))
    }

    mutating func note(_ kind: String, _ text: String) {
        collectLifecycle()
        events.append(Take.Event(time: player.takeTime, kind: kind, text: text))
    }

    private mutating func collectLifecycle() {
        let log = player.scene.log.events
        guard log.count > logMark else { return }
        for event in log[logMark...] {
            events.append(Take.Event(time: player.takeTime, kind: "lifecycle", text: event.description))
        }
        logMark = log.count
    }
}

/// "push began" — and for the container's natural next transition (`StageRequest.next`,
/// named `begin`), "the next transition began", not "begin began".
func began(_ request: StageRequest) -> String {
    request == .next ? "the next transition began" : "\(request) began"
}

/// A release policy in words for the Why panel; a policy no flick can satisfy (an infinite
/// velocity threshold) says so rather than "above inf pt/s".
func releasePolicyText(_ policy: ReleasePolicy) -> String {
    let flick = policy.velocityThreshold.isFinite
        ? "a flick decides above \(logNumber(policy.velocityThreshold)) pt/s"
        : "no flick decides (the progress alone does)"
    return "\(policy.mode.rawValue): finishes past progress \(logNumber(policy.progressThreshold)), \(flick)"
}

/// `value` with at most three decimals, for the log.
func logNumber(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    return "\((value * 1000).rounded() / 1000)"
}
