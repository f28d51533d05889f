import Segue
import SegueCore
import SegueLua

/// The page's comparison of the working copy with its last commit: while it is on, every
/// take of the working copy is followed by the committed version's take of the same input,
/// so that the page can show both under one playhead.
///
/// Promises: `HEAD` is read again for every take (a commit made while the page is open is
/// what it compares with next), and the committed version is loaded again only when its
/// bytes changed; a committed version that does not load or fails is an `error` message in
/// the `compare` context, and never touches the live version or its take.
final class CommittedComparison {
    private let path: String
    private let limits: ScriptLimits
    private var version: ScriptVersion?
    private var commit = ""
    /// Whether takes are compared now.
    private(set) var isOn = false

    /// A comparison, off, of the script at `path`, whose committed version runs under `limits`.
    init(path: String, limits: ScriptLimits) {
        self.path = path
        self.limits = limits
    }

    /// Starts comparing; the messages for the current take's `input` (nil: none yet).
    func start(_ input: TakeInput?) -> [String] {
        isOn = true
        return input.map(messages(for:)) ?? []
    }

    /// Stops comparing and lets the committed version go.
    func stop() {
        isOn = false
        version = nil
    }

    /// The committed version's take of `input`, as a `baseline` message, or the `error`
    /// that stopped it; nothing when the comparison is off.
    func messages(for input: TakeInput) -> [String] {
        guard isOn else { return [] }
        do {
            let committed = try CommittedScript.read(path)
            if version?.bytes != committed.bytes {
                version = nil
                version = try ScriptVersion(bytes: committed.bytes, name: "\(path)@HEAD", limits: limits)
            }
            commit = committed.commit
            guard let version else { return [] }
            let take = try version.record(input)
            return [PreviewMessages.baseline(take, label: "git HEAD \(commit)")]
        } catch {
            return [PreviewMessages.error(error, context: "compare")]
        }
    }
}
