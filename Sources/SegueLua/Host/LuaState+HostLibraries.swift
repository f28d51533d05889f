import CLua
import CLuaBridge

/// The host's own standard libraries — the ones the state opened in its hidden global table,
/// which no script environment is — read by the host where it hands one of their functions
/// to a library chunk (`debug.getinfo` for error positions) or calls one itself
/// (`math.randomseed` for a spec run's seed), without speaking Lua's C API
/// (`scripts/lint-rules` keeps raw `lua_*` calls in `Host/` and `Bindings/`).
extension LuaState {
    /// Pushes the functions `names` of the standard library `library` (`"debug"`, `"math"`),
    /// in order, read raw from the state's own globals: nothing a script replaces in its
    /// environment, and no metamethod, so this never raises. A name the library lacks — or
    /// a library the state did not open — pushes nil in its place.
    public func pushLibraryFunctions(_ names: [String], of library: String) {
        lua_rawgeti(L, segue_registryindex(), lua_Integer(LUA_RIDX_GLOBALS))
        rawField(library, of: -1)
        let table = absoluteIndex(-1)
        for name in names {
            if isTable(table) { rawField(name, of: table) } else { pushNil() }
        }
        // globals, library, f1 … fn → f1 … fn, globals, library
        lua_rotate(L, table - 1, -2)
        pop(2)
    }
}
