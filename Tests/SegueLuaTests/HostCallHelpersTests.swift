import CLua
@testable import SegueLua
import Testing

/// The host core's helpers that code outside `Host/` and `Bindings/` reads Lua through instead
/// of its C API (`scripts/lint-rules` keeps raw `lua_*` calls there): a standard library's
/// functions, a handle's metatable, where a function is defined, the names a table offers,
/// and a library's table of globals exposed to the sandbox.
@Suite struct HostCallHelpersTests {
    /// Runs `source` in a bare state and leaves its one result on top of the stack.
    private func value(_ source: String) throws -> LuaState {
        let state = LuaState(memoryLimit: 0)
        try state.load(source, chunkName: "=helpers")
        try state.call(results: 1)
        return state
    }

    @Test func libraryFunctionsAreReadRawFromTheHostsOwnGlobals() throws {
        // Globals whose misses raise: a raw read consults no metamethod, so it cannot.
        let state = try value("""
            debug = { getinfo = 'replaced' }
            setmetatable(_G, { __index = function(_, k) error('read ' .. k) end })
            return true
            """)
        let base = state.top
        state.pushLibraryFunctions(["getinfo"], of: "debug")
        #expect(state.top == base + 1)
        #expect(state.string(at: -1) == "replaced")
        state.pop()

        let fresh = LuaState(memoryLimit: 0)
        fresh.pushLibraryFunctions(["getinfo", "traceback", "nothing"], of: "debug")
        #expect(fresh.top == 3)
        #expect(fresh.isFunction(1) && fresh.isFunction(2) && fresh.isNil(3))
        fresh.pop(3)
        fresh.pushLibraryFunctions(["x", "y"], of: "io")  // a library the state did not open
        #expect(fresh.top == 2 && fresh.isNil(1) && fresh.isNil(2))

        state.pushLibraryFunctions(["nothing"], of: "missing")
        #expect(state.top == base + 1 && state.isNil(-1))
    }

    @Test func aLibraryFunctionPushedIsTheOneThatRuns() throws {
        let state = LuaState(memoryLimit: 0)
        state.pushLibraryFunctions(["randomseed"], of: "math")
        state.push(42)
        try state.call(arguments: 1, results: 0)
        try state.load("return math.random(1, 1000000)", chunkName: "=draw")
        try state.call(results: 1)
        let first = state.number(at: -1)
        state.pushLibraryFunctions(["randomseed"], of: "math")
        state.push(42)
        try state.call(arguments: 1, results: 0)
        try state.load("return math.random(1, 1000000)", chunkName: "=draw")
        try state.call(results: 1)
        #expect(first != nil && state.number(at: -1) == first)
    }

    @Test func aHandleIsKnownByItsMetatableComparedRaw() throws {
        let state = try value("""
            local meta = { __eq = function() return true end, __metatable = 'hidden' }
            return { setmetatable({}, meta), setmetatable({}, {}), {}, meta }
            """)
        state.pushRawElement(4, of: -1)
        let reference = state.reference()
        let base = state.top
        for (position, expected) in [(1, true), (2, false), (3, false)] {
            state.pushRawElement(position, of: -1)
            #expect(state.hasMetatable(at: -1, reference: reference) == expected)
            state.pop()
        }
        state.push(3.5)
        #expect(!state.hasMetatable(at: -1, reference: reference))
        state.pop()
        #expect(state.top == base)
    }

    @Test func aFunctionsDefinitionLineIsWhereItsKeywordIs() throws {
        let state = try value("""
            local t = {}

            t.f = function() end
            t.g = print
            t.n = 7
            return t
            """)
        let base = state.top
        state.rawField("f", of: -1)
        #expect(state.definitionLine(ofFunctionAt: -1) == 3)
        state.rawField("g", of: -2)
        #expect(state.definitionLine(ofFunctionAt: -1) == -1)
        state.rawField("n", of: -3)
        #expect(state.definitionLine(ofFunctionAt: -1) == 0)
        #expect(state.top == base + 3)
    }

    @Test func aTableOffersItsStringKeysAndValuesOnly() throws {
        let state = try value("""
            return setmetatable({ alpha = true, [2] = 'beta', [3] = 4, gamma = 'delta', [5.5] = 6 },
                { __pairs = function() error('pairs') end, __index = function() error('index') end })
            """)
        let base = state.top
        let strings = state.strings(inTable: -1, limit: 100)
        #expect(Set(strings) == ["alpha", "beta", "gamma", "delta"])
        #expect(strings.count == 4)
        #expect(state.top == base)
        // Numbers are skipped, not converted in place: the keys are still numbers.
        #expect(state.pushRawElement(2, of: -1) == LUA_TSTRING)
        state.pop()
        state.push(1.0)
        #expect(state.strings(inTable: -1, limit: 100).isEmpty)
        state.pop()
    }

    @Test func aTablesStringsStopAtTheLimit() throws {
        let state = try value("local t = {} for i = 1, 50 do t['k' .. i] = true end return t")
        #expect(state.strings(inTable: -1, limit: 10).count == 10)
        #expect(state.strings(inTable: -1, limit: 0).isEmpty)
        #expect(state.top == 1)
        let pairs = try value("local t = {} for i = 1, 50 do t['k' .. i] = 'v' .. i end return t")
        // The entry that reaches the limit brings its value too.
        #expect(pairs.strings(inTable: -1, limit: 3).count == 4)
        #expect(pairs.top == 1)
    }

    @Test func aLibrarysTableOfGlobalsIsExposedReadOnly() throws {
        let host = try ScriptHost(roots: ["/tmp"])
        let state = host.state
        try state.load("return { alpha = 1, beta = { x = 1 }, [1] = 'not a name' }", chunkName: "=globals")
        try state.call(results: 1)
        let base = state.top
        try host.sandbox.exposeFields(ofTable: -1, in: state)
        #expect(state.top == base)
        #expect(state.isTable(base))
        try host.run("""
            assert(alpha == 1 and beta.x == 1)
            assert(not pcall(function() beta.x = 2 end))
            assert(beta.x == 1)
            """, chunkName: "=reader")
        state.top = base
        state.rawField("alpha", of: base)
        #expect(state.number(at: -1) == 1)
    }
}
