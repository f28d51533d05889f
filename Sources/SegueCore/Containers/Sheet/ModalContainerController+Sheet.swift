/// A modal container presenting a sheet (style `.pageSheet`): pans and requests that move the
/// sheet between its detents, and the dismissal from its lowest detent.
///
/// The rules (docs/interaction.md, "Sheets"):
/// - A pan up on a presented sheet drags it towards its largest detent; a pan down towards
///   its lowest — from the lowest, a pan down is the interactive dismissal (the script's
///   `dismiss` transition), unless `isModalInPresentation` refuses it: then the sheet
///   follows at half the finger's pace and springs back, and the presented controller's log
///   notes `presentationControllerDidAttemptToDismiss`.
/// - A drag between detents is a transition of kind `"detent"` the sheet animates itself
///   (UIKit's sheets move between detents on their own spring, not the transition
///   animator's). When the finger lets go, the detent nearest the projected end point of
///   the motion (``SheetDetentRules/restingDetent(among:height:velocity:decelerationRate:)``,
///   with the release policy's deceleration rate) is where it comes to rest, on the
///   completion curve, starting at the finger's speed; back at the detent it left, the
///   transition is cancelled. Resting at another detent, the controller's log notes
///   `sheetPresentationControllerDidChangeSelectedDetentIdentifier`.
extension ModalContainerController {
    /// The presentation controller of the sheet on top, while a sheet is presented.
    public var presentedSheet: PresentationController? {
        guard presentation.style == .pageSheet else { return nil }
        return topPresentationController
    }

    /// The detent the presented sheet rests at (UIKit's `selectedDetentIdentifier`); nil
    /// while no sheet is presented.
    public var selectedDetentIdentifier: String? { presentedSheet?.selectedDetentIdentifier }

    /// Moves the presented sheet to the detent `identifier` — timed on the sheet's spring, or
    /// interactive; false when no sheet is presented, a transition runs, no detent has that
    /// identifier, or the sheet rests there already.
    @discardableResult
    public func selectDetent(_ identifier: String, interactive: Bool = false) -> Bool {
        guard activeContext == nil, let sheet = presentedSheet, let current = sheet.selectedDetent(in: view.bounds) else {
            return false
        }
        let detents = sheet.resolvedDetents(in: view.bounds)
        guard let target = detents.first(where: { $0.identifier == identifier }), target.identifier != current.identifier else {
            return false
        }
        let range = min(current.value, target.value)...max(current.value, target.value)
        let move = SheetDetentMove(from: current, to: target, candidates: detents.filter { range.contains($0.value) })
        return moveSheet(move, sheet: sheet, interactive: interactive)
    }

    /// A pan on a presented sheet: towards the largest detent (up) or the lowest (down);
    /// from the lowest, a pan down dismisses — or is refused.
    func beginSheetTransition(panning direction: PanDirection, sheet: PresentationController, interactive: Bool) -> Bool {
        guard activeContext == nil, animator != nil, let current = sheet.selectedDetent(in: view.bounds) else { return false }
        let detents = sheet.resolvedDetents(in: view.bounds)
        switch direction {
        case .up:
            guard let top = detents.last, top.value > current.value else { return false }
            let move = SheetDetentMove(from: current, to: top,
                                       candidates: detents.filter { $0.value >= current.value && $0.value <= top.value })
            return moveSheet(move, sheet: sheet, interactive: interactive)
        case .down:
            if let bottom = detents.first, bottom.value < current.value {
                let move = SheetDetentMove(from: current, to: bottom,
                                           candidates: detents.filter { $0.value >= bottom.value && $0.value <= current.value })
                return moveSheet(move, sheet: sheet, interactive: interactive)
            }
            if sheet.sheet.isModalInPresentation {
                return moveSheet(SheetDetentMove(refusedDismissalFrom: current), sheet: sheet, interactive: interactive)
            }
            return dismiss(interactive: interactive)
        case .left, .right:
            return false
        }
    }

    /// Points of finger travel a sheet's running transition spans: a move's own, or the
    /// sheet's height on screen for a presentation or a dismissal. Nil when no sheet is
    /// involved.
    func sheetDistance(_ context: TransitionContext) -> Double? {
        guard presentation.style == .pageSheet else { return nil }
        if context.userInfo["kind"] == "detent" { return detentAnimation.move?.distance }
        let frame = context.userInfo["kind"] == "dismiss" ? context.initialFrame(for: .from) : context.finalFrame(for: .to)
        return max(view.bounds.maxY - frame.minY, 1)
    }

    /// Runs `move` as a transition of kind `"detent"`.
    private func moveSheet(_ move: SheetDetentMove, sheet: PresentationController, interactive: Bool) -> Bool {
        let presented = sheet.presented
        detentAnimation.move = move
        detentAnimation.place = { [weak sheet] height in sheet?.placeSheet(height: height) }
        var request = Request(from: presented, to: presented, containerView: view, direction: move.heightSign,
                              kind: "detent", interactive: interactive)
        request.presentationStyle = .pageSheet
        request.initialFrames = [.from: presented.view.frame]
        request.finalFrames = [.to: sheet.sheetFrame(height: move.destination.value, in: view.bounds)]
        request.didEnd = { [unowned self, unowned sheet] completed in
            if move.isRefusedDismissal { sheet.record("presentationControllerDidAttemptToDismiss") }
            if completed, let final = detentAnimation.move { sheet.select(final.destination.identifier) }
            sheet.layout(in: view)
            detentAnimation.move = nil
            detentAnimation.place = nil
        }
        guard run(request) else { return false }
        attachSheetRelease()
        return true
    }

    /// The running move's release picks its resting detent.
    func attachSheetRelease() {
        guard activeContext?.userInfo["kind"] == "detent", let interactor else { return }
        interactor.releaseRule = { [unowned self] progress, velocity in
            releaseSheet(progress: progress, velocity: velocity)
        }
    }

    /// The decision for a move let go at `progress` with `velocity` (points per second along
    /// the move): back to the detent it left (cancel), or on to the detent nearest the
    /// projected end point, the rest of the move bent towards it (finish), with the velocity
    /// that makes the completion start at the finger's speed.
    private func releaseSheet(progress: Double, velocity: Double) -> (decision: ReleasePolicy.Decision, velocity: Double)? {
        guard var move = detentAnimation.move else { return nil }
        let height = move.height(at: progress)
        let heightVelocity = velocity.isFinite ? velocity * move.heightSign : 0
        guard let resting = SheetDetentRules.restingDetent(among: move.candidates, height: height, velocity: heightVelocity,
                                                           decelerationRate: releasePolicy.decelerationRate) else { return nil }
        if resting.identifier == move.origin.identifier, !move.isRetargeted { return (.cancel, velocity) }
        move.retarget(progress: progress, to: resting)
        detentAnimation.move = move
        let remaining = resting.value - height
        let distance = max(interactor?.distance ?? move.distance, 1)
        let handed = abs(remaining) > 1e-6 ? heightVelocity * (1 - progress) / remaining * distance : 0
        return (.finish, handed.isFinite ? handed : 0)
    }
}
