import CLua

/// The one reader of an options table's keys (a spec's `s:record{…}`, `ctx:makeView{…}`,
/// `matchViews`' options, a golden tolerance, `.segue-test.lua`'s runs): one raw walk, no
/// metamethods, and the names sorted so that which error a table with several bad keys gets
/// does not depend on its layout. Callers then read each name's value with `rawField`.
/// `scripts/lint-rules` fails when other code walks a table with `lua_next` itself.
extension LuaState {
    /// The string keys of the table at `index`, sorted; a key of another type is the error
    /// `notAName` makes from its type's name, thrown before any value is read.
    public func optionNames(ofTable index: Int32, notAName: (String) -> any Error) throws -> [String] {
        let table = lua_absindex(L, index)
        guard lua_checkstack(L, 3) != 0 else { throw LuaScriptError("a table nested too deep to read") }
        var names: [String] = []
        lua_pushnil(L)
        while lua_next(L, table) != 0 {
            pop()
            guard type(at: -1) == LUA_TSTRING, let name = string(at: -1) else {
                let kind = typeName(at: -1)
                pop()
                throw notAName(kind)
            }
            names.append(name)
        }
        return names.sorted()
    }
}
