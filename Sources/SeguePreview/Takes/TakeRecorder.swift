import Segue

/// Plays a ``TakeInput`` on a player from its scene as built and samples every frame: the
/// one way the preview makes motion, whether for a button, a drag or a reload.
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
        try start(after: input.prelude)
        player.beginTake(frameRate: sampleRate)
        let startedBefore = player.transitions.count
        var session = Recording(player: player)
        session.logMark = player.scene.log.events.count
        switch input.drive {
        case .still:
            break
        case .timed(let request):
            session.sample()
            guard try player.begin(request) else { throw refusal(request) }
            session.note("transition", "\(began(request)), timed")
        case .scrubbed(let request, let progress, let action, let speed):
            guard try player.begin(request, interactive: true) else { throw refusal(request) }
            try player.update(progress: progress)
            let velocity = speed * distance
            session.note("transition", "\(began(request)), scrubbed to \(logNumber(progress))")
            session.sample()
            try end(action, velocity: velocity)
            session.note("decision", "\(action.rawValue) from progress \(logNumber(progress)) at \(logNumber(velocity)) pt/s")
        case .caught(let request, let time, let action, let speed):
            session.sample()
            guard try player.begin(request) else { throw refusal(request) }
            session.note("transition", "\(began(request)), timed")
            try player.runFrames(to: min(time, maximumDuration)) { session.sample() }
            guard try player.grab() else { throw PreviewError("the transition had ended \(logNumber(time)) s in: nothing to catch there") }
            let velocity = speed * distance
            let progress = player.progress
            try end(action, velocity: velocity)
            session.note("decision", "caught in flight at progress \(logNumber(progress)), then \(action.rawValue) at \(logNumber(velocity)) pt/s")
        case .gesture(let touches):
            session.sample()
            if touches.count > GestureTrace.maximumEvents {
                throw PreviewError("a gesture of \(touches.count) touches is more than \(GestureTrace.maximumEvents)")
            }
            for touch in touches {
                try player.runFrames(to: min(touch.timestamp, maximumDuration)) { session.sample() }
                let response = try player.touch(touch.phase, at: touch.location)
                if response.isNotable {
                    let kind = if case .released = response { "decision" } else { "touch" }
                    session.note(kind, "\(touch.phase.rawValue) at (\(logNumber(touch.location.x)), \(logNumber(touch.location.y))): \(response)")
                }
            }
        }
        try player.runFrames(until: { !player.isRunning || player.takeTime >= maximumDuration }) { session.sample() }
        session.sample()
        let history = player.transitions
        let outcome = history.count > startedBefore ? history.last?.outcome : nil
        if let outcome { session.note("transition", outcome ? "completed" : "cancelled") }
        let policy = player.releasePolicy
        var take = Take(input: input, sampleRate: sampleRate, frames: session.frames, events: session.events,
                        outcome: outcome,
                        transitionRequest: history.count > startedBefore ? history.last?.request : nil,
                        endPrelude: history.filter { $0.outcome == true }.map(\.request),
                        releasePolicy: releasePolicyText(policy))
        take.tracks = session.tracks
        take.timing = player.timing
        take.transitionDuration = player.duration
        return take
    }

    /// The points per unit of progress of the running interactive transition (1 when it
    /// has no distance): a speed in progress per second times this is a velocity.
    private var distance: Double {
        let distance = player.interactionDistance ?? 0
        return distance > 0 ? distance : 1
    }

    /// Ends the held transition as `action` says, at `velocity`.
    private func end(_ action: TakeInput.Action, velocity: Double) throws {
        switch action {
        case .finish: try player.finish(velocity: velocity)
        case .cancel: try player.cancel(velocity: velocity)
        case .reverse: try player.cancel(velocity: -abs(velocity))
        }
    }

    /// Why the scene would not start `request` now, as the preview says it: a refusal, not
    /// a script's error.
    private func refusal(_ request: StageRequest) -> RequestRefusal {
        RequestRefusal(request, scene: player.scene)
    }

    /// Restarts the scene and plays the requests of `prelude` one after another, each to
    /// its end: where a take (or a live gesture) starts.
    public func start(after prelude: [StageRequest]) throws {
        try player.restart()
        for request in prelude {
            guard try player.begin(request) else { continue }
            try player.runFrames(until: { !player.isRunning }) {}
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
