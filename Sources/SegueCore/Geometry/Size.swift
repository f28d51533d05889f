/// A width and a height, in points.
public struct Size: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Horizontal extent.
    public var width: Double
    /// Vertical extent.
    public var height: Double

    /// Creates a size of `width` × `height`.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A size with no extent.
    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(width)×\(height)" }
}
