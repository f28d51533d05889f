import Testing
@testable import SegueCore

/// A modal zoom from a grid's `cell` to a full-screen detail whose alignment rect is its
/// middle square; it may veto a finger's dismissal.
private final class ZoomAnimation: TransitionAnimation, InteractiveDismissalVeto {
    let duration = 0.5
    let timing = TimingCurve.linear
    var allowsDismissal = true
    private(set) var asked: [InteractiveDismissal] = []
    private(set) var flight: ZoomFlight?
    static let alignment = Rect(x: 0, y: 150, width: 300, height: 300)

    private func presenting(_ context: TransitionContext) -> Bool { context.userInfo["kind"] == "present" }

    func addTo(_ context: TransitionContext) throws {
        if presenting(context), let to = context.view(forKey: .to) { context.containerView.addSubview(to) }
    }

    func prepare(_ context: TransitionContext) throws {}

    func animation(_ context: TransitionContext, animator: PropertyAnimator) throws {
        let zoomed = try #require(context.view(forKey: presenting(context) ? .to : .from))
        let cell = context.containerView.descendant(withID: "cell")
        flight = try ZoomFlight.begin(in: context, zoomedView: zoomed, source: cell, presenting: presenting(context),
                                      options: ZoomOptions(alignmentRect: Self.alignment, dimmingAlpha: 0.4))
    }

    func finalize(_ context: TransitionContext, completed: Bool) throws {}

    var updatesEveryFrame: Bool { true }

    func update(_ context: TransitionContext, progress: Double) throws {
        flight?.update(progress: progress, touch: context.touch, container: context.containerView,
                       cancelled: context.transitionWasCancelled)
    }

    func interactiveDismissShouldBegin(_ dismissal: InteractiveDismissal) -> Bool {
        asked.append(dismissal)
        return allowsDismissal
    }
}

/// ``ZoomFlight`` on a modal container: the alignment rect exactly over the source at the
/// source's end, the identity at rest, the finger followed exactly, the veto asked.
@Suite struct ZoomFlightTests {
    private struct Fixture {
        let scene: Scene
        let animation = ZoomAnimation()
        var container: TransitionContainer { scene.container }
        func view(_ id: String) -> View? { scene.anyView(id: id) }
    }

    private func fixture() throws -> Fixture {
        let cell = ViewDescription(id: "cell", frame: Rect(x: 50, y: 100, width: 100, height: 100))
        let description = SceneDescription(
            container: .modal, size: Size(width: 300, height: 600),
            pages: [
                ControllerDescription(id: "grid", view: ViewDescription(id: "gridView", subviews: [cell])),
                ControllerDescription(id: "detail", view: ViewDescription(id: "detailView")),
            ], initialPage: 0)
        var built = description
        built.presentation.style = .overFullScreen
        let scene = try Scene.build(built)
        let fixture = Fixture(scene: scene)
        scene.container.animator = HookedTransitionAnimator(animation: fixture.animation, clock: scene.clock, store: scene.store)
        return fixture
    }

    private func near(_ a: Rect?, _ b: Rect) -> Bool {
        guard let a else { return false }
        return abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9
            && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
    }

    private func touch(_ driver: GestureDriver, _ phase: TouchPhase, _ x: Double, _ y: Double, at t: Double,
                       clock: VirtualClock) -> GestureDriver.Response {
        if t > clock.now { clock.advance(to: t) }
        return driver.handle(TouchEvent(phase: phase, location: Point(x: x, y: y), timestamp: t))
    }

    @Test func theAlignmentRectLiesExactlyOverTheSourceAtTheStartAndTheViewRestsAtTheEnd() throws {
        let f = try fixture()
        #expect(f.container.beginTransition(interactive: true))
        let detail = try #require(f.view("detailView"))
        f.container.interactor?.update(0)
        #expect(near(detail.convert(ZoomAnimation.alignment, to: nil), Rect(x: 50, y: 100, width: 100, height: 100)))
        #expect(detail.alpha == 0 && f.view("cell")?.alpha == 1, "a cross-fade where the cell is")
        f.container.interactor?.update(1)
        #expect(ZoomPose(of: detail) == .identity)
        #expect(f.view("zoomDimming")?.alpha == 0.4)
        #expect(f.view("cell")?.alpha == 0)
    }

    @Test func aFingerDismissingItKeepsTheGrabbedPointUnderItAndTheVetoIsAsked() throws {
        let f = try fixture()
        #expect(f.container.beginTransition(interactive: false))
        TransitionRunner(scene: f.scene).runToEnd()
        let clock = f.scene.clock
        let driver = GestureDriver(container: f.container)
        let detail = try #require(f.view("detailView"))
        _ = touch(driver, .began, 150, 200, at: clock.now, clock: clock)
        #expect(touch(driver, .changed, 150, 215, at: clock.now + 0.02, clock: clock) == .began(.down))
        #expect(f.animation.asked.map(\.kind) == ["dismiss"])
        // The point of the view that was at (150, 215), 0.5 × 0.3583… of it, follows the finger.
        let grabbed = Point(x: 150, y: 215)
        for (x, y) in [(170.0, 260.0), (210.0, 330.0), (120.0, 420.0)] {
            _ = touch(driver, .changed, x, y, at: clock.now + 0.02, clock: clock)
            let shown = try #require(detail.convert(grabbed, to: nil))
            #expect(abs(shown.x - x) < 1e-9 && abs(shown.y - y) < 1e-9, "\(shown) under (\(x), \(y))")
            #expect(detail[.scaleX] < 1)
        }
        #expect(f.view("cell")?.alpha == 0)
    }

    @Test func aVetoedDismissalDoesNotBegin() throws {
        let f = try fixture()
        #expect(f.container.beginTransition(interactive: false))
        TransitionRunner(scene: f.scene).runToEnd()
        f.animation.allowsDismissal = false
        let clock = f.scene.clock
        let driver = GestureDriver(container: f.container)
        _ = touch(driver, .began, 150, 200, at: clock.now, clock: clock)
        guard case .failed = touch(driver, .changed, 150, 215, at: clock.now + 0.02, clock: clock) else {
            Issue.record("a vetoed dismissal must fail the pan")
            return
        }
        #expect(f.container.activeContext == nil)
        #expect(f.animation.asked.count == 1)
        #expect(f.animation.asked.first?.location == Point(x: 150, y: 215))
    }
}
