import CLua
import CLuaBridge
import Testing

/// The privileged chunks' table copier (table_copy.c) and the libraries a host state opens.
@Suite struct TableCopyTests {
    /// Runs `source` with `copy` as its first argument in a fresh state (the standard
    /// libraries opened as the host opens them) and returns its string result, or the error.
    static func run(_ source: String) -> String {
        guard let L = segue_newstate(0) else { return "no state" }
        defer { segue_close(L) }
        segue_open_libraries(L)
        guard segue_load_text(L, source, source.utf8.count, "=copy") == LUA_OK else {
            return String(cString: segue_tostring(L, -1, nil))
        }
        segue_push_table_copy(L)
        _ = segue_pcall(L, 1, 1)
        return segue_tostring(L, -1, nil).map { String(cString: $0) } ?? "nil"
    }

    @Test func copiesEveryPairButTheExceptedOnesIntoANewTable() {
        #expect(Self.run("""
            local copy = ...
            local source = { a = 1, b = "two", c = true, [4] = "four", skip = 5 }
            local result = copy(source, { skip = true })
            assert(result ~= source)
            local keys = {}
            for key, value in pairs(result) do keys[#keys + 1] = tostring(key) .. "=" .. tostring(value) end
            table.sort(keys)
            return table.concat(keys, ",")
            """) == "4=four,a=1,b=two,c=true")
    }

    @Test func readsRawlyAndGivesTheCopyNoMetatable() {
        #expect(Self.run("""
            local copy = ...
            local source = setmetatable({ own = 1 }, {
              __index = function() return "inherited" end,
              __pairs = function() error("__pairs must not run") end,
            })
            local result = copy(source)
            return tostring(result.own) .. " " .. tostring(result.other) .. " " .. tostring(getmetatable(result))
            """) == "1 nil nil")
    }

    @Test func nestedCopiesTablesOneLevelDownAndSharesNothingWithTheSource() {
        #expect(Self.run("""
            local copy = ...
            local inner = { deep = {} }
            local source = { lib = inner, fn = print }
            local shallow = copy(source)
            local nested = copy(source, nil, true)
            assert(shallow.lib == inner, "a plain copy shares the inner table")
            assert(nested.lib ~= inner and nested.lib.deep == inner.deep, "nested copies one level")
            nested.lib.added = true
            assert(inner.added == nil)
            return tostring(nested.fn == print)
            """) == "true")
    }

    @Test func refusesWhatIsNotATable() {
        #expect(Self.run("local copy = ...; return select(2, pcall(copy, 'text'))").contains("table expected"))
        #expect(Self.run("local copy = ...; return select(2, pcall(copy, {}, 3))").contains("table expected"))
    }

    @Test func theHostStateOpensNoIoAndNoPackage() {
        #expect(Self.run("""
            return table.concat({ type(io), type(package), type(require), type(string), type(table),
              type(math), type(utf8), type(coroutine), type(os), type(debug), type(load) }, " ")
            """) == "nil nil nil table table table table table table table function")
    }
}
