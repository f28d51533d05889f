/// A location in a view's coordinate space, in points.
public struct Point: Equatable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// Horizontal coordinate, growing to the right.
    public var x: Double
    /// Vertical coordinate, growing downwards (UIKit's convention).
    public var y: Double

    /// Creates a point at `(x, y)`.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, `(0, 0)`.
    public static let zero = Point(x: 0, y: 0)

    /// The Euclidean distance to `other`.
    public func distance(to other: Point) -> Double {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }

    public var description: String { "(\(x), \(y))" }
}
