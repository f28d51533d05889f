import CLua
@testable import SegueLua
import Testing

/// The host core's raw table helpers (`LuaState+RawTables.swift`), which specs, goldens and the
/// spec configuration read lists through instead of Lua's C API: raw (a metatable's `__len`
/// and `__index` are not consulted), 1-based, and the list pushed back in order.
@Suite struct RawTablesTests {
    /// Runs `source` and leaves its one result on top of the stack.
    private func value(_ source: String) throws -> LuaState {
        let state = LuaState(memoryLimit: 0)
        try state.load(source, chunkName: "=raw")
        try state.call(results: 1)
        return state
    }

    @Test func aListIsReadRawWhateverItsMetatableSays() throws {
        let state = try value("""
            return setmetatable({10, 20, 30}, {
                __len = function() return 99 end,
                __index = function() return 'from __index' end })
            """)
        #expect(state.rawLength(at: -1) == 3)
        var read: [Double] = []
        for position in 1...state.rawLength(at: -1) {
            #expect(state.pushRawElement(position, of: -1) == LUA_TNUMBER)
            read.append(state.number(at: -1) ?? .nan)
            state.pop()
        }
        #expect(read == [10, 20, 30])
        #expect(state.pushRawElement(4, of: -1) == LUA_TNIL)
        state.pop()
        #expect(state.rawLength(at: -1) == 3)
    }

    @Test func aPushedListKeepsItsOrderAndAnElementCanBeReplaced() throws {
        let state = LuaState(memoryLimit: 0)
        state.pushList(["a", "b", "c"]) { lua, item in lua.push(item) }
        state.push("B")
        state.setRawElement(2, of: -2)
        #expect(state.rawLength(at: -1) == 3)
        let items = (1...3).map { position -> String in
            state.pushRawElement(position, of: -1)
            defer { state.pop() }
            return state.string(at: -1) ?? "?"
        }
        #expect(items == ["a", "B", "c"])
    }

    @Test func anIntegerIsOnlyANumberWithAnIntegerRepresentation() throws {
        #expect(try value("return 42").integer(at: -1) == 42)
        #expect(try value("return 42.0").integer(at: -1) == nil)
        #expect(try value("return '42'").integer(at: -1) == nil)
    }

    @Test func aMetatableSetFromTheHostIsTheOneLuaSees() throws {
        let state = try value("return function(t) return t.missing end")
        state.newTable()
        state.newTable()
        state.push("found")
        state.setRawField("missing", of: -2)
        state.newTable()
        state.pushValue(at: -2)
        state.setRawField("__index", of: -2)
        state.setMetatable(of: -3)
        state.pop()
        try state.call(arguments: 1, results: 1)
        #expect(state.string(at: -1) == "found")
    }
}
