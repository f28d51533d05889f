import CLua
import CLuaBridge

/// The `segue` library's private table of validated copies (handle → copy, weak keys), kept
/// in the registry so that any thread of the state (a hook running in a coroutine too) can
/// read through a handle. Scripts cannot reach the registry.
extension LuaState {
    /// The registry key of the table.
    static let validatedCopiesKey = "segue.validated"

    /// Stores the table on top of the stack (popped) as the state's validated copies.
    static func storeValidatedCopies(in state: LuaState) {
        lua_setfield(state.L, segue_registryindex(), validatedCopiesKey)
    }

    /// Pushes the validated copy behind the `segue` handle at `index` (a transition, scene,
    /// timing, or a table inside one) and returns true; pushes nothing and returns false for
    /// any other value. The copy is the library's own: no script can change it.
    public func pushValidatedCopy(of index: Int32) -> Bool {
        let absolute = lua_absindex(L, index)
        guard isTable(absolute), lua_checkstack(L, 3) != 0 else { return false }
        guard lua_getfield(L, segue_registryindex(), Self.validatedCopiesKey) == LUA_TTABLE else {
            pop()
            return false
        }
        lua_pushvalue(L, absolute)
        lua_rawget(L, -2)
        lua_rotate(L, -2, 1)
        pop()
        guard isTable(-1) else {
            pop()
            return false
        }
        return true
    }
}
