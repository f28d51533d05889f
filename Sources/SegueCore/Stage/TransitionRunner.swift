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

/// Runs a scene's transition as a take of its ``StageDriver`` at a fixed frame rate and
/// records every frame — `segue run` and `segue render`. Frame `k` is at exactly `k / fps`
/// after the take began when it began at rest, so runs at different rates agree exactly at
/// the timestamps they share, and what was run before (`--after`) changes no value.
public final class TransitionRunner {
    /// The driver the run goes through.
    public let driver: StageDriver
    /// The scene being run.
    public var scene: Scene { driver.scene }
    /// Frames per second.
    public var fps: Double { driver.fps }
    /// Longest run, seconds of clock time, before giving up.
    public var limit: Double {
        get { driver.timeLimit }
        set { driver.timeLimit = newValue }
    }
    /// The frames recorded so far.
    public private(set) var frames: [FrameRecord] = [] {
        didSet { if frames.isEmpty { releaseCharges() } }
    }
    /// Most frames one run records; reaching it stops the run (``RunOutcome/timedOut``,
    /// ``stoppedBy`` = `.frames`). With `limit`, the bound on every loop here, whatever the
    /// script, trace or frame rate.
    public var maxFrames: Int {
        get { driver.maxFrames }
        set { driver.maxFrames = newValue }
    }
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
    /// The transition a run begins: the container's natural next one by default.
    public var request: StageRequest = .next
    /// Why the last run's request could not be asked of the container (another kind of
    /// container, no page left to push), if it could not.
    public private(set) var requestError: StageError?

    /// The touch events of the last ``runGesture(_:driver:)`` and what each did.
    public private(set) var gestureResponses: [(event: TouchEvent, response: GestureDriver.Response)] = []

    /// Creates a runner over `scene` at `fps` frames per second.
    public convenience init(scene: Scene, fps: Double = 60) {
        self.init(driver: StageDriver(scene: scene, fps: fps))
    }

    /// Creates a runner whose runs go through `driver`.
    public init(driver: StageDriver) {
        self.driver = driver
    }

    /// The take's progress now: the animator's presented progress while one runs, the
    /// outcome of the take's transition once it ended, 0 before it began
    /// (``StageDriver/takeProgress``).
    public var progress: Double { driver.takeProgress }

    /// Runs a timed transition to its end.
    @discardableResult
    public func runTimed() -> RunOutcome {
        guard begin(interactive: false) else { return .notStarted }
        return runToEnd()
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
            return runToEnd()
        }
        interactor.update(scrub)
        record()
        interactor.release(velocity: velocity, policy: scene.container.releasePolicy)
        return runToEnd()
    }

    /// Plays `trace` through `gesture` from now, recording a frame every `1 / fps` seconds
    /// (each touch event delivered at its own time in between), and runs on after the last
    /// event until no transition runs or one stands held. `notStarted` when the gesture
    /// never started one.
    @discardableResult
    public func runGesture(_ trace: GestureTrace, driver gesture: GestureDriver) -> RunOutcome {
        reset()
        driver.attach(gesture)
        driver.beginTake()
        let starts = driver.history.count
        let playback = GesturePlayback(trace: trace, driver: gesture, startTime: scene.clock.now)
        defer { gestureResponses = playback.responses }
        record()
        var held = false
        let end = (try? driver.runFrames(until: {
            guard playback.isFinished else { return false }
            if !driver.isRunning { return true }
            held = scene.container.interactor?.isHeld ?? false
            return held
        }, playing: playback, sample: record)) ?? .finished
        if end != .finished {
            outcome = .timedOut
        } else if held {
            outcome = .held
        } else if driver.history.count > starts {
            outcome = (driver.lastOutcome ?? false) ? .completed : .cancelled
        }
        return outcome
    }

    /// Starts ``request`` as a new take at the current time and records the first frame
    /// (of a timed run); false, recording nothing, when the container refused or the
    /// request does not apply.
    public func begin(interactive: Bool) -> Bool {
        reset()
        driver.beginTake()
        let started: Bool
        do {
            started = try driver.start(request, interactive: interactive)
        } catch let error as StageError {
            requestError = error
            return false
        } catch {
            return false
        }
        if started, !interactive { record() }
        return started
    }

    private func reset() {
        frames = []
        frameCount = 0
        stoppedBy = nil
        requestError = nil
        outcome = .notStarted
    }

    /// Steps frames until the transition ends, recording each; returns the outcome (which a
    /// caller that reads the scene afterwards may leave unread).
    @discardableResult
    public func runToEnd() -> RunOutcome {
        let end = (try? driver.runFrames(until: { !driver.isRunning }, sample: record)) ?? .finished
        if end != .finished {
            outcome = .timedOut
            return outcome
        }
        outcome = (driver.lastOutcome ?? scene.container.lastOutcome ?? false) ? .completed : .cancelled
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
