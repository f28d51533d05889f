/// One containment or appearance callback received by a controller.
public struct LifecycleEvent: Equatable, Sendable, CustomStringConvertible {
    /// What happened.
    public enum Kind: String, Sendable {
        case willMoveToParent, didMoveToParent
        case viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
    }

    /// The controller that received the callback.
    public var controller: String
    /// The callback.
    public var kind: Kind
    /// For containment callbacks, the parent's id, or `nil` when moving out of a parent.
    public var parent: String?

    /// Creates an event.
    public init(controller: String, kind: Kind, parent: String? = nil) {
        self.controller = controller
        self.kind = kind
        self.parent = parent
    }

    /// `"card.willMoveToParent(nil)"`, `"card.viewDidAppear"`.
    public var description: String {
        switch kind {
        case .willMoveToParent, .didMoveToParent:
            "\(controller).\(kind.rawValue)(\(parent ?? "nil"))"
        default:
            "\(controller).\(kind.rawValue)"
        }
    }
}

/// The inspectable record of every lifecycle callback of a scene, in order.
public final class LifecycleLog {
    /// Everything recorded so far.
    public private(set) var events: [LifecycleEvent] = []
    /// Notes the engine adds, such as a duplicate `completeTransition` it ignored.
    public private(set) var diagnostics: [String] = []

    /// Creates an empty log.
    public init() {}

    /// Appends an event.
    public func record(_ event: LifecycleEvent) { events.append(event) }

    /// Appends a diagnostic note.
    public func note(_ text: String) { diagnostics.append(text) }

    /// Forgets what was recorded.
    public func clear() {
        events.removeAll()
        diagnostics.removeAll()
    }

    /// The events' descriptions, one string each.
    public var lines: [String] { events.map(\.description) }
}
