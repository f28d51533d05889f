/// Modal presentation, headless: the first page is the presenter, filling the window; each
/// later page is presented over the one before (`kind = "present"`, `direction = 1`) and
/// dismissed back (`kind = "dismiss"`, `direction = -1`) through a ``PresentationController``
/// that sets the presented view's frame and drives the dimming view alongside.
///
/// The transition's container view is the window. Presented controllers are not children:
/// there are no containment calls, only appearance calls and the presentation controller's.
///
/// Order of calls (tested), presenting B over A — begins: [`A.viewWillDisappear` when the
/// style removes the presenter's view], `B.viewWillAppear`,
/// `B.presentationTransitionWillBegin`; completed: [`A.viewDidDisappear`],
/// `B.viewDidAppear`, `B.presentationTransitionDidEnd(true)`; cancelled:
/// `B.viewWillDisappear`, `B.viewDidDisappear`, [`A.viewWillAppear`, `A.viewDidAppear`],
/// `B.presentationTransitionDidEnd(false)`. Dismissing B — begins: `B.viewWillDisappear`,
/// [`A.viewWillAppear`], `B.dismissalTransitionWillBegin`; completed: `B.viewDidDisappear`,
/// [`A.viewDidAppear`], `B.dismissalTransitionDidEnd(true)`; cancelled: [`A.viewWillDisappear`,
/// `A.viewDidDisappear`], `B.viewWillAppear`, `B.viewDidAppear`,
/// `B.dismissalTransitionDidEnd(false)`. The bracketed calls happen only for `fullScreen`,
/// whose presenter's view leaves the window once covered (and comes back for a dismissal).
public final class ModalContainerController: ContainerController {
    /// Every page: the presenter first, then the ones presented over it in turn.
    public private(set) var pages: [ViewController] = []
    /// How many pages are on screen (1: only the presenter).
    public private(set) var presentedCount = 1
    /// The presentation the scene asked for.
    public let presentation: PresentationDescription
    private var presentationControllers: [ObjectIdentifier: PresentationController] = [:]
    let store: ViewStore
    /// A sheet's own motion between detents (style `.pageSheet`).
    let detentAnimation = SheetDetentAnimation()
    /// For a sheet: the animator that sends moves between detents to ``detentAnimation``.
    private var sheetAnimator: SheetTransitionAnimator?

    /// The animator of presentations and dismissals. A sheet's container answers one that
    /// also runs the sheet's own moves between detents (`kind = "detent"`).
    public override var animator: AnimatedTransitioning? {
        get { sheetAnimator ?? super.animator }
        set {
            let presentations = (newValue as? SheetTransitionAnimator)?.presentations ?? newValue
            super.animator = presentations
            sheetAnimator = presentation.style == .pageSheet ? presentations.map {
                SheetTransitionAnimator(presentations: $0, detents: HookedTransitionAnimator(animation: detentAnimation,
                                                                                            clock: clock, store: store))
            } : nil
        }
    }

    /// Creates a modal container with a root view of `size`.
    public init(id: String = "modal", size: Size, store: ViewStore, log: LifecycleLog, clock: VirtualClock,
                presentation: PresentationDescription = PresentationDescription()) {
        let root = store.makeView(id: id, frame: Rect(origin: .zero, size: size))
        self.presentation = presentation
        self.store = store
        super.init(id: id, view: root, log: log, clock: clock)
    }

    /// Sets the pages; the first is embedded as the presenter and the next `presented`
    /// ones are shown presented over it, without animation.
    public func setPages(_ controllers: [ViewController], presented: Int = 0) {
        pages = controllers
        guard let root = controllers.first else { return }
        embed(root, in: view)
        presentedCount = 1
        for page in controllers.dropFirst().prefix(presented) {
            let controller = presentationController(for: page, over: pages[presentedCount - 1])
            view.addSubview(page.view)
            controller.layout(in: view)
            if presentation.style == .pageSheet { controller.presentSheetWithoutTransition(in: view) }
            page.beginAppearanceTransition(isAppearing: true)
            page.endAppearanceTransition()
            presentedCount += 1
        }
    }

    /// The controller on screen.
    public var topViewController: ViewController? { pages.isEmpty ? nil : pages[presentedCount - 1] }

    /// The presentation controller of the page on top, while one is presented.
    public var topPresentationController: PresentationController? {
        guard presentedCount >= 2, let top = topViewController else { return nil }
        return presentationControllers[ObjectIdentifier(top)]
    }

    /// Presents the next page, or dismisses the top one when none is left.
    @discardableResult
    public override func beginTransition(interactive: Bool) -> Bool {
        presentedCount < pages.count ? present(interactive: interactive) : dismiss(interactive: interactive)
    }

    /// An upward pan presents the next page, a downward one dismisses the top page; on a
    /// presented sheet they move it between its detents first (see ``presentedSheet``).
    @discardableResult
    public override func beginTransition(panning direction: PanDirection, interactive: Bool) -> Bool {
        if let sheet = presentedSheet { return beginSheetTransition(panning: direction, sheet: sheet, interactive: interactive) }
        return switch direction {
        case .up: present(interactive: interactive)
        case .down: dismiss(interactive: interactive)
        case .left, .right: false
        }
    }

    /// Vertical.
    public override var panAxis: PanAxis { .vertical }

    /// Vertical: the height of the presented page's frame — how far it travels, so a
    /// finger dragging it moves with it (a half-height panel spans half the container).
    public override var interactiveDistance: Double {
        guard let context = activeContext else { return max(view[.height], 1) }
        if let distance = sheetDistance(context) { return distance }
        let frame = context.userInfo["kind"] == "dismiss" ? context.initialFrame(for: .from) : context.finalFrame(for: .to)
        return max(frame.height > 0 ? frame.height : view[.height], 1)
    }

    /// Grabs the running transition; a sheet's move between detents keeps its release rule.
    @discardableResult
    public override func grabTransition() -> PercentDrivenInteractiveTransition? {
        let grabbed = super.grabTransition()
        attachSheetRelease()
        return grabbed
    }

    /// Presents the next page; false when none is left or a transition runs.
    @discardableResult
    public func present(interactive: Bool = false) -> Bool {
        guard activeContext == nil, animator != nil, presentedCount < pages.count else { return false }
        let presenter = pages[presentedCount - 1]
        let presented = pages[presentedCount]
        let controller = presentationController(for: presented, over: presenter)
        let removesPresenter = controller.shouldRemovePresentersView
        var request = Request(from: presenter, to: presented, containerView: view, direction: 1, kind: "present",
                              interactive: interactive)
        request.presentationStyle = presentation.style
        request.initialFrames = [.from: presenter.view.frame]
        // A sheet opens at its configured detent, wherever the last presentation left it.
        if presentation.style == .pageSheet { controller.openSheet(in: view.bounds) }
        request.finalFrames = [.to: controller.frameOfPresentedView(in: view.bounds)]
        request.willBegin = { [unowned self] in
            if removesPresenter { presenter.beginAppearanceTransition(isAppearing: false) }
            presented.beginAppearanceTransition(isAppearing: true)
            controller.presentationTransitionWillBegin(in: view)
        }
        request.alongside = { coordinator in
            controller.animatePresentationAlongside(coordinator)
        }
        request.didEnd = { [unowned self] completed in
            if completed {
                if removesPresenter {
                    presenter.view.removeFromSuperview()
                    presenter.endAppearanceTransition()
                }
                presented.endAppearanceTransition()
                if presented.view.superview !== view { view.addSubview(presented.view) }
                controller.layout(in: view)
                presentedCount += 1
            } else {
                presented.view.removeFromSuperview()
                revertAppearance(incoming: presented, outgoing: removesPresenter ? presenter : nil)
            }
            controller.presentationTransitionDidEnd(completed)
        }
        return run(request)
    }

    /// Dismisses the page on top; false when only the presenter is left or a transition runs.
    @discardableResult
    public func dismiss(interactive: Bool = false) -> Bool {
        guard activeContext == nil, animator != nil, presentedCount >= 2 else { return false }
        let presented = pages[presentedCount - 1]
        let presenter = pages[presentedCount - 2]
        let controller = presentationController(for: presented, over: presenter)
        let returnsPresenter = controller.shouldRemovePresentersView
        var request = Request(from: presented, to: presenter, containerView: view, direction: -1, kind: "dismiss",
                              interactive: interactive)
        request.presentationStyle = presentation.style
        request.initialFrames = [.from: presented.view.frame]
        request.finalFrames = [.to: view.bounds]
        request.willBegin = { [unowned self] in
            if returnsPresenter {
                // The presenter's view comes back beneath the presented one for the dismissal.
                view.insertSubview(presenter.view, belowSubview: presented.view)
                presenter.view.frame = view.bounds
            }
            presented.beginAppearanceTransition(isAppearing: false)
            if returnsPresenter { presenter.beginAppearanceTransition(isAppearing: true) }
        }
        request.alongside = { coordinator in
            controller.dismissalTransitionWillBegin(coordinator: coordinator)
        }
        request.didEnd = { [unowned self] completed in
            if completed {
                presented.view.removeFromSuperview()
                presented.endAppearanceTransition()
                if returnsPresenter { presenter.endAppearanceTransition() }
                presentedCount -= 1
            } else {
                if returnsPresenter {
                    presenter.beginAppearanceTransition(isAppearing: false)
                    presenter.endAppearanceTransition()
                    presenter.view.removeFromSuperview()
                }
                presented.beginAppearanceTransition(isAppearing: true)
                presented.endAppearanceTransition()
                if presented.view.superview !== view { view.addSubview(presented.view) }
                controller.layout(in: view)
            }
            controller.dismissalTransitionDidEnd(completed)
        }
        return run(request)
    }

    func presentationController(for presented: ViewController, over presenting: ViewController) -> PresentationController {
        if let existing = presentationControllers[ObjectIdentifier(presented)] { return existing }
        let controller = PresentationController(presented: presented, presenting: presenting,
                                                description: presentation, store: store, log: log)
        presentationControllers[ObjectIdentifier(presented)] = controller
        return controller
    }
}
