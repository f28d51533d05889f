import CLua
import SegueCore

/// Reads the fields of one Lua table without metamethods, checking each value's type and,
/// for numbers, that it is finite and in range (``CheckedNumber``). A field of the wrong
/// type or value is a ``LuaScriptError`` naming it (`'scene.size.width' must be …`), never
/// a crash: the readers of validated tables use this, so they do not trust the shape either.
struct TableFields {
    let state: LuaState
    /// The table's absolute stack index.
    let table: Int32
    /// The table's name in messages (`scene`, `scene.pages[2].view`).
    let name: String

    /// Reads the table at `index`; an error when the value there is not a table.
    init(_ state: LuaState, at index: Int32, name: String) throws {
        guard state.isTable(index) else {
            throw LuaScriptError("'\(name)' must be a table, got \(state.typeName(at: index))")
        }
        self.state = state
        self.table = lua_absindex(state.L, index)
        self.name = name
    }

    private func path(_ key: String) -> String { name.isEmpty ? key : "\(name).\(key)" }

    /// Pushes `table[key]` (raw), runs `body`, pops it.
    private func with<T>(_ key: String, _ body: (Int32) throws -> T) throws -> T {
        guard lua_checkstack(state.L, 8) != 0 else { throw LuaScriptError("'\(path(key))': nested too deep") }
        state.rawField(key, of: table)
        defer { state.pop() }
        return try body(state.type(at: -1))
    }

    /// The number at `key` (nil when absent), finite and in `range`.
    func number(_ key: String, in range: ClosedRange<Double> = -CheckedNumber.maximumMagnitude...CheckedNumber.maximumMagnitude,
                allowsInfinity: Bool = false) throws -> Double? {
        try with(key) { type -> Double? in
            if type == LUA_TNIL { return nil }
            guard type == LUA_TNUMBER, let value = state.number(at: -1) else {
                throw LuaScriptError("'\(path(key))' must be a number, got \(state.typeName(at: -1))")
            }
            if allowsInfinity, value == .infinity { return value }
            do {
                return try CheckedNumber.finite(value, "'\(path(key))'", in: range)
            } catch let error as NumberError { throw LuaScriptError(error.message) }
        }
    }

    /// The whole number at `key` (nil when absent), in `range`.
    func integer(_ key: String, in range: ClosedRange<Int>) throws -> Int? {
        try with(key) { type -> Int? in
            if type == LUA_TNIL { return nil }
            guard type == LUA_TNUMBER, let value = state.number(at: -1) else {
                throw LuaScriptError("'\(path(key))' must be a number, got \(state.typeName(at: -1))")
            }
            do {
                return try CheckedNumber.integer(value, "'\(path(key))'", in: range)
            } catch let error as NumberError { throw LuaScriptError(error.message) }
        }
    }

    /// The string at `key` (nil when absent).
    func string(_ key: String) throws -> String? {
        try with(key) { type -> String? in
            if type == LUA_TNIL { return nil }
            guard type == LUA_TSTRING, let text = state.string(at: -1) else {
                throw LuaScriptError("'\(path(key))' must be a string, got \(state.typeName(at: -1))")
            }
            return text
        }
    }

    /// The truthiness of `key` (Lua's: only nil and false are false).
    func bool(_ key: String) throws -> Bool {
        try with(key) { _ in state.bool(at: -1) }
    }

    /// The boolean at `key`, `absent` when it is nil; an error for any other type.
    func flag(_ key: String, absent: Bool) throws -> Bool {
        try with(key) { type -> Bool in
            if type == LUA_TNIL { return absent }
            guard type == LUA_TBOOLEAN else {
                throw LuaScriptError("'\(path(key))' must be true or false, got \(state.typeName(at: -1))")
            }
            return state.bool(at: -1)
        }
    }

    /// Whether the value at `key` is `false` itself (not nil, not any other value).
    func isFalse(_ key: String) throws -> Bool {
        try with(key) { type in type == LUA_TBOOLEAN && !state.bool(at: -1) }
    }

    /// Runs `body` on the table at `key` (nil when absent; an error when not a table).
    func table<T>(_ key: String, _ body: (TableFields) throws -> T) throws -> T? {
        try with(key) { type -> T? in
            if type == LUA_TNIL { return nil }
            return try body(TableFields(state, at: -1, name: path(key)))
        }
    }

    /// Runs `body` on the value at `key` left on the stack top (nil when absent).
    func value<T>(_ key: String, _ body: () throws -> T) throws -> T? {
        try with(key) { type -> T? in type == LUA_TNIL ? nil : try body() }
    }

    /// The elements 1…n of this table as a list (at most `limit`), each read by `element`
    /// with the element on the stack top.
    func list<T>(limit: Int = 100_000, _ element: (Int, String) throws -> T) throws -> [T] {
        let count = lua_rawlen(state.L, table)
        guard count <= lua_Unsigned(limit) else { throw LuaScriptError("'\(name)' has more than \(limit) elements") }
        var items: [T] = []
        var index = 1
        while lua_Unsigned(index) <= count {
            guard lua_checkstack(state.L, 8) != 0 else { throw LuaScriptError("'\(name)': nested too deep") }
            lua_rawgeti(state.L, table, lua_Integer(index))
            defer { state.pop() }
            items.append(try element(index, "\(name)[\(index)]"))
            index += 1
        }
        return items
    }
}
