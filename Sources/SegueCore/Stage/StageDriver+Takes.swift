/// How a take's frame loop ended (``StageDriver/runFrames(until:playing:sample:)``).
public enum TakeEnd: Sendable, Equatable {
    /// What the loop waited for happened.
    case finished
    /// ``StageDriver/maxFrames`` frames were stepped first.
    case frameLimit
    /// ``StageDriver/timeLimit`` seconds of clock time (and the trace's own length) passed
    /// first, or the clock reached `VirtualClock.maximumTime`.
    case timeLimit
    /// The sampler refused a frame (a memory budget).
    case refused
}

/// Takes: a run recorded frame by frame from a start of its own — `segue run`, `segue
/// render`, `s:record`, `s:render` and the preview's takes.
extension StageDriver {
    /// Starts a take here: a new frame count whose frame 0 is now. When nothing is driven
    /// (no transition, no animation, no finger), the clock starts over at 0 first, so the
    /// take's frame `k` is at exactly `k / fps` and nothing run before it changes a value
    /// of it by a bit. `fps`, when given, is the take's frame rate (and the driver's from
    /// then on).
    public func beginTake(fps: Double? = nil) {
        if let fps { setFrameRate(fps) }
        takeHistoryStart = isRunning ? max(history.count - 1, 0) : history.count
        let fingerDown = finger != nil || (attachedGestureIsTracking)
        if !fingerDown, scene.clock.startOver() {
            frameOrigin = 0
        } else {
            frameOrigin = scene.clock.now
        }
    }

    /// The take's own progress, what its frames are labelled with: the running transition's
    /// presented progress; once a transition of this take ended, its outcome (1 completed, 0
    /// cancelled); 0 before any — never the outcome of one that ended before the take began
    /// (``progress`` says 1 after any completed one, so a gesture take's first frame, before
    /// the finger moves, read "progress 1" from the transition before it).
    public var takeProgress: Double {
        if let animator = runningAnimator { return animator.progress }
        return history.count > takeHistoryStart && lastOutcome == true ? 1 : 0
    }

    /// Seconds since the take began (since the driver was made, before any take): exactly
    /// `k / fps` at its frame `k` when it began at rest.
    public var takeTime: Double { scene.clock.now - frameOrigin }

    /// Steps the take frame by frame until `done` returns true, delivering `playback`'s
    /// touches at their own times between frames and calling `sample` after each frame
    /// (false refuses the frame and stops). Runs at most ``maxFrames`` frames and
    /// ``timeLimit`` seconds (plus the trace's length); ``checkpoint`` after each frame.
    public func runFrames(until done: () -> Bool, playing playback: GesturePlayback? = nil,
                          sample: () throws -> Bool) throws -> TakeEnd {
        let first = currentFrame
        var frame = first
        let seconds = timeLimit + (playback?.trace.duration ?? 0)
        while !done() {
            guard frame - first < maxFrames else { return .frameLimit }
            frame += 1
            let time = frameTime(frame)
            guard Double(frame - first) / fps <= seconds + 1e-9, time <= VirtualClock.maximumTime else { return .timeLimit }
            if let playback { deliver(playback, until: time) }
            moveClock(toFrame: frame)
            try checkpoint?()
            guard try sample() else { return .refused }
        }
        return .finished
    }

    /// Steps the take's frames up to take time `time` (each sampled), then moves the clock
    /// to `time` itself: where a touch or a grab happens between frames.
    public func runFrames(to time: Double, sample: () throws -> Bool) throws -> TakeEnd {
        let end = try runFrames(until: { Double(currentFrame + 1) / fps > time + 1e-12 }, sample: sample)
        guard end == .finished else { return end }
        let target = frameOrigin + time
        if target > scene.clock.now, target <= VirtualClock.maximumTime {
            moveClock(to: target)
            try checkpoint?()
        }
        return .finished
    }
}
