/// Something the clock calls once per frame.
public protocol FrameObserver: AnyObject {
    /// Brings the observer to `time` (seconds on the clock). Values must depend on `time`
    /// only, never on how many frames led there.
    func frame(at time: Double)
}

/// Virtual time for tests, traces and the REPL: time moves only when told to, and every
/// observer is brought to the new time in the order it was added.
///
/// Frames stepped at any rate give bit-identical values at shared timestamps because
/// observers compute from the absolute time, and ``advance(frame:fps:origin:)`` computes that
/// time as `frame / fps` rather than by adding up frame durations.
public final class VirtualClock {
    /// The latest time a clock reaches, seconds (10⁶, about 11.6 days): far beyond any run,
    /// early enough that a frame of 1/10000 s still moves time exactly. Advancing past it
    /// stops there, and the harness and runners refuse to ask for more.
    public static let maximumTime = 1_000_000.0

    /// The current time, seconds since the clock was made or last started over
    /// (``startOver()``).
    @exclusivity(unchecked) public private(set) var now: Double
    /// Seconds the clock had counted before it last started over.
    public private(set) var epoch = 0.0
    /// Seconds since the clock was made, across every ``startOver()``: `epoch + now`.
    public var elapsed: Double { epoch + now }
    @exclusivity(unchecked) private var observers: [FrameObserver] = []

    /// Creates a clock at `start` seconds.
    public init(start: Double = 0) {
        now = start
    }

    /// Starts calling `observer` on every frame; adding it twice changes nothing.
    public func add(_ observer: FrameObserver) {
        if !observers.contains(where: { $0 === observer }) { observers.append(observer) }
    }

    /// Stops calling `observer`.
    public func remove(_ observer: FrameObserver) {
        observers.removeAll { $0 === observer }
    }

    /// Whether anything is still being driven.
    public var isIdle: Bool { observers.isEmpty }

    /// Moves to `time` (never backwards, never past ``maximumTime``; NaN stays put) and
    /// brings every observer there. Observers added during the frame are first called on
    /// the next one.
    public func advance(to time: Double) {
        if time > now { now = min(time, Self.maximumTime) }
        for observer in observers {
            observer.frame(at: now)
        }
    }

    /// Counts from zero again (``elapsed`` goes on), when nothing is driven: the start of a
    /// take, so that a transition begun there sees times `k / fps` exactly, whatever ran
    /// before it. Returns false, changing nothing, while an observer is attached (an
    /// animation holds absolute times).
    @discardableResult
    public func startOver() -> Bool {
        guard observers.isEmpty else { return false }
        epoch += now
        now = 0
        return true
    }

    /// Moves by `seconds`.
    public func advance(by seconds: Double) {
        advance(to: now + seconds)
    }

    /// Moves to the time of frame number `frame` at `fps` frames per second, counted from
    /// `origin`: `origin + frame / fps`.
    public func advance(frame: Int, fps: Double, origin: Double = 0) {
        advance(to: origin + Double(frame) / fps)
    }
}
