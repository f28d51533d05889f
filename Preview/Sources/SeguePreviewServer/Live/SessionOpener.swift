import Segue
import SegueCore
import SeguePreview

/// Opens a page's session on a file that may not load now: it tries the file when the page
/// connects and again only when the file (or its folder) changed, and reports each distinct
/// error once.
///
/// Promises: a file that fails the same way is loaded once per change, never in a loop; a
/// missing file, a FIFO or an unreadable file costs a `stat` per check and nothing more.
struct SessionOpener {
    /// What one attempt did.
    enum Attempt {
        /// The session is open.
        case opened(PreviewSession)
        /// The file did not load; the error message to send, or nil when it was sent already.
        case failed(String?)
        /// The file has not changed since the last attempt.
        case waiting
    }

    let path: String
    let limits: ScriptLimits
    private var tried: FileSignature?
    private var reported: String?

    init(path: String, limits: ScriptLimits) {
        self.path = path
        self.limits = limits
    }

    /// Whether an error was sent (the page must be told when it clears).
    var hasReported: Bool { reported != nil }

    /// Tries the file if it changed since the last attempt.
    mutating func attempt() -> Attempt {
        let signature = FileSignature(path: path)
        guard signature != tried else { return .waiting }
        tried = signature
        do {
            return .opened(try PreviewSession(path: path, limits: limits))
        } catch {
            let message = PreviewMessages.error(error, context: "open")
            defer { reported = message }
            return .failed(message == reported ? nil : message)
        }
    }
}
