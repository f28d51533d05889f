/// One containment or appearance callback received by a controller.
public struct LifecycleEvent: Equatable, Sendable, CustomStringConvertible {
    /// What happened.
    public enum Kind: String, Sendable {
        case willMoveToParent, didMoveToParent
        case viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
        /// The presentation controller's callbacks, recorded for the presented controller.
        case presentationTransitionWillBegin, presentationTransitionDidEnd
        case dismissalTransitionWillBegin, dismissalTransitionDidEnd
    }

    /// The controller that received the callback.
    public var controller: String
    /// The callback.
    public var kind: Kind
    /// For containment callbacks, the parent's id, or `nil` when moving out of a parent.
    public var parent: String?

    /// For the did-end callbacks of a presentation controller: whether it completed.
    public var completed: Bool?

    /// Creates an event.
    public init(controller: String, kind: Kind, parent: String? = nil, completed: Bool? = nil) {
        self.controller = controller
        self.kind = kind
        self.parent = parent
        self.completed = completed
    }

    /// `"card.willMoveToParent(nil)"`, `"card.viewDidAppear"`.
    public var description: String {
        switch kind {
        case .willMoveToParent, .didMoveToParent:
            "\(controller).\(kind.rawValue)(\(parent ?? "nil"))"
        case .presentationTransitionDidEnd, .dismissalTransitionDidEnd:
            "\(controller).\(kind.rawValue)(\(completed ?? false))"
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
