import Synchronization

/// What a `segue test` run did with its goldens, collected from every spec file (and every
/// job) so the runner can say it at the end: which golden names each `__goldens__` folder's
/// specs used — for finding the obsolete goldens no spec touched (``ObsoleteGoldens``) — and
/// which golden files the run wrote. Safe to share.
public final class GoldenLedger: Sendable {
    private struct Entries {
        var traces: [String: Set<String>] = [:]
        var images: [String: [String: Int]] = [:]
        var animated: [String: [String: Int]] = [:]
        var files: [String: Set<String>] = [:]
        var specs: Set<String> = []
        var written: [String] = []
    }

    private let entries = Mutex(Entries())

    /// An empty ledger.
    public init() {}

    /// Notes that a spec in the folder whose `__goldens__` is `folder` checked the golden
    /// trace `name`.
    public func usedTrace(_ name: String, in folder: String) {
        entries.withLock { _ = $0.traces[folder, default: []].insert(name) }
    }

    /// Notes that a spec checked the image golden `name` with `frames` frames.
    public func usedImages(_ name: String, frames: Int, in folder: String) {
        entries.withLock { $0.images[folder, default: [:]][name] = max($0.images[folder]?[name] ?? 0, frames) }
    }

    /// Notes that a spec checked the animated image golden `name` with `frames` frames.
    public func usedAnimated(_ name: String, frames: Int, in folder: String) {
        entries.withLock { $0.animated[folder, default: [:]][name] = max($0.animated[folder]?[name] ?? 0, frames) }
    }

    /// Notes that a spec in the folder whose `__goldens__` is `folder` checked a golden kept
    /// as the one file `golden` (an export's `NAME.EXT`) whose failing run writes `actual`:
    /// neither is obsolete, whatever its name looks like.
    public func usedFile(_ golden: String, actual: String, in folder: String) {
        entries.withLock { $0.files[folder, default: []].formUnion([golden, actual]) }
    }

    /// Whether a spec in `folder` checked the golden file `name` (or wrote it as a run's
    /// `.actual`) through ``usedFile(_:actual:in:)``.
    public func usesFile(_ name: String, in folder: String) -> Bool {
        entries.withLock { $0.files[folder]?.contains(name) ?? false }
    }

    /// How many frames of the animated image golden `name` a spec in `folder` checked (0: none).
    public func animatedFrames(_ name: String, in folder: String) -> Int {
        entries.withLock { $0.animated[folder]?[name] ?? 0 }
    }

    /// Notes that the spec file `path` ran.
    public func ran(spec path: String) {
        entries.withLock { _ = $0.specs.insert(path) }
    }

    /// Notes that the run wrote the golden file `path`.
    public func wrote(_ path: String) {
        entries.withLock { $0.written.append(path) }
    }

    /// The golden files the run wrote, in the order it wrote them.
    public var written: [String] { entries.withLock { $0.written } }

    /// The spec files that ran.
    public var specs: Set<String> { entries.withLock { $0.specs } }

    /// Whether a spec in `folder` (a `__goldens__` path) used the golden trace `name`.
    public func usesTrace(_ name: String, in folder: String) -> Bool {
        entries.withLock { $0.traces[folder]?.contains(name) ?? false }
    }

    /// How many frames of the image golden `name` a spec in `folder` checked (0: none).
    public func imageFrames(_ name: String, in folder: String) -> Int {
        entries.withLock { $0.images[folder]?[name] ?? 0 }
    }
}
