/// UIKit's `UITabBarController`, headless: every tab is a child for good; selecting another
/// tab swaps the views, moving right (`direction = 1`) to a higher index and left
/// (`direction = -1`) to a lower one (`kind = "tab"`).
///
/// Order of calls (tested), selecting B from A — begins: `A.viewWillDisappear`,
/// `B.viewWillAppear`; completed: `A.viewDidDisappear`, `B.viewDidAppear`; cancelled:
/// `B.viewWillDisappear`, `B.viewDidDisappear`, `A.viewWillAppear`, `A.viewDidAppear`.
/// No containment calls: tabs never leave their parent.
public final class TabBarController: ContainerController {
    /// The tabs, in order.
    public private(set) var tabs: [ViewController] = []
    /// The index of the tab on screen.
    public private(set) var selectedIndex = 0
    /// Where each pan leads (``SwipeOptions/steps``) and whether the tabs wrap round; the
    /// blur and indicator options are the swipe container's and do nothing here.
    public var options = SwipeOptions()

    /// Creates a tab bar controller with a root view of `size`.
    public init(id: String = "tabs", size: Size, store: ViewStore, log: LifecycleLog, clock: VirtualClock) {
        let root = store.makeView(id: id, frame: Rect(origin: .zero, size: size))
        super.init(id: id, view: root, log: log, clock: clock)
    }

    /// Sets the tabs and shows `selected`, without animation.
    public func setTabs(_ controllers: [ViewController], selected: Int = 0) {
        for tab in tabs { tab.willMove(toParent: nil); tab.view.removeFromSuperview(); tab.removeFromParent() }
        tabs = controllers
        guard !controllers.isEmpty else { return }
        selectedIndex = max(0, min(selected, controllers.count - 1))
        for (i, tab) in controllers.enumerated() {
            if i == selectedIndex {
                embed(tab, in: view)
            } else {
                addChild(tab)
                tab.didMove(toParent: self)
            }
        }
    }

    /// Selects the next tab, or the previous one from the last.
    @discardableResult
    public override func beginTransition(interactive: Bool) -> Bool {
        select(selectedIndex + 1 < tabs.count ? selectedIndex + 1 : selectedIndex - 1, interactive: interactive)
    }

    /// The tab ``SwipeOptions/steps`` gives `direction` (by default a leftward pan selects the
    /// next tab, a rightward one the previous; ``SwipeOptions/wraps`` leads on from the last
    /// to the first), named in the context as `pan`; its direction is +1 towards the next tab.
    @discardableResult
    public override func beginTransition(panning direction: PanDirection, interactive: Bool) -> Bool {
        guard let step = options.steps[direction],
              let index = options.index(step, from: selectedIndex, count: tabs.count) else { return false }
        return select(index, interactive: interactive, direction: step == .next ? 1 : -1, pan: direction)
    }

    /// The axis of the directions ``SwipeOptions/steps`` answers.
    public override var panAxis: PanAxis { options.axis }

    /// Selects tab `index`; false when it is not another valid tab or a transition runs.
    @discardableResult
    public func select(_ index: Int, interactive: Bool = false) -> Bool {
        select(index, interactive: interactive, direction: index > selectedIndex ? 1 : -1, pan: nil)
    }

    private func select(_ index: Int, interactive: Bool, direction: Double, pan: PanDirection?) -> Bool {
        guard tabs.indices.contains(index), index != selectedIndex else { return false }
        let from = tabs[selectedIndex], to = tabs[index]
        var request = Request(from: from, to: to, containerView: view, direction: direction,
                              kind: "tab", interactive: interactive)
        request.pan = pan
        request.initialFrames = [.from: view.bounds]
        request.finalFrames = [.to: view.bounds]
        request.willBegin = {
            from.beginAppearanceTransition(isAppearing: false)
            to.beginAppearanceTransition(isAppearing: true)
        }
        request.didEnd = { [unowned self] completed in
            let shown = completed ? to : from, hidden = completed ? from : to
            if completed {
                from.endAppearanceTransition()
                to.endAppearanceTransition()
                selectedIndex = index
            } else {
                revertAppearance(incoming: to, outgoing: from)
            }
            hidden.view.removeFromSuperview()
            if shown.view.superview !== view { view.addSubview(shown.view) }
            shown.view.frame = view.bounds
        }
        return run(request)
    }
}
