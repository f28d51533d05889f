import Foundation
import SegueCore
@testable import SegueLua
import Testing
import CLua
import TestScratch

/// Writes `source` to a fresh short temporary path (Lua shortens long chunk names).
func writeScript(_ source: String, name: String = "t.lua") throws -> String {
    let folder = ScratchFolder.make("sl")
    let path = folder + "/" + name
    try source.write(toFile: path, atomically: true, encoding: .utf8)
    return path
}

/// The swipe example's source with `replacement` applied.
func exampleSource(replacing target: String = "", with replacement: String = "") throws -> String {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let text = try String(contentsOf: root.appendingPathComponent("examples/snapchat_swipe.lua"), encoding: .utf8)
    return target.isEmpty ? text : text.replacingOccurrences(of: target, with: replacement)
}

/// The 1-based line of the first line containing `needle`.
func line(of needle: String, in source: String) -> Int {
    source.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(needle) }! + 1
}

@Suite struct SandboxTests {
    @Test(arguments: ["io", "package", "loadfile", "dofile", "rawset", "collectgarbage", "os.execute", "os.exit",
                      "os.getenv", "os.remove", "string.dump", "(\"\").dump", "debug.getinfo", "debug.sethook"])
    func forbiddenNamesAreAbsent(name: String) throws {
        let host = try ScriptHost(roots: ["/tmp"])
        try host.run("return \(name) == nil", chunkName: "probe.lua")
        #expect(host.state.bool(at: -1), "\(name) is reachable")
    }

    @Test func loadRefusesBytecodeAndBinaryMode() throws {
        let host = try ScriptHost(roots: ["/tmp"])
        try host.run("""
            local f1, e1 = load("\\27Lua garbage")
            local f2, e2 = load("return 1", "x", "b")
            return f1 == nil and f2 == nil and load("return 1")() == 1
            """, chunkName: "probe.lua")
        #expect(host.state.bool(at: -1))
    }

    @Test func requireFindsSiblingsOnly() throws {
        let path = try writeScript("return { answer = 42 }", name: "helper.lua")
        let folder = (path as NSString).deletingLastPathComponent
        let host = try ScriptHost(roots: [folder])
        try host.run("return require('helper').answer", chunkName: "main.lua")
        #expect(host.state.number(at: -1) == 42)
        for bad in ["../etc/passwd", "/etc/passwd", "a..b", "nothere"] {
            #expect(throws: LuaError.self) { try host.run("return require('\(bad)')", chunkName: "main.lua") }
        }
    }

    @Test func theSegueTableIsReadOnlyAndLocked() throws {
        let host = try ScriptHost(roots: ["/tmp"])
        let error = #expect(throws: LuaError.self) { try host.run("segue.transition = nil", chunkName: "w.lua") }
        #expect(error?.description.contains("read-only") == true)
        try host.run("return getmetatable(segue)", chunkName: "m.lua")
        #expect(host.state.string(at: -1) == "locked")
    }

    @Test func printGoesToTheStatesOutput() throws {
        let host = try ScriptHost(roots: ["/tmp"])
        var lines: [String] = []
        host.state.output = { lines.append($0) }
        try host.run("print('a', 1, nil)", chunkName: "p.lua")
        #expect(lines == ["a\t1\tnil"])
    }
}

@Suite struct ScriptErrorTests {
    @Test func aValidationErrorNamesTheScriptsLine() throws {
        let source = "local x = 1\nreturn segue.transition {\n  timing = 'wobbly',\n}\n"
        let path = try writeScript(source)
        let error = #expect(throws: LuaError.self) { try TransitionScript.load(path: path) }
        #expect(error?.file == path)
        #expect(error?.line == 3)
        #expect(error?.message.contains("wobbly") == true)
    }

    @Test func aBadViewWriteNamesItsLine() throws {
        let source = try exampleSource(replacing: "    ctx.to.view.x = 0\n", with: "    ctx.to.view.alhpa = 0\n")
        let path = try writeScript(source)
        var errors: [LuaError] = []
        let stage = try TransitionScript.load(path: path).makeStage { error, _ in errors.append(error as! LuaError) }
        TransitionRunner(scene: stage.scene).runTimed()
        #expect(errors.count == 1)
        #expect(errors.first?.line == line(of: "alhpa", in: source))
        #expect(errors.first?.message.contains("unknown view property 'alhpa'") == true)
    }

    /// A small swipe transition whose `failing` hook raises "boom in <hook>".
    private func hookScript(failing: String) -> String {
        func body(_ hook: String, _ normal: String) -> String {
            hook == failing ? "error('boom in \(hook)')" : normal
        }
        return """
        return segue.transition {
          scene = segue.scene { container = "swipe", size = { width = 300, height = 600 },
            pages = { { id = "a", view = { id = "aView" } }, { id = "b", view = { id = "bView" } } } },
          duration = 0.2,
          timing = "linear",
          addTo = function(ctx) ctx.container:add(ctx.to.view); \(body("addTo", "")) end,
          prepare = function(ctx) ctx.to.view.x = 300; \(body("prepare", "")) end,
          animation = function(ctx) ctx.to.view.x = 0; \(body("animation", "")) end,
          finalize = function(ctx, completed) \(body("finalize", "")) end,
        }
        """
    }

    /// An error in each hook, one at a time: reported at its line with a traceback; the
    /// transition ends exactly once; the container stays usable for the next transition.
    @Test(arguments: ["addTo", "prepare", "animation", "finalize"])
    func anErrorInAHookEndsTheTransitionInADefinedState(hook: String) throws {
        let source = hookScript(failing: hook)
        let path = try writeScript(source)
        var errors: [(LuaError, String)] = []
        let stage = try TransitionScript.load(path: path).makeStage { error, name in
            errors.append((error as! LuaError, name))
        }
        let container = stage.scene.container
        var completions: [Bool] = []
        #expect(container.beginTransition(interactive: false))
        container.activeContext?.observe { if case .completed(let c) = $0 { completions.append(c) } }
        TransitionRunner(scene: stage.scene).runToEnd()
        #expect(errors.count == 1)
        #expect(errors.first?.1 == hook)
        #expect(errors.first?.0.file == path)
        #expect(errors.first?.0.line == line(of: "boom in \(hook)", in: source))
        #expect(errors.first?.0.message == "boom in \(hook)")
        #expect(errors.first?.0.traceback?.contains("stack traceback") == true)
        #expect(container.activeContext == nil)
        #expect(completions.count <= 1)
        if hook == "finalize" {
            #expect(stage.scene.view(id: "bView")?[.x] == 0)
        } else {
            #expect(stage.scene.view(id: "bView") == nil)
            #expect(stage.scene.view(id: "aView")?[.x] == 0)
        }
    }

    @Test func aHookStuckInALoopTimesOutAndTheContainerStaysValid() throws {
        let source = try exampleSource(replacing: "    ctx.to.view.x = 0\n", with: "    while true do end\n")
        let script = try TransitionScript.load(path: try writeScript(source), hookBudget: 0.05)
        var kinds: [LuaError.Kind] = []
        let stage = try script.makeStage { error, _ in kinds.append((error as! LuaError).kind) }
        #expect(TransitionRunner(scene: stage.scene).runTimed() == .cancelled)
        #expect(kinds == [.timeout])
        #expect(stage.scene.view(id: "mainPage")?[.x] == 0)
    }

    @Test func aMemoryBlowUpInAHookIsReportedAndTheContainerStaysValid() throws {
        let source = try exampleSource(replacing: "    ctx.to.view.x = 0\n",
                                       with: "    local t = {} for i = 1, 1e9 do t[i] = ('x'):rep(100) .. i end\n")
        let script = try TransitionScript.load(path: try writeScript(source), memoryLimit: 8 << 20)
        var kinds: [LuaError.Kind] = []
        let stage = try script.makeStage { error, _ in kinds.append((error as! LuaError).kind) }
        #expect(TransitionRunner(scene: stage.scene).runTimed() == .cancelled)
        #expect(kinds == [.memory])
        #expect(TransitionRunner(scene: stage.scene).runTimed() == .cancelled) // still runs, still fails cleanly
    }
}

@Suite struct ScriptedAnimationTests {
    private func stage() throws -> TransitionStage {
        try TransitionScript.load(path: try writeScript(try exampleSource())).makeStage()
    }

    @Test func writesInAnimationBecomeTracksAlongTheCurve() throws {
        let stage = try stage()
        let runner = TransitionRunner(scene: stage.scene, fps: 60)
        #expect(runner.runTimed() == .completed)
        let xs = runner.frames.compactMap { $0.view("card")?[.x] }
        #expect(xs.first == 375)
        #expect(xs.last == 0)
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 >= $1 })
        // The keyframe fades the outgoing page over the first 60 % of the progress.
        let faded = runner.frames.first { $0.progress >= 0.6 }?.view("mainPage")?[.alpha]
        #expect(faded == 0)
    }

    @Test func sameValuesAtSharedTimestampsWhateverTheFrameRate() throws {
        func trace(_ fps: Double) throws -> [Double: [FrameRecord.ViewState]] {
            let runner = TransitionRunner(scene: try stage().scene, fps: fps)
            runner.runTimed()
            return Dictionary(runner.frames.map { ($0.time, $0.views) }, uniquingKeysWith: { a, _ in a })
        }
        let a = try trace(30), b = try trace(60), c = try trace(120)
        for (time, views) in a where time > 0 && time < 0.45 {
            #expect(b[time] == views)
            #expect(c[time] == views)
        }
    }

    @Test func snapshotsAreRemovedOnCompletionAndOnCancel() throws {
        let source = try exampleSource(replacing: "    ctx.container:add(ctx.to.view)\n",
                                       with: "    ctx.container:add(ctx.to.view)\n    ctx.container:add(ctx:snapshot(ctx.views.cardContent))\n")
        for scrub in [0.2, 0.8] {
            let stage = try TransitionScript.load(path: try writeScript(source)).makeStage()
            TransitionRunner(scene: stage.scene).runInteractive(scrub: scrub, velocity: 0)
            #expect(!stage.scene.window.subtree.contains { $0.role == "snapshot" })
        }
    }

    @Test func twoSnapshotsOfOneViewAreTwoNamesInEveryFrame() throws {
        let source = try exampleSource(replacing: "    ctx.container:add(ctx.to.view)\n",
                                       with: "    ctx.container:add(ctx.to.view)\n    local a, b = ctx:snapshot(ctx.views.cardContent), "
                                           + "ctx:snapshot(ctx.views.cardContent)\n    ctx.container:add(a)\n    ctx.container:add(b)\n")
        let stage = try TransitionScript.load(path: try writeScript(source)).makeStage()
        let runner = TransitionRunner(scene: stage.scene)
        runner.runInteractive(scrub: 0.5, velocity: 0)
        let during = try #require(runner.frames.dropFirst().first)
        let ids = during.views.map(\.id)
        #expect(Set(ids).count == ids.count, "\(ids)")
        #expect(ids.contains("cardContent~snapshot") && ids.contains("cardContent~snapshot2"))
    }

    @Test func viewProxiesKeepTheirIdentityAndRefuseReadOnlyWrites() throws {
        let stage = try stage()
        let host = stage.script.host
        host.state.push(stage.scene.view(id: "card"))
        host.state.push(stage.scene.view(id: "card"))
        #expect(lua_rawequal(host.state.L, -1, -2) != 0)
        host.state.pop(2)
        #expect(throws: LuaError.self) {
            try host.run("local v = ... ; v.id = 'x'", chunkName: "ro.lua")
        }
    }
}

/// `ctx.duration` is how long the transition animates: a spring with its own physics takes
/// its settling time, not the declared duration.
@Suite struct ContextDurationTests {
    @Test func ctxDurationIsASelfTimedSpringsSettlingTime() throws {
        let source = """
        return segue.transition {
          scene = segue.scene { container = "swipe", size = { width = 300, height = 600 },
            pages = { { id = "a", view = { id = "aView" } }, { id = "b", view = { id = "bView" } } } },
          duration = 1,
          timing = segue.spring { dampingRatio = 0.5, response = 0.4 },
          addTo = function(ctx) ctx.container:add(ctx.to.view) end,
          prepare = function(ctx) ctx.to.view.y = ctx.duration end,
          animation = function(ctx) ctx.to.view.x = 0 end,
        }
        """
        let script = try TransitionScript.load(path: try writeScript(source))
        let stage = try script.makeStage { _, _ in }
        #expect(stage.scene.container.beginTransition(interactive: false))
        let settling = SpringCurve(dampingRatio: 0.5, response: 0.4).settlingDuration
        #expect(abs(settling - 0.8086) < 1e-4)
        #expect(stage.scene.view(id: "bView")?[.y] == settling)
        #expect(script.duration == 1)
    }
}

/// `view.anchorX` / `anchorY` from a script follow CALayer: the position stays, the frame
/// moves — in a hook and inside an animation, where both animate together.
@Suite struct AnchorPointScriptTests {
    @Test func writingTheAnchorKeepsThePosition() throws {
        let (stage, errors) = try runAnimationHook("""
            local v = ctx.to.view
            local x0, w = v.x, v.width
            v.anchorX = 0
            v.cornerRadius = 1 + (v.x - x0 - w / 2) * 1000
            """)
        #expect(errors.isEmpty)
        let view = try #require(stage.scene.view(id: "bView"))
        #expect(view[.anchorX] == 0)
        #expect(view[.cornerRadius] == 1)
    }

    @Test func aSceneFrameIsWhereTheViewIsWhateverItsAnchor() throws {
        let source = """
        return segue.transition {
          scene = segue.scene { container = "swipe", size = { width = 300, height = 600 },
            pages = { { id = "a", view = { id = "aView", subviews = {
              { id = "door", x = 10, y = 20, width = 100, height = 50, anchorX = 0, anchorY = 1 } } } },
              { id = "b", view = { id = "bView" } } } },
          animation = function(ctx) ctx.to.view.x = 0 end,
        }
        """
        let stage = try TransitionScript.load(path: try writeScript(source)).makeStage { _, _ in }
        let door = try #require(stage.scene.view(id: "door"))
        #expect(door.frame == Rect(x: 10, y: 20, width: 100, height: 50))
        #expect(door.anchorPoint == Point(x: 0, y: 1))
    }
}

/// Shadows from scripts: the colour as a hex string, the numbers as properties, in scenes
/// and in hooks.
@Suite struct ShadowScriptTests {
    @Test func shadowFieldsInScenesAndHooks() throws {
        let source = """
        return segue.transition {
          scene = segue.scene { container = "swipe", size = { width = 300, height = 600 },
            pages = { { id = "a", view = { id = "aView", subviews = {
              { id = "card", width = 100, height = 50, shadowColor = "#336699", shadowOpacity = 0.4, shadowRadius = 8 } } } },
              { id = "b", view = { id = "bView" } } } },
          animation = function(ctx)
            ctx.to.view.shadowColor = "#ff0000"
            ctx.to.view.shadowOffsetY = 6
            ctx.to.view.cornerRadius = ctx.to.view.shadowColor == "#ff0000ff" and 1 or 2
          end,
        }
        """
        let stage = try TransitionScript.load(path: try writeScript(source)).makeStage { _, _ in }
        let card = try #require(stage.scene.view(id: "card"))
        #expect(card.shadowColor.hex == "#336699ff")
        #expect(card[.shadowOpacity] == 0.4 && card[.shadowRadius] == 8 && card[.shadowOffsetY] == -3)
        #expect(stage.scene.container.beginTransition(interactive: false))
        TransitionRunner(scene: stage.scene).runToEnd()
        let b = try #require(stage.scene.view(id: "bView"))
        #expect(b.shadowColor == Color(red: 1, green: 0, blue: 0))
        #expect(b[.shadowOffsetY] == 6 && b[.cornerRadius] == 1)
    }
}

/// `view:convert` and `view:frameIn` from a script.
@Suite struct ConvertScriptTests {
    @Test func convertAndFrameIn() throws {
        let (stage, errors) = try runAnimationHook("""
            local v = ctx.to.view
            local p = v:convert({ x = 1, y = 2 }, ctx.container)
            local r = v:convert({ x = 0, y = 0, width = 10, height = 20 })
            local f = v:frameIn(ctx.container)
            v.cornerRadius = (p.x == v.x + 1 and p.y == v.y + 2 and r.width == 10 and f.width == v.width) and 1 or 2
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(stage.scene.view(id: "bView")?[.cornerRadius] == 1)
        let (_, bad) = try runAnimationHook("ctx.to.view:convert(5)")
        #expect("\(bad)".contains("a point { x, y } or a rect"))
    }
}

/// `ctx:stagger` checks what it is given and says what is wrong, with suggestions.
@Suite struct StaggerScriptTests {
    @Test func badOptionsAreErrorsInWords() throws {
        let cases: [(String, String)] = [
            ("ctx:stagger({ ctx.to.view }, { from = 'centre' }, function() end)", "unknown 'from' 'centre' — did you mean 'center'?"),
            ("ctx:stagger({ ctx.to.view }, { from = 3 }, function() end)", "an index 1…1"),
            ("ctx:stagger({ 5 }, {}, function() end)", "must be a view"),
            ("ctx:stagger({ ctx.to.view, ctx.from.view }, { each = 0.9, duration = 0.5 }, function() end)", "must end within 1"),
            ("ctx:stagger({ ctx.to.view }, { axis = 'z' }, function() end)", "'axis' must be 'x' or 'y'"),
        ]
        for (body, message) in cases {
            let (_, errors) = try runAnimationHook(body)
            #expect("\(errors)".contains(message), "\(body): \(errors)")
        }
        let (stage, none) = try runAnimationHook("ctx:stagger({ ctx.to.view }, { each = 0.1 }, function(v, i) v.cornerRadius = i end)")
        #expect(none.isEmpty)
        #expect(stage.scene.view(id: "bView")?[.cornerRadius] == 1)
    }
}
