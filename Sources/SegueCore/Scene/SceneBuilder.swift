/// Errors in a scene description.
public struct SceneError: Error, CustomStringConvertible, Equatable {
    /// What is wrong.
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// A built scene: its store, log, clock and container.
public final class Scene {
    public let blueprint: SceneDescription
    public let store: ViewStore
    public let log: LifecycleLog
    public let clock: VirtualClock
    public let container: TransitionContainer
    /// Every controller the description declared (the background first, then the pages),
    /// whether or not it is in the container now.
    public let controllers: [ViewController]

    init(description: SceneDescription, store: ViewStore, log: LifecycleLog, clock: VirtualClock,
         container: TransitionContainer, controllers: [ViewController]) {
        self.blueprint = description
        self.store = store
        self.log = log
        self.clock = clock
        self.container = container
        self.controllers = controllers
    }

    /// The controller with `id`: the container itself or one the description declared.
    public func controller(id: String) -> ViewController? {
        container.controller.id == id ? container.controller : controllers.first { $0.id == id }
    }

    /// The window: the container's root view.
    public var window: View { container.controller.view }

    /// The view with `id` in the window's tree, if it is in the tree.
    public func view(id: String) -> View? { window.descendant(withID: id) }

    /// The view with `id` among every view ever built for the scene: the one in the window
    /// when there is one, else the latest made (a transition's snapshots and helper views
    /// reuse ids from one transition to the next).
    public func anyView(id: String) -> View? { view(id: id) ?? store.views(withID: id).last }

    /// Builds `description` on a fresh store, log and clock (starting at 0).
    public static func build(_ description: SceneDescription) throws -> Scene {
        let store = ViewStore()
        let log = LifecycleLog()
        let clock = VirtualClock()
        var ids = Set<String>()
        func makeView(_ d: ViewDescription, parentBounds: Rect) throws -> View {
            guard ids.insert(d.id).inserted else { throw SceneError("duplicate view id '\(d.id)'") }
            var frame = d.frame ?? parentBounds
            if d.fillsMissingSize.width { frame.size.width = parentBounds.width - frame.minX }
            if d.fillsMissingSize.height { frame.size.height = parentBounds.height - frame.minY }
            let view = store.makeView(id: d.id, frame: frame)
            if let color = d.backgroundColor { view.backgroundColor = color }
            for (property, value) in d.properties { view[property] = value }
            view.isHidden = d.isHidden
            view.matchID = d.matchID
            view.clipsToBounds = d.clipsToBounds
            for sub in d.subviews { view.addSubview(try makeView(sub, parentBounds: view.bounds)) }
            return view
        }
        let bounds = Rect(origin: .zero, size: description.size)
        var controllers: [ViewController] = []
        func makeController(_ d: ControllerDescription) throws -> ViewController {
            let controller = ViewController(id: d.id, view: try makeView(d.view, parentBounds: bounds), log: log)
            controllers.append(controller)
            return controller
        }
        guard description.size.width > 0, description.size.height > 0 else {
            throw SceneError("scene size must be positive, got \(description.size)")
        }
        guard description.pages.count >= 2 else {
            throw SceneError("a \(description.container.rawValue) scene needs at least 2 pages, got \(description.pages.count)")
        }
        let initial = max(0, min(description.initialPage, description.pages.count - 1))
        let container: ContainerController
        switch description.container {
        case .swipe:
            let swipe = SwipeContainerController(size: description.size, store: store, log: log,
                                                 clock: clock, indicator: description.indicator,
                                                 options: description.swipe)
            ids.formUnion(store.views.map(\.id))
            if let background = description.background {
                swipe.setBackground(try makeController(background))
            }
            swipe.setViewControllers(try description.pages.map(makeController), showing: initial)
            container = swipe
        case .navigation:
            let navigation = NavigationController(size: description.size, store: store, log: log, clock: clock)
            ids.formUnion(store.views.map(\.id))
            let controllers = try description.pages.map(makeController)
            navigation.setViewControllers(Array(controllers[0...initial]))
            navigation.upcoming = Array(controllers[(initial + 1)...])
            container = navigation
        case .tabs:
            let tabs = TabBarController(size: description.size, store: store, log: log, clock: clock)
            ids.formUnion(store.views.map(\.id))
            tabs.options = description.swipe
            tabs.setTabs(try description.pages.map(makeController), selected: initial)
            container = tabs
        case .modal:
            let modal = ModalContainerController(size: description.size, store: store, log: log, clock: clock,
                                                 presentation: description.presentation)
            ids.formUnion(store.views.map(\.id))
            ids.insert("dimming")
            if description.presentation.style == .pageSheet {
                if let problem = description.presentation.sheet.problem { throw SceneError("sheet: \(problem)") }
                if description.presentation.sheet.prefersGrabberVisible { ids.insert("grabber") }
            }
            modal.setPages(try description.pages.map(makeController), presented: initial)
            container = modal
        }
        log.clear()
        return Scene(description: description, store: store, log: log, clock: clock, container: container,
                     controllers: controllers)
    }
}
