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
        let startedBefore = player.stage.history.count
        var session = Recording(player: player, sampleRate: sampleRate)
        let logStart = player.stage.scene.log.events.count
        session.logMark = logStart
        switch input.drive {
        case .still:
            break
        case .timed(let request):
            session.sample()
            guard try player.begin(request) else { throw PreviewError("the scene has no \(request) to play now") }
            session.note("transition", "\(request) began, timed")
        case .scrubbed(let request, let progress, let action, let speed):
            guard try player.begin(request, interactive: true) else {
                throw PreviewError("the scene has no \(request) to play now")
            }
            try player.update(progress: progress)
            let distance = player.stage.container.interactor?.distance ?? 0
            let velocity = speed * (distance > 0 ? distance : 1)
            session.note("transition", "\(request) began, scrubbed to \(logNumber(progress))")
            session.sample()
            switch action {
            case .finish: try player.finish(velocity: velocity)
            case .cancel: try player.cancel(velocity: velocity)
            case .reverse: try player.cancel(velocity: -abs(velocity))
            }
            session.note("decision", "\(action.rawValue) from progress \(logNumber(progress)) at \(logNumber(velocity)) pt/s")
        case .caught(let request, let time, let action, let speed):
            session.sample()
            guard try player.begin(request) else { throw PreviewError("the scene has no \(request) to play now") }
            session.note("transition", "\(request) began, timed")
            try session.advance(to: time, limit: maximumDuration)
            guard try player.grab() else { throw PreviewError("the transition had ended \(logNumber(time)) s in: nothing to catch there") }
            let distance = player.stage.container.interactor?.distance ?? 0
            let velocity = speed * (distance > 0 ? distance : 1)
            let progress = player.progress
            switch action {
            case .finish: try player.finish(velocity: velocity)
            case .cancel: try player.cancel(velocity: velocity)
            case .reverse: try player.cancel(velocity: -abs(velocity))
            }
            session.note("decision", "caught in flight at progress \(logNumber(progress)), then \(action.rawValue) at \(logNumber(velocity)) pt/s")
        case .gesture(let touches):
            session.sample()
            if touches.count > GestureTrace.maximumEvents {
                throw PreviewError("a gesture of \(touches.count) touches is more than \(GestureTrace.maximumEvents)")
            }
            for touch in touches {
                try session.advance(to: touch.timestamp, limit: maximumDuration)
                let response = try player.touch(touch.phase, at: touch.location)
                if response.isNotable {
                    let kind = if case .released = response { "decision" } else { "touch" }
                    session.note(kind, "\(touch.phase.rawValue) at (\(logNumber(touch.location.x)), \(logNumber(touch.location.y))): \(response)")
                }
            }
        }
        while player.isRunning, session.time < maximumDuration {
            try session.advance(to: session.nextSampleTime, limit: maximumDuration)
        }
        session.sample()
        let history = player.stage.history
        let outcome = history.count > startedBefore ? history.last?.outcome : nil
        if let outcome { session.note("transition", outcome ? "completed" : "cancelled") }
        let policy = player.stage.container.releasePolicy
        var take = Take(input: input, sampleRate: sampleRate, frames: session.frames, events: session.events,
                        outcome: outcome,
                        transitionRequest: history.count > startedBefore ? history.last?.request : nil,
                        endPrelude: history.filter { $0.outcome == true }.map(\.request),
                        releasePolicy: "\(policy.mode.rawValue): finishes past progress \(logNumber(policy.progressThreshold)), a flick decides above \(logNumber(policy.velocityThreshold)) pt/s")
        take.tracks = session.tracks
        take.timing = player.timing
        take.transitionDuration = player.duration
        return take
    }

    /// Restarts the scene and plays the requests of `prelude` one after another, each to
    /// its end: where a take (or a live gesture) starts.
    public func start(after prelude: [StageRequest]) throws {
        try player.restart()
        let step = 1 / sampleRate
        for request in prelude {
            guard try player.begin(request) else { continue }
            var elapsed = 0.0
            while player.isRunning, elapsed < maximumDuration {
                try player.advance(by: step)
                elapsed += step
            }
        }
    }
}

/// A take under way: its frames, its log, its clock.
private struct Recording {
    let player: TransitionPlayer
    let sampleRate: Double
    var frames: [Take.Frame] = []
    var events: [Take.Event] = []
    /// Scene seconds since the take began.
    var time = 0.0
    /// How many lifecycle events of the scene's log are already in ``events``.
    var logMark = 0
    /// The animator's tracks as last seen while the transition ran (alongside animations
    /// join after it began, so the newest list is the fullest).
    var tracks: [AnimationTrackWindow] = []

    init(player: TransitionPlayer, sampleRate: Double) {
        self.player = player
        self.sampleRate = sampleRate
    }

    /// The time of the first sample after now.
    var nextSampleTime: Double { (Double(frames.count)) / sampleRate }

    /// Samples the window now (and takes in the lifecycle callbacks since the last sample).
    mutating func sample() {
        collectLifecycle()
        let running = player.animationTracks
        if !running.isEmpty { tracks = running }
        frames.append(Take.Frame(time: time, progress: player.progress, fraction: player.fractionComplete,
                                 isRunning: player.isRunning, drawing: player.drawing))
    }

    /// Moves the scene to `target`, sampling every frame boundary on the way.
    mutating func advance(to target: Double, limit: Double) throws {
        let end = min(target, limit)
        while nextSampleTime <= end {
            let next = nextSampleTime
            if next > time { try player.advance(by: next - time) }
            time = next
            sample()
        }
        if end > time {
            try player.advance(by: end - time)
            time = end
        }
    }

    mutating func note(_ kind: String, _ text: String) {
        collectLifecycle()
        events.append(Take.Event(time: time, kind: kind, text: text))
    }

    private mutating func collectLifecycle() {
        let log = player.stage.scene.log.events
        guard log.count > logMark else { return }
        for event in log[logMark...] {
            events.append(Take.Event(time: time, kind: "lifecycle", text: event.description))
        }
        logMark = log.count
    }
}

/// `value` with at most three decimals, for the log.
func logNumber(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    return "\((value * 1000).rounded() / 1000)"
}
