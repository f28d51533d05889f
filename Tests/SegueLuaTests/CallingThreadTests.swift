import CLua
import CLuaBridge
import Foundation
import SegueCore
@testable import SegueLua
import Testing

/// Host functions called from a coroutine work on the coroutine's own stack: arguments come
/// from it, results and errors go onto it, and the main thread's stack is never touched.
@Suite struct CallingThreadTests {
    @Test func aPropertyReadInsideACoroutineReturnsTheValue() throws {
        let (stage, errors) = try runAnimationHook("""
            local id = coroutine.wrap(function() return ctx.to.view.id end)()
            assert(id == "bView", "got " .. tostring(id))
            """)
        #expect(errors.isEmpty, "\(errors)")
        #expect(stage.scene.view(id: "bView") != nil)
    }

    @Test func manyHostCallsInsideACoroutineLeaveEveryStackIntact() throws {
        let (_, errors) = try runAnimationHook("""
            local co = coroutine.wrap(function()
              local sum = 0
              for _ = 1, 5000 do sum = sum + ctx:percentComplete() + #ctx.to.view.id end
              return sum
            end)
            assert(co() == 5000 * 5, "wrong sum")
            """)
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test func printInsideACoroutinePrintsItsArguments() throws {
        let host = try ScriptHost(roots: ["/tmp"])
        var lines: [String] = []
        host.state.output = { lines.append($0) }
        try host.run("coroutine.wrap(function() print('inside', 2) end)()", chunkName: "p.lua")
        #expect(lines == ["inside\t2"])
    }

    @Test func aHostErrorInsideACoroutineKeepsItsMessage() throws {
        let (_, errors) = try runAnimationHook("""
            local ok, message = coroutine.resume(coroutine.create(function()
              local padding = { 1, 2, 3 }
              ctx.to.view.color = padding
            end))
            assert(not ok)
            assert(message:find("view property 'color'", 1, true), "got " .. tostring(message))
            """)
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test func theMainThreadsStackIsUnchangedAfterCoroutineCalls() throws {
        let host = try ScriptHost(roots: ["/tmp"])
        let before = host.state.top
        try host.run("""
            local co = coroutine.wrap(function()
              for i = 1, 1000 do local _ = segue.spring { dampingRatio = 1 } end
              return "done"
            end)
            return co()
            """, chunkName: "c.lua")
        #expect(host.state.string(at: -1) == "done")
        #expect(host.state.top == before + 1)
    }
}

/// A view handle reached after its own finalizer ran (from another object's `__gc`) reports
/// an error on every path instead of dereferencing a released object.
@Suite struct CollectedViewHandleTests {
    @Test func everyAccessOfAFinalizedHandleIsAnError() throws {
        let host = try ScriptHost(roots: ["/tmp"])
        let store = ViewStore()
        let view = store.makeView(id: "card")
        // Runs in the state's real globals (tests only), so it can run the finalizer by hand
        // the way a resurrecting `__gc` would reach it.
        try host.state.load("""
            local view = ...
            getmetatable(view)  -- locked: a string
            debug.getmetatable(view).__gc(view)
            local results = {}
            for _, probe in ipairs {
              function() return view.x end,
              function() view.x = 1 end,
              function() return view.id end,
              function() view.hidden = true end,
              function() return view:find("x") end,
              function() return view.frame end,
            } do
              local ok, message = pcall(probe)
              results[#results + 1] = ok and "ok" or tostring(message)
            end
            return table.concat(results, "\\n")
            """, chunkName: "=probe")
        ViewBinding.push(view, in: host.state)
        try host.state.call(arguments: 1, results: 1)
        let lines = (host.state.string(at: -1) ?? "").split(separator: "\n")
        #expect(lines.count == 6)
        for line in lines { #expect(line.contains("garbage-collected"), "\(line)") }
    }
}
