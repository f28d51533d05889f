/// A failure that ends the command with one line on stderr and an exit code
/// (``CommandMain/run(_:helpCommand:)`` prints it and exits).
public struct CommandFailure: Error {
    /// The line to print, the tool's name first (`segue: …`).
    public var message: String
    /// The exit status: 1 unless the command says otherwise.
    public var code: Int32

    /// A failure printing `message` and exiting with `code`.
    public init(message: String, code: Int32 = 1) {
        self.message = message
        self.code = code
    }
}
