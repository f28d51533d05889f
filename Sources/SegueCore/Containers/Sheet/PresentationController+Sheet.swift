/// The sheet side of a presentation controller (style `.pageSheet`, UIKit's
/// `UISheetPresentationController`): the sheet's frame at a height, its detents in the
/// current container, its chrome (corner radius, grabber), and the dimming that follows its
/// height (``SheetDetentRules/dimmingFraction(height:detents:largestUndimmed:)``).
///
/// The sheet's view is as tall as the largest detent allows (`maximumDetentValue`) and
/// rests with `height` points of it on screen: its frame is `y = bounds.maxY − height`,
/// `height = maximumDetentValue`, so moving between detents moves it, never resizes it.
extension PresentationController {
    /// The sheet's configuration.
    public var sheet: SheetConfiguration { description.sheet }

    /// The detents resolved in a container of `bounds`, lowest first.
    public func resolvedDetents(in bounds: Rect) -> [ResolvedSheetDetent] {
        sheet.resolvedDetents(containerHeight: bounds.height)
    }

    /// The detent the sheet rests at now, resolved in `bounds`.
    public func selectedDetent(in bounds: Rect) -> ResolvedSheetDetent? {
        let detents = resolvedDetents(in: bounds)
        return detents.first { $0.identifier == selectedDetentIdentifier } ?? detents.first
    }

    /// The sheet's frame with `height` points of it on screen.
    public func sheetFrame(height: Double, in bounds: Rect) -> Rect {
        let context = SheetDetent.ResolutionContext(containerHeight: bounds.height, safeAreaTop: sheet.safeAreaTop)
        return Rect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: context.maximumDetentValue)
    }

    /// How much of the sheet is on screen now, points.
    public func visibleHeight(in bounds: Rect) -> Double {
        bounds.maxY - presented.view[.y]
    }

    /// Puts the sheet `height` points on screen and the dimming where that height wants it.
    func placeSheet(height: Double) {
        guard let container = containerView else { return }
        presented.view[.y] = container.bounds.maxY - height
        updateSheetDimming()
    }

    /// The dimming's alpha for where the sheet stands now.
    func updateSheetDimming() {
        guard let dimming = dimmingView, dimming.superview != nil, let container = containerView else { return }
        let fraction = SheetDetentRules.dimmingFraction(height: visibleHeight(in: container.bounds),
                                                        detents: resolvedDetents(in: container.bounds),
                                                        largestUndimmed: sheet.largestUndimmedDetentIdentifier)
        dimming.alpha = description.dimming * fraction
    }

    /// The dimming follows the sheet now, and every frame of the running transition from
    /// here on (after the animator applied its tracks, whatever the script moved).
    func followSheet(_ coordinator: TransitionCoordinator? = nil) {
        updateSheetDimming()
        guard let coordinator, let driver = coordinator.animator.interruptibleAnimator(using: coordinator.context) else { return }
        let previous = driver.afterApplying
        driver.afterApplying = { [weak self] progress in
            previous?(progress)
            self?.updateSheetDimming()
        }
    }

    /// Every presentation opens at the configured detent (`selectedDetentIdentifier`, else the
    /// lowest), wherever the last one was left.
    func openSheet(in bounds: Rect) {
        selectedDetentIdentifier = sheet.selectedDetentIdentifier ?? resolvedDetents(in: bounds).first?.identifier
    }

    /// The sheet's chrome as a presentation begins: its corner radius and its grabber.
    func dressSheet() {
        presented.view[.cornerRadius] = sheet.preferredCornerRadius ?? SheetConfiguration.systemCornerRadius
        guard sheet.prefersGrabberVisible, grabberView == nil else { return }
        // UIKit's grabber: 36 × 5 points, 5 points below the sheet's top, centred.
        let width = 36.0, height = 5.0
        let grabber = store.makeView(id: "grabber", frame: Rect(x: (presented.view[.width] - width) / 2, y: 5,
                                                                 width: width, height: height))
        grabber.backgroundColor = Color(red: 0.78, green: 0.78, blue: 0.8, alpha: 1)
        grabber[.cornerRadius] = height / 2
        presented.view.addSubview(grabber)
        grabberView = grabber
    }

    /// Notes that the sheet now rests at `identifier` (UIKit's delegate hears of a change).
    func select(_ identifier: String) {
        guard identifier != selectedDetentIdentifier else { return }
        selectedDetentIdentifier = identifier
        record("sheetPresentationControllerDidChangeSelectedDetentIdentifier")
    }
}
