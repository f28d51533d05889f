import CLua

/// A function Lua calls: it reads its arguments from the stack, pushes its results and
/// returns their count; a thrown error is raised at the caller's line (see
/// ``LuaState/pushFunction(upvalues:_:)``).
public typealias LuaHostFunction = (LuaState) throws -> Int32

extension LuaState {
    /// Sets each of `functions` as a field of the table at `index` (`luaL_setfuncs`): how
    /// every binding registers its methods.
    public func setFunctions(_ functions: [(name: String, body: LuaHostFunction)], of index: Int32 = -1) {
        let table = lua_absindex(L, index)
        for (name, body) in functions {
            pushFunction(body)
            setRawField(name, of: table)
        }
    }
}
