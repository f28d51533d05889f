/// The state of a gesture recogniser (UIKit's `UIGestureRecognizer.State`).
public enum GestureState: String, Sendable {
    case possible, began, changed, ended, cancelled, failed
}

/// A pan recogniser over a stream of ``TouchEvent``s: translation from the first touch and
/// velocity estimated over the recent samples (a least-squares slope over the last
/// ``velocityWindow`` seconds, so one jittery sample cannot flip it). With ``edge`` set it is an
/// edge pan: a touch that begins farther than ``edgeMargin`` from that edge fails.
public final class PanGestureRecognizer {
    /// Current state.
    public private(set) var state: GestureState = .possible
    /// Where the touch began.
    public private(set) var startLocation: Point = .zero
    /// Where the touch is now.
    public private(set) var location: Point = .zero
    /// Edge the pan must start from, if any.
    public var edge: ScreenEdge?
    /// How close to ``edge`` a touch must begin, points.
    public var edgeMargin: Double = 30
    /// Size of the area the edges belong to.
    public var bounds: Rect
    /// Seconds of samples the velocity estimate looks back over.
    public var velocityWindow: Double = 0.1

    private var samples: [TouchEvent] = []

    /// Creates a recogniser over `bounds`.
    public init(bounds: Rect, edge: ScreenEdge? = nil) {
        self.bounds = bounds
        self.edge = edge
    }

    /// Translation from the first touch.
    public var translation: Point {
        Point(x: location.x - startLocation.x, y: location.y - startLocation.y)
    }

    /// Velocity in points per second, estimated over the recent samples.
    public var velocity: Point {
        let recent = samples
        guard let last = recent.last, recent.count >= 2 else { return .zero }
        let window = recent.filter { last.timestamp - $0.timestamp <= velocityWindow + 1e-12 }
        let used = window.count >= 2 ? window : Array(recent.suffix(2))
        let n = Double(used.count)
        let meanT = used.map(\.timestamp).reduce(0, +) / n
        let meanX = used.map(\.location.x).reduce(0, +) / n
        let meanY = used.map(\.location.y).reduce(0, +) / n
        var stt = 0.0, stx = 0.0, sty = 0.0
        for s in used {
            let dt = s.timestamp - meanT
            stt += dt * dt
            stx += dt * (s.location.x - meanX)
            sty += dt * (s.location.y - meanY)
        }
        guard stt > 0 else { return .zero }
        return Point(x: stx / stt, y: sty / stt)
    }

    /// Feeds one event; returns the new state.
    @discardableResult
    public func handle(_ event: TouchEvent) -> GestureState {
        switch event.phase {
        case .began:
            samples = [event]
            startLocation = event.location
            location = event.location
            state = startsAtEdge(event.location) ? .began : .failed
        case .changed:
            guard state == .began || state == .changed else { return state }
            record(event)
            state = .changed
        case .ended:
            guard state == .began || state == .changed else { return state }
            record(event)
            state = .ended
        case .cancelled:
            guard state == .began || state == .changed else { return state }
            state = .cancelled
        }
        return state
    }

    private func record(_ event: TouchEvent) {
        location = event.location
        samples.append(event)
        if samples.count > 64 { samples.removeFirst(samples.count - 64) }
    }

    private func startsAtEdge(_ point: Point) -> Bool {
        guard let edge else { return true }
        switch edge {
        case .left: return point.x - bounds.minX <= edgeMargin
        case .right: return bounds.maxX - point.x <= edgeMargin
        case .top: return point.y - bounds.minY <= edgeMargin
        case .bottom: return bounds.maxY - point.y <= edgeMargin
        }
    }
}
