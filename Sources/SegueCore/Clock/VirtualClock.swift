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
/// observers compute from the absolute time, and ``advance(frame:fps:)`` computes that
/// time as `frame / fps` rather than by adding up frame durations.
public final class VirtualClock {
    /// The current time, seconds.
    public private(set) var now: Double
    private var observers: [FrameObserver] = []

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

    /// Moves to `time` (never backwards) and brings every observer there. Observers added
    /// during the frame are first called on the next one.
    public func advance(to time: Double) {
        now = max(now, time)
        for observer in observers {
            observer.frame(at: now)
        }
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
