import CLua
import CLuaBridge
import Testing

/// Line coverage in the bridge: the executable lines are Lua's own `activelines`, each line
/// run is counted, and the line hook shares the state's one hook with the watchdog.
@Suite struct LineCoverageTests {
    static let module = """
        local M = {}
        function M.loop(n)
          local total = 0
          for i = 1, n do
            total = total + i
          end
          return total
        end
        function M.never(...)
          local t = { ... }
          return #t
        end
        M.nested = function()
          return function(x)
            return x * 2
          end
        end
        return M
        """

    /// The lines of chunk `name` in L's coverage: executable line → hits.
    static func lines(_ L: OpaquePointer, _ name: String) -> [Int: Int] {
        var lines: [Int: Int] = [:]
        for file in 0..<segue_coverage_files(L) where String(cString: segue_coverage_file(L, file)) == name {
            let last = segue_coverage_file_lines(L, file)
            guard last > 0 else { continue }
            for line in 1...last {
                var hits: Int64 = 0
                if segue_coverage_file_line(L, file, line, &hits) != 0 || hits > 0 { lines[Int(line)] = Int(hits) }
            }
        }
        return lines
    }

    /// The keys of the `activelines` table of the function on top of L (popped).
    static func activeLines(_ L: OpaquePointer) -> Set<Int> {
        var debug = lua_Debug()
        lua_getinfo(L, ">L", &debug)
        var lines: Set<Int> = []
        lua_pushnil(L)
        while lua_next(L, -2) != 0 {
            lines.insert(Int(lua_tointegerx(L, -2, nil)))
            lua_settop(L, -2)
        }
        lua_settop(L, -2)
        return lines
    }

    @Test func executableLinesAreLuasOwnActiveLinesOfEveryFunction() throws {
        let L = try #require(segue_newstate(0))
        defer { segue_close(L) }
        luaL_openlibs(L)
        #expect(segue_coverage_start(L) == 1)
        #expect(segue_load_text(L, Self.module, Self.module.utf8.count, "@m.lua") == LUA_OK)
        let registered = Set(Self.lines(L, "@m.lua").keys)
        // Lua's own answer, function by function: the chunk, its three functions and the
        // function `nested` returns.
        lua_pushvalue(L, -1)
        var expected = Self.activeLines(L)
        #expect(segue_pcall(L, 0, 1) == LUA_OK)
        for name in ["loop", "never", "nested"] {
            lua_getfield(L, -1, name)
            if name == "nested" {
                lua_pushvalue(L, -1)
                expected.formUnion(Self.activeLines(L))
                #expect(segue_pcall(L, 0, 1) == LUA_OK)
            }
            expected.formUnion(Self.activeLines(L))
        }
        #expect(registered == expected)
        // As Lua numbers them: a loop's `end` is no instruction of its own (the jump back is
        // the `for` line's), a closure is made on the line of its `end`.
        #expect(registered == [1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 15, 16, 17, 18])
    }

    @Test func eachLineRunIsCountedAndLinesNeverRunAreZero() throws {
        let L = try #require(segue_newstate(0))
        defer { segue_close(L) }
        luaL_openlibs(L)
        segue_coverage_start(L)
        let call = "local M = (function()\n" + Self.module + "\nend)()\nM.loop(3)\nM.loop(2)\n"
        #expect(segue_load_text(L, call, call.utf8.count, "@c.lua") == LUA_OK)
        segue_watchdog_arm(L, 5)
        #expect(segue_pcall(L, 0, 0) == LUA_OK)
        segue_watchdog_disarm(L)
        let lines = Self.lines(L, "@c.lua")
        // Shifted by the wrapper's first line: the module's line n is line n + 1.
        #expect(lines[4] == 2, "local total = 0: once a call")
        #expect(lines[6] == 5, "the loop's body: 3 + 2 times")
        #expect(lines[8] == 2, "return total")
        #expect(lines[11] == 0 && lines[12] == 0, "M.never never runs")
        #expect(lines[21] == 1 && lines[22] == 1, "the calls")
    }

    @Test func theWatchdogStillStopsARunawayLoopWhileLinesAreCounted() throws {
        let L = try #require(segue_newstate(0))
        defer { segue_close(L) }
        luaL_openlibs(L)
        segue_coverage_start(L)
        let source = "local n = 0\nwhile true do\n  n = n + 1\nend\n"
        #expect(segue_load_text(L, source, source.utf8.count, "@loop.lua") == LUA_OK)
        segue_watchdog_arm(L, 0.05)
        #expect(segue_pcall(L, 0, 0) == SEGUE_STATUS_TIMEOUT)
        segue_watchdog_disarm(L)
        let lines = Self.lines(L, "@loop.lua")
        #expect((lines[3] ?? 0) > 1000, "the loop ran and was counted until the watchdog stopped it")
        // A coroutine the script makes inherits both hooks.
        let co = "local c = coroutine.wrap(function() for i = 1, 4 do coroutine.yield(i) end end)\nc()\nc()\n"
        #expect(segue_load_text(L, co, co.utf8.count, "@co.lua") == LUA_OK)
        #expect(segue_pcall(L, 0, 0) == LUA_OK)
        #expect(Self.lines(L, "@co.lua")[1] == 3, "the coroutine's line, once per resume, and the chunk's own")
    }
}
