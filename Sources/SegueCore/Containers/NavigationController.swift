/// UIKit's `UINavigationController`, headless: a stack of controllers; push moves forward
/// (`direction = 1`, `kind = "push"`), pop moves back (`direction = -1`, `kind = "pop"`).
/// The controllers below the top stay children; only the top's view is in the container.
///
/// Order of calls (tested), pushing B over A — begins: `B.willMoveToParent(nav)`,
/// `A.viewWillDisappear`, `B.viewWillAppear`; completed: `A.viewDidDisappear`,
/// `B.viewDidAppear`, `B.didMoveToParent(nav)`; cancelled: `B.viewWillDisappear`,
/// `B.viewDidDisappear`, `A.viewWillAppear`, `A.viewDidAppear`, `B.willMoveToParent(nil)`,
/// `B.didMoveToParent(nil)`.
/// Popping B off A — begins: `B.willMoveToParent(nil)`, `B.viewWillDisappear`,
/// `A.viewWillAppear`; completed: `B.viewDidDisappear`, `A.viewDidAppear`,
/// `B.didMoveToParent(nil)`; cancelled: `A.viewWillDisappear`, `A.viewDidDisappear`,
/// `B.viewWillAppear`, `B.viewDidAppear`, `B.didMoveToParent(nav)`.
public final class NavigationController: ContainerController {
    /// The stack, bottom first.
    public private(set) var viewControllers: [ViewController] = []
    /// Controllers ``beginTransition(interactive:)`` pushes next, in order (a scene's pages
    /// beyond the initial stack).
    public var upcoming: [ViewController] = []

    /// The controller on top.
    public var topViewController: ViewController? { viewControllers.last }

    /// Creates a navigation controller with a root view of `size`.
    public init(id: String = "navigation", size: Size, store: ViewStore, log: LifecycleLog, clock: VirtualClock) {
        let root = store.makeView(id: id, frame: Rect(origin: .zero, size: size))
        super.init(id: id, view: root, log: log, clock: clock)
    }

    /// Replaces the stack at once, without animation; the top's view fills the container.
    public func setViewControllers(_ controllers: [ViewController]) {
        if let top = topViewController { unembed(top) }
        for child in viewControllers.dropLast() { child.willMove(toParent: nil); child.removeFromParent() }
        viewControllers = []
        for (i, child) in controllers.enumerated() {
            if i == controllers.count - 1 {
                embed(child, in: view)
            } else {
                addChild(child)
                child.didMove(toParent: self)
            }
        }
        viewControllers = controllers
    }

    /// Pushes the next upcoming controller, or pops when there is none.
    @discardableResult
    public override func beginTransition(interactive: Bool) -> Bool {
        if let next = upcoming.first {
            // Leaves `upcoming` when the push completes, so a cancelled push loses nothing.
            return push(next, interactive: interactive)
        }
        return pop(interactive: interactive)
    }

    /// A rightward pan pops the top page (UIKit's interactive pop); a leftward one pushes
    /// the next upcoming page.
    @discardableResult
    public override func beginTransition(panning direction: PanDirection, interactive: Bool) -> Bool {
        switch direction {
        case .right: pop(interactive: interactive)
        case .left: upcoming.first.map { push($0, interactive: interactive) } ?? false
        case .up, .down: false
        }
    }

    /// The left edge, where UIKit's interactive pop begins.
    public override var naturalPanEdge: ScreenEdge? { .left }

    /// Pushes `controller`; false when a transition runs, no animator is set, or it is
    /// already in the stack.
    @discardableResult
    public func push(_ controller: ViewController, interactive: Bool = false) -> Bool {
        guard let from = topViewController, !viewControllers.contains(where: { $0 === controller }) else { return false }
        var request = Request(from: from, to: controller, containerView: view, direction: 1, kind: "push",
                              interactive: interactive)
        request.initialFrames = [.from: view.bounds]
        request.finalFrames = [.to: view.bounds]
        request.willBegin = { [unowned self] in
            addChild(controller)
            from.beginAppearanceTransition(isAppearing: false)
            controller.beginAppearanceTransition(isAppearing: true)
        }
        request.didEnd = { [unowned self] completed in
            if completed {
                from.view.removeFromSuperview()
                from.endAppearanceTransition()
                controller.endAppearanceTransition()
                place(controller)
                controller.didMove(toParent: self)
                viewControllers.append(controller)
                upcoming.removeAll { $0 === controller }
            } else {
                controller.view.removeFromSuperview()
                revertAppearance(incoming: controller, outgoing: from)
                place(from)
                controller.willMove(toParent: nil)
                controller.removeFromParent()
            }
        }
        return run(request)
    }

    /// Pops the top controller; false when only the root is left or a transition runs.
    @discardableResult
    public func pop(interactive: Bool = false) -> Bool {
        guard viewControllers.count >= 2 else { return false }
        let from = viewControllers[viewControllers.count - 1]
        let to = viewControllers[viewControllers.count - 2]
        var request = Request(from: from, to: to, containerView: view, direction: -1, kind: "pop",
                              interactive: interactive)
        request.initialFrames = [.from: view.bounds]
        request.finalFrames = [.to: view.bounds]
        request.willBegin = {
            from.willMove(toParent: nil)
            from.beginAppearanceTransition(isAppearing: false)
            to.beginAppearanceTransition(isAppearing: true)
        }
        request.didEnd = { [unowned self] completed in
            if completed {
                from.view.removeFromSuperview()
                from.endAppearanceTransition()
                to.endAppearanceTransition()
                place(to)
                from.removeFromParent()
                viewControllers.removeLast()
                upcoming.insert(from, at: 0)
            } else {
                to.view.removeFromSuperview()
                revertAppearance(incoming: to, outgoing: from)
                place(from)
                from.didMove(toParent: self)
            }
        }
        return run(request)
    }

    private func place(_ controller: ViewController) {
        if controller.view.superview !== view { view.addSubview(controller.view) }
        controller.view.frame = view.bounds
    }
}
