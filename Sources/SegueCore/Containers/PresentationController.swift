/// UIKit's `UIPresentationController`, headless: it owns the presented view's frame, the
/// dimming view behind it, and the chrome that travels alongside a presentation and a
/// dismissal. It sends the four callbacks — presentation/dismissal will-begin and
/// did-end(completed) — to the scene's lifecycle log as
/// `presented.presentationTransitionWillBegin`, `presented.presentationTransitionDidEnd(true)`, ….
///
/// The dimming view (id `dimming`) is added as a presentation begins — above the presenting
/// view, below the presented one, as UIKit's — fades in alongside it, fades out alongside a
/// dismissal, and is removed when the presentation is cancelled or the dismissal completes —
/// always.
public final class PresentationController {
    /// The controller being presented.
    public let presented: ViewController
    /// The controller presenting it.
    public let presenting: ViewController
    /// What the scene asked for.
    public let description: PresentationDescription
    /// The dimming view, made on the first presentation (in the window only while
    /// presented).
    public private(set) var dimmingView: View?
    /// For a sheet: the detent it rests at now (UIKit's `selectedDetentIdentifier`).
    public internal(set) var selectedDetentIdentifier: String?
    /// For a sheet with `prefersGrabberVisible`: the grabber (id `grabber`) at its top.
    public internal(set) var grabberView: View?
    /// The container the presented view was last laid out in.
    weak var containerView: View?
    let store: ViewStore
    private let log: LifecycleLog

    init(presented: ViewController, presenting: ViewController, description: PresentationDescription,
         store: ViewStore, log: LifecycleLog) {
        self.presented = presented
        self.presenting = presenting
        self.description = description
        self.store = store
        self.log = log
    }

    /// Whether the presenter's view leaves the window once the presentation completes.
    public var shouldRemovePresentersView: Bool { description.style == .fullScreen }

    /// The presented view's frame in a container of `bounds`.
    public func frameOfPresentedView(in bounds: Rect) -> Rect {
        if description.style == .pageSheet { return sheetFrame(height: selectedDetent(in: bounds)?.value ?? 0, in: bounds) }
        guard description.style == .custom else { return bounds }
        let fraction = min(max(description.heightFraction, 0), 1)
        let height = bounds.height * fraction
        return Rect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    /// Lays the presented view out in `container` (UIKit's `containerViewWillLayoutSubviews`).
    public func layout(in container: View) {
        containerView = container
        if description.style == .pageSheet, selectedDetentIdentifier == nil { openSheet(in: container.bounds) }
        presented.view.frame = frameOfPresentedView(in: container.bounds)
        dimmingView?.frame = container.bounds
        if description.style == .pageSheet { followSheet() }
    }

    /// A presentation is about to begin (before the transition's hooks run, as UIKit calls
    /// it before `animateTransition`): the dimming view goes into `container` where UIKit's
    /// sits — above the presenting view and below the presented one — fully transparent, so
    /// the hooks find it (`ctx.views.dimming`) and every picture draws it over the presenter.
    func presentationTransitionWillBegin(in container: View) {
        record("presentationTransitionWillBegin")
        containerView = container
        if description.style == .pageSheet {
            openSheet(in: container.bounds)
            dressSheet()
        }
        guard description.dimming > 0 else { return }
        let dimming = dimmingView ?? makeDimmingView(frame: container.bounds)
        dimming.frame = container.bounds
        dimming.alpha = 0
        if presented.view.superview === container {
            container.insertSubview(dimming, belowSubview: presented.view)
        } else if presenting.view.superview === container {
            container.insertSubview(dimming, aboveSubview: presenting.view)
        } else {
            container.addSubview(dimming)
        }
        dimmingView = dimming
    }

    /// A sheet the scene starts with presented (`initialPage`): its chrome, and its dimming
    /// view where a presentation leaves it, dimmed as its detent wants.
    func presentSheetWithoutTransition(in container: View) {
        containerView = container
        dressSheet()
        guard description.dimming > 0 else { return }
        let dimming = dimmingView ?? makeDimmingView(frame: container.bounds)
        dimming.frame = container.bounds
        container.insertSubview(dimming, belowSubview: presented.view)
        dimmingView = dimming
        updateSheetDimming()
    }

    /// Once the transition's animation is set up: the dimming fades in alongside it.
    func animatePresentationAlongside(_ coordinator: TransitionCoordinator) {
        guard let dimming = dimmingView, dimming.superview != nil, description.dimming > 0 else { return }
        if description.style == .pageSheet { return followSheet(coordinator) }
        let target = description.dimming
        coordinator.animate(alongsideTransition: { dimming.alpha = target })
    }

    func presentationTransitionDidEnd(_ completed: Bool) {
        record("presentationTransitionDidEnd", completed)
        if !completed { removeDimming() }
    }

    func dismissalTransitionWillBegin(coordinator: TransitionCoordinator) {
        record("dismissalTransitionWillBegin")
        guard let dimming = dimmingView, dimming.superview != nil else { return }
        if description.style == .pageSheet { return followSheet(coordinator) }
        coordinator.animate(alongsideTransition: { dimming.alpha = 0 })
    }

    func dismissalTransitionDidEnd(_ completed: Bool) {
        record("dismissalTransitionDidEnd", completed)
        if completed {
            removeDimming()
        } else if description.style == .pageSheet {
            followSheet()
        } else if let dimming = dimmingView, dimming.superview != nil {
            dimming.alpha = description.dimming
        }
    }

    private func makeDimmingView(frame: Rect) -> View {
        let view = store.makeView(id: "dimming", frame: frame)
        view.backgroundColor = description.dimmingColor
        return view
    }

    private func removeDimming() {
        dimmingView?.removeFromSuperview()
    }

    func record(_ callback: String, _ completed: Bool? = nil) {
        guard let kind = LifecycleEvent.Kind(rawValue: callback) else { return }
        log.record(LifecycleEvent(controller: presented.id, kind: kind, completed: completed))
    }
}
