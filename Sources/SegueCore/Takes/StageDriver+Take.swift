/// The one take player: every surface that records a take — `segue run`, `render` and
/// `export` (``TransitionRunner``), `s:record` and `s:render`, the preview — plays its
/// ``TakeInput`` here.
extension StageDriver {
    /// Plays `take`: settles its prelude (each request run to its end, untraced), begins a
    /// take (``beginTake(fps:)``, at `fps` when given), drives its transition as
    /// ``TakeInput/drive`` says and steps frames until no transition runs, a gesture leaves one
    /// held, or a limit stops it. `sample` is called once for the take's first frame and once
    /// after each frame stepped (false refuses the frame and stops the take: ``TakeEnd/refused``);
    /// `note` hears what happened in between. No frame is stepped past take time
    /// `maximumDuration` (a caught take's catch is at most there): a take cut there while its
    /// transition runs is ``TakeOutcome/held``.
    ///
    /// Promises: the outcome is read from this driver's ``history`` alone; a request the
    /// container refuses (or a gesture that starts nothing) is ``TakeOutcome/notStarted``
    /// with nothing sampled for a refused request; errors of `sample`, of a request that
    /// does not apply (a ``StageError``) and of the ``checkpoint`` are thrown.
    /// A ``TakeInput/Drive/caught(_:time:release:)`` take whose transition ended before `time`
    /// throws ``StageError/nothingToCatch(time:)``.
    @discardableResult
    public func play(_ take: TakeInput, fps: Double? = nil, maximumDuration: Double = .infinity, sample: () throws -> Bool,
                     note: (TakeNote) -> Void = { _ in }) throws -> TakeResult {
        for request in take.prelude {
            guard try start(request, interactive: false) else { continue }
            _ = try runFrames(until: { !isRunning }, sample: { true })
        }
        beginTake(fps: fps)
        note(.opened)
        let starts = history.count
        let cut = { self.takeTime >= maximumDuration }
        var touches: [(event: TouchEvent, response: GestureDriver.Response)] = []
        var held = false
        let end: TakeEnd
        switch take.drive {
        case .still:
            _ = try sample()
            end = .finished
        case .timed(let request):
            guard try start(request, interactive: false) else { return TakeResult(outcome: .notStarted) }
            note(.began(request, scrubbedTo: nil))
            _ = try sample()
            end = try runToEnd(sample, maximumDuration: maximumDuration)
        case .scrubbed(let request, let progress, let release):
            guard try start(request, interactive: true) else { return TakeResult(outcome: .notStarted) }
            // A hook failed as it began: the transition ended within the call.
            if let interactor = container.interactor {
                interactor.update(progress)
                try checkpoint?()
                note(.began(request, scrubbedTo: progress))
                _ = try sample()
                try letGo(interactor, as: release, caught: false, note: note)
            } else {
                _ = try sample()
            }
            end = try runToEnd(sample, maximumDuration: maximumDuration)
        case .caught(let request, let time, let release):
            guard try start(request, interactive: false) else { return TakeResult(outcome: .notStarted) }
            note(.began(request, scrubbedTo: nil))
            _ = try sample()
            let reached = try runFrames(to: min(time, maximumDuration), sample: sample)
            guard reached == .finished else {
                end = reached
                break
            }
            guard try grab(), let interactor = container.interactor else { throw StageError.nothingToCatch(time: time) }
            try letGo(interactor, as: release, caught: true, note: note)
            end = try runToEnd(sample, maximumDuration: maximumDuration)
        case .gesture(let trace):
            let playback = GesturePlayback(trace: trace, driver: gestureDriver, startTime: scene.clock.now)
            defer { touches = playback.responses }
            _ = try sample()
            end = try withoutActuallyEscaping(note) { note in
                playback.delivered = { note(.touched($0, $1)) }
                defer { playback.delivered = nil }
                return try runFrames(until: {
                    if cut() { return true }
                    guard playback.isFinished else { return false }
                    if !isRunning { return true }
                    held = container.interactor?.isHeld ?? false
                    return held
                }, playing: playback, sample: sample)
            }
        }
        let transitions = Array(history[min(starts, history.count)...])
        let outcome: TakeOutcome
        if end != .finished {
            outcome = .timedOut
        } else if held {
            outcome = .held
        } else if let last = transitions.last {
            // Nothing runs once the frame loop finished (bar a finger's hold, above, and a
            // still take's): an ended transition's outcome, cancelled when it was never told.
            outcome = last.outcome.map { $0 ? .completed : .cancelled } ?? (isRunning ? .held : .cancelled)
        } else {
            outcome = .notStarted
        }
        return TakeResult(outcome: outcome, end: end, transitions: transitions, touches: touches)
    }

    /// Steps the take's frames until no transition runs (or take time `maximumDuration`).
    private func runToEnd(_ sample: () throws -> Bool, maximumDuration: Double) throws -> TakeEnd {
        try runFrames(until: { !isRunning || takeTime >= maximumDuration }, sample: sample)
    }

    /// Lets go of the held transition `interactor` as `release` says.
    private func letGo(_ interactor: PercentDrivenInteractiveTransition, as release: TakeInput.Release, caught: Bool,
                       note: (TakeNote) -> Void) throws {
        let velocity: Double
        switch release.velocity {
        case .points(let points): velocity = points
        case .progress(let speed): velocity = speed * (interactor.distance > 0 ? interactor.distance : 1)
        }
        let progress = self.progress
        switch release.decision {
        case .policy: interactor.release(velocity: velocity, policy: container.releasePolicy)
        case .finish: interactor.finish(velocity: velocity)
        case .cancel: interactor.cancel(velocity: velocity)
        case .reverse: interactor.cancel(velocity: -abs(velocity))
        }
        try checkpoint?()
        note(.released(release.decision, progress: progress, velocity: velocity, caught: caught))
    }
}
