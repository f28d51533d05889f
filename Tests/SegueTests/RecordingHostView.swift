import Segue

/// A host view that keeps the last state it was told and every change, like an
/// application's own view model would.
final class RecordingHostView: HostView {
    let viewID: String
    var layout: ViewLayout
    private(set) var changes: [ViewChange] = []
    private(set) var state: ViewState?

    init(_ id: String, layout: ViewLayout = ViewLayout()) {
        viewID = id
        self.layout = layout
    }

    func apply(_ change: ViewChange) {
        changes.append(change)
        state = change.state
    }
}

/// Paths of the repository, for tests that load its examples.
enum Repository {
    static let root: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()

    static func example(_ name: String) -> String { root + "/examples/" + name }
}
