import SegueSystem

/// A way out of Segue: what a take encodes to, the files' extension, and — through the
/// ``ExportOutput/replay`` it returns — how its output is checked against the engine's trace.
/// Formats are values; ``ExportFormats`` lists those a build has. The shape is the one every
/// output shares (`OutputFormat`: `name` — "spec", "css", "lottie", "dotlottie" — and
/// `fileExtension` — "json", "html", "lottie"), so an export is kept as a golden by the same
/// store and rule as traces and images (``ExportFormat/goldenState(kept:made:take:tolerance:)``).
public protocol ExportFormat: OutputFormat {
    /// Encodes the take. Throws ``ExportFailure`` with a readable reason when it cannot.
    func encode(_ take: ExportTake) throws(ExportFailure) -> ExportOutput
    /// The replay of output files this format wrote earlier (the main file first), read back
    /// from their bytes — for measuring a file that was edited since (`segue export
    /// --measure`); nil when the format cannot read its output back.
    func replay(reading files: [ExportFile]) throws(ExportFailure) -> (any ExportReplay)?
    /// The same format fitting its curves (keys, stops) within `tolerance`: a tighter one
    /// gives more keys and a smaller error. A format that fits nothing returns itself.
    func fitting(within tolerance: ExportTolerance) -> any ExportFormat
}

extension ExportFormat {
    /// A format that fits nothing (it writes the engine's values or named curves exactly).
    public func fitting(within tolerance: ExportTolerance) -> any ExportFormat { self }

    /// A format that cannot read its output back.
    public func replay(reading files: [ExportFile]) throws(ExportFailure) -> (any ExportReplay)? { nil }
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
