import Testing
@testable import SegueCore

/// The swipe container's options (issue 32): pans that lead where the scene says whatever the
/// page order, pages that wrap, and the blur and the indicator left out of the transitions.
@Suite struct SwipeOptionsTests {
    private func fixture(_ options: SwipeOptions, initialPage: Int = 0, container: ContainerKind = .swipe) throws -> ContainerFixture {
        var description = SceneDescription(
            container: container, size: Size(width: 300, height: 600),
            pages: ["a", "b", "c"].map { ControllerDescription(id: $0, view: ViewDescription(id: $0 + "View")) },
            initialPage: initialPage)
        description.swipe = options
        let scene = try Scene.build(description)
        let slide = SlideAnimation()
        let animator = HookedTransitionAnimator(animation: slide, clock: scene.clock, store: scene.store)
        scene.container.animator = animator
        return ContainerFixture(scene: scene, slide: slide, animator: animator)
    }

    private func swipe(_ fixture: ContainerFixture) throws -> SwipeContainerController {
        try #require(fixture.scene.container as? SwipeContainerController)
    }

    @Test func theSeedsPansAreTheDefault() throws {
        let fixture = try fixture(SwipeOptions())
        let container = try swipe(fixture)
        #expect(!container.beginTransition(panning: .right, interactive: false))
        #expect(container.beginTransition(panning: .left, interactive: false))
        #expect(container.activeContext?.userInfo["pan"] == "left")
        #expect(container.activeContext?.direction == 1)
        #expect(container.panEdge == .right)
    }

    @Test func bothSidesCanLeadToTheNextPage() throws {
        for pan in [PanDirection.left, .right] {
            let fixture = try fixture(SwipeOptions(steps: [.left: .next, .right: .next]))
            let container = try swipe(fixture)
            #expect(container.beginTransition(panning: pan, interactive: false))
            let context = try #require(container.activeContext)
            #expect(context.userInfo["pan"] == pan.rawValue)
            #expect(context.direction == 1)
            #expect(context.toViewController?.id == "b")
            fixture.runner.runToEnd()
            #expect(container.currentPage == 1)
        }
    }

    @Test func theLastPageLeadsToTheFirstWhenPagesWrap() throws {
        let wrapping = try fixture(SwipeOptions(steps: [.left: .next, .right: .next], wraps: true), initialPage: 2)
        let container = try swipe(wrapping)
        #expect(container.page(.next) == 0)
        #expect(container.beginTransition(panning: .right, interactive: false))
        #expect(container.activeContext?.direction == 1)
        wrapping.runner.runToEnd()
        #expect(container.currentPage == 0)
        // Without wrapping the last page leads nowhere on.
        let last = try swipe(try fixture(SwipeOptions(steps: [.left: .next, .right: .next]), initialPage: 2))
        #expect(last.page(.next) == nil)
        #expect(!last.beginTransition(panning: .right, interactive: false))
    }

    @Test func verticalStepsMakeAVerticalContainer() throws {
        let fixture = try fixture(SwipeOptions(steps: [.up: .next, .down: .next]))
        let container = try swipe(fixture)
        #expect(container.panAxis == .vertical)
        #expect(container.beginTransition(panning: .down, interactive: true))
        #expect(container.interactiveDistance == 600)
        #expect(!container.beginTransition(panning: .left, interactive: false))
    }

    @Test func blurAndIndicatorOffStayOutOfTheTransition() throws {
        let plain = try fixture(SwipeOptions(blur: false, indicator: false))
        let container = try swipe(plain)
        #expect(container.swipeIndicatorView.isHidden)
        #expect(container.beginTransition(interactive: false))
        plain.runner.runToEnd()
        #expect(container.currentPage == 1)
        #expect(container.backgroundBlurView.alpha == 0)
        #expect(container.backgroundBlurView[.effectIntensity] == 0)
        #expect(container.swipeIndicatorView[.translationX] == 0)
        // On by default: the seed's chrome travels.
        let seed = try fixture(SwipeOptions())
        #expect(try swipe(seed).beginTransition(interactive: false))
        seed.runner.runToEnd()
        #expect(try swipe(seed).backgroundBlurView.alpha == 1)
        #expect(try swipe(seed).swipeIndicatorView[.translationX] != 0)
    }
}

/// A tab bar controller's pans follow the same options from tab to tab: either side may lead
/// to the next tab, the last tab may lead on to the first, and vertical pans make it vertical.
@Suite struct TabSwipeOptionsTests {
    private func tabs(_ options: SwipeOptions, selected: Int = 0) throws -> (ContainerFixture, TabBarController) {
        var description = SceneDescription(
            container: .tabs, size: Size(width: 300, height: 600),
            pages: ["a", "b", "c"].map { ControllerDescription(id: $0, view: ViewDescription(id: $0 + "View")) },
            initialPage: selected)
        description.swipe = options
        let scene = try Scene.build(description)
        let slide = SlideAnimation()
        let animator = HookedTransitionAnimator(animation: slide, clock: scene.clock, store: scene.store)
        scene.container.animator = animator
        let fixture = ContainerFixture(scene: scene, slide: slide, animator: animator)
        return (fixture, try #require(scene.container as? TabBarController))
    }

    @Test func theDefaultIsUIKitsLeftForTheNextTab() throws {
        let (_, container) = try tabs(SwipeOptions())
        #expect(!container.beginTransition(panning: .right, interactive: false))
        #expect(container.beginTransition(panning: .left, interactive: false))
        #expect(container.activeContext?.toViewController?.id == "b")
    }

    @Test func bothSidesLeadToTheNextTabAndTheLastWraps() throws {
        for pan in [PanDirection.left, .right] {
            let (fixture, container) = try tabs(SwipeOptions(steps: [.left: .next, .right: .next], wraps: true), selected: 2)
            #expect(container.beginTransition(panning: pan, interactive: false))
            let context = try #require(container.activeContext)
            #expect(context.userInfo["pan"] == pan.rawValue)
            #expect(context.direction == 1, "towards the next tab, whichever side the pan went")
            #expect(context.toViewController?.id == "a")
            fixture.runner.runToEnd()
            #expect(container.selectedIndex == 0)
        }
        let (_, last) = try tabs(SwipeOptions(steps: [.left: .next, .right: .next]), selected: 2)
        #expect(!last.beginTransition(panning: .right, interactive: false), "without wraps the last tab leads nowhere on")
    }

    @Test func verticalStepsMakeVerticalTabs() throws {
        let (_, container) = try tabs(SwipeOptions(steps: [.up: .next, .down: .previous]))
        #expect(container.panAxis == .vertical)
        #expect(container.beginTransition(panning: .up, interactive: true))
        #expect(container.interactiveDistance == 600)
    }
}

/// Every container names the pan that asked for a transition (`ctx.pan`), when the gesture
/// driver or a stage's `pan:…` request asks.
@Suite struct PanNameTests {
    @Test(arguments: [(ContainerKind.modal, PanDirection.up), (.tabs, .left), (.navigation, .left), (.swipe, .left)])
    func aPanStartedTransitionNamesItsPan(kind: ContainerKind, pan: PanDirection) throws {
        let fixture = try ContainerFixture(kind)
        let container = fixture.scene.container
        #expect(container.beginNamedTransition(panning: pan, interactive: false))
        #expect(container.activeContext?.userInfo["pan"] == pan.rawValue)
        fixture.runner.runToEnd()
        // A transition nothing panned names none.
        #expect(container.beginTransition(interactive: false))
        #expect(container.activeContext?.userInfo["pan"] == nil)
    }

    @Test func aStageRequestAndTheGestureDriverNameIt() throws {
        let fixture = try ContainerFixture(.modal)
        #expect(try StageRequest.pan(.up).perform(on: fixture.scene, interactive: false))
        #expect(fixture.scene.container.activeContext?.userInfo["pan"] == "up")
        fixture.runner.runToEnd()
        let clock = fixture.scene.clock
        let driver = GestureDriver(container: fixture.scene.container)
        clock.advance(to: 2)
        driver.handle(TouchEvent(phase: .began, location: Point(x: 150, y: 100), timestamp: 2))
        clock.advance(to: 2.05)
        #expect(driver.handle(TouchEvent(phase: .changed, location: Point(x: 150, y: 130), timestamp: 2.05)) == .began(.down))
        #expect(fixture.scene.container.activeContext?.userInfo["pan"] == "down")
    }
}
