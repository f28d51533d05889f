import Testing
@testable import SegueCore

/// A slide that may refuse a finger's presentation (`interactivePresentShouldBegin`) and
/// notes what it was asked.
private final class PresentVetoSlide: TransitionAnimation, InteractivePresentationVeto {
    let slide = SlideAnimation()
    var allowsPresentation = true
    private(set) var asked: [InteractivePresentation] = []
    var duration: Double { slide.duration }
    var timing: TimingCurve { slide.timing }
    func addTo(_ context: TransitionContext) throws { try slide.addTo(context) }
    func prepare(_ context: TransitionContext) throws { try slide.prepare(context) }
    func animation(_ context: TransitionContext, animator: PropertyAnimator) throws { try slide.animation(context, animator: animator) }
    func finalize(_ context: TransitionContext, completed: Bool) throws { try slide.finalize(context, completed: completed) }
    func interactivePresentShouldBegin(_ presentation: InteractivePresentation) -> Bool {
        asked.append(presentation)
        return allowsPresentation
    }
}

/// A presenting pan's hit area (``GestureDescription/presentArea``), its should-begin hook
/// (``InteractivePresentationVeto``) and a tap that starts a transition (``GestureTap``), on a
/// modal scene (300 × 600) whose first page has a mini-player `bar` at (20, 500, 260, 60)
/// holding a `button` at its right end.
@Suite struct PresentAreaAndTapTests {
    private struct Fixture {
        let stage: StageDriver
        let animation = PresentVetoSlide()
        var clock: VirtualClock { stage.scene.clock }
        var container: TransitionContainer { stage.scene.container }
    }

    private func fixture(_ gesture: GestureDescription) throws -> Fixture {
        let button = ViewDescription(id: "button", frame: Rect(x: 210, y: 10, width: 40, height: 40))
        let bar = ViewDescription(id: "bar", frame: Rect(x: 20, y: 500, width: 260, height: 60), subviews: [button])
        let description = SceneDescription(
            container: .modal, size: Size(width: 300, height: 600),
            pages: [
                ControllerDescription(id: "home", view: ViewDescription(id: "homeView", subviews: [bar])),
                ControllerDescription(id: "player", view: ViewDescription(id: "playerView")),
            ], initialPage: 0)
        let scene = try Scene.build(description)
        let fixture = Fixture(stage: StageDriver(scene: scene, gesture: gesture))
        scene.container.animator = HookedTransitionAnimator(animation: fixture.animation, clock: scene.clock, store: scene.store)
        return fixture
    }

    /// A pan up from `from` by 400 points (two thirds of the page) over 0.2 s, lifted; what it did.
    private func panUp(_ fixture: Fixture, from: Point) throws -> GestureDriver.Response? {
        try fixture.stage.drag(from: from, to: Point(x: from.x, y: from.y - 400), seconds: 0.2, lift: true)
    }

    @Test func aPresentingPanOutsideItsAreaStartsNothingAndSaysWhy() throws {
        var gesture = GestureDescription()
        gesture.presentArea = .view("bar")
        let f = try fixture(gesture)
        let response = try panUp(f, from: Point(x: 150, y: 450))
        #expect(response == .failed("the pan began outside the gesture's presentArea, so it does not present"))
        #expect(f.container.activeContext == nil)
        #expect(f.stage.history.isEmpty)
        #expect(f.animation.asked.isEmpty, "the hook is not asked for a pan outside the area")
    }

    @Test func aPresentingPanInsideItsAreaPresents() throws {
        var gesture = GestureDescription()
        gesture.presentArea = .view("bar")
        let f = try fixture(gesture)
        guard case .released(.finish, _)? = try panUp(f, from: Point(x: 100, y: 530)) else {
            Issue.record("a quick pan up from the bar presents")
            return
        }
        _ = try f.stage.settle()
        #expect(f.stage.top == "player")
        #expect(f.animation.asked.map(\.kind) == ["present"])
    }

    @Test func aRectangleAreaAndAMovedViewAreHitWhereTheyAre() throws {
        var gesture = GestureDescription()
        gesture.presentArea = .rect(Rect(x: 0, y: 0, width: 300, height: 100))
        let f = try fixture(gesture)
        guard case .failed? = try panUp(f, from: Point(x: 100, y: 530)) else {
            Issue.record("the bar is outside the rectangle")
            return
        }
        // The area of a view is where it is shown: moved up by a translation, it is hit there.
        var byView = GestureDescription()
        byView.presentArea = .view("bar")
        let g = try fixture(byView)
        g.stage.scene.anyView(id: "bar")?[.translationY] = -300
        guard case .failed? = try panUp(g, from: Point(x: 100, y: 530)) else {
            Issue.record("the bar moved away from where the pan began")
            return
        }
        guard case .released? = try g.stage.drag(from: Point(x: 100, y: 230), to: Point(x: 100, y: 30), seconds: 0.2, lift: true) else {
            Issue.record("the pan began on the bar where it is shown")
            return
        }
        // A hidden view is no area.
        let h = try fixture(byView)
        h.stage.scene.anyView(id: "bar")?.isHidden = true
        guard case .failed? = try panUp(h, from: Point(x: 100, y: 530)) else {
            Issue.record("a hidden bar is no area")
            return
        }
    }

    @Test func theShouldBeginHookMayRefuseAPresentationInItsArea() throws {
        var gesture = GestureDescription()
        gesture.presentArea = .view("bar")
        let f = try fixture(gesture)
        f.animation.allowsPresentation = false
        #expect(try panUp(f, from: Point(x: 100, y: 530)) == .failed("interactivePresentShouldBegin refused the present"))
        #expect(f.container.activeContext == nil)
        let asked = try #require(f.animation.asked.first)
        #expect(asked.kind == "present" && asked.willBegin && asked.location.x == 100 && asked.velocity.y < 0)
    }

    @Test func theAreaDoesNotBindADismissal() throws {
        var gesture = GestureDescription()
        gesture.presentArea = .view("bar")
        let f = try fixture(gesture)
        #expect(try f.stage.start(.present, interactive: false))
        _ = try f.stage.settle()
        #expect(f.stage.top == "player")
        guard case .released(.finish, _)? = try f.stage.drag(from: Point(x: 150, y: 100), to: Point(x: 150, y: 500),
                                                              seconds: 0.2, lift: true) else {
            Issue.record("a pan down anywhere dismisses")
            return
        }
    }

    @Test func aTapInItsAreaStartsItsRequestTimed() throws {
        var gesture = GestureDescription()
        gesture.tap = GestureTap(area: .view("bar"), request: .present)
        let f = try fixture(gesture)
        #expect(try f.stage.drag(from: Point(x: 150, y: 300), to: Point(x: 150, y: 300), seconds: 0.1, lift: true) == .lifted)
        #expect(f.container.activeContext == nil)
        #expect(try f.stage.drag(from: Point(x: 100, y: 530), to: Point(x: 103, y: 531), seconds: 0.1, lift: true) == .tapped(.present))
        #expect(f.container.activeContext != nil && f.container.interactor == nil, "a tap's transition runs timed")
        #expect(f.stage.history.map(\.request) == [.present])
        #expect(f.animation.asked.isEmpty, "a tap is not an interactive presentation")
        _ = try f.stage.settle()
        #expect(f.stage.top == "player")
    }

    @Test func aTouchThatMovesTheSlopIsNoTap() throws {
        var gesture = GestureDescription()
        gesture.tap = GestureTap(area: .view("bar"), request: .present)
        gesture.directions = [.down]
        let f = try fixture(gesture)
        // Sideways on a vertical container: the pan fails, and it is no tap either.
        guard case .failed? = try f.stage.drag(from: Point(x: 100, y: 530), to: Point(x: 160, y: 530), seconds: 0.2, lift: true) else {
            Issue.record("a sideways drag is not a tap")
            return
        }
        #expect(f.container.activeContext == nil)
    }

    @Test func aTapIsNotBoundByAnEdgePansMargin() throws {
        var gesture = GestureDescription()
        gesture.edge = .edge(.bottom)
        gesture.tap = GestureTap(area: .rect(Rect(x: 0, y: 0, width: 300, height: 200)), request: .present)
        let f = try fixture(gesture)
        #expect(try f.stage.drag(from: Point(x: 100, y: 100), to: Point(x: 100, y: 100), seconds: 0.1, lift: true) == .tapped(.present))
        _ = try f.stage.settle()
        // Moved past the slop it is neither a tap nor (away from the bottom edge) a pan.
        let g = try fixture(gesture)
        guard case .failed(let reason)? = try g.stage.drag(from: Point(x: 100, y: 100), to: Point(x: 100, y: 50),
                                                            seconds: 0.1, lift: true) else {
            Issue.record("a drag away from the edge fails")
            return
        }
        #expect(reason.contains("bottom edge"))
        #expect(g.container.activeContext == nil)
    }

    @Test func aTapWhoseRequestLeadsNowhereSaysSo() throws {
        var gesture = GestureDescription()
        gesture.tap = GestureTap(request: .dismiss)
        let f = try fixture(gesture)
        #expect(try f.stage.drag(from: Point(x: 100, y: 100), to: Point(x: 100, y: 100), seconds: 0.1, lift: true)
                == .failed("a tap's dismiss leads nowhere from here"))
    }
}
