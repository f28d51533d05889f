/// An external tool that could not be run as asked — its time limit set to something that
/// is not a number of seconds — in one line of words.
public struct ExternalToolError: Error, CustomStringConvertible, Sendable {
    /// The error in words.
    public var message: String
    /// ``message``.
    public var description: String { message }
    /// An error saying `message`.
    public init(_ message: String) { self.message = message }
}
