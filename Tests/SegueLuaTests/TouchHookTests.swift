import SegueCore
@testable import SegueLua
import Testing

/// `ctx:touch()` and `ctx.pan` in hooks, and the swipe scene's `swipes`, `wraps`, `blur` and
/// `indicator = false` (issue 32): what a script reads of the finger, and what a scene
/// refuses, naming the file and line.
@Suite struct TouchHookTests {
    /// A swipe whose `update` copies the touch into bView's properties and whose
    /// `interactionEnded` copies the release's into aView's.
    static let script = """
    return segue.transition {
      scene = segue.scene { container = "swipe", size = { width = 300, height = 600 },
        pages = { { id = "a", view = { id = "aView" } }, { id = "b", view = { id = "bView" } },
                  { id = "c", view = { id = "cView" } } },
        swipes = { left = "next", right = "next" }, wraps = true, blur = false, indicator = false },
      duration = 0.2,
      addTo = function(ctx) ctx.container:add(ctx.to.view) end,
      prepare = function(ctx)
        ctx.to.view.cornerRadius = ctx:touch() == nil and 1 or 2
        ctx.to.view.zPosition = ctx.pan == "right" and 1 or (ctx.pan == "left" and -1 or 0)
      end,
      update = function(ctx, progress)
        local t = ctx:touch()
        if t == nil then return end
        ctx.to.view.translationX = t.x
        ctx.to.view.translationY = t.y
        ctx.to.view.shadowOffsetX = t.translationX
        ctx.to.view.shadowOffsetY = t.translationY
        ctx.to.view.shadowRadius = t.velocityX
        ctx.to.view.rotation = t.down and 1 or 0
      end,
      interactionEnded = function(ctx)
        local t = ctx:touch()
        ctx.from.view.shadowRadius = t.velocityX
        ctx.from.view.rotation = t.down and 1 or 0
      end,
    }
    """

    private func send(_ driver: GestureDriver, _ stage: TransitionStage, _ phase: TouchPhase, _ x: Double, _ y: Double,
                      at t: Double) -> GestureDriver.Response {
        if t > stage.scene.clock.now { stage.scene.clock.advance(to: t) }
        return driver.handle(TouchEvent(phase: phase, location: Point(x: x, y: y), timestamp: t))
    }

    @Test func updateReadsEachMovesTouchAndInteractionEndedTheRelease() throws {
        let stage = try TransitionScript.load(path: try writeScript(Self.script)).makeStage { _, _ in }
        let driver = stage.makeGestureDriver()
        let b = try #require(stage.scene.anyView(id: "bView")), a = try #require(stage.scene.anyView(id: "aView"))
        _ = send(driver, stage, .began, 100, 300, at: 0)
        #expect(send(driver, stage, .changed, 115, 300, at: 0.02) == .began(.right))
        // The pan's touch and its name are there from the first hooks on.
        #expect(b[.cornerRadius] == 2)
        #expect(b[.zPosition] == 1)
        _ = send(driver, stage, .changed, 160, 330, at: 0.04)
        #expect(b[.translationX] == 160)
        #expect(b[.translationY] == 330)
        #expect(b[.shadowOffsetX] == 45)
        #expect(b[.shadowOffsetY] == 30)
        #expect(b[.rotation] == 1)
        let moving = b[.shadowRadius]
        #expect(moving > 0)
        let context = try #require(stage.scene.container.activeContext)
        _ = send(driver, stage, .ended, 160, 330, at: 0.04)
        // The release's velocity (the lift is one more sample of the fit).
        let lifted = try #require(context.touch)
        #expect(!lifted.isDown)
        #expect(a[.rotation] == 0)
        #expect(a[.shadowRadius] == lifted.velocity.x)
        #expect(lifted.velocity.x != moving)
    }

    @Test func aLeftPanLeadsToTheSameNextPageAndTheLastWrapsToTheFirst() throws {
        let stage = try TransitionScript.load(path: try writeScript(Self.script)).makeStage { _, _ in }
        let container = try #require(stage.scene.container as? SwipeContainerController)
        let runner = TransitionRunner(scene: stage.scene)
        for (pan, page) in [(PanDirection.left, 1), (.right, 2), (.left, 0)] {
            #expect(container.beginTransition(panning: pan, interactive: false))
            #expect(container.activeContext?.userInfo["pan"] == pan.rawValue)
            runner.runToEnd()
            #expect(container.currentPage == page)
        }
        #expect(container.backgroundBlurView.alpha == 0)
        #expect(container.swipeIndicatorView.isHidden)
    }

    @Test func aTimedTransitionHasNoTouchAndNoPan() throws {
        let stage = try TransitionScript.load(path: try writeScript(Self.script)).makeStage { _, _ in }
        #expect(stage.scene.container.beginTransition(interactive: false))
        let b = try #require(stage.scene.anyView(id: "bView"))
        TransitionRunner(scene: stage.scene).runToEnd()
        #expect(b[.cornerRadius] == 1)
        #expect(b[.zPosition] == 0)
        #expect(b[.translationX] == 0)
    }

    func loadError(_ source: String) throws -> LuaError? {
        let path = try writeScript(source)
        return #expect(throws: LuaError.self) { _ = try TransitionScript.load(path: path).makeStage { _, _ in } }
    }

    @Test(arguments: [
        ("container = \"swipe\", swipes = { left = \"forward\" }", "swipes: 'left' must be \"next\" or \"previous\", got 'forward'"),
        ("container = \"swipe\", swipes = { left = \"next\", up = \"next\" }", "swipes: pans of one axis only"),
        ("container = \"swipe\", swipes = { lfet = \"next\" }", "did you mean 'left'?"),
        ("container = \"swipe\", blur = 0", "'blur' must be true or false, got number"),
        ("container = \"swipe\", wraps = \"yes\"", "'wraps' must be true or false, got string"),
        ("container = \"tabs\", blur = true", "'blur' is an option of the swipe container, not of 'tabs'"),
        ("container = \"navigation\", wraps = true", "'wraps' is an option of the swipe and tabs containers, not of 'navigation'"),
        ("container = \"modal\", indicator = false", "'indicator' is an option of the swipe container"),
    ])
    func badSwipeOptionsAreRefusedAtTheirLine(fields: String, message: String) throws {
        let error = try loadError("""
            return segue.transition {
              scene = segue.scene { \(fields), size = { width = 300, height = 600 },
                pages = { { id = "a", view = { id = "aView" } }, { id = "b", view = { id = "bView" } } } },
            }
            """)
        #expect(error?.message.contains(message) == true, "\(String(describing: error))")
        #expect(error?.line == 2)
    }
}
