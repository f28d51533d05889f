import CLua
import CLuaBridge
import Testing

/// The state's allocator keeps small blocks in slabs of its own (small_blocks.c): whatever
/// sizes Lua asks for and resizes to, across the small/large line and between classes, what a
/// block held is kept, and the bytes in use are those Lua holds.
@Suite struct SmallBlocksTests {
    /// Runs `source` in a fresh capped state and returns its string result, or the error.
    static func run(_ source: String, limit: Int = 0, in L: OpaquePointer? = nil) -> String {
        let state = L ?? segue_newstate(limit)!
        defer { if L == nil { segue_close(state) } }
        if L == nil { segue_open_libraries(state) }
        guard segue_load_text(state, source, source.utf8.count, "=blocks") == LUA_OK else {
            return String(cString: segue_tostring(state, -1, nil))
        }
        _ = segue_pcall(state, 0, 1)
        defer { segue_pop(state, 1) }
        return segue_tostring(state, -1, nil).map { String(cString: $0) } ?? "nil"
    }

    @Test func growingAndShrinkingAcrossEverySizeKeepsWhatTheBlocksHeld() {
        #expect(Self.run("""
            -- A table's array part grows 1, 2, 4, … slots (16 bytes each): through every small
            -- class and past 256 bytes; each step checks every value written so far.
            local t = {}
            for i = 1, 2000 do
              t[i] = i * 3
              if i % 7 == 0 or i < 40 then
                for j = 1, i do if t[j] ~= j * 3 then return "lost " .. j .. " at " .. i end end
              end
            end
            -- Shrinking back (the collector resizes tables it finds mostly empty).
            for i = 2000, 5, -1 do t[i] = nil end
            collectgarbage()
            for j = 1, 4 do if t[j] ~= j * 3 then return "lost " .. j .. " after shrinking" end end
            -- Strings of every length around the line, built by concatenation.
            local s = ""
            for i = 1, 600 do
              s = s .. string.char(65 + i % 26)
              if #s ~= i or s:byte(i) ~= 65 + i % 26 or s:byte(1) ~= 66 then return "string " .. i end
            end
            return "ok"
            """) == "ok")
    }

    @Test func theBytesInUseComeBackWhenTheGarbageIsCollected() {
        let L = segue_newstate(0)!
        defer { segue_close(L) }
        segue_open_libraries(L)
        #expect(Self.run("collectgarbage(); collectgarbage(); return 'ready'", in: L) == "ready")
        let before = segue_memory_in_use(L)
        for _ in 0..<5 {
            #expect(Self.run("""
                local keep = {}
                for i = 1, 20000 do keep[i] = { i, tostring(i), function() return i end } end
                keep = nil
                collectgarbage(); collectgarbage()
                return "done"
                """, in: L) == "done")
        }
        let after = segue_memory_in_use(L)
        // The same work five times: what it allocated came back each time (give or take the
        // strings Lua keeps and the stack it grew, far below one run's 20000 tables).
        #expect(after < before + 64 * 1024, "\(before) -> \(after)")
    }

    @Test func theCapStillRefusesWhatWouldPassIt() {
        let result = Self.run("""
            local ok, message = pcall(function()
              local t = {}
              for i = 1, 1e7 do t[i] = { i } end
            end)
            return tostring(ok) .. " " .. tostring(message)
            """, limit: 2 << 20)
        #expect(result.hasPrefix("false"), "\(result)")
        #expect(result.contains("memory"), "\(result)")
    }

    /// Blocks a free list keeps stay the state's until it closes: a script that fills the
    /// cap with blocks of one size, drops them, then does the same with every other size
    /// would hold the cap many times over if only the bytes Lua asked for were counted. What
    /// the state holds never passes its cap (by more than the slab being refused).
    @Test func blocksKeptForReuseCountAgainstTheCap() {
        let limit = 2 << 20
        let L = segue_newstate(limit)!
        defer { segue_close(L) }
        segue_open_libraries(L)
        let result = Self.run("""
            local refused = 0
            for length = 1, 240, 16 do
              local ok = pcall(function()
                local keep = {}
                for i = 1, 1e6 do keep[i] = string.rep("x", length - 1) .. i end
              end)
              if not ok then refused = refused + 1 end
              collectgarbage(); collectgarbage()
            end
            return "refused " .. refused
            """, in: L)
        #expect(result.hasPrefix("refused"), "\(result)")
        #expect(segue_memory_held(L) <= limit, "held \(segue_memory_held(L)) of \(limit)")
        #expect(segue_memory_in_use(L) <= segue_memory_held(L))
    }
}
