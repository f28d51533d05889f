/// A transition a stage can be asked to start, independent of any one container object, so
/// that the same request can be made again on a rebuilt scene (the REPL's hot reload).
public enum StageRequest: Equatable, Sendable, CustomStringConvertible {
    /// The container's natural next transition (`TransitionContainer.beginTransition(interactive:)`).
    case next
    /// A swipe container's page, 1-based.
    case showPage(Int)
    /// A tab bar's tab, 1-based.
    case select(Int)
    /// A navigation stack's next page pushed, or its top popped.
    case push, pop
    /// A modal container's next page presented, or its top dismissed.
    case present, dismiss
    /// Whatever a pan in this direction starts (interactive under a finger; timed when a
    /// reload redoes it).
    case pan(PanDirection)
    /// A modal container's presented sheet moved to the detent with this identifier.
    case selectDetent(String)

    /// The stage method's name and argument: `begin`, `showPage(2)`, `push`, ….
    public var description: String {
        switch self {
        case .next: "begin"
        case .showPage(let page): "showPage(\(page))"
        case .select(let tab): "select(\(tab))"
        case .push: "push"
        case .pop: "pop"
        case .present: "present"
        case .dismiss: "dismiss"
        case .pan(let direction): "a pan \(direction.rawValue)"
        case .selectDetent(let identifier): "selectDetent(\(identifier))"
        }
    }

    /// Asks `scene`'s container for the transition; returns whether it started. Throws when
    /// the container is of another kind or has nothing to push.
    public func perform(on scene: Scene, interactive: Bool) throws(StageError) -> Bool {
        let container = scene.container
        func wrong(_ method: String, _ kind: String) -> StageError {
            .wrongContainer(request: method, needs: kind, has: scene.blueprint.container.rawValue)
        }
        switch self {
        case .next:
            return container.beginTransition(interactive: interactive)
        case .showPage(let page):
            guard let swipe = container as? SwipeContainerController else { throw wrong("showPage", "swipe") }
            return swipe.transition(toPage: try zeroBased(page, "showPage"), interactive: interactive)
        case .select(let tab):
            guard let tabs = container as? TabBarController else { throw wrong("select", "tabs") }
            return tabs.select(try zeroBased(tab, "select"), interactive: interactive)
        case .push:
            guard let navigation = container as? NavigationController else { throw wrong("push", "navigation") }
            guard let next = navigation.upcoming.first else { throw .nothingToPush }
            return navigation.push(next, interactive: interactive)
        case .pop:
            guard let navigation = container as? NavigationController else { throw wrong("pop", "navigation") }
            return navigation.pop(interactive: interactive)
        case .present:
            guard let modal = container as? ModalContainerController else { throw wrong("present", "modal") }
            return modal.present(interactive: interactive)
        case .dismiss:
            guard let modal = container as? ModalContainerController else { throw wrong("dismiss", "modal") }
            return modal.dismiss(interactive: interactive)
        case .pan(let direction):
            return container.beginNamedTransition(panning: direction, interactive: interactive)
        case .selectDetent(let identifier):
            guard let modal = container as? ModalContainerController else { throw wrong("selectDetent", "modal") }
            guard modal.presentation.style == .pageSheet else { throw .notASheet }
            let known = modal.presentation.sheet.detents.map(\.identifier)
            guard known.contains(identifier) else { throw .unknownDetent(identifier, known: known) }
            return modal.selectDetent(identifier, interactive: interactive)
        }
    }
}

/// A 1-based page number as an index, or an error: `page - 1` on a user's number must not
/// overflow.
private func zeroBased(_ page: Int, _ method: String) throws(StageError) -> Int {
    guard page >= 1, page <= 1_000_000 else { throw .pageOutOfRange(page) }
    return page - 1
}

/// A transition a stage started: what was asked, how, and how it ended (nil while running).
public struct StageStart: Equatable, Sendable {
    /// The transition asked for.
    public var request: StageRequest
    /// Whether it began held by an interactor.
    public var interactive: Bool
    /// True when it completed, false when it was cancelled; nil while it runs.
    public var outcome: Bool?

    /// A start of `request`, ended with `outcome` (nil: still running).
    public init(request: StageRequest, interactive: Bool, outcome: Bool?) {
        self.request = request
        self.interactive = interactive
        self.outcome = outcome
    }
}
