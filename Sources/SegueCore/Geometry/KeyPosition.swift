/// A point a motion path must pass through at a given moment (MotionLayout's `KeyPosition`):
/// at `at` (0…1 of the path's time, MotionLayout's `framePosition` / 100) the view's origin is
/// at (`percentX`, `percentY`) in the frame of reference `type` names.
public struct KeyPosition: Equatable, Sendable {
    /// The frame of reference of a key position (MotionLayout's `keyPositionType`).
    public enum Kind: String, Sendable, CaseIterable {
        /// Fractions of the travel on each axis: x = start.x + percentX · (end.x − start.x),
        /// and the same for y.
        case deltaRelative
        /// Along and across the straight line from start to end: percentX of the way along
        /// it, then percentY of its length to the side (turned a quarter clockwise on the
        /// screen, y down, so a positive percentY bulges to the right of the direction of
        /// travel).
        case pathRelative
        /// Fractions of the room the view has in its superview: 0 puts its origin at the
        /// superview's left (top) edge, 1 puts its far edge at the right (bottom) edge.
        case parentRelative
    }

    /// When, as a fraction of the path's time (strictly between 0 and 1).
    public var at: Double
    /// The position, as fractions in the frame of reference of `type`.
    public var percentX, percentY: Double
    /// The frame of reference.
    public var type: Kind

    public init(at: Double, percentX: Double, percentY: Double, type: Kind = .deltaRelative) {
        self.at = at
        self.percentX = percentX
        self.percentY = percentY
        self.type = type
    }

    /// Where the view's origin is at this key position, for a path from `start` to `end`
    /// of a view of `size` inside a superview of `room` (its bounds' size).
    public func point(from start: Point, to end: Point, size: Size, room: Size) -> Point {
        switch type {
        case .deltaRelative:
            return Point(x: start.x + percentX * (end.x - start.x), y: start.y + percentY * (end.y - start.y))
        case .pathRelative:
            let dx = end.x - start.x, dy = end.y - start.y
            return Point(x: start.x + percentX * dx - percentY * dy, y: start.y + percentX * dy + percentY * dx)
        case .parentRelative:
            return Point(x: percentX * (room.width - size.width), y: percentY * (room.height - size.height))
        }
    }
}
