/// The phase of a touch, as a gesture recogniser sees it.
public enum TouchPhase: String, Sendable, Codable {
    case began, changed, ended, cancelled
}

/// One sample of a single-finger touch: where and when.
public struct TouchEvent: Equatable, Sendable, Codable {
    /// The phase.
    public var phase: TouchPhase
    /// Location in the container's coordinates, points.
    public var location: Point
    /// Time on the scene's clock, seconds.
    public var timestamp: Double

    /// Creates an event.
    public init(phase: TouchPhase, location: Point, timestamp: Double) {
        self.phase = phase
        self.location = location
        self.timestamp = timestamp
    }
}


