/// A file the file gate refused to read, write or remove, or could not: one line naming the
/// path and why ("is a symbolic link, which Segue does not follow below the spec's folder",
/// "cannot be written (No space left on device)").
public struct FileGateError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The path, as the caller gave it or as the gate built it from its folder.
    public var path: String
    /// Why, without the path.
    public var why: String

    /// An error for `path` saying `why`.
    public init(path: String, why: String) {
        self.path = path
        self.why = why
    }

    /// `path: why`.
    public var description: String { "\(path): \(why)" }
}
