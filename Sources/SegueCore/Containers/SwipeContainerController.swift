/// The seed's `SnapchatNavigationController`: a background controller (the camera) behind
/// N pages; moving between pages is an interactive transition driven by an edge pan, with
/// the background blur fading in and the swipe indicator travelling alongside.
///
/// Order of calls (tested): when a transition from page A to page B begins —
/// `A.willMoveToParent(nil)`, `B.willMoveToParent(container)`, `A.viewWillDisappear`,
/// `B.viewWillAppear`. Completed — `A.viewDidDisappear`, `B.viewDidAppear`,
/// `A.didMoveToParent(nil)`, `B.didMoveToParent(container)`. Cancelled —
/// `B.viewWillDisappear`, `B.viewDidDisappear`, `A.viewWillAppear`, `A.viewDidAppear`,
/// `B.willMoveToParent(nil)`, `B.didMoveToParent(nil)`, `A.didMoveToParent(container)`.
///
/// A transition requested while another runs is refused (``ContainerController``'s rule).
///
/// Its ``options`` decouple the pans from the page order (``SwipeOptions``): each pan
/// direction leads to the next page, the previous one or nowhere, the pages may wrap around,
/// and the blur and the indicator can stay out of the transitions. A transition a pan starts
/// names the pan's direction in its context (`userInfo["pan"]`), so its animation can follow
/// the pan rather than the page order.
public final class SwipeContainerController: ContainerController {
    /// Holds the background controller's view.
    public let backgroundViewContainer: View
    /// The blur over the background; its alpha and effect intensity go to 1 on pages past
    /// the first.
    public let backgroundBlurView: View
    /// Holds the current page's view; the transitions' container view.
    public let contentViewContainer: View
    /// The travelling indicator.
    public let swipeIndicatorView: View
    /// The indicator's geometry.
    public let indicatorStyle: SwipeIndicatorStyle
    /// Where each pan leads, whether pages wrap, and whether blur and indicator take part.
    public let options: SwipeOptions

    /// The background controller.
    public private(set) var backgroundController: ViewController?
    /// The pages.
    public private(set) var pages: [ViewController] = []
    /// The page on screen.
    public private(set) var topViewController: ViewController?
    /// The page index on screen.
    public var currentPage: Int { topViewController.flatMap { top in pages.firstIndex { $0 === top } } ?? 0 }

    /// Creates the container with a root view of `size`.
    public init(id: String = "swipe", size: Size, store: ViewStore, log: LifecycleLog, clock: VirtualClock,
                indicator: SwipeIndicatorStyle = SwipeIndicatorStyle(), options: SwipeOptions = SwipeOptions()) {
        let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let root = store.makeView(id: id, frame: bounds)
        backgroundViewContainer = store.makeView(id: "backgroundContainer", frame: bounds)
        backgroundBlurView = store.makeView(id: "backgroundBlur", frame: bounds)
        backgroundBlurView.role = "blur"
        backgroundBlurView.alpha = 0
        backgroundBlurView.backgroundColor = Color(red: 1, green: 1, blue: 1, alpha: 0.6)
        contentViewContainer = store.makeView(id: "contentContainer", frame: bounds)
        indicatorStyle = indicator
        self.options = options
        swipeIndicatorView = store.makeView(id: "swipeIndicator", frame: Rect(
            x: size.width - indicator.edgeInset - indicator.width,
            y: size.height - indicator.bottomInset - indicator.height,
            width: indicator.width, height: indicator.height))
        swipeIndicatorView.backgroundColor = .white
        swipeIndicatorView[.cornerRadius] = indicator.height / 2
        swipeIndicatorView.isHidden = !options.indicator
        super.init(id: id, view: root, log: log, clock: clock)
        for child in [backgroundViewContainer, backgroundBlurView, contentViewContainer, swipeIndicatorView] {
            root.addSubview(child)
        }
    }

    /// The indicator's translation on the last page: the seed's
    /// `-width + 2·xShift + indicatorWidth`.
    public var indicatorTravel: Double {
        -contentViewContainer[.width] + 2 * indicatorStyle.edgeInset + indicatorStyle.width
    }

    /// Sets the background controller (the seed's `setBackground`).
    public func setBackground(_ controller: ViewController) {
        if let old = backgroundController { unembed(old) }
        backgroundController = controller
        embed(controller, in: backgroundViewContainer)
    }

    /// Sets the pages and shows the first (the seed's `setViewControllers`).
    public func setViewControllers(_ controllers: [ViewController], showing index: Int = 0) {
        if let top = topViewController { unembed(top) }
        pages = controllers
        guard !controllers.isEmpty else { return }
        let shown = controllers[max(0, min(index, controllers.count - 1))]
        embed(shown, in: contentViewContainer)
        topViewController = shown
        applyChrome(page: currentPage)
    }

    /// Puts blur and indicator where they stand for `page` (at once, or captured when
    /// called inside an animation block); each only when its option is on.
    public func applyChrome(page: Int) {
        if options.blur {
            let on = page > 0 ? 1.0 : 0.0
            backgroundBlurView.alpha = on
            backgroundBlurView[.effectIntensity] = on
        }
        if options.indicator {
            swipeIndicatorView[.translationX] = page > 0 ? indicatorTravel : 0
        }
    }

    /// The page `step` leads to from the current one, wrapping when ``SwipeOptions/wraps``
    /// says so; nil when there is none.
    public func page(_ step: SwipeOptions.Step) -> Int? {
        options.index(step, from: currentPage, count: pages.count)
    }

    /// The seed's `panGestureDidStart`: starts the transition a swipe in that direction asks
    /// for; false when there is no page that way or a transition is running.
    @discardableResult
    public func panGestureDidStart(rightToLeftSwipe: Bool) -> Bool {
        beginTransition(panning: rightToLeftSwipe ? .left : .right, interactive: true)
    }

    /// The next page, or the previous one when there is no next.
    @discardableResult
    public override func beginTransition(interactive: Bool) -> Bool {
        if let next = page(.next) { return transition(toPage: next, interactive: interactive, direction: 1) }
        guard let previous = page(.previous) else { return false }
        return transition(toPage: previous, interactive: interactive, direction: -1)
    }

    /// The edge a pan must start from on the current page: the one a pan leading to the
    /// next page moves away from, or when there is none, one leading to the previous page
    /// (the seed's: the right edge leads forward, the left edge back from the last page).
    public var panEdge: ScreenEdge {
        for step in SwipeOptions.Step.allCases {
            guard page(step) != nil else { continue }
            for direction in PanDirection.allCases where options.steps[direction] == step {
                return direction.edgeItLeaves
            }
        }
        return .right
    }

    /// ``panEdge``.
    public override var naturalPanEdge: ScreenEdge? { panEdge }

    /// The axis of the directions ``SwipeOptions/steps`` answers.
    public override var panAxis: PanAxis { options.axis }

    /// The page ``SwipeOptions/steps`` gives `direction` (the seed's: a leftward pan shows
    /// the next page, a rightward one the previous), named in the context as `pan`.
    @discardableResult
    public override func beginTransition(panning direction: PanDirection, interactive: Bool) -> Bool {
        guard let step = options.steps[direction], let index = page(step) else { return false }
        return transition(toPage: index, interactive: interactive, direction: step == .next ? 1 : -1, pan: direction)
    }

    /// Moves to page `index`; false when it is not another valid page, no animator is set,
    /// or a transition is already running. The context's direction is +1 towards a later
    /// page, −1 towards an earlier one.
    @discardableResult
    public func transition(toPage index: Int, interactive: Bool) -> Bool {
        transition(toPage: index, interactive: interactive, direction: index > currentPage ? 1 : -1)
    }

    private func transition(toPage index: Int, interactive: Bool, direction: Double, pan: PanDirection? = nil) -> Bool {
        guard activeContext == nil, animator != nil, let from = topViewController,
              pages.indices.contains(index), pages[index] !== from else { return false }
        let to = pages[index]
        var request = Request(from: from, to: to, containerView: contentViewContainer,
                              direction: direction, kind: "swipe", interactive: interactive)
        request.pan = pan
        request.initialFrames = [.from: from.view.frame]
        request.finalFrames = [.to: contentViewContainer.bounds]
        request.willBegin = { [unowned self] in
            from.willMove(toParent: nil)
            addChild(to)
            from.beginAppearanceTransition(isAppearing: false)
            to.beginAppearanceTransition(isAppearing: true)
        }
        // Blur and indicator travel alongside, in the transition's own animator.
        request.alongside = { [unowned self] coordinator in
            coordinator.animate(alongsideTransition: { self.applyChrome(page: index) })
        }
        request.didEnd = { [unowned self] completed in finish(from: from, to: to, completed: completed) }
        return run(request)
    }

    private func finish(from: ViewController, to: ViewController, completed: Bool) {
        if completed {
            from.view.removeFromSuperview()
            from.endAppearanceTransition()
            to.endAppearanceTransition()
            from.removeFromParent()
            if to.view.superview !== contentViewContainer { contentViewContainer.addSubview(to.view) }
            to.view.frame = contentViewContainer.bounds
            to.didMove(toParent: self)
            topViewController = to
        } else {
            to.view.removeFromSuperview()
            revertAppearance(incoming: to, outgoing: from)
            to.willMove(toParent: nil)
            to.removeFromParent()
            if from.view.superview !== contentViewContainer { contentViewContainer.addSubview(from.view) }
            from.didMove(toParent: self)
        }
        applyChrome(page: currentPage)
    }

}
