/// A way out of Segue: what a take encodes to, the files' extension, and — through the
/// ``ExportOutput/replay`` it returns — how its output is checked against the engine's trace.
/// Formats are values; ``ExportFormats`` lists those a build has.
public protocol ExportFormat: Sendable {
    /// The name `--format` and `s:export` take: "spec", "css", "lottie", "dotlottie".
    var name: String { get }
    /// The main file's extension, without the dot: "json", "html", "lottie".
    var fileExtension: String { get }
    /// Encodes the take. Throws ``ExportFailure`` with a readable reason when it cannot.
    func encode(_ take: ExportTake) throws(ExportFailure) -> ExportOutput
}

/// Why a format could not encode a take: one readable line, without the file's name (the
/// caller adds it).
public struct ExportFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The reason.
    public var reason: String

    /// A failure for `reason`.
    public init(_ reason: String) { self.reason = reason }

    public var description: String { reason }
}
