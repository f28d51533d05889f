import CLua
import CLuaBridge

/// The one way a host function reports a bad argument, in Lua's own words
/// (`luaL_argerror`): `bad argument #N to 'name' (message)`, raised at the calling script's
/// `file:line` like every host error.
///
/// **One numbering rule**, Lua's: arguments are counted from 1 as the caller wrote them.
/// A function called as a method (`view:find(id)`, `ctx:keyframe(…)`, `animator:stopAnimation(…)`)
/// does not count `self`, so its first argument after `self` is #1, and a bad `self` reads
/// `calling 'name' on bad self (…)`; the same function called with a dot
/// (`view.find(view, id)`) counts `self` as #1. Which one applies is read from the call
/// itself, as `luaL_argerror` reads `namewhat == "method"`, so a binding passes the stack
/// index of the argument and never adjusts it.
extension LuaState {
    /// The number Lua's messages give the argument at stack index `position` of the running
    /// host function: one less when it was called as a method, 0 for its `self`.
    public func argumentNumber(_ position: Int32) -> Int32 {
        segue_argument_number(L, position)
    }

    /// The error for the argument at stack index `position` of the running host function
    /// `function`: `bad argument #N to 'function' (message)`, `N` by the rule above.
    public func argumentError(_ position: Int32, function: String, _ message: String) -> LuaScriptError {
        let number = argumentNumber(position)
        guard number > 0 else { return LuaScriptError("calling '\(function)' on bad self (\(message))") }
        return LuaScriptError("bad argument #\(number) to '\(function)' (\(message))")
    }

    /// ``argumentError(_:function:_:)`` for a value of the wrong type (`luaL_typeerror`):
    /// `bad argument #N to 'function' (expected expected, got type)`.
    public func typeError(_ position: Int32, function: String, expected: String) -> LuaScriptError {
        argumentError(position, function: function, "\(expected) expected, got \(typeName(at: position))")
    }
}
