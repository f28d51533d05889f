/// How a run ended.
public enum RunOutcome: String, Sendable {
    /// The transition completed.
    case completed
    /// The transition was cancelled back to its start.
    case cancelled
    /// No transition could start.
    case notStarted
    /// The frame limit was reached before the transition ended.
    case timedOut
    /// The gesture left the transition standing part-way, under its control: a finger
    /// still down at the end of the trace, or a release policy that rests (`stop`,
    /// `decelerate`, the `never…` modes).
    case held
}

/// Runs a scene's transition on its virtual clock at a fixed frame rate and records every
/// frame. Frame `k` is at time `k / fps`, so runs at different rates agree exactly at the
/// timestamps they share.
public final class TransitionRunner {
    /// The scene being run.
    public let scene: Scene
    /// Frames per second.
    public let fps: Double
    /// Longest run, seconds of clock time, before giving up.
    public var limit: Double = 60
    /// The frames recorded so far.
    public private(set) var frames: [FrameRecord] = [] {
        didSet { if frames.isEmpty { releaseCharges() } }
    }
    /// Most frames one run records; reaching it stops the run (``RunOutcome/timedOut``,
    /// ``stoppedBy`` = `.frames`). With `limit`, the bound on every loop here, whatever the
    /// script, trace or frame rate.
    public var maxFrames = 100_000
    /// Asked to count each frame's ``FrameRecord/estimatedBytes`` against a budget (a
    /// script's memory cap) before it is kept, and given the bytes back (negative) when the
    /// frames are dropped; `false` stops the run (``stoppedBy`` = `.memory`).
    public var charge: ((Int) -> Bool)?
    /// When set, each frame is handed to it as it is made — the scene at that instant and
    /// the transition's progress — and not kept in ``frames``, so a run's memory stays flat
    /// in its number of frames (a streamed trace).
    public var frameHandler: ((Scene, Double) -> Void)?
    /// Frames made by the last run, kept or handed to ``frameHandler``.
    public private(set) var frameCount = 0
    /// The limit that stopped the last run early, if one did.
    public private(set) var stoppedBy: RunLimit?
    private var chargedBytes = 0
    /// How the last run ended.
    public private(set) var outcome: RunOutcome = .notStarted

    private var lastCompleted: Bool?

    /// The touch events of the last ``runGesture(_:driver:)`` and what each did.
    public private(set) var gestureResponses: [(event: TouchEvent, response: GestureDriver.Response)] = []

    /// Creates a runner over `scene` at `fps` frames per second.
    public init(scene: Scene, fps: Double = 60) {
        self.scene = scene
        self.fps = fps.isFinite ? min(max(1, fps), 100_000) : 60
    }

    /// The transition's progress now: the animator's presented progress while one runs.
    public var progress: Double {
        let container = scene.container
        if let context = container.activeContext,
           let driver = container.animator?.interruptibleAnimator(using: context) {
            return driver.progress
        }
        if let last = lastCompleted { return last ? 1 : 0 }
        return 0
    }

    /// Runs a timed transition to its end.
    @discardableResult
    public func runTimed() -> RunOutcome {
        guard begin(interactive: false) else { return .notStarted }
        return runToEnd(fromFrame: 0)
    }

    /// Runs an interactive transition: begins it, scrubs to `scrub`, releases with
    /// `velocity` (points per second along the transition's direction) under the
    /// container's release policy, and runs to the end.
    @discardableResult
    public func runInteractive(scrub: Double, velocity: Double) -> RunOutcome {
        guard begin(interactive: true) else { return .notStarted }
        guard let interactor = scene.container.interactor else {
            // It ended within the call that began it (a hook failed).
            record()
            return runToEnd(fromFrame: 0)
        }
        interactor.update(scrub)
        record()
        interactor.release(velocity: velocity, policy: scene.container.releasePolicy)
        return runToEnd(fromFrame: 0)
    }

    /// Plays `trace` through `driver` from now, recording a frame every `1 / fps` seconds
    /// (each touch event delivered at its own time in between), and runs on after the last
    /// event until no transition runs or one stands held. `notStarted` when the gesture
    /// never started one.
    @discardableResult
    public func runGesture(_ trace: GestureTrace, driver: GestureDriver) -> RunOutcome {
        frames = []
        frameCount = 0
        stoppedBy = nil
        lastCompleted = nil
        outcome = .notStarted
        var started = false
        var observed: TransitionContext?
        func follow() {
            guard let context = scene.container.activeContext, context !== observed else { return }
            observed = context
            started = true
            observeCompletion(of: context)
        }
        let origin = scene.clock.now
        let playback = GesturePlayback(trace: trace, driver: driver, startTime: origin)
        defer { gestureResponses = playback.responses }
        record()
        var frame = 0
        while true {
            frame += 1
            let time = origin + Double(frame) / fps
            if time - origin > max(limit, trace.duration + limit) || frame > maxFrames || time > VirtualClock.maximumTime {
                outcome = .timedOut
                return outcome
            }
            while let due = playback.nextTime, due <= time + 1e-12 {
                playback.play(until: due, on: scene.clock)
                follow()
            }
            scene.clock.advance(to: time)
            follow()
            guard record() else {
                outcome = .timedOut
                return outcome
            }
            guard playback.isFinished else { continue }
            if scene.container.activeContext == nil { break }
            if let interactor = scene.container.interactor, interactor.isHeld {
                outcome = .held
                return outcome
            }
        }
        if !started { return outcome }
        outcome = (lastCompleted ?? false) ? .completed : .cancelled
        return outcome
    }

    /// How a run begins its transition (timed, or interactive when asked); the container's
    /// natural next transition when nil.
    public var starter: ((_ interactive: Bool) -> Bool)?

    /// Starts the container's transition (or ``starter``'s) at the current time and records
    /// the first frame.
    public func begin(interactive: Bool) -> Bool {
        frames = []
        frameCount = 0
        stoppedBy = nil
        lastCompleted = nil
        outcome = .notStarted
        let started = starter?(interactive) ?? scene.container.beginTransition(interactive: interactive)
        if let context = scene.container.activeContext {
            observeCompletion(of: context)
        } else if started {
            // Ended within the call: a hook failed as it was set up, or it lasts 0 s.
            lastCompleted = scene.container.lastOutcome ?? false
        }
        if !interactive { record() }
        return started
    }

    /// Notes how `context` ends, for ``outcome`` and ``progress``.
    private func observeCompletion(of context: TransitionContext) {
        context.observe { [weak self] event in
            if case .completed(let completed) = event { self?.lastCompleted = completed }
        }
    }

    /// Steps frames until the transition ends, recording each; returns the outcome (which a
    /// caller that reads the scene afterwards may leave unread).
    @discardableResult
    public func runToEnd(fromFrame first: Int) -> RunOutcome {
        let origin = scene.clock.now - Double(first) / fps
        var frame = first
        while scene.container.activeContext != nil {
            frame += 1
            let time = origin + Double(frame) / fps
            if time - origin > limit || frame - first > maxFrames || time > VirtualClock.maximumTime {
                outcome = .timedOut
                return outcome
            }
            scene.clock.advance(to: time)
            guard record() else {
                outcome = .timedOut
                return outcome
            }
        }
        outcome = (lastCompleted ?? false) ? .completed : .cancelled
        return outcome
    }

    /// Records the scene as it stands now; false, recording nothing, when a limit
    /// (``maxFrames``, ``charge``) refuses the frame — ``stoppedBy`` says which.
    @discardableResult
    public func record() -> Bool {
        guard frameCount < maxFrames else {
            stoppedBy = .frames
            return false
        }
        if let frameHandler {
            frameCount += 1
            frameHandler(scene, progress)
            return true
        }
        let frame = FrameRecord.capture(scene, progress: progress)
        if let charge {
            let bytes = frame.estimatedBytes
            guard charge(bytes) else {
                stoppedBy = .memory
                return false
            }
            chargedBytes += bytes
        }
        frames.append(frame)
        frameCount += 1
        return true
    }

    private func releaseCharges() {
        if chargedBytes > 0 { _ = charge?(-chargedBytes) }
        chargedBytes = 0
    }

    deinit { releaseCharges() }
}

/// A limit that stops a run before its transition ends.
public enum RunLimit: String, Sendable {
    /// ``TransitionRunner/maxFrames`` frames were recorded.
    case frames
    /// The frames reached the memory budget ``TransitionRunner/charge`` keeps.
    case memory
}

extension FrameRecord {
    /// An estimate of the memory the frame holds, bytes.
    public var estimatedBytes: Int {
        64 + views.count * (ViewProperty.count * MemoryLayout<Double>.stride + 64)
    }
}
