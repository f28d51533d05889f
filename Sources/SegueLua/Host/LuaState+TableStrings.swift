import CLua

/// The names a table offers, as `segue.suggest` reads its candidates (a set such as
/// `{ alpha = true }` offers its keys, a list such as `{ "alpha" }` its values): one raw walk,
/// no metamethods, so it never raises and a script's `__pairs` or `__index` is not consulted.
/// `scripts/lint-rules` names it among the walks of tables that are not options tables.
extension LuaState {
    /// The string keys and string values of the table at `index`, in the table's walk order
    /// (each entry's key before its value); the walk stops after the entry that brings the
    /// count to `limit` (so one more may come with that entry's value). Keys and values of
    /// other types — numbers included — are skipped, never converted. Empty for a value that
    /// is no table. The stack is left as it was.
    public func strings(inTable index: Int32, limit: Int) -> [String] {
        guard isTable(index), limit > 0, lua_checkstack(L, 2) != 0 else { return [] }
        let table = absoluteIndex(index)
        var strings: [String] = []
        pushNil()
        while lua_next(L, table) != 0 {
            if type(at: -2) == LUA_TSTRING, let key = string(at: -2) { strings.append(key) }
            if type(at: -1) == LUA_TSTRING, let value = string(at: -1) { strings.append(value) }
            pop()
            if strings.count >= limit {
                pop()
                break
            }
        }
        return strings
    }
}
