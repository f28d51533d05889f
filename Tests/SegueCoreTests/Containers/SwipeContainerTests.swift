import Testing
@testable import SegueCore

@Suite struct SwipeContainerTests {
    @Test func aTimedTransitionSlidesTheCardInAndCompletesOnce() throws {
        let fixture = try SwipeFixture()
        let runner = TransitionRunner(scene: fixture.scene, fps: 60)
        #expect(runner.runTimed() == .completed)
        let first = try #require(runner.frames.first?.view("cardView"))
        #expect(first[.x] == 300)
        let last = try #require(runner.frames.last)
        #expect(last.view("cardView")?[.x] == 0)
        #expect(last.view("mainView") == nil)
        #expect(fixture.container.currentPage == 1)
        #expect(fixture.value("backgroundBlur", .alpha) == 1)
        #expect(fixture.value("swipeIndicator", .translationX) == fixture.container.indicatorTravel)
        #expect(fixture.slide.calls.filter { $0.hasPrefix("finalize") } == ["finalize(true)"])
        #expect(fixture.scene.log.diagnostics.isEmpty)
        // Midway the card is halfway along a linear curve.
        let mid = try #require(runner.frames.first { abs($0.time - 0.2) < 1e-9 })
        #expect(abs(mid.view("cardView")![.x] - 150) < 1e-9)
    }

    @Test func completedTransitionCallsContainmentAndAppearanceInOrder() throws {
        let fixture = try SwipeFixture()
        TransitionRunner(scene: fixture.scene).runTimed()
        #expect(fixture.scene.log.lines == [
            "main.willMoveToParent(nil)", "card.willMoveToParent(swipe)",
            "main.viewWillDisappear", "card.viewWillAppear",
            "main.viewDidDisappear", "card.viewDidAppear",
            "main.didMoveToParent(nil)", "card.didMoveToParent(swipe)",
        ])
    }

    @Test func cancelledTransitionCallsContainmentAndAppearanceInOrder() throws {
        let fixture = try SwipeFixture()
        TransitionRunner(scene: fixture.scene).runInteractive(scrub: 0.3, velocity: 0)
        #expect(fixture.scene.log.lines == [
            "main.willMoveToParent(nil)", "card.willMoveToParent(swipe)",
            "main.viewWillDisappear", "card.viewWillAppear",
            "card.viewWillDisappear", "card.viewDidDisappear",
            "main.viewWillAppear", "main.viewDidAppear",
            "card.willMoveToParent(nil)", "card.didMoveToParent(nil)",
            "main.didMoveToParent(swipe)",
        ])
        #expect(!fixture.scene.log.lines.contains("card.viewDidAppear"))
    }

    @Test func cancelRestoresTheExactStartStateAndNeverShowsTheEnd() throws {
        let fixture = try SwipeFixture()
        let before = FrameRecord.capture(fixture.scene, progress: 0)
        let runner = TransitionRunner(scene: fixture.scene, fps: 60)
        #expect(runner.runInteractive(scrub: 0.3, velocity: 0) == .cancelled)
        // Every view on screen holds exactly the values it had before the transition.
        #expect(FrameRecord.capture(fixture.scene, progress: 0).views == before.views)
        for frame in runner.frames {
            #expect(frame.progress <= 0.3 + 1e-12)
            if let card = frame.view("cardView") { #expect(card[.x] > 0) }
        }
        #expect(runner.frames.last?.view("cardView") == nil)
        #expect(runner.frames.last?.view("mainView")?[.x] == 0)
        #expect(fixture.container.currentPage == 0)
        #expect(fixture.slide.calls.filter { $0.hasPrefix("finalize") } == ["finalize(false)"])
    }

    @Test func releasePastTheThresholdFinishesOverTheRemainingTime() throws {
        let fixture = try SwipeFixture()
        let runner = TransitionRunner(scene: fixture.scene, fps: 100)
        #expect(runner.runInteractive(scrub: 0.7, velocity: 0) == .completed)
        // (1 − 0.7) · 0.4 s = 0.12 s.
        let end = try #require(runner.frames.last)
        #expect(abs(end.time - 0.12) < 1e-9)
        #expect(end.view("cardView")?[.x] == 0)
    }

    @Test func aFlickDecidesAgainstTheProgress() throws {
        let fixture = try SwipeFixture()
        fixture.container.releasePolicy = ReleasePolicy(progressThreshold: 0.5, velocityThreshold: 200)
        #expect(TransitionRunner(scene: fixture.scene).runInteractive(scrub: 0.2, velocity: 500) == .completed)
        let other = try SwipeFixture()
        other.container.releasePolicy = ReleasePolicy(progressThreshold: 0.5, velocityThreshold: 200)
        #expect(TransitionRunner(scene: other.scene).runInteractive(scrub: 0.8, velocity: -500) == .cancelled)
    }

    @Test func animationEndedRunsAfterCompleteTransition() throws {
        let fixture = try SwipeFixture()
        var order: [String] = []
        fixture.animator.onEnded = { _ in
            order.append(fixture.container.activeContext == nil ? "ended-after-completion" : "ended-early")
        }
        TransitionRunner(scene: fixture.scene).runTimed()
        #expect(order == ["ended-after-completion"])
    }

    @Test(arguments: ["addTo", "prepare", "animation", "finalize"])
    func aHookErrorEndsTheTransitionInADefinedState(hook: String) throws {
        var fixture = try SwipeFixture(slide: SlideAnimation(failingHook: hook))
        var errors: [String] = []
        fixture.animator.onError = { _, name in errors.append(name) }
        let before = fixture.scene.store.snapshotValues()
        var completions: [Bool] = []
        let runner = TransitionRunner(scene: fixture.scene)
        let started = fixture.container.beginTransition(interactive: false)
        #expect(started)
        if let context = fixture.container.activeContext {
            context.observe { if case .completed(let c) = $0 { completions.append(c) } }
        }
        _ = runner.runToEnd()
        #expect(errors == [hook])
        #expect(fixture.container.activeContext == nil)
        if hook == "finalize" {
            #expect(completions == [true])
            #expect(fixture.container.currentPage == 1)
        } else {
            #expect(fixture.container.currentPage == 0)
            #expect(fixture.scene.store.values == Array(before.prefix(fixture.scene.store.values.count)))
            #expect(fixture.scene.view(id: "cardView") == nil)
            #expect(fixture.scene.view(id: "mainView") != nil)
        }
        // The container still works: the next transition runs to completion.
        fixture.slide.failingHook = nil
        #expect(TransitionRunner(scene: fixture.scene).runTimed() == .completed)
        fixture.errors = errors
    }

    @Test func aTransitionRequestedWhileOneRunsIsRefused() throws {
        let fixture = try SwipeFixture()
        #expect(fixture.container.beginTransition(interactive: false))
        #expect(!fixture.container.beginTransition(interactive: false))
        #expect(!fixture.container.transition(toPage: 0, interactive: true))
        TransitionRunner(scene: fixture.scene).runToEnd()
        #expect(fixture.container.currentPage == 1)
    }

    @Test func grabbingACompletingTransitionHoldsItWhereItStands() throws {
        let fixture = try SwipeFixture()
        #expect(fixture.container.beginTransition(interactive: true))
        let interactor = try #require(fixture.container.interactor)
        interactor.update(0.6)
        interactor.finish()
        fixture.scene.clock.advance(to: 0.05) // 0.05 s of 0.16 s remaining
        let x = fixture.value("cardView", .x)
        interactor.pause()
        #expect(fixture.value("cardView", .x) == x)
        interactor.update(interactor.percentComplete - 0.1)
        interactor.cancel()
        fixture.scene.clock.advance(to: 1)
        #expect(fixture.container.activeContext == nil)
        #expect(fixture.container.currentPage == 0)
        #expect(fixture.value("mainView", .x) == 0)
    }

    @Test func updateIsClampedToTheUnitInterval() throws {
        let fixture = try SwipeFixture()
        fixture.container.beginTransition(interactive: true)
        let interactor = try #require(fixture.container.interactor)
        interactor.update(1.7)
        #expect(interactor.percentComplete == 1)
        #expect(fixture.value("cardView", .x) == 0)
        interactor.update(-3)
        #expect(interactor.percentComplete == 0)
        #expect(fixture.value("cardView", .x) == 300)
    }
}

@Suite struct FastReleaseTests {
    /// Releasing at either end leaves nothing to animate: the transition must still
    /// complete, once, within the release call.
    @Test(arguments: [(0.0, false), (1.0, true)])
    func aReleaseWithNothingLeftToAnimateCompletesAtOnce(progress: Double, finishes: Bool) throws {
        let fixture = try SwipeFixture()
        #expect(fixture.container.beginTransition(interactive: true))
        var completions: [Bool] = []
        fixture.container.activeContext?.observe { if case .completed(let c) = $0 { completions.append(c) } }
        let interactor = try #require(fixture.container.interactor)
        interactor.update(progress)
        if finishes { interactor.finish() } else { interactor.cancel() }
        #expect(completions == [finishes])
        #expect(fixture.container.activeContext == nil)
        #expect(fixture.container.currentPage == (finishes ? 1 : 0))
    }

    /// Releasing in the same instant the transition began, before any frame ran.
    @Test func aReleaseBeforeTheFirstFrameStillCompletes() throws {
        let fixture = try SwipeFixture()
        #expect(fixture.container.beginTransition(interactive: true))
        let interactor = try #require(fixture.container.interactor)
        interactor.finish()
        TransitionRunner(scene: fixture.scene).runToEnd()
        #expect(fixture.container.activeContext == nil)
        #expect(fixture.container.currentPage == 1)
        #expect(fixture.value("cardView", .x) == 0)
    }
}
