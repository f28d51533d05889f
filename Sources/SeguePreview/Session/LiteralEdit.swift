/// One change the page asks for: the number literal that starts at byte ``offset`` of
/// ``file``, written there as ``old``, becomes ``value``. ``old`` (and ``digest``, when the
/// page sends it) say which version of the file the page saw, so that an edit made on a
/// file that changed since is refused instead of written over it.
public struct LiteralEdit: Equatable, Sendable {
    /// The script or module file, as the page was told it (`file` of a literal).
    public var file: String
    /// The byte offset where the literal starts (its minus included).
    public var offset: Int
    /// The literal's text as the page saw it (`-0.5`).
    public var old: String
    /// The new number.
    public var value: Double
    /// The file's digest as the page saw it (`SourceDigest`), when it sent one.
    public var digest: String?

    /// An edit of the literal `old` at `offset` of `file` to `value`.
    public init(file: String, offset: Int, old: String, value: Double, digest: String? = nil) {
        self.file = file
        self.offset = offset
        self.old = old
        self.value = value
        self.digest = digest
    }
}
