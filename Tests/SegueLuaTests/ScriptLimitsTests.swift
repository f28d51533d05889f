import SegueCore
@testable import SegueLua
import Testing

/// Issue 13, "Deliver": limits that are documented and configurable, and host allocations
/// made for a script that count against its cap.
@Suite struct ScriptLimitsTests {
    /// A swipe transition whose hooks run `addTo` and `prepare` bodies.
    private func script(addTo: String = "", prepare: String = "") -> String {
        """
        local function spin(s) local t = os.clock() while os.clock() - t < s do end end
        return segue.transition {
          scene = segue.scene { container = "swipe", size = { width = 100, height = 200 },
            pages = { { id = "a", view = { id = "aView" } }, { id = "b", view = { id = "bView" } } } },
          duration = 0.2,
          addTo = function(ctx) ctx.container:add(ctx.to.view); \(addTo) end,
          prepare = function(ctx) \(prepare) end,
          animation = function(ctx) ctx.to.view.x = 0 end,
        }
        """
    }

    @Test(arguments: [
        (Double.nan, "--hook-budget"), (.infinity, "--hook-budget"), (0, "--hook-budget"), (-1, "--hook-budget"),
        (1e9, "--hook-budget"),
    ])
    func aHookBudgetOutOfRangeIsRefusedNamingTheOption(value: Double, option: String) {
        #expect(throws: ScriptLimitError.self) {
            _ = try ScriptLimits.validated(hookBudget: value, defaults: .scripts)
        }
        do {
            _ = try ScriptLimits.validated(transitionBudget: value, defaults: .scripts)
            Issue.record("accepted \(value)")
        } catch let error as ScriptLimitError {
            #expect(error.message.hasPrefix("--transition-budget must be"))
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func validLimitsReplaceTheDefaults() throws {
        let limits = try ScriptLimits.validated(hookBudget: 0.5, transitionBudget: 3, memoryMegabytes: 16,
                                                maxFrames: 500, defaults: .specs)
        #expect(limits == ScriptLimits(hookBudget: 0.5, transitionBudget: 3, memoryLimit: 16 << 20, maxFrames: 500))
        #expect(try ScriptLimits.validated(defaults: .specs) == .specs)
        #expect(throws: ScriptLimitError.self) { try ScriptLimits.validated(memoryMegabytes: .nan, defaults: .specs) }
        #expect(throws: ScriptLimitError.self) { try ScriptLimits.validated(memoryMegabytes: 0.5, defaults: .specs) }
        #expect(throws: ScriptLimitError.self) { try ScriptLimits.validated(maxFrames: 0, defaults: .specs) }
    }

    @Test func viewsAScriptMakesCountAgainstItsMemoryCap() throws {
        let source = script(prepare: "local i = 0 while true do i = i + 1; ctx:makeView { id = 'h' .. i } end")
        var limits = ScriptLimits.scripts
        limits.memoryLimit = 1 << 20
        limits.hookBudget = 30
        limits.transitionBudget = 30
        let path = try writeScript(source)
        let script = try TransitionScript.load(path: path, limits: limits)
        var errors: [LuaError] = []
        let stage = try script.makeStage { error, _ in if let error = error as? LuaError { errors.append(error) } }
        #expect(TransitionRunner(scene: stage.scene).runTimed() == .cancelled)
        #expect(errors.count == 1)
        #expect(errors.first?.message.contains("not enough memory") == true, "\(errors)")
        #expect(errors.first?.file == path)
        #expect(errors.first?.line == line(of: "makeView", in: source))
        #expect(stage.scene.store.views.count < 3_000, "stopped near the 1 MB cap")
    }

    @Test func allHooksOfATransitionShareItsBudget() throws {
        let source = script(addTo: "spin(0.05)", prepare: "while true do end")
        var limits = ScriptLimits.scripts
        limits.hookBudget = 5
        limits.transitionBudget = 1
        let loaded = try TransitionScript.load(path: try writeScript(source), limits: limits)
        var errors: [(LuaError, String)] = []
        let stage = try loaded.makeStage { error, hook in if let error = error as? LuaError { errors.append((error, hook)) } }
        #expect(TransitionRunner(scene: stage.scene).runTimed() == .cancelled)
        #expect(errors.map(\.1) == ["prepare"], "addTo fits, prepare runs past what is left of 1 s")
        #expect(errors.first?.0.kind == .timeout)
        #expect(errors.first?.0.message.contains("total Lua time budget of 1 s") == true, "\(errors)")
        // The next transition has a budget of its own.
        errors = []
        let quick = try TransitionScript.load(path: try writeScript(script()), limits: limits).makeStage { error, hook in
            if let error = error as? LuaError { errors.append((error, hook)) }
        }
        #expect(TransitionRunner(scene: quick.scene).runTimed() == .completed)
        #expect(TransitionRunner(scene: quick.scene).runTimed() == .completed)
        #expect(errors.isEmpty)
    }

    /// A hook refused because the transition's total is used up is refused before it is
    /// called: what was pushed for the call goes too (the Lua stack was left one call's
    /// worth higher at each refusal).
    @Test func aHookRefusedForAUsedUpBudgetLeavesTheStackAsItWas() throws {
        let source = script(prepare: "calls = (calls or 0) + 1 if calls > 1 then spin(0.05) end")
        var limits = ScriptLimits.scripts
        limits.hookBudget = 5
        limits.transitionBudget = 0.02
        let loaded = try TransitionScript.load(path: try writeScript(source), limits: limits)
        let stage = try loaded.makeStage()
        _ = stage.scene.container.beginTransition(interactive: true)
        let context = try #require(stage.scene.container.activeContext)
        let state = loaded.host.state
        let top = state.top
        var messages: [String] = []
        for _ in 0..<3 {
            do { try loaded.animation.prepare(context) } catch let error as LuaError { messages.append(error.message) }
            #expect(state.top == top)
        }
        #expect(messages.count == 3)
        #expect(messages.first?.contains("ran past their total Lua time budget") == true, "\(messages)")
        #expect(messages.dropFirst().allSatisfy { $0.contains("used up their total Lua time budget") }, "\(messages)")
    }

    @Test func aRunStopsAtItsFrameLimit() throws {
        let stage = try TransitionScript.load(path: try writeScript(script())).makeStage()
        let runner = TransitionRunner(scene: stage.scene, fps: 1000)
        runner.maxFrames = 5
        #expect(runner.runTimed() == .timedOut)
        #expect(runner.stoppedBy == .frames)
        #expect(runner.frames.count == 5)
    }

    @Test func recordedFramesCountAgainstTheScriptsMemoryCap() throws {
        let loaded = try TransitionScript.load(path: try writeScript(script()))
        let stage = try loaded.makeStage()
        let state = loaded.host.state
        // Room for 200 frames: the hooks' own allocations (a few kilobytes, the ctx and its
        // tables) stay well under a quarter of what the frames take before the cap stops them.
        state.memoryLimit = state.memoryInUse + 200 * (FrameRecord.capture(stage.scene, progress: 0).estimatedBytes + 64)
        let before = state.memoryInUse
        let runner = TransitionRunner(scene: stage.scene, fps: 10_000)
        runner.charge = { state.chargeHostBytes($0) }
        #expect(runner.runTimed() == .timedOut)
        #expect(runner.stoppedBy == .memory)
        #expect(runner.frames.count < 300)
        let charged = state.memoryInUse
        #expect(charged > before)
        _ = runner.runTimed() // drops the frames: their bytes are given back
        #expect(runner.frames.isEmpty, "the transition still runs, so nothing new started")
        #expect(state.memoryInUse - before <= (charged - before) / 4, "what stays is the script's own, not the frames'")
    }
}
