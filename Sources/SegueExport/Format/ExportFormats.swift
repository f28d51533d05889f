/// The formats this build can export to, and the names of every format Segue defines.
///
/// Registering a format is one line: its value in ``registered``.
public enum ExportFormats {
    /// Every format name `segue export --format` knows, whether or not this build has it.
    public static let names = ["spec", "css", "lottie", "dotlottie"]

    /// The formats this build has, by value.
    public static let registered: [any ExportFormat] = [
        SpecFormat(),
        LottieFormat(),
        DotLottieFormat(),
        CSSExportFormat(),
    ]

    /// The registered format named `name`, or nil.
    public static func format(named name: String) -> (any ExportFormat)? {
        registered.first { $0.name == name }
    }

    /// Why `name` cannot be used, or nil when it can: "format X is not available in this
    /// build" for a format Segue defines but this build lacks, an unknown name's list of
    /// known ones otherwise.
    public static func refusal(of name: String) -> String? {
        if format(named: name) != nil { return nil }
        if names.contains(name) { return "format \(name) is not available in this build" }
        return "unknown format '\(name)' (formats: \(names.joined(separator: ", ")))"
    }
}
