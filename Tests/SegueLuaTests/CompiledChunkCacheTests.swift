import CLua
import CLuaBridge
import Foundation
@testable import SegueLua
import Testing

/// A file's text compiled once loads again from its bytecode (``CompiledChunkCache``): the
/// same function, the same errors and lines, only for the exact name and text, within its
/// bounds, from any thread.
@Suite struct CompiledChunkCacheTests {
    /// A state whose file chunks go through `cache`.
    static func state(_ cache: CompiledChunkCache) -> LuaState {
        let state = LuaState(memoryLimit: 0)
        state.compiledChunks = cache
        return state
    }

    /// Loads and runs `text` as the file `name` in a fresh state, returning its one result
    /// as a string, or the error's description and traceback.
    static func run(_ text: String, name: String, _ cache: CompiledChunkCache) -> String {
        let state = state(cache)
        do {
            try state.load(text, chunkName: name)
            try state.call(results: 1)
            return state.string(at: -1) ?? state.typeName(at: -1)
        } catch let error as LuaError {
            return "\(error.description)\n\(error.traceback ?? "")"
        } catch {
            return "\(error)"
        }
    }

    static let failing = """
        local function inner(t)
          return t.missing.field
        end
        local function outer()
          return (inner({}))
        end
        return outer()
        """

    @Test func theSecondLoadComesFromTheBytecodeAndFailsAtTheSameLineWithTheSameTraceback() {
        let cache = CompiledChunkCache(maximumEntries: 8, maximumBytes: 1 << 20)
        let first = Self.run(Self.failing, name: "dir/failing.lua", cache)
        #expect(cache.occupancy.entries == 1)
        #expect(cache.occupancy.hits == 0)
        let second = Self.run(Self.failing, name: "dir/failing.lua", cache)
        #expect(cache.occupancy.hits == 1)
        #expect(first == second)
        #expect(second.contains("dir/failing.lua:2: attempt to index a nil value (field 'missing')"), "\(second)")
        #expect(second.contains("in local 'inner'") || second.contains("in upvalue 'inner'"), "\(second)")
    }

    @Test func anotherTextUnderTheSameNameCompilesItsOwn() {
        let cache = CompiledChunkCache(maximumEntries: 8, maximumBytes: 1 << 20)
        #expect(Self.run("return 'one'", name: "same.lua", cache) == "one")
        #expect(Self.run("return 'two'", name: "same.lua", cache) == "two")
        #expect(Self.run("return 'one' ", name: "same.lua", cache) == "one")
        #expect(Self.run("return 'two'", name: "same.lua", cache) == "two")
        #expect(cache.occupancy.entries == 3)
        #expect(cache.occupancy.hits == 1)
    }

    @Test func theSameTextUnderAnotherNameNamesItsOwnFile() {
        let cache = CompiledChunkCache(maximumEntries: 8, maximumBytes: 1 << 20)
        let text = "local x = nil\nreturn x.y"
        #expect(Self.run(text, name: "a.lua", cache).hasPrefix("a.lua:2:"))
        #expect(Self.run(text, name: "b.lua", cache).hasPrefix("b.lua:2:"))
        #expect(cache.occupancy.hits == 0)
    }

    @Test func aSyntaxErrorIsNeverKeptAndIsReportedEachTime() {
        let cache = CompiledChunkCache(maximumEntries: 8, maximumBytes: 1 << 20)
        let first = Self.run("return = 1", name: "bad.lua", cache)
        let second = Self.run("return = 1", name: "bad.lua", cache)
        #expect(first.hasPrefix("bad.lua:1:"), "\(first)")
        #expect(first == second)
        #expect(cache.occupancy.entries == 0)
    }

    @Test func aBinaryChunkIsStillRefusedAfterItsNameWasCompiled() {
        let cache = CompiledChunkCache(maximumEntries: 8, maximumBytes: 1 << 20)
        #expect(Self.run("return 1", name: "c.lua", cache) == "1")
        let refused = Self.run("\u{1B}Lua\u{54}\u{00}garbage", name: "c.lua", cache)
        #expect(refused.contains("precompiled"), "\(refused)")
    }

    @Test func chunksThatAreNotFilesAlwaysCompile() {
        let cache = CompiledChunkCache(maximumEntries: 8, maximumBytes: 1 << 20)
        #expect(Self.run("return 1", name: "=repl", cache) == "1")
        #expect(Self.run("return 1", name: "=repl", cache) == "1")
        #expect(cache.occupancy.entries == 0)
        #expect(cache.occupancy.hits == 0)
    }

    @Test func pastItsEntryBoundTheLeastRecentlyUsedChunkGoes() {
        let cache = CompiledChunkCache(maximumEntries: 2, maximumBytes: 1 << 20)
        _ = Self.run("return 'a'", name: "a.lua", cache)
        _ = Self.run("return 'b'", name: "b.lua", cache)
        _ = Self.run("return 'a'", name: "a.lua", cache)   // a is now the more recent
        _ = Self.run("return 'c'", name: "c.lua", cache)   // b goes
        #expect(cache.occupancy.entries == 2)
        #expect(cache.occupancy.hits == 1)
        #expect(Self.run("return 'a'", name: "a.lua", cache) == "a")
        #expect(cache.occupancy.hits == 2)
        #expect(Self.run("return 'b'", name: "b.lua", cache) == "b")
        #expect(cache.occupancy.hits == 2, "b was dropped, so it compiled again")
    }

    @Test func itsBytesStayWithinTheirBoundAndAChunkLargerThanItIsNotKept() {
        let cache = CompiledChunkCache(maximumEntries: 100, maximumBytes: 4096)
        for i in 0..<40 {
            let text = "local t = { " + String(repeating: "\(i), ", count: 40) + "}\nreturn #t"
            #expect(Self.run(text, name: "m\(i).lua", cache) == "40")
            #expect(cache.occupancy.bytes <= 4096)
        }
        #expect(cache.occupancy.entries < 40)
        let huge = "return '" + String(repeating: "x", count: 5000) + "'"
        let before = cache.occupancy
        #expect(Self.run(huge, name: "huge.lua", cache).count == 5000)
        #expect(cache.occupancy.entries == before.entries)
        #expect(cache.occupancy.bytes == before.bytes)
    }

    @Test func aChunkLoadedFromItsBytecodeCountsItsLinesForCoverage() throws {
        let cache = CompiledChunkCache(maximumEntries: 8, maximumBytes: 1 << 20)
        let text = "local total = 0\nfor i = 1, 3 do\n  total = total + i\nend\nreturn total"
        _ = Self.run(text, name: "covered.lua", cache)
        let state = Self.state(cache)
        #expect(segue_coverage_start(state.L) != 0)
        try state.load(text, chunkName: "covered.lua")
        try state.call(results: 1)
        #expect(cache.occupancy.hits == 1)
        #expect(state.string(at: -1) == "6")
        #expect(segue_coverage_files(state.L) == 1)
        var hits: Int64 = 0
        #expect(segue_coverage_file_line(state.L, 0, 3, &hits) != 0)
        #expect(hits == 3)
    }

    @Test func statesOnManyThreadsShareItAndEachGetsItsOwnText() {
        let cache = CompiledChunkCache(maximumEntries: 3, maximumBytes: 1 << 20)
        let wrong = LockedCount()
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for i in 0..<60 {
                let which = (thread + i) % 5
                let result = Self.run("return 'text \(which)'", name: "shared\(which % 2).lua", cache)
                if result != "text \(which)" { wrong.add() }
            }
        }
        #expect(wrong.value == 0)
        #expect(cache.occupancy.entries <= 3)
    }
}

/// A counter several threads add to.
private final class LockedCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
