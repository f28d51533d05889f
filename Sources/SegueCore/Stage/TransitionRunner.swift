/// Records every frame of a ``TakeInput`` its ``StageDriver`` plays at a fixed frame rate —
/// `segue run`, `segue render` and `segue export` — within a frame limit and a memory budget. Frame `k` is at exactly `k / fps`
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
    /// Most frames one run records; reaching it stops the run (``TakeOutcome/timedOut``,
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
    /// What the last run came to: its outcome, the transitions it started, its touches.
    public private(set) var result = TakeResult(outcome: .notStarted)
    /// How the last run ended.
    public var outcome: TakeOutcome { result.outcome }
    /// The transition a run begins: the container's natural next one by default.
    public var request: StageRequest = .next
    /// Why the last run's request could not be asked of the container (another kind of
    /// container, no page left to push), if it could not.
    public private(set) var requestError: StageError?

    /// The touch events of the last ``runGesture(_:driver:)`` and what each did.
    public var gestureResponses: [(event: TouchEvent, response: GestureDriver.Response)] { result.touches }

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

    /// Plays a timed take of ``request``.
    @discardableResult
    public func runTimed() -> TakeOutcome {
        run(TakeInput(drive: .timed(request)))
    }

    /// Plays an interactive take of ``request``: begun, scrubbed to `scrub`, let go with
    /// `velocity` (points per second along the transition's direction) under the
    /// container's release policy, run to its end.
    @discardableResult
    public func runInteractive(scrub: Double, velocity: Double) -> TakeOutcome {
        run(TakeInput(drive: .scrubbed(request, progress: scrub, release: TakeInput.Release(.policy, velocity: .points(velocity)))))
    }

    /// Plays `trace` through `gesture` (made the driver's pan) from now, recording a frame
    /// every `1 / fps` seconds, until no transition runs or one stands held.
    @discardableResult
    public func runGesture(_ trace: GestureTrace, driver gesture: GestureDriver) -> TakeOutcome {
        driver.attach(gesture)
        return run(TakeInput(drive: .gesture(trace)))
    }

    /// Plays `take` on ``driver`` (``StageDriver/play(_:fps:maximumDuration:sample:note:)``), recording its
    /// frames; returns its outcome (``result`` holds the rest). A request that does not apply
    /// here is `notStarted`, with ``requestError`` saying why.
    @discardableResult
    public func run(_ take: TakeInput) -> TakeOutcome {
        frames = []
        frameCount = 0
        stoppedBy = nil
        requestError = nil
        do {
            result = try driver.play(take, sample: record)
        } catch let error as StageError {
            requestError = error
            result = TakeResult(outcome: .notStarted)
        } catch {
            // The runner's driver has no checkpoint and its sampler never throws.
            result = TakeResult(outcome: .notStarted)
        }
        return result.outcome
    }

    /// Steps frames until the running transition ends, recording each (a transition a test
    /// began on the container itself, outside a take); returns how the loop ended.
    @discardableResult
    public func runToEnd() -> TakeEnd {
        (try? driver.runFrames(until: { !driver.isRunning }, sample: record)) ?? .finished
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
