import CLua

/// What the host reads about a Lua function itself, for errors that name where a script
/// defined it, without speaking Lua's C API (`scripts/lint-rules` keeps raw `lua_*` calls
/// in `Host/` and `Bindings/`).
extension LuaState {
    /// The line where the Lua function at `index` is defined (its `function` keyword; 0 for
    /// a main chunk), as Lua's `debug.getinfo(f, "S").linedefined` gives it: -1 for a function
    /// written in C. 0 for a value that is no function. The stack is left as it was.
    public func definitionLine(ofFunctionAt index: Int32) -> Int {
        guard isFunction(index) else { return 0 }
        var debug = lua_Debug()
        lua_pushvalue(L, index)
        guard lua_getinfo(L, ">S", &debug) != 0 else { return 0 }
        return Int(debug.linedefined)
    }
}
