import SegueCore

/// What a format wrote for a take: its files (the main one first), the values a player of
/// them would show, and what it could not express.
public struct ExportOutput: Sendable {
    /// The files, the main file first (extra files: the spec's HTML sheet, …). Names are
    /// bare file names (no folder); the caller chooses where they go.
    public var files: [ExportFile]
    /// The format's own replay of what it wrote: the value a conforming player shows for a
    /// view's property at a time. The measured error is the engine's trace against this
    /// replay at every frame time (``ExportError/measure(_:against:)``).
    public var replay: any ExportReplay
    /// What the target cannot express, named, never dropped silently (e.g.
    /// "card.rotationX: 3-D rotation, Lottie has none").
    public var unsupported: [String]

    /// An output of `files`, replayed by `replay`.
    public init(files: [ExportFile], replay: any ExportReplay, unsupported: [String] = []) {
        self.files = files
        self.replay = replay
        self.unsupported = unsupported
    }
}

/// One file of an export: its bare name and its bytes.
public struct ExportFile: Sendable, Equatable {
    /// The file's name, without a folder (`panel.spec.json`).
    public var name: String
    /// Its contents.
    public var bytes: [UInt8]

    /// A file named `name` holding `bytes`.
    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }

    /// A file named `name` holding `text` as UTF-8.
    public init(name: String, text: String) {
        self.name = name
        self.bytes = Array(text.utf8)
    }
}

/// The values a player of an export would show.
public protocol ExportReplay: Sendable {
    /// The value of `property` of the view `view` at take time `time`, seconds; nil when the
    /// output does not carry that property of that view at all.
    func value(view: String, property: ViewProperty, at time: Double) -> Double?
}
