import Foundation
@testable import SegueLua
import Testing

/// The sandbox's `table.sort` compares through Lua, so the watchdog sees a long sort, and
/// otherwise sorts as Lua's does.
@Suite struct BoundedSortTests {
    @Test func sortsAsLuasSortDoes() throws {
        let host = try ScriptHost(roots: ["/tmp"])
        try host.run("""
            local function check(list, comp, expected)
              table.sort(list, comp)
              assert(table.concat(list, ",") == expected, table.concat(list, ","))
            end
            check({ 5, 3, 1, 4, 2 }, nil, "1,2,3,4,5")
            check({ 5, 3, 1, 4, 2 }, function(a, b) return a > b end, "5,4,3,2,1")
            check({ "b", "c", "a" }, nil, "a,b,c")
            local big = {}
            for i = 1, 5000 do big[i] = (i * 7919) % 5003 end
            table.sort(big)
            for i = 2, #big do assert(big[i - 1] <= big[i]) end
            local ok, message = pcall(table.sort, { 1, 2 }, 5)
            assert(not ok and message:find("bad argument #2 to 'sort' (function expected, got number)", 1, true), message)
            return true
            """, chunkName: "sort.lua")
        #expect(host.state.bool(at: -1))
    }

    @Test func aSortRunningInCIsStoppedByTheBudget() throws {
        let host = try ScriptHost(roots: ["/tmp"])
        host.hookBudget = 0.1
        let error = #expect(throws: LuaError.self) {
            try host.run("""
                local t = setmetatable({}, { __len = function() return 2^31 - 2 end, __index = rawlen, __newindex = rawequal })
                table.sort(t)
                """, chunkName: "sort.lua")
        }
        #expect(error?.kind == .timeout)
        #expect(error?.file == "sort.lua" && error?.line == 2, "\(String(describing: error))")
        // How soon a stopped sort ends is the watchdog benchmark's to measure, not a bound here.
    }
}
