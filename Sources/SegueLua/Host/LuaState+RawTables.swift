import CLua
import CLuaBridge

/// Tables read and written raw — no metamethods, so none of these can raise: the lists (Lua
/// sequences) that specs, goldens and the spec configuration read as `{a, b, c}` and hand
/// back, and a table's metatable, without each caller speaking Lua's C API
/// (`scripts/lint-rules` keeps raw `lua_*` calls in `Host/` and `Bindings/`).
extension LuaState {
    /// The raw length of the value at `index` (`#t` without `__len`): a table's border, a
    /// string's bytes, 0 for anything else.
    public func rawLength(at index: Int32) -> Int { Int(lua_rawlen(L, index)) }

    /// Pushes `table[position]` (1-based) without metamethods and returns its Lua type.
    @discardableResult
    public func pushRawElement(_ position: Int, of table: Int32) -> Int32 {
        lua_rawgeti(L, table, lua_Integer(position))
    }

    /// Sets `table[position]` (1-based) to the value on top (popped), without metamethods.
    public func setRawElement(_ position: Int, of table: Int32) {
        lua_rawseti(L, table, lua_Integer(position))
    }

    /// Pushes a new list holding `values` in order.
    public func pushList<Value>(_ values: [Value], _ push: (LuaState, Value) -> Void) {
        lua_createtable(L, Int32(clamping: values.count), 0)
        for (offset, value) in values.enumerated() {
            push(self, value)
            lua_rawseti(L, -2, lua_Integer(offset + 1))
        }
    }

    /// The integer at `index` when it is a number with an integer representation (Lua's
    /// `math.type(x) == "integer"`), nil otherwise.
    public func integer(at index: Int32) -> Int64? {
        guard lua_isinteger(L, index) != 0 else { return nil }
        return Int64(lua_tointegerx(L, index, nil))
    }

    /// Pops the table on top and makes it the metatable of the value at `index`.
    public func setMetatable(of index: Int32) {
        _ = lua_setmetatable(L, index)
    }

    /// Whether the metatable of the value at `index` is the very table the registry
    /// `reference` holds (compared raw, so no `__eq` and no `__metatable` field is
    /// consulted): how the host recognises a handle its library made. False for a value
    /// with no metatable. The stack is left as it was.
    public func hasMetatable(at index: Int32, reference: Int32) -> Bool {
        let absolute = lua_absindex(L, index)
        guard lua_getmetatable(L, absolute) != 0 else { return false }
        push(reference: reference)
        let same = lua_rawequal(L, -1, -2) != 0
        pop(2)
        return same
    }
}
