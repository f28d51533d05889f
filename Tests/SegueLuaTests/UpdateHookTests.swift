import SegueCore
@testable import SegueLua
import Testing

/// The per-frame `update(ctx, progress)` hook: called after every application of the tracks
/// with the presented progress, its writes at once; its failures and runaway loops end the
/// transition like any hook's, and the container goes on.
@Suite struct UpdateHookTests {
    /// A swipe whose update writes the progress into bView's cornerRadius and counts calls in
    /// aView's zPosition (`body` replaces the update's body when given).
    func script(update body: String? = nil, timing: String = "linear") -> String {
        """
        return segue.transition {
          scene = segue.scene { container = "swipe", size = { width = 300, height = 600 },
            pages = { { id = "a", view = { id = "aView" } }, { id = "b", view = { id = "bView" } } } },
          duration = 0.2,
          timing = "\(timing)",
          addTo = function(ctx) ctx.container:add(ctx.to.view) end,
          animation = function(ctx) ctx.to.view.x = 0 end,
          update = function(ctx, progress)
            \(body ?? "ctx.to.view.cornerRadius = progress * 100\n    ctx.from.view.zPosition = ctx.from.view.zPosition + 1")
          end,
        }
        """
    }

    @Test func everyFrameSeesThePresentedProgressAndTheEndExactly() throws {
        let stage = try TransitionScript.load(path: try writeScript(script(timing: "easeIn"))).makeStage { _, _ in }
        #expect(stage.scene.container.beginTransition(interactive: false))
        let b = try #require(stage.scene.view(id: "bView")), a = try #require(stage.scene.view(id: "aView"))
        var seen: [Double] = []
        for frame in 1...6 {
            stage.scene.clock.advance(frame: frame, fps: 60)
            seen.append(b[.cornerRadius] / 100)
        }
        // easeIn: the hook got the curve's value at each frame's time fraction, not the time.
        let expected = (1...6).map { TimingCurve.easeIn.value(at: min(Double($0) / 60 / 0.2, 1)) }
        for (got, want) in zip(seen, expected) { #expect(abs(got - want) < 1e-12) }
        TransitionRunner(scene: stage.scene).runToEnd()
        #expect(b[.cornerRadius] == 100)
        // Once at the start, once per frame up to the end (and once more as it completed).
        #expect(a[.zPosition] >= 13)
    }

    @Test func scrubsCallItTooAndACancelEndsAtZero() throws {
        let stage = try TransitionScript.load(path: try writeScript(script())).makeStage { _, _ in }
        let container = stage.scene.container
        #expect(container.beginTransition(interactive: true))
        let b = try #require(stage.scene.view(id: "bView"))
        container.interactor?.update(0.4)
        #expect(b[.cornerRadius] == 40)
        container.interactor?.update(0.1)
        #expect(b[.cornerRadius] == 10)
        container.interactor?.cancel()
        TransitionRunner(scene: stage.scene).runToEnd()
        #expect(b[.cornerRadius] == 0)
    }

    @Test func aFailingUpdateIsReportedAtItsLineAndTheContainerGoesOn() throws {
        var errors: [(Error, String)] = []
        let stage = try TransitionScript.load(path: try writeScript(script(update: "if progress > 0.5 then error('wobble') end")))
            .makeStage { error, hook in errors.append((error, hook)) }
        #expect(TransitionRunner(scene: stage.scene).runTimed() == .cancelled)
        #expect(errors.count == 1)
        #expect(errors.first?.1 == "update")
        #expect((errors.first?.0 as? LuaError)?.line == 9)   // the update body's line
        // Put back as before: the next transition runs.
        #expect(stage.scene.view(id: "aView")?[.x] == 0)
        #expect(TransitionRunner(scene: stage.scene).runTimed() == .cancelled)
        #expect(errors.count == 2)
    }

    @Test func aRunawayUpdateMeetsTheWatchdog() throws {
        var kinds: [LuaError.Kind] = []
        let script = try TransitionScript.load(path: try writeScript(script(update: "while true do end")), hookBudget: 0.05)
        let stage = try script.makeStage { error, _ in kinds.append((error as? LuaError)?.kind ?? .other) }
        #expect(TransitionRunner(scene: stage.scene).runTimed() == .cancelled)
        #expect(kinds == [.timeout])
    }

    /// Issue 28: a release that holds glides the progress to rest on the clock; an update
    /// failing during the glide ends the transition (the container drops its interactor),
    /// and the glide leaves the clock instead of reaching the freed interactor.
    @Test func anUpdateFailingWhileAReleaseGlidesEndsTheTransitionAndTheGlideStops() throws {
        var hooks: [String] = []
        let source = script(update: "if progress > 0.35 then error('wobble') end")
            .replacingOccurrences(of: "duration = 0.2,", with: "duration = 0.2, release = { mode = \"decelerate\" },")
        let stage = try TransitionScript.load(path: try writeScript(source)).makeStage { _, hook in hooks.append(hook) }
        let container = stage.scene.container
        #expect(container.beginTransition(interactive: true))
        container.interactor?.update(0.3)
        let decision = container.interactor?.release(velocity: 100, policy: container.releasePolicy)
        guard case .hold(let target)? = decision, target > 0.35 else {
            Issue.record("the release should glide past 0.35, decided \(String(describing: decision))")
            return
        }
        for _ in 0..<120 { stage.scene.clock.advance(by: 1.0 / 60) }
        #expect(hooks == ["update"])
        #expect(container.activeContext == nil)
        #expect(stage.scene.clock.isIdle, "nothing of the ended transition is left on the clock")
    }
}
