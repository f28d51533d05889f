/// A request a ``TransitionPlayer`` cannot carry out: a transition the scene's container
/// does not offer, an interactive call with no interactive transition running, a host view
/// with no scene view to bind, a time or value that is not finite. Script errors are
/// `LuaError`s instead, naming the file and line.
public struct PlayerError: Error, CustomStringConvertible, Equatable {
    /// What is wrong.
    public var message: String
    /// Creates an error.
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
