import Synchronization

/// One frame that did not match its image golden in a run.
public struct ImageGoldenFailure: Sendable, Equatable {
    /// The spec file that checked it.
    public var spec: String
    /// The golden's name.
    public var name: String
    /// The frame, 1-based.
    public var frame: Int
    /// The golden PNG; nil when there is none yet.
    public var golden: String?
    /// The run's PNG, written beside the golden; nil when the golden's instant is not in the
    /// run's take (it got shorter).
    public var actual: String?
    /// The diff PNG; nil when the sizes differ or there is no golden.
    public var diff: String?
    /// What differs, in words.
    public var words: String
    /// The run's frame's time since the run began, seconds, and its presented progress, when known.
    public var time: Double? = nil
    public var progress: Double? = nil
    /// The instant the golden shows (`ImageGoldenInstants`): the run's frame is the one at
    /// that time when the take's instants moved; nil when the golden keeps none.
    public var goldenTime: Double? = nil
    public var goldenProgress: Double? = nil
    /// Whether the golden keeps no instants (recorded before they were kept), so its frame K
    /// was compared with the run's frame K.
    public var pairedByNumber = false
}

/// The failing image-golden frames of a `segue test` run, collected from every spec file so
/// the runner can show them on one page at the end (``ImageGoldenPage``). Safe to share.
public final class ImageGoldenLog: Sendable {
    private let entries = Mutex<[ImageGoldenFailure]>([])

    /// Where the runner writes the page of these failures (`segue test --image-report`), for a
    /// failing test's message to name (``FailureReports``); nil: no page is written.
    public let page: String?

    /// An empty log whose failures are shown on the page at `page` (nil: none).
    public init(page: String? = nil) { self.page = page }

    /// Adds a failing frame.
    public func add(_ failure: ImageGoldenFailure) {
        entries.withLock { $0.append(failure) }
    }

    /// Every failing frame so far, in the order they failed.
    public var failures: [ImageGoldenFailure] { entries.withLock { $0 } }
}
