/// One containment or appearance callback received by a controller.
public struct LifecycleEvent: Equatable, Sendable, CustomStringConvertible {
    /// What happened.
    public enum Kind: String, Sendable {
        case willMoveToParent, didMoveToParent
        case viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
        /// The presentation controller's callbacks, recorded for the presented controller.
        case presentationTransitionWillBegin, presentationTransitionDidEnd
        case dismissalTransitionWillBegin, dismissalTransitionDidEnd
        /// A sheet's delegate callbacks: it came to rest at another detent, or a drag tried
        /// to dismiss it while `isModalInPresentation` refused.
        case sheetPresentationControllerDidChangeSelectedDetentIdentifier
        case presentationControllerDidAttemptToDismiss
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

/// The inspectable record of a scene's lifecycle callbacks, in order, bounded so that a
/// long session (a REPL left running, a spec driving thousands of transitions on one stage)
/// does not grow for ever: it keeps the most recent events, at most ``capacity`` of them.
/// When it is full, the oldest quarter is forgotten at once (so a record stays cheap) and
/// counted in ``forgottenEvents``. Diagnostics are bounded the same way.
public final class LifecycleLog {
    /// The most events (and the most diagnostics) kept: 4096 by default, far more than a
    /// transition records (a dozen), so a spec or a REPL command sees everything since it
    /// last cleared the log.
    public let capacity: Int
    /// The most recent events, oldest first.
    public private(set) var events: [LifecycleEvent] = []
    /// Notes the engine adds, such as a duplicate `completeTransition` it ignored.
    public private(set) var diagnostics: [String] = []
    /// How many events were forgotten to keep the log within ``capacity`` since it was
    /// created or last cleared.
    public private(set) var forgottenEvents = 0

    /// Creates an empty log that keeps at most `capacity` events (at least 4).
    public init(capacity: Int = 4096) {
        self.capacity = max(capacity, 4)
    }

    /// Appends an event, forgetting the oldest quarter first when the log is full.
    public func record(_ event: LifecycleEvent) {
        if events.count >= capacity {
            let dropped = capacity / 4
            events.removeFirst(dropped)
            forgottenEvents += dropped
        }
        events.append(event)
    }

    /// Appends a diagnostic note, forgetting the oldest quarter first when they are full.
    public func note(_ text: String) {
        if diagnostics.count >= capacity { diagnostics.removeFirst(capacity / 4) }
        diagnostics.append(text)
    }

    /// Forgets what was recorded.
    public func clear() {
        events.removeAll()
        diagnostics.removeAll()
        forgottenEvents = 0
    }

    /// The events' descriptions, one string each.
    public var lines: [String] { events.map(\.description) }
}
