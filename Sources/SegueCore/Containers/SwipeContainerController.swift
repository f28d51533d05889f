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
/// A transition requested while another runs is refused (returns false); the running one is
/// not disturbed. Grab it through the ``interactor`` instead.
public final class SwipeContainerController: ViewController, TransitionContainer {
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
    /// The clock transitions run on.
    public let clock: VirtualClock

    /// The background controller.
    public private(set) var backgroundController: ViewController?
    /// The pages.
    public private(set) var pages: [ViewController] = []
    /// The page on screen.
    public private(set) var topViewController: ViewController?
    /// The page index on screen.
    public var currentPage: Int { topViewController.flatMap { top in pages.firstIndex { $0 === top } } ?? 0 }

    /// Animates the page transitions.
    public var animator: AnimatedTransitioning?
    /// The release rule for the edge pan.
    public var releasePolicy = ReleasePolicy()
    /// Completion speed and curve for interactive releases.
    public var completionSpeed: Double = 1
    public var completionCurve: TimingCurve = .linear

    public private(set) var activeContext: TransitionContext?
    public private(set) var interactor: PercentDrivenInteractiveTransition?
    public var controller: ViewController { self }

    /// Creates the container with a root view of `size`.
    public init(id: String = "swipe", size: Size, store: ViewStore, log: LifecycleLog, clock: VirtualClock,
                indicator: SwipeIndicatorStyle = SwipeIndicatorStyle()) {
        let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let root = store.makeView(id: id, frame: bounds)
        backgroundViewContainer = store.makeView(id: "backgroundContainer", frame: bounds)
        backgroundBlurView = store.makeView(id: "backgroundBlur", frame: bounds)
        backgroundBlurView.role = "blur"
        backgroundBlurView.alpha = 0
        backgroundBlurView.backgroundColor = Color(red: 1, green: 1, blue: 1, alpha: 0.6)
        contentViewContainer = store.makeView(id: "contentContainer", frame: bounds)
        indicatorStyle = indicator
        swipeIndicatorView = store.makeView(id: "swipeIndicator", frame: Rect(
            x: size.width - indicator.edgeInset - indicator.width,
            y: size.height - indicator.bottomInset - indicator.height,
            width: indicator.width, height: indicator.height))
        swipeIndicatorView.backgroundColor = .white
        swipeIndicatorView[.cornerRadius] = indicator.height / 2
        self.clock = clock
        super.init(id: id, view: root, log: log)
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
        if let old = backgroundController { remove(old) }
        backgroundController = controller
        embed(controller, in: backgroundViewContainer)
    }

    /// Sets the pages and shows the first (the seed's `setViewControllers`).
    public func setViewControllers(_ controllers: [ViewController], showing index: Int = 0) {
        if let top = topViewController { remove(top) }
        pages = controllers
        guard !controllers.isEmpty else { return }
        let shown = controllers[max(0, min(index, controllers.count - 1))]
        embed(shown, in: contentViewContainer)
        topViewController = shown
        applyChrome(page: currentPage)
    }

    /// Puts blur and indicator where they stand for `page` (at once, or captured when
    /// called inside an animation block).
    public func applyChrome(page: Int) {
        let on = page > 0 ? 1.0 : 0.0
        backgroundBlurView.alpha = on
        backgroundBlurView[.effectIntensity] = on
        swipeIndicatorView[.translationX] = page > 0 ? indicatorTravel : 0
    }

    /// The seed's `panGestureDidStart`: starts the transition a swipe in that direction asks
    /// for; false when there is no page that way or a transition is running.
    @discardableResult
    public func panGestureDidStart(rightToLeftSwipe: Bool) -> Bool {
        let from = currentPage
        let target = rightToLeftSwipe ? from + 1 : from - 1
        return transition(toPage: target, interactive: true)
    }

    @discardableResult
    public func beginTransition(interactive: Bool) -> Bool {
        let target = currentPage + 1 < pages.count ? currentPage + 1 : currentPage - 1
        return transition(toPage: target, interactive: interactive)
    }

    /// The edge a pan must start from on the current page: the right edge leads forward,
    /// the left edge back from the last page.
    public var panEdge: ScreenEdge { currentPage + 1 < pages.count ? .right : .left }

    public func interactiveProgress(translation: Point, velocity: Point) -> (progress: Double, velocity: Double) {
        let width = max(contentViewContainer[.width], 1)
        let sign = (activeContext?.direction ?? 1) > 0 ? -1.0 : 1.0
        return (min(max(sign * translation.x / width, 0), 1), sign * velocity.x)
    }

    /// Moves to page `index`; false when it is not another valid page, no animator is set,
    /// or a transition is already running.
    @discardableResult
    public func transition(toPage index: Int, interactive: Bool) -> Bool {
        guard activeContext == nil, let animator, let from = topViewController,
              pages.indices.contains(index), pages[index] !== from else { return false }
        let to = pages[index]
        let goingRight = index > currentPage
        let bounds = contentViewContainer.bounds
        let context = TransitionContext(
            containerView: contentViewContainer, from: from, to: to,
            initialFrames: [.from: from.view.frame], finalFrames: [.to: bounds],
            log: log) { [unowned self] completed in
                self.finish(from: from, to: to, completed: completed)
            }
        context.direction = goingRight ? 1 : -1
        context.isAnimated = true
        context.userInfo["kind"] = "swipe"
        activeContext = context

        from.willMove(toParent: nil)
        addChild(to)
        from.beginAppearanceTransition(isAppearing: false)
        to.beginAppearanceTransition(isAppearing: true)

        if interactive {
            let driver = PercentDrivenInteractiveTransition(animator: animator)
            driver.completionSpeed = completionSpeed
            driver.completionCurve = completionCurve
            interactor = driver
            driver.startInteractiveTransition(context)
        } else {
            animator.animateTransition(using: context)
        }
        // Blur and indicator travel alongside, in the transition's own animator.
        if !context.isCompleted, let driver = animator.interruptibleAnimator(using: context) {
            driver.addAnimations { applyChrome(page: index) }
        }
        return true
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
            to.beginAppearanceTransition(isAppearing: false)
            to.endAppearanceTransition()
            from.beginAppearanceTransition(isAppearing: true)
            from.endAppearanceTransition()
            to.willMove(toParent: nil)
            to.removeFromParent()
            if from.view.superview !== contentViewContainer { contentViewContainer.addSubview(from.view) }
            from.didMove(toParent: self)
        }
        applyChrome(page: currentPage)
        activeContext = nil
        interactor = nil
    }

    private func embed(_ child: ViewController, in holder: View) {
        addChild(child)
        holder.addSubview(child.view)
        child.view.frame = holder.bounds
        child.beginAppearanceTransition(isAppearing: true)
        child.endAppearanceTransition()
        child.didMove(toParent: self)
    }

    private func remove(_ child: ViewController) {
        child.willMove(toParent: nil)
        child.beginAppearanceTransition(isAppearing: false)
        child.view.removeFromSuperview()
        child.endAppearanceTransition()
        child.removeFromParent()
    }
}
