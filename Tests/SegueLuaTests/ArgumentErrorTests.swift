import SegueCore
import CLua
@testable import SegueLua
import Testing

/// Every bad argument is numbered by one rule, Lua's own (`luaL_argerror`): a method called
/// with `:` does not count `self`, a function (or a method called with `.`) counts every
/// argument, and the message is placed at the script's `file:line`. The old code numbered by
/// stack index (`view:find(42)` was `#2`), or always dropped one (`checkFinite` on a plain
/// function said `#0`).
@Suite struct ArgumentErrorTests {
    /// A state with `obj.check(self, s)` (checkString on stack index 2), `number(x)`
    /// (checkFinite on index 1) and `obj.view(self)` (checkView on index 1).
    private func state() throws -> LuaState {
        let lua = LuaState()
        lua.newTable()
        lua.pushFunction { lua in _ = try lua.checkString(2, function: "check"); return 0 }
        lua.setRawField("check", of: -2)
        lua.pushFunction { lua in _ = try lua.checkView(1, function: "view"); return 0 }
        lua.setRawField("view", of: -2)
        lua_setglobal(lua.L, "obj")
        lua.pushFunction { lua in _ = try lua.checkFinite(1, function: "number", in: 0...1); return 0 }
        lua_setglobal(lua.L, "number")
        return lua
    }

    private func error(running source: String) throws -> LuaError? {
        let lua = try state()
        try lua.load("local x = 1\n" + source, chunkName: "@args.lua")
        return #expect(throws: LuaError.self) { try lua.call() }
    }

    @Test(arguments: [
        ("obj:check(42)", "bad argument #1 to 'check' (string expected, got number)"),
        ("obj.check(obj, 42)", "bad argument #2 to 'check' (string expected, got number)"),
        ("number(2)", "bad argument #1 to 'number' (the value must be in 0…1, got 2)"),
        ("number('x')", "bad argument #1 to 'number' (number expected, got string)"),
        ("obj.view()", "bad argument #1 to 'view' (View expected, got no value)"),
        ("obj:view()", "calling 'view' on bad self (View expected, got table)"),
    ])
    func theFirstArgumentAfterSelfIsOneAndTheMessageNamesTheLine(call: String, message: String) throws {
        let error = try error(running: call)
        #expect(error?.file == "args.lua", "\(String(describing: error))")
        #expect(error?.line == 2)
        #expect(error?.message == message)
    }

    @Test(arguments: [
        ("ctx:keyframe(0, 1, 42)", "bad argument #3 to 'keyframe' (function expected, got number)"),
        ("ctx.keyframe(ctx, 0, 1, 42)", "bad argument #4 to 'keyframe' (function expected, got number)"),
        ("ctx:keyframe('a', 1, function() end)", "bad argument #1 to 'keyframe' (number expected, got string)"),
        ("ctx.to.view:find(42)", "bad argument #1 to 'find' (string expected, got number)"),
        ("ctx.container:add(1)", "bad argument #1 to 'add' (View expected, got number)"),
        ("ctx:stagger({}, {}, 1)", "bad argument #3 to 'stagger' (function expected, got number)"),
        ("ctx:snapshot(nil)", "bad argument #1 to 'snapshot' (View expected, got nil)"),
        ("ctx:keyframes(ctx.to.view, 42)", "bad argument #2 to 'keyframes' (a timeline made with segue.keyframes expected, got number)"),
        // KeyframesBinding typed its message by hand and said #2 however it was called.
        ("ctx.keyframes(ctx, ctx.to.view, 42)", "bad argument #3 to 'keyframes' (a timeline made with segue.keyframes expected, got number)"),
    ])
    func theBindingsNumberTheirArgumentsTheSameWay(call: String, message: String) throws {
        let (_, errors) = try runAnimationHook(call)
        let error = errors.first as? LuaError
        #expect(error?.message == message, "\(errors)")
        #expect(error?.line == 8, "\(errors)")
    }
}
