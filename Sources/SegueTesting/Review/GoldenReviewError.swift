/// Why a review cannot list, show, accept or reject a golden: the file or id and the reason.
public struct GoldenReviewError: Error, Sendable, CustomStringConvertible {
    /// The message, naming the file or id.
    public var message: String
    /// The error in words.
    public var description: String { message }
    /// An error saying `message`.
    public init(_ message: String) { self.message = message }
}
