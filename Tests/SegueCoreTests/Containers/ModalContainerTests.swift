import Testing
@testable import SegueCore

@Suite struct ModalContainerTests {
    private func fixture(_ presentation: PresentationDescription) throws -> (ContainerFixture, ModalContainerController) {
        let base = try ContainerFixture(.modal)
        var description = base.scene.blueprint
        description.presentation = presentation
        let scene = try Scene.build(description)
        let animator = HookedTransitionAnimator(animation: base.slide, clock: scene.clock, store: scene.store)
        scene.container.animator = animator
        let fixture = ContainerFixture(scene: scene, slide: base.slide, animator: animator)
        return (fixture, scene.container as! ModalContainerController)
    }

    @Test func fullScreenPresentationCallsInOrderAndRemovesThePresenter() throws {
        let (fixture, modal) = try fixture(PresentationDescription(style: .fullScreen))
        #expect(fixture.runner.runTimed() == .completed)
        #expect(fixture.scene.log.lines == [
            "a.viewWillDisappear", "b.viewWillAppear", "b.presentationTransitionWillBegin",
            "a.viewDidDisappear", "b.viewDidAppear", "b.presentationTransitionDidEnd(true)",
        ])
        #expect(modal.topViewController?.id == "b")
        #expect(fixture.scene.view(id: "aView") == nil)
    }

    @Test func aCancelledPresentationNeverShowsThePresentedAppearingAndLosesNothing() throws {
        let (fixture, modal) = try fixture(PresentationDescription(style: .custom, heightFraction: 0.5, dimming: 0.4))
        #expect(fixture.runner.runInteractive(scrub: 0.2, velocity: 0) == .cancelled)
        #expect(fixture.scene.log.lines == [
            "b.viewWillAppear", "b.presentationTransitionWillBegin",
            "b.viewWillDisappear", "b.viewDidDisappear", "b.presentationTransitionDidEnd(false)",
        ])
        #expect(modal.presentedCount == 1)
        #expect(fixture.scene.view(id: "dimming") == nil, "the dimming view is removed on cancel")
        #expect(fixture.scene.view(id: "bView") == nil)
    }

    @Test func customPresentationFramesTheBottomAndDimsAlongside() throws {
        let (fixture, modal) = try fixture(PresentationDescription(style: .custom, heightFraction: 0.25, dimming: 0.4))
        #expect(modal.present(interactive: true))
        modal.interactor?.update(0.5)
        #expect(fixture.scene.view(id: "dimming")?.alpha == 0.2)
        modal.interactor?.finish()
        fixture.runner.runToEnd()
        #expect(fixture.scene.view(id: "bView")?.frame == Rect(x: 0, y: 450, width: 300, height: 150))
        #expect(fixture.scene.view(id: "dimming")?.alpha == 0.4)
        #expect(fixture.scene.view(id: "aView") != nil, "a custom presentation keeps the presenter")
        #expect(modal.dismiss())
        fixture.runner.runToEnd()
        #expect(fixture.scene.view(id: "dimming") == nil, "removed once the dismissal completes")
        #expect(modal.topViewController?.id == "a")
    }

    @Test func aCancelledDismissalKeepsThePresentedAndTheDimming() throws {
        let (fixture, modal) = try fixture(PresentationDescription(style: .custom, heightFraction: 0.5, dimming: 0.4))
        fixture.runner.runTimed()
        fixture.scene.log.clear()
        #expect(modal.dismiss(interactive: true))
        modal.interactor?.update(0.3)
        modal.interactor?.cancel()
        fixture.runner.runToEnd()
        #expect(fixture.scene.log.lines == [
            "b.viewWillDisappear", "b.dismissalTransitionWillBegin",
            "b.viewWillAppear", "b.viewDidAppear", "b.dismissalTransitionDidEnd(false)",
        ])
        #expect(fixture.scene.view(id: "dimming")?.alpha == 0.4)
        #expect(modal.topViewController?.id == "b")
    }

    @Test func aTransitionRequestedWhileOneRunsIsRefused() throws {
        let (fixture, modal) = try fixture(PresentationDescription(style: .fullScreen))
        #expect(modal.present(interactive: true))
        #expect(!modal.present())
        #expect(!modal.dismiss())
        modal.interactor?.finish()
        fixture.runner.runToEnd()
        #expect(modal.presentedCount == 2)
        #expect(modal.present(), "the next page can be presented once the first ended")
    }
}
