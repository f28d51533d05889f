/// A file Segue refused to read, or could not: one line naming the path and why
/// ("is a FIFO, not a regular file", "is larger than the 16 MB limit", "no such file").
public struct FileReadError: Error, CustomStringConvertible, Equatable {
    /// Why the file was refused.
    public enum Reason: Equatable, Sendable {
        case missing
        case notRegular(String)
        case tooLarge(limit: Int)
        case unreadable(String)
    }

    /// The path as given.
    public var path: String
    public var reason: Reason

    /// The reason, without the path.
    public var why: String {
        switch reason {
        case .missing: "no such file"
        case .notRegular(let kind): "is \(kind), not a regular file"
        case .tooLarge(let limit): "is larger than the \(InputFile.describe(limit)) limit"
        case .unreadable(let cause): "cannot be read (\(cause))"
        }
    }

    public var description: String { "\(path): \(why)" }
}
