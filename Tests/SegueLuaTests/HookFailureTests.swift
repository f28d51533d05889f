import SegueCore
@testable import SegueLua
import Testing

/// Issue 13, item 9: a hook that fails puts every view back as it was before `addTo`, runs
/// `finalize` once with the outcome and completes the transition exactly once.
@Suite struct HookFailureTests {
    enum Mode: String, CaseIterable { case timed, finished, cancelled }

    /// A swipe transition that hides the outgoing page, adds a helper view, reorders the
    /// container, moves the outgoing page into the helper and sets values in `prepare`; `failing` raises "boom in <failing>".
    private func script(failing: String...) -> String {
        func fail(_ hook: String) -> String { failing.contains(hook) ? "error('boom in \(hook)')" : "" }
        return """
        return segue.transition {
          scene = segue.scene { container = "swipe", size = { width = 300, height = 600 },
            pages = { { id = "a", view = { id = "aView" } }, { id = "b", view = { id = "bView" } } } },
          duration = 0.2,
          timing = "linear",
          addTo = function(ctx) ctx.container:add(ctx.to.view); \(fail("addTo")) end,
          prepare = function(ctx)
            ctx.from.view.hidden = true
            ctx.from.view.clipsToBounds = true
            ctx.from.view.alpha = 0.25
            ctx.to.view.x = 300
            local helper = ctx:makeView { id = "helper", x = 5 }
            ctx.container:add(helper)
            ctx.container:insertBelow(ctx.to.view, ctx.from.view)
            helper:add(ctx.from.view)
            \(fail("prepare"))
          end,
          animation = function(ctx)
            ctx.to.view.x = 0
            ctx:alongside(function() ctx.from.view.x = -100; \(fail("alongside")) end)
            \(fail("animation"))
          end,
          interactionEnded = function(ctx) \(fail("interactionEnded")) end,
          finalize = function(ctx, completed)
            print("finalize " .. tostring(completed))
            ctx.from.view.hidden = true
            \(fail("finalize"))
          end,
        }
        """
    }

    /// What a test compares: every view in the window with its values and flags, in order.
    private func tree(_ scene: Scene) -> [String] {
        scene.window.subtree.map { view in
            let values = ViewProperty.allCases.map { "\(view[$0])" }.joined(separator: ",")
            return "\(view.id) hidden=\(view.isHidden) clips=\(view.clipsToBounds) parent=\(view.superview?.id ?? "-") \(values)"
        }
    }

    private struct Run {
        var errors: [(hook: String, message: String)] = []
        var finalizeCalls: [String] = []
        var completions: [Bool] = []
        var before: [String] = []
        var after: [String] = []
    }

    private func run(failing hook: String, mode: Mode) throws -> Run {
        let script = try TransitionScript.load(path: try writeScript(script(failing: hook)))
        var result = Run()
        script.host.state.output = { result.finalizeCalls.append($0) }
        let stage = try script.makeStage { error, name in
            result.errors.append((name, (error as? LuaError)?.message ?? "\(error)"))
        }
        let container = stage.scene.container
        result.before = tree(stage.scene)
        let runner = TransitionRunner(scene: stage.scene)
        var began = false
        switch mode {
        case .timed:
            began = container.beginTransition(interactive: false)
            container.activeContext?.observe { if case .completed(let c) = $0 { result.completions.append(c) } }
        case .finished, .cancelled:
            began = container.beginTransition(interactive: true)
            container.activeContext?.observe { if case .completed(let c) = $0 { result.completions.append(c) } }
            if let interactor = container.interactor {
                interactor.update(0.5)
                if mode == .finished { interactor.finish() } else { interactor.cancel() }
            }
        }
        if !began { result.completions.append(false) } // failed at once, before observing
        _ = runner.runToEnd()
        #expect(container.activeContext == nil, "the transition ended")
        result.after = tree(stage.scene)
        return result
    }

    static let failingHooks = ["addTo", "prepare", "animation", "alongside"]

    @Test(arguments: failingHooks, Mode.allCases)
    func aFailingHookPutsEveryViewBackAndFinalizesOnce(hook: String, mode: Mode) throws {
        let result = try run(failing: hook, mode: mode)
        let reported = hook == "alongside" ? "animation" : hook
        #expect(result.errors.map(\.hook) == [reported])
        #expect(result.errors.first?.message == "boom in \(hook)")
        #expect(result.finalizeCalls == ["finalize false"], "finalize runs once, told the transition did not complete")
        #expect(result.completions.count <= 1)
        #expect(result.after == result.before, "every view value, flag and place is as before addTo")
    }

    @Test(arguments: [Mode.finished, .cancelled])
    func aFailingInteractionEndedHookEndsTheTransitionPutBack(mode: Mode) throws {
        let result = try run(failing: "interactionEnded", mode: mode)
        #expect(result.errors.map(\.hook) == ["interactionEnded"])
        #expect(result.finalizeCalls == ["finalize false"])
        #expect(result.completions == [false])
        #expect(result.after == result.before)
    }

    @Test(arguments: Mode.allCases)
    func aFailingFinalizeIsReportedAndTheOutcomeStands(mode: Mode) throws {
        let result = try run(failing: "finalize", mode: mode)
        let completed = mode != .cancelled
        #expect(result.errors.map(\.hook) == ["finalize"])
        #expect(result.finalizeCalls == ["finalize \(completed)"])
        #expect(result.completions == [completed])
        if !completed { #expect(result.after == result.before, "a cancelled transition is put back") }
    }

    @Test func finalizesOwnErrorIsReportedAfterTheFirstNotInsteadOfIt() throws {
        let script = try TransitionScript.load(path: try writeScript(script(failing: "prepare", "finalize")))
        var hooks: [String] = []
        script.host.state.output = { _ in }
        let stage = try script.makeStage { _, name in hooks.append(name) }
        _ = TransitionRunner(scene: stage.scene).runTimed()
        #expect(hooks == ["prepare", "finalize"])
    }
}
