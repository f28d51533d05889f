/// A request the preview could not carry out (a transition the scene does not offer now,
/// a malformed message from the page), in words the page shows as they are.
public struct PreviewError: Error, CustomStringConvertible, Sendable {
    /// What went wrong.
    public var message: String

    /// An error saying `message`.
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
