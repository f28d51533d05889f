import Testing
@testable import SegueCore

/// A push whose animation flies the views sharing match ids (``MatchedFlight``), optionally
/// writing something first or failing after the flight began.
private final class MatchAnimation: TransitionAnimation {
    let duration = 0.5
    let timing = TimingCurve.linear
    var options = MatchedFlight.Options()
    /// Runs inside `animation`, before the flight begins.
    var before: ((TransitionContext) -> Void)?
    var failsAfterFlight = false
    private(set) var flight: MatchedFlight?
    private(set) var error: MatchedViewError?
    /// Whether the originals were shown again when `finalize` ran.
    private(set) var hiddenInFinalize: [Bool] = []

    struct Failure: Error {}

    func addTo(_ context: TransitionContext) throws {
        if let to = context.view(forKey: .to) { context.containerView.addSubview(to) }
    }

    func prepare(_ context: TransitionContext) throws {}

    func animation(_ context: TransitionContext, animator: PropertyAnimator) throws {
        before?(context)
        do {
            let pairing = try MatchedViewPairing(from: context.view(forKey: .from), to: context.view(forKey: .to))
            flight = try MatchedFlight.begin(pairing.pairs, in: context, options: options)
        } catch let error as MatchedViewError {
            self.error = error
        }
        if failsAfterFlight { throw Failure() }
    }

    func finalize(_ context: TransitionContext, completed: Bool) throws {
        hiddenInFinalize = flight?.pairs.flatMap { [$0.source.isHidden, $0.destination.isHidden] } ?? []
    }
}

@Suite struct MatchedFlightTests {
    private struct Fixture {
        let scene: Scene
        let animation = MatchAnimation()
        func view(_ id: String) -> View { scene.anyView(id: id)! }
        var runner: TransitionRunner { TransitionRunner(scene: scene) }
        /// The view the transition runs in (the navigation controller's).
        var transitionContainer: View { scene.container.controller.view }
    }

    /// A navigation push from a grid page holding `thumb` (match "m") to a detail page holding
    /// `hero` (match "m") and a bottom `bar`.
    private func fixture(thumb: [ViewProperty: Double] = [:], extra: [ViewDescription] = []) throws -> Fixture {
        var thumbView = ViewDescription(id: "thumb", frame: Rect(x: 20, y: 100, width: 50, height: 40),
                                        properties: [.cornerRadius: 4].merging(thumb) { $1 },
                                        backgroundColor: Color(red: 1, green: 0, blue: 0))
        thumbView.matchID = "m"
        var hero = ViewDescription(id: "hero", frame: Rect(x: 0, y: 10, width: 300, height: 200),
                                   properties: [.alpha: 0.5], backgroundColor: Color(red: 0, green: 0, blue: 1))
        hero.matchID = "m"
        let description = SceneDescription(
            container: .navigation, size: Size(width: 300, height: 600),
            pages: [
                ControllerDescription(id: "grid", view: ViewDescription(id: "gridView", subviews: [thumbView] + extra)),
                ControllerDescription(id: "detail", view: ViewDescription(id: "detailView", subviews: [
                    hero, ViewDescription(id: "bar", frame: Rect(x: 0, y: 500, width: 300, height: 100)),
                ])),
            ], initialPage: 0)
        let scene = try Scene.build(description)
        let fixture = Fixture(scene: scene)
        scene.container.animator = HookedTransitionAnimator(animation: fixture.animation, clock: scene.clock, store: scene.store)
        return fixture
    }

    private func frameInContainer(_ view: View, _ fixture: Fixture) -> Rect? {
        view.convert(view.bounds, to: fixture.view("thumb").superview?.superview)
    }

    @Test func theFlyingViewIsExactlyTheSourceAtZeroAndTheDestinationAtOne() throws {
        let f = try fixture()
        #expect(f.scene.container.beginTransition(interactive: true))
        let flying = try #require(f.animation.flight?.flyingViews.first)
        let container = f.transitionContainer
        f.scene.container.interactor?.update(0)
        #expect(flying.superview === container)
        #expect(flying.frame == Rect(x: 20, y: 100, width: 50, height: 40))
        #expect(flying[.cornerRadius] == 4 && flying.alpha == 1 && flying.backgroundColor == Color(red: 1, green: 0, blue: 0))
        #expect(f.view("thumb").isHidden && f.view("hero").isHidden, "both originals hide while the copy flies")
        f.scene.container.interactor?.update(0.5)
        #expect(flying.frame == Rect(x: 10, y: 55, width: 175, height: 120))
        f.scene.container.interactor?.update(1)
        #expect(flying.frame == Rect(x: 0, y: 10, width: 300, height: 200))
        #expect(flying[.cornerRadius] == 0 && flying.alpha == 0.5 && flying.backgroundColor == Color(red: 0, green: 0, blue: 1))
    }

    @Test func itFliesAboveEverythingByDefault() throws {
        let f = try fixture()
        #expect(f.scene.container.beginTransition(interactive: true))
        let flying = try #require(f.animation.flight?.flyingViews.first)
        #expect(f.transitionContainer.subviews.last === flying)
        #expect(f.transitionContainer.subviews.contains { $0 === f.view("detailView") })
    }

    @Test func underANamedViewItSitsJustBelowThePageHoldingIt() throws {
        let f = try fixture()
        f.animation.options.layer = .under(f.view("bar"))
        #expect(f.scene.container.beginTransition(interactive: true))
        let flying = try #require(f.animation.flight?.flyingViews.first)
        let subviews = f.transitionContainer.subviews
        let page = try #require(subviews.firstIndex { $0 === f.view("detailView") })
        #expect(page > 0 && subviews[page - 1] === flying)
    }

    @Test func clippedItFliesInsideAClippingViewOverTheNamedView() throws {
        let f = try fixture()
        f.animation.options.clip = f.view("bar")
        #expect(f.scene.container.beginTransition(interactive: true))
        let flying = try #require(f.animation.flight?.flyingViews.first)
        let clip = try #require(f.animation.flight?.clipView)
        #expect(clip.clipsToBounds)
        #expect(clip.superview === f.transitionContainer && f.transitionContainer.subviews.last === clip)
        #expect(clip.frame == Rect(x: 0, y: 500, width: 300, height: 100))
        #expect(flying.superview === clip)
        f.scene.container.interactor?.update(0)
        #expect(frameInContainer(flying, f) == Rect(x: 20, y: 100, width: 50, height: 40))
        f.scene.container.interactor?.update(1)
        #expect(frameInContainer(flying, f) == Rect(x: 0, y: 10, width: 300, height: 200))
    }

    @Test func aCompletedFlightShowsTheOriginalsBeforeFinalizeAndRemovesTheCopy() throws {
        let f = try fixture()
        #expect(f.runner.runTimed() == .completed)
        let flight = try #require(f.animation.flight)
        #expect(f.animation.hiddenInFinalize == [false, false])
        #expect(!f.view("thumb").isHidden && !f.view("hero").isHidden)
        #expect(flight.flyingViews.allSatisfy { $0.superview == nil })
        #expect(f.view("hero").frame == Rect(x: 0, y: 10, width: 300, height: 200))
    }

    @Test func aCancelledFlightPutsEverythingBack() throws {
        let f = try fixture()
        let before = f.scene.store.captureTree()
        #expect(f.runner.runInteractive(scrub: 0.2, velocity: 0) == .cancelled)
        let flight = try #require(f.animation.flight)
        #expect(f.animation.hiddenInFinalize == [false, false])
        #expect(flight.flyingViews.allSatisfy { $0.superview == nil })
        let after = f.scene.store.captureTree()
        #expect(Array(after.values.prefix(before.values.count)) == before.values)
        #expect(!f.view("thumb").isHidden && !f.view("hero").isHidden)
    }

    @Test func anOriginalHiddenBeforeTheFlightStaysHidden() throws {
        let f = try fixture()
        f.view("hero").isHidden = true
        #expect(f.runner.runTimed() == .completed)
        #expect(f.view("hero").isHidden)
        #expect(!f.view("thumb").isHidden)
    }

    @Test func aHookFailingAfterTheFlightBeganPutsTheOriginalsBack() throws {
        let f = try fixture()
        f.animation.failsAfterFlight = true
        _ = f.scene.container.beginTransition(interactive: false)
        #expect(f.scene.container.activeContext == nil, "the failure ends the transition at once")
        #expect(!f.view("thumb").isHidden && !f.view("hero").isHidden)
        #expect(f.animation.flight?.flyingViews.allSatisfy { $0.superview == nil } == true)
    }

    @Test func framesAreMeasuredThroughTransforms() throws {
        // Scaled twice about its centre, the thumb covers 100 × 80 around the same centre.
        let f = try fixture(thumb: [.scaleX: 2, .scaleY: 2])
        #expect(f.scene.container.beginTransition(interactive: true))
        let flying = try #require(f.animation.flight?.flyingViews.first)
        f.scene.container.interactor?.update(0)
        #expect(flying.frame == Rect(x: -5, y: 80, width: 100, height: 80))
        #expect(flying[.scaleX] == 1, "the flying view has no transform of its own")
    }

    @Test func theSourceIsMeasuredAsTheAnimationFoundIt() throws {
        // The page under the thumb moves in the animation: the flight starts where it was.
        let f = try fixture()
        f.animation.before = { context in context.view(forKey: .from)?[.x] = -100 }
        #expect(f.scene.container.beginTransition(interactive: true))
        let flying = try #require(f.animation.flight?.flyingViews.first)
        f.scene.container.interactor?.update(0)
        #expect(flying.frame.origin == Point(x: 20, y: 100))
    }

    @Test func animatingAMatchedViewIsRefusedNamingTheProperty() throws {
        let f = try fixture()
        f.animation.before = { context in context.view(forKey: .from)?.subviews.first?[.alpha] = 0 }
        #expect(f.scene.container.beginTransition(interactive: true))
        #expect(f.animation.error == .ignoredAnimation(id: "m", view: "thumb", property: "alpha"))
        #expect(f.animation.flight == nil)
        #expect(!f.view("thumb").isHidden, "nothing was changed")
    }

    @Test func aDuplicateMatchIDOnOneSideIsRefused() throws {
        var twin = ViewDescription(id: "twin", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        twin.matchID = "m"
        let f = try fixture(extra: [twin])
        #expect(f.scene.container.beginTransition(interactive: true))
        #expect(f.animation.error == .duplicate(id: "m", side: .from, first: "thumb", second: "twin"))
        #expect(f.animation.error?.description.contains("'thumb' and 'twin'") == true)
    }

    @Test func pairingListsTheIDsFoundOnOneSideOnly() throws {
        let store = ViewStore()
        let from = store.makeView(id: "from"), to = store.makeView(id: "to")
        for (id, match, parent) in [("a", "shared", from), ("b", "leaving", from), ("c", "shared", to), ("d", "arriving", to)] {
            let view = store.makeView(id: id)
            view.matchID = match
            parent.addSubview(view)
        }
        let pairing = try MatchedViewPairing(from: from, to: to)
        #expect(pairing.pairs.map { "\($0.id):\($0.source.id)>\($0.destination.id)" } == ["shared:a>c"])
        #expect(pairing.unmatched == [.init(id: "leaving", view: "b", side: .from), .init(id: "arriving", view: "d", side: .to)])
    }

    @Test func outsideAnAnimationBlockNothingFlies() throws {
        let f = try fixture()
        let context = TransitionContext(containerView: f.transitionContainer, from: nil, to: nil) { _ in }
        #expect(throws: MatchedViewError.outsideAnimation) { try MatchedFlight.begin([], in: context) }
    }
}
