/// Writes gestures as touch events, the way a finger makes them: down, moves sampled at a
/// frame rate, pauses, up. For specs, the REPL's `:drag`, and generated traces.
public struct GestureTraceBuilder {
    /// Samples per second of a move.
    public var fps: Double
    /// The events so far.
    public private(set) var trace: GestureTrace
    /// The time of the next event, seconds from the first.
    public private(set) var time = 0.0
    /// Where the finger is, while it is down.
    public private(set) var location: Point?

    /// Starts an empty gesture on a window of `size`.
    public init(size: Size? = nil, fps: Double = 60, note: String? = nil) {
        self.fps = max(fps, 1)
        trace = GestureTrace(events: [], size: size, note: note)
    }

    /// Continues a gesture whose finger is already down at `point` (the events start with
    /// its next move).
    public init(fingerAt point: Point, fps: Double = 60) {
        self.init(fps: fps)
        location = point
    }

    /// Puts a finger down at `point`.
    public mutating func touchDown(at point: Point) {
        precondition(location == nil, "touchDown while a finger is down")
        location = point
        trace.events.append(TouchEvent(phase: .began, location: point, timestamp: time))
    }

    /// Moves the finger in a straight line to `point` at a constant speed over `seconds`,
    /// one sample per frame (at least one).
    public mutating func move(to point: Point, over seconds: Double) {
        guard let start = location else { preconditionFailure("move with no finger down") }
        let steps = CheckedNumber.clampedInt(seconds * fps, in: 1...GestureTrace.maximumEvents)
        let step = max(seconds, 0) / Double(steps)
        let origin = time
        for k in 1...steps {
            let f = Double(k) / Double(steps)
            let p = k == steps ? point : Point(x: start.x + (point.x - start.x) * f, y: start.y + (point.y - start.y) * f)
            trace.events.append(TouchEvent(phase: .changed, location: p, timestamp: origin + step * Double(k)))
        }
        time = origin + step * Double(steps)
        location = point
    }

    /// Lets `seconds` pass (a finger down stays still and sends nothing, like a real one).
    public mutating func wait(_ seconds: Double) {
        time += max(seconds, 0)
    }

    /// Lifts the finger where it is.
    public mutating func lift() {
        guard let point = location else { preconditionFailure("lift with no finger down") }
        trace.events.append(TouchEvent(phase: .ended, location: point, timestamp: time))
        location = nil
    }

    /// Cancels the touch (the system took it).
    public mutating func cancel() {
        guard let point = location else { preconditionFailure("cancel with no finger down") }
        trace.events.append(TouchEvent(phase: .cancelled, location: point, timestamp: time))
        location = nil
    }
}
