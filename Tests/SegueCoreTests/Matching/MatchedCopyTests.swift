import Testing
@testable import SegueCore

/// A push whose animation flies every pair of matched views.
private final class FlyAll: TransitionAnimation {
    let duration = 0.5
    let timing = TimingCurve.linear
    private(set) var flight: MatchedFlight?

    func addTo(_ context: TransitionContext) throws {
        if let to = context.view(forKey: .to) { context.containerView.addSubview(to) }
    }

    func prepare(_ context: TransitionContext) throws {}

    func animation(_ context: TransitionContext, animator: PropertyAnimator) throws {
        let pairing = try MatchedViewPairing(from: context.view(forKey: .from), to: context.view(forKey: .to))
        flight = try MatchedFlight.begin(pairing.pairs, in: context)
    }

    func finalize(_ context: TransitionContext, completed: Bool) throws {}
}

/// The copies matched views fly as: named once each (``SnapshotNaming``), nested matches
/// flying on their own, and the content scaling with the copy's frame (``ContentScaling``).
@Suite struct MatchedCopyTests {
    private struct Fixture {
        let scene: Scene
        let animation = FlyAll()
        func view(_ id: String) -> View? { scene.anyView(id: id) }
    }

    /// A push from a grid whose `thumb` (match "m", 50 × 40) holds a `hill` and a `sun`, to a
    /// detail whose `hero` (match "m", 300 × 200) holds a `heroSun`; with `nested`, the sun and
    /// the hero's sun share the match id "s".
    private func fixture(nested: Bool = false, extra: [ViewDescription] = []) throws -> Fixture {
        let hill = ViewDescription(id: "hill", frame: Rect(x: 10, y: 20, width: 30, height: 10), properties: [.cornerRadius: 2])
        var sun = ViewDescription(id: "sun", frame: Rect(x: 35, y: 5, width: 10, height: 10))
        var thumb = ViewDescription(id: "thumb", frame: Rect(x: 20, y: 100, width: 50, height: 40), subviews: [hill, sun])
        var heroSun = ViewDescription(id: "heroSun", frame: Rect(x: 200, y: 20, width: 60, height: 60))
        var hero = ViewDescription(id: "hero", frame: Rect(x: 0, y: 10, width: 300, height: 200), subviews: [heroSun])
        thumb.matchID = "m"
        hero.matchID = "m"
        if nested {
            sun.matchID = "s"
            heroSun.matchID = "s"
            thumb.subviews = [hill, sun]
            hero.subviews = [heroSun]
        }
        let description = SceneDescription(
            container: .navigation, size: Size(width: 300, height: 600),
            pages: [
                ControllerDescription(id: "grid", view: ViewDescription(id: "gridView", subviews: [thumb] + extra)),
                ControllerDescription(id: "detail", view: ViewDescription(id: "detailView", subviews: [hero])),
            ], initialPage: 0)
        let scene = try Scene.build(description)
        let fixture = Fixture(scene: scene)
        scene.container.animator = HookedTransitionAnimator(animation: fixture.animation, clock: scene.clock, store: scene.store)
        return fixture
    }

    private func idsInWindow(_ f: Fixture) -> [String] { f.scene.window.subtree.map(\.id) }

    @Test func nestedMatchesFlyOnTheirOwnUnderIDsNamedOnce() throws {
        let f = try fixture(nested: true)
        #expect(f.scene.container.beginTransition(interactive: true))
        let flight = try #require(f.animation.flight)
        #expect(flight.flyingViews.map(\.id) == ["thumb~match", "sun~match"])
        // The sun flies on its own: the thumb's copy holds the hill only.
        #expect(flight.flyingViews[0].subviews.map(\.id) == ["hill~match"])
        let ids = idsInWindow(f)
        #expect(Set(ids).count == ids.count, "every view of the window is named once: \(ids)")
        // A stage's s:view finds the one copy by its id.
        #expect(f.scene.anyView(id: "sun~match") === flight.flyingViews[1])
    }

    @Test func anIDAlreadyInTheWindowGetsTheNextNumber() throws {
        let f = try fixture(extra: [ViewDescription(id: "thumb~match", frame: Rect(x: 0, y: 0, width: 1, height: 1))])
        #expect(f.scene.container.beginTransition(interactive: true))
        let flight = try #require(f.animation.flight)
        #expect(flight.flyingViews.map(\.id) == ["thumb~match2"])
        let ids = idsInWindow(f)
        #expect(Set(ids).count == ids.count)
    }

    @Test func theCopysContentScalesWithItsFrame() throws {
        let f = try fixture()
        #expect(f.scene.container.beginTransition(interactive: true))
        let copy = try #require(f.animation.flight?.flyingViews.first)
        let hill = try #require(copy.subviews.first)
        for progress in [0.0, 0.25, 0.5, 1.0] {
            f.scene.container.interactor?.update(progress)
            let frame = copy.frame
            // The hill keeps its place and size relative to the copy's frame: 10/50, 20/40, 30/50, 10/40.
            #expect(abs(hill[.x] - frame.width * 0.2) < 1e-9)
            #expect(abs(hill[.y] - frame.height * 0.5) < 1e-9)
            #expect(abs(hill[.width] - frame.width * 0.6) < 1e-9)
            #expect(abs(hill[.height] - frame.height * 0.25) < 1e-9)
        }
        f.scene.container.interactor?.update(1)
        #expect(hill.frame == Rect(x: 60, y: 100, width: 180, height: 50))
        #expect(hill[.cornerRadius] == 10, "radii scale by the smaller factor, 5")
        f.scene.container.interactor?.update(0)
        #expect(hill.frame == Rect(x: 10, y: 20, width: 30, height: 10))
    }

    @Test func contentOfAnEmptySideKeepsItsSizeThere() {
        let scaling = ContentScaling(from: Size(width: 0, height: 40), to: Size(width: 100, height: 80))
        #expect(scaling.horizontal == 1 && scaling.vertical == 2)
        #expect(ContentScaling(from: Size(width: 10, height: 10), to: Size(width: .infinity, height: 5)).horizontal == 1)
    }
}

/// ``SnapshotNaming``: a copy's id is free in the window and among the transition's views not
/// in it yet.
@Suite struct SnapshotNamingTests {
    @Test func aTakenIDGetsTheFirstFreeNumber() {
        let store = ViewStore()
        let window = store.makeView(id: "window")
        let card = store.makeView(id: "card")
        window.addSubview(card)
        window.addSubview(store.makeView(id: "card~snapshot"))
        let helper = store.makeView(id: "card~snapshot2")      // made for the transition, not added yet
        var naming = SnapshotNaming(avoidingTreeOf: card, and: [helper])
        #expect(naming.name(for: card, suffix: "~snapshot") == "card~snapshot3")
        #expect(naming.name(for: card, suffix: "~snapshot") == "card~snapshot4")
        #expect(naming.name(for: card, suffix: "~match") == "card~match")
    }
}
