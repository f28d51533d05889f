/// A golden a run failed on and left a run's file for (`.actual`): what `segue test --review`
/// lists and accepts.
///
/// Promises: ``name`` is a plain golden name (letters, digits, `_`, `-`, `.`; no leading dot) and every file
/// named here is a plain file name in ``folder`` (the run's files) or in the project's
/// `__goldens__` folder (the golden); ``id`` is unique within one review.
public struct PendingGolden: Sendable, Equatable {
    /// What kind of golden it is.
    public enum Kind: String, Sendable {
        /// A golden trace, `NAME.trace`; the run's is `NAME.actual.trace`.
        case trace
        /// Image goldens, `NAME.K.png`; the run's frames that differ are `NAME.K.actual.png`.
        case images
        /// An animated image golden, `NAME.animated.png`; the run's is `NAME.animated.actual.png`.
        case animated
        /// An export golden, `NAME.EXT` (`expect(s:export(FMT)):matches_golden(NAME)`); the
        /// run's export is `NAME.actual.EXT`.
        case export
    }

    /// `FOLDER/__goldens__/NAME.trace`, `FOLDER/__goldens__/NAME.*.png` or
    /// `FOLDER/__goldens__/NAME.animated.png`: the golden's path in the project, as the
    /// review names it (what `segue test --accept` takes and the page shows).
    public var id: String
    /// What kind of golden it is.
    public var kind: Kind
    /// The golden's name in its spec (`matches_golden("NAME")`).
    public var name: String
    /// The project's `__goldens__` folder the golden is in, as the review names it.
    public var folder: String
    /// Whether there is no golden yet: accepting makes it.
    public var isNew: Bool
    /// The frames the run left (`NAME.K.actual.png`), for image goldens; empty otherwise.
    public var frames: [Int]
    /// What differs, in words.
    public var failure: String
    /// `NAME.report.html` beside the run's file when there is one (the motion diff report).
    public var report: String?
    /// The export golden's file extension (`json`, `lottie`, `html`); empty for other kinds.
    public var fileExtension = ""

    /// The run's file of a trace or animated golden (frame 1's for images).
    public var actualFile: String {
        switch kind {
        case .trace: "\(name).actual.trace"
        case .images: "\(name).\(frames.first ?? 1).actual.png"
        case .animated: "\(name).animated.actual.png"
        case .export: "\(name).actual.\(fileExtension)"
        }
    }
}
