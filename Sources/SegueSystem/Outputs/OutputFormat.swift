/// The shape every way out of Segue shares — `segue render`'s drawings, `segue export`'s
/// formats, the goldens a spec keeps: a name, a file extension, and how two outputs of the
/// format are compared (``state(kept:made:)``), which is what ``GoldenStore`` keeps them by.
/// Formats are values, listed in a registry per command (`RenderFormats`, `ExportFormats`),
/// looked up by name instead of switched on.
public protocol OutputFormat: Sendable {
    /// The name `--format` takes ("png", "lottie", …).
    var name: String { get }
    /// The main file's extension, without the dot ("png", "json", "html").
    var fileExtension: String { get }
    /// How a kept output (`kept`, the golden's bytes) stands against a newly made one:
    /// ``GoldenState/identical`` when they hold the same content as this format reads it,
    /// ``GoldenState/differs`` otherwise. By default the same bytes; a format whose bytes vary
    /// for the same content (a PNG's compression) compares what they decode to.
    func state(kept: [UInt8], made: [UInt8]) -> GoldenState
}

extension OutputFormat {
    /// The same bytes are the same content; any other bytes differ.
    public func state(kept: [UInt8], made: [UInt8]) -> GoldenState {
        kept == made ? .identical : .differs
    }
}
