import Testing
@testable import SegueCore

@Suite struct NavigationControllerTests {
    @Test func pushCompletedCallsInOrderAndGrowsTheStack() throws {
        let fixture = try ContainerFixture(.navigation)
        let navigation = fixture.scene.container as! NavigationController
        #expect(fixture.runner.runTimed() == .completed)
        #expect(fixture.scene.log.lines == [
            "b.willMoveToParent(navigation)", "a.viewWillDisappear", "b.viewWillAppear",
            "a.viewDidDisappear", "b.viewDidAppear", "b.didMoveToParent(navigation)",
        ])
        #expect(navigation.viewControllers.map(\.id) == ["a", "b"])
        #expect(fixture.scene.view(id: "aView") == nil)
        #expect(fixture.scene.view(id: "bView")?[.x] == 0)
    }

    @Test func pushCancelledNeverShowsTheNewControllerAppearing() throws {
        let fixture = try ContainerFixture(.navigation)
        let navigation = fixture.scene.container as! NavigationController
        #expect(fixture.runner.runInteractive(scrub: 0.2, velocity: 0) == .cancelled)
        #expect(fixture.scene.log.lines == [
            "b.willMoveToParent(navigation)", "a.viewWillDisappear", "b.viewWillAppear",
            "b.viewWillDisappear", "b.viewDidDisappear", "a.viewWillAppear", "a.viewDidAppear",
            "b.willMoveToParent(nil)", "b.didMoveToParent(nil)",
        ])
        #expect(navigation.viewControllers.map(\.id) == ["a"])
        #expect(navigation.upcoming.map(\.id) == ["b", "c"])
        #expect(fixture.scene.view(id: "aView")?[.x] == 0)
    }

    @Test func popCompletedAndCancelledCallInOrder() throws {
        let fixture = try ContainerFixture(.navigation)
        let navigation = fixture.scene.container as! NavigationController
        #expect(navigation.push(navigation.upcoming[0]))
        fixture.runner.runToEnd()
        fixture.scene.log.clear()
        #expect(navigation.pop(interactive: true))
        navigation.interactor?.update(0.2)
        navigation.interactor?.cancel()
        fixture.runner.runToEnd()
        #expect(fixture.scene.log.lines == [
            "b.willMoveToParent(nil)", "b.viewWillDisappear", "a.viewWillAppear",
            "a.viewWillDisappear", "a.viewDidDisappear", "b.viewWillAppear", "b.viewDidAppear",
            "b.didMoveToParent(navigation)",
        ])
        fixture.scene.log.clear()
        #expect(navigation.pop())
        fixture.runner.runToEnd()
        #expect(fixture.scene.log.lines == [
            "b.willMoveToParent(nil)", "b.viewWillDisappear", "a.viewWillAppear",
            "b.viewDidDisappear", "a.viewDidAppear", "b.didMoveToParent(nil)",
        ])
        #expect(navigation.viewControllers.map(\.id) == ["a"])
        #expect(fixture.slide.calls.last == "finalize(true)")
    }

    @Test func aPushWhileOneRunsIsRefusedAndNothingIsLost() throws {
        let fixture = try ContainerFixture(.navigation)
        let navigation = fixture.scene.container as! NavigationController
        #expect(navigation.beginTransition(interactive: false))
        #expect(!navigation.beginTransition(interactive: false))
        #expect(!navigation.pop())
        fixture.runner.runToEnd()
        #expect(navigation.viewControllers.map(\.id) == ["a", "b"])
        #expect(navigation.upcoming.map(\.id) == ["c"])
    }
}

@Suite struct TabBarControllerTests {
    @Test func selectingARightTabMovesRightAndCallsOnlyAppearance() throws {
        let fixture = try ContainerFixture(.tabs)
        let tabs = fixture.scene.container as! TabBarController
        #expect(tabs.select(2))
        #expect(tabs.activeContext?.direction == 1)
        fixture.runner.runToEnd()
        #expect(tabs.selectedIndex == 2)
        #expect(fixture.scene.log.lines == ["a.viewWillDisappear", "c.viewWillAppear",
                                            "a.viewDidDisappear", "c.viewDidAppear"])
        #expect(tabs.children.count == 3)
        #expect(tabs.select(0))
        #expect(tabs.activeContext?.direction == -1)
    }

    @Test func aCancelledTabSwitchKeepsTheSelection() throws {
        let fixture = try ContainerFixture(.tabs)
        let tabs = fixture.scene.container as! TabBarController
        #expect(fixture.runner.runInteractive(scrub: 0.25, velocity: 0) == .cancelled)
        #expect(tabs.selectedIndex == 0)
        #expect(fixture.scene.log.lines == ["a.viewWillDisappear", "b.viewWillAppear",
                                            "b.viewWillDisappear", "b.viewDidDisappear",
                                            "a.viewWillAppear", "a.viewDidAppear"])
        #expect(fixture.scene.view(id: "bView") == nil)
        #expect(fixture.scene.view(id: "aView")?[.x] == 0)
    }
}

@Suite struct TransitionCoordinatorTests {
    @Test func alongsideAnimationsMoveViewsOutsideTheContainerWithTheTransition() throws {
        let fixture = try ContainerFixture(.tabs)
        let tabs = fixture.scene.container as! TabBarController
        let dimming = fixture.scene.store.makeView(id: "dimming")
        dimming.alpha = 0
        #expect(tabs.select(1, interactive: true))
        let coordinator = try #require(tabs.transitionCoordinator)
        var completedCancelled: [Bool] = []
        var interactionEnded = 0
        #expect(coordinator.animate(alongsideTransition: { dimming.alpha = 1 },
                                    completion: { completedCancelled.append($0.isCancelled) }))
        coordinator.notifyWhenInteractionChanges { _ in interactionEnded += 1 }
        tabs.interactor?.update(0.5)
        #expect(dimming.alpha == 0.5)
        #expect(coordinator.percentComplete == 0.5)
        tabs.interactor?.cancel(velocity: -120)
        #expect(coordinator.completionVelocity == -120)
        #expect(interactionEnded == 1)
        fixture.runner.runToEnd()
        #expect(dimming.alpha == 0)
        #expect(completedCancelled == [true])
        #expect(!coordinator.animate(alongsideTransition: {}))
    }
}
