import CLua
import CLuaBridge
import Testing

/// Runs `source` in a plain `luaL_newstate` state (stock libraries, no budget, no cap) where
/// the global `B` is Segue's bounded library; returns the error message, or nil when it ran.
func runWithBoundedLibrary(_ source: String) -> String? {
    guard let L = luaL_newstate() else { return "no state" }
    defer { lua_close(L) }
    luaL_openlibs(L)
    segue_push_sandbox_library(L)
    lua_setglobal(L, "B")
    if luaL_loadbufferx(L, source, source.utf8.count, "=differential", "t") != LUA_OK
        || segue_pcall_plain(L, 0, 0) != LUA_OK {
        return segue_tostring(L, -1, nil).map { String(cString: $0) } ?? "error"
    }
    return nil
}

/// Segue's own pattern matcher against stock Lua's string functions: thousands of seeded,
/// generated patterns (many malformed) and subjects; every result, and whether it raised,
/// must agree.
@Suite struct PatternMatcherDifferentialTests {
    static let script = #"""
local state = seed
local function rand(n)  -- a small LCG, so the cases are the same on every run
  state = (state * 1103515245 + 12345) % 2147483648
  return state % n + 1
end
local function pick(list) return list[rand(#list)] end
local items = { "a", "b", "c", ".", "%a", "%d", "%s", "%w", "%A", "%S", "%p", "%x", "%u", "%l", "%c", "%g",
  "[ab]", "[^a]", "[a-c]", "[%d%s]", "[]]", "[^]a]", "[a%-]", "%.", "%%", " ", "(", ")", "()", "%1", "%2",
  "%bab", "%b()", "%f[%w]", "%f[^a]", "%f[%s]", "1", "-", "x" }
local quantifiers = { "", "", "", "*", "+", "-", "?" }
local broken = { "[", "%", "[a", "%b", "%f", ")", "%f(", "[%", "%9", "(()", "%0" }
local function pattern()
  local parts = {}
  if rand(5) == 1 then parts[#parts + 1] = "^" end
  for _ = 1, rand(6) - 1 do
    local item = pick(items)
    parts[#parts + 1] = item
    if #item == 1 or item:sub(1, 1) == "[" or (#item == 2 and item:sub(1, 1) == "%" and not item:match("%d")) then
      parts[#parts + 1] = pick(quantifiers)
    end
  end
  if rand(12) == 1 then table.insert(parts, rand(#parts + 1), pick(broken)) end
  if rand(6) == 1 then parts[#parts + 1] = "$" end
  return table.concat(parts)
end
local letters = { "a", "a", "b", "b", "c", " ", "1", "2", "(", ")", ".", "-", "%", "x", "A", "\0" }
local function subject()
  local parts = {}
  for _ = 1, rand(18) - 1 do parts[#parts + 1] = pick(letters) end
  return table.concat(parts)
end
local function show(ok, ...)
  if not ok then return "error" end
  local out = { tostring(select("#", ...)) }
  for i = 1, select("#", ...) do
    local v = select(i, ...)
    out[#out + 1] = type(v) .. ":" .. tostring(v)
  end
  return table.concat(out, "|")
end
local function gmatchAll(find, gmatch, s, p, init)
  local out = {}
  for a, b, c in gmatch(s, p, init) do
    out[#out + 1] = tostring(a) .. "," .. tostring(b) .. "," .. tostring(c)
    if #out > 100 then break end
  end
  return table.concat(out, ";")
end
local templates = { "%0", "%1", "<%1>", "%%", "x", "%2%1", "", "%", "%a", 7 }
local lookup = { a = "A", b = false, ["1"] = 10, [""] = "E" }
local S, T = string, B.string
local cases, compared = 0, 0
for _ = 1, 4000 do
  local p, s = pattern(), subject()
  local init = rand(5) == 1 and rand(30) - 10 or nil
  local plain = rand(6) == 1 or nil
  local checks = {
    { "find", function(lib) return show(pcall(lib.find, s, p, init, plain)) end },
    { "match", function(lib) return show(pcall(lib.match, s, p, init)) end },
    { "gmatch", function(lib) return show(pcall(gmatchAll, lib.find, lib.gmatch, s, p, init)) end },
    { "gsub", function(lib)
        local repl = pick(templates)
        return show(pcall(lib.gsub, s, p, repl, rand(4) == 1 and rand(4) - 2 or nil))
      end },
    { "gsub table", function(lib) return show(pcall(lib.gsub, s, p, lookup)) end },
    { "gsub function", function(lib)
        return show(pcall(lib.gsub, s, p, function(a, b) if a == "b" then return nil end return "[" .. tostring(a) .. tostring(b) .. "]" end))
      end },
  }
  cases = cases + 1
  for _, check in ipairs(checks) do
    local saved = state
    local expected = check[2](S)
    local after = state
    state = saved
    local actual = check[2](T)
    state = after
    compared = compared + 1
    if expected ~= actual then
      error(("%s(%q, %q, init %s, plain %s): stock %s, Segue %s"):format(check[1], s, p, tostring(init),
        tostring(plain), expected, actual))
    end
  end
end
assert(compared >= 24000)
"""#

    @Test(arguments: [1, 2024, 77_777])
    func segueMatcherAgreesWithStockLua(seed: Int) {
        let source = "local seed = \(seed)\n" + PatternMatcherDifferentialTests.script
        let failure = runWithBoundedLibrary(source)
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test func boundedRepMoveInsertRemoveAndConcatAgreeWithStockLua() {
        let failure = runWithBoundedLibrary(#"""
local S, T = string, B.string
local function same(a, b, what) assert(a == b, what .. ": stock " .. tostring(a) .. ", Segue " .. tostring(b)) end
for _, args in ipairs { { "ab", 3 }, { "ab", 3, "," }, { "", 5, "-" }, { "x", 0 }, { "x", -1, "," }, { "abc", 1, "::" }, { "", 0 } } do
  same(S.rep(table.unpack(args)), T.rep(table.unpack(args)), "rep")
end
for n = 1, 40 do same(S.rep("xy", n, "--"), T.rep("xy", n, "--"), "rep " .. n) end
local function dump(t) local o = {} for i = -2, 12 do o[#o + 1] = tostring(t[i]) end return table.concat(o, ",") end
local moves = { { 1, 3, 2 }, { 2, 5, 1 }, { 1, 0, 3 }, { -1, 2, 4 }, { 3, 6, 3 } }
for _, m in ipairs(moves) do
  local a, b = { 1, 2, 3, 4, 5, 6 }, { 1, 2, 3, 4, 5, 6 }
  same(dump(table.move(a, m[1], m[2], m[3])), dump(B.table.move(b, m[1], m[2], m[3])), "move")
  local c, d = {}, {}
  table.move({ 1, 2, 3, 4 }, m[1], m[2], m[3], c)
  B.table.move({ 1, 2, 3, 4 }, m[1], m[2], m[3], d)
  same(dump(c), dump(d), "move to another table")
end
for pos = 0, 6 do
  local a, b = { 1, 2, 3, 4 }, { 1, 2, 3, 4 }
  same(pcall(table.insert, a, pos, "x"), pcall(B.table.insert, b, pos, "x"), "insert ok")
  same(dump(a), dump(b), "insert")
  a, b = { 1, 2, 3, 4 }, { 1, 2, 3, 4 }
  local oka, ra = pcall(table.remove, a, pos)
  local okb, rb = pcall(B.table.remove, b, pos)
  same(oka, okb, "remove ok " .. pos)
  if oka then same(ra, rb, "remove result " .. pos) end
  same(dump(a), dump(b), "remove")
end
local a, b = { 1, 2 }, { 1, 2 }
table.insert(a, "z"); B.table.insert(b, "z"); same(dump(a), dump(b), "append")
same(pcall(table.insert, a), pcall(B.table.insert, b), "insert arity")
for _, args in ipairs { { { 1, 2, "x" } }, { { 1, 2, 3 }, ", " }, { { 1, 2, 3 }, "-", 2 }, { { 1, 2, 3 }, "-", 2, 3 }, { {}, "x" }, { { 1, 2 }, "", 3, 2 } } do
  same(table.concat(table.unpack(args)), B.table.concat(table.unpack(args)), "concat")
end
same(pcall(table.concat, { 1, {}, 3 }), pcall(B.table.concat, { 1, {}, 3 }), "concat error")
"""#)
        #expect(failure == nil, "\(failure ?? "")")
    }
}
