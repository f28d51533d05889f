-- The attack battery (docs/safety.md): scripts that try to crash, hang, corrupt or subvert
-- the host. Each `code` is the body of a function called with `ctx` (nil where there is no
-- transition: a script's main chunk, a spec, the REPL). The safety tests inject every attack
-- into every hook of a transition, into a spec, into a transition a spec loads, and into the
-- REPL; whatever an attack does, the host must answer with a normal result or a positioned
-- error, within the budget, and stay usable.
--
-- `expect = "error"` marks attacks that must end in an error wherever they run.
return {
  -- Host calls from coroutines (item 1).
  { name = "coroutine-property", code = [[
    local v = coroutine.wrap(function() return ctx and ctx.to.view.id end)()
    return v ]] },
  { name = "coroutine-many-host-calls", code = [[
    local co = coroutine.wrap(function()
      for _ = 1, 3000 do if ctx then ctx:percentComplete() end; local _ = segue.spring { dampingRatio = 1 } end
    end)
    co() ]] },
  { name = "coroutine-print", code = [[ coroutine.wrap(function() print("from a coroutine") end)() ]] },
  { name = "coroutine-host-error", expect = "error", code = [[
    local ok, message = coroutine.resume(coroutine.create(function() segue.spring(42) end))
    error(message, 0) ]] },
  { name = "coroutine-yield-across-host", code = [[
    local co = coroutine.wrap(function()
      return pcall(segue.transition, setmetatable({}, { __index = function() coroutine.yield(1) end }))
    end)
    co() ]] },

  -- Endless work (item 5).
  { name = "busy-loop", expect = "error", code = [[ while true do end ]] },
  { name = "pcall-swallows-timeout", expect = "error", code = [[
    while true do pcall(function() while true do end end) end ]] },
  { name = "coroutine-loop", expect = "error", code = [[
    local co = coroutine.create(function() while true do end end)
    while true do coroutine.resume(co) end ]] },
  { name = "pattern-backtracking", expect = "error", code = [[
    return string.find(string.rep("a", 200000), ".-.-.-.-.-.-.-b") ]] },
  { name = "gsub-backtracking", expect = "error", code = [[
    return (string.rep("a", 100000)):gsub(".-.-.-.-.-.-b", "x") ]] },
  { name = "gmatch-backtracking", expect = "error", code = [[
    for _ in string.rep("a", 100000):gmatch(".-.-.-.-.-.-b") do end ]] },
  -- An empty result comes back at once, whatever the count (stock Lua loops the count).
  { name = "rep-empty-string", code = [[ return #string.rep("", math.maxinteger) ]] },
  { name = "rep-empty-with-empty-separator", code = [[ return #("").rep("", math.maxinteger, "") ]] },
  { name = "table-move-huge", expect = "error", code = [[ table.move({}, 1, 1e15, 1, {}) ]] },
  { name = "table-insert-huge-len", expect = "error", code = [[
    table.insert(setmetatable({}, { __len = function() return math.maxinteger - 1 end }), 1, 1) ]] },
  { name = "table-remove-huge-len", expect = "error", code = [[
    table.remove(setmetatable({}, { __len = function() return math.maxinteger - 1 end }), 1) ]] },
  { name = "finalizer-loop", code = [[
    setmetatable({}, { __gc = function() while true do end end })
    local t = {} for i = 1, 100000 do t[i] = {} end ]] },
  { name = "load-reader-loop", expect = "error", code = [[ load(function() while true do end end) ]] },
  { name = "sort-comparator-loop", expect = "error", code = [[
    table.sort({ 3, 2, 1 }, function() while true do end end) ]] },
  { name = "sort-huge-len-c-metamethods", expect = "error", code = [[
    table.sort(setmetatable({}, { __len = function() return 2^31 - 2 end, __index = rawlen, __newindex = rawequal })) ]] },
  { name = "tostring-metamethod-loop", expect = "error", code = [[
    error(setmetatable({}, { __tostring = function() while true do end end })) ]] },

  -- Memory (items 5, 10).
  { name = "memory-table-growth", expect = "error", code = [[
    local t = {} for i = 1, 1e9 do t[i] = ("x"):rep(64) .. i end ]] },
  { name = "memory-huge-string", expect = "error", code = [[ return #("x"):rep(1e10) ]] },
  { name = "memory-concat-doubling", expect = "error", code = [[ local s = "x" while true do s = s .. s end ]] },
  { name = "memory-views", expect = "error", code = [[
    if not ctx then error("no transition here") end
    while true do ctx:makeView { id = "v" } end ]] },

  -- Stacks (item 10).
  { name = "lua-stack-overflow", expect = "error", code = [[ local function f() return 1 + f() end return f() ]] },
  { name = "c-stack-overflow-coroutines", expect = "error", code = [[
    local function f() return coroutine.wrap(f)() end return f() ]] },
  { name = "c-stack-overflow-gsub", expect = "error", code = [[
    local function f(s) return (s:gsub(".", f)) end return f("aaaa") ]] },
  { name = "c-stack-overflow-metamethods", expect = "error", code = [[
    local t = setmetatable({}, {}) getmetatable(t).__index = function(s, k) return s[k] end return t.x ]] },

  -- Error values (item 10).
  { name = "error-table", expect = "error", code = [[ error({}) ]] },
  { name = "error-nil", expect = "error", code = [[ error() ]] },
  { name = "error-tostring-errors", expect = "error", code = [[
    error(setmetatable({}, { __tostring = function() error("inner") end })) ]] },
  { name = "error-tostring-returns-table", expect = "error", code = [[
    error(setmetatable({}, { __tostring = function() return {} end })) ]] },

  -- Hostile numbers and values (items 3, 4).
  { name = "nan-scale", expect = "error", code = [[
    if not ctx then error("no transition here") end ctx.to.view.scale = 0/0 ]] },
  { name = "nan-frame", expect = "error", code = [[
    if not ctx then error("no transition here") end ctx.to.view.frame = { x = 0/0, y = 0, width = 1, height = 1 } ]] },
  { name = "inf-x", expect = "error", code = [[
    if not ctx then error("no transition here") end ctx.to.view.x = 1/0 ]] },
  { name = "huge-x", code = [[ if ctx then ctx.to.view.x = 1e308; ctx.to.view.width = -1e308 end ]] },
  { name = "fullwidth-colour", expect = "error", code = [[
    if not ctx then error("no transition here") end ctx.to.view.color = "#ＦＦＦ" ]] },
  { name = "steps-huge", expect = "error", code = [[ return segue.steps(1e308) ]] },
  { name = "steps-nan", expect = "error", code = [[ return segue.steps(0/0) ]] },
  { name = "spring-nan", expect = "error", code = [[ return segue.spring { dampingRatio = 0/0 } ]] },
  { name = "bezier-inf", expect = "error", code = [[ return segue.bezier(0, 1/0, 1, 1) ]] },
  { name = "scene-nan-page", expect = "error", code = [[
    return segue.scene { container = "swipe", size = { width = 10, height = 10 }, initialPage = 0/0,
      pages = { { id = "a", view = { id = "av" } } } } ]] },
  { name = "scene-huge-size", expect = "error", code = [[
    return segue.scene { container = "swipe", size = { width = 1/0, height = 10 },
      pages = { { id = "a", view = { id = "av" } } } } ]] },
  { name = "wrong-types-everywhere", expect = "error", code = [[
    return segue.transition { duration = "soon", timing = {}, scene = 3 } ]] },
  { name = "validated-table-changed", code = [[
    local T = segue.transition { duration = 0.3, timing = "linear" }
    pcall(function() T.duration = 0/0 end)
    pcall(function() T.timing = 3 end) ]] },

  -- Stale handles (item 2).
  { name = "handle-from-finalizer", code = [[
    if not ctx then return end
    local view = ctx.to.view
    setmetatable({}, { __gc = function() local _ = view.x; view.x = 1 end })
    view = nil
    for i = 1, 10000 do local _ = {} end ]] },
  { name = "view-inside-itself", expect = "error", code = [[
    if not ctx then error("no transition here") end ctx.to.view:add(ctx.to.view) ]] },

  -- Escapes and tampering (items 6, 8).
  { name = "bytecode-load", expect = "error", code = [[ assert(load("\27Lua\x54\0")) ]] },
  { name = "binary-mode-load", expect = "error", code = [[ assert(load("return 1", "x", "b")) ]] },
  { name = "require-escape", expect = "error", code = [[ require("../../etc/passwd") ]] },
  { name = "require-absolute", expect = "error", code = [[ require("/etc/passwd") ]] },
  { name = "string-metatable", expect = "error", code = [[ getmetatable("").__index = { len = function() return 0 end } ]] },
  { name = "segue-library-write", expect = "error", code = [[ segue.transition = function() end ]] },
  { name = "forbidden-globals", expect = "error", code = [[
    assert(io == nil and os.execute == nil and debug.getinfo == nil and package == nil
      and collectgarbage == nil and string.dump == nil and rawset == nil)
    error("all forbidden names absent") ]] },
  { name = "library-tampering", code = [[
    math.abs = function() return 0 end
    string.format = function() return "" end
    tostring = function() return "ok" end ]] },
  { name = "huge-key", code = [[ if ctx then local _ = ctx.views[string.rep("x", 1000000)] end ]] },
  { name = "os-date-hostile", expect = "error", code = [[ return os.date("%Ez", 1e300) ]] },
  { name = "format-huge-width", expect = "error", code = [[ return string.format("%999999999d", 1) ]] },
  { name = "unpack-huge", expect = "error", code = [[ return select("#", table.unpack({}, 1, 1e8)) ]] },
  -- Files and text formats (issue 28): ids that would add a line to a trace or report are
  -- refused where they are read; a golden name that leaves the goldens folder is refused.
  { name = "view-id-newline", expect = "error", code = [[
    segue.scene { container = "swipe", size = { width = 300, height = 600 },
      pages = { { id = "a", view = { id = "a\n# columns: forged" } }, { id = "b", view = { id = "b" } } } } ]] },
  { name = "controller-id-control", expect = "error", code = [[
    segue.scene { container = "swipe", size = { width = 300, height = 600 },
      pages = { { id = "a\r", view = { id = "a" } }, { id = "b", view = { id = "b" } } } } ]] },
  { name = "makeView-id-newline", expect = "error", code = [[
    if ctx then ctx:makeView { id = "h\nforged" } else error("no transition here") end ]] },
  { name = "golden-name-traversal", expect = "error", code = [[
    if not (stage and expect) then error("no stage here") end
    local t = segue.transition {
      scene = segue.scene { container = "swipe", size = { width = 300, height = 600 },
        pages = { { id = "a", view = { id = "a" } }, { id = "b", view = { id = "b" } } } },
      duration = 0.2, timing = "linear",
      addTo = function(c) c.container:add(c.to.view) end,
      animation = function(c) c.to.view.x = 0 end,
    }
    expect(stage.new(t):record()):matches_golden("../escape") ]] },

  -- The touch and the swipe options (issue 32): the touch is a fresh table each call (writing
  -- it changes nothing the host keeps), many calls cost no more than any host call, and the
  -- swipe container's options refuse what they cannot honour.
  { name = "touch-tamper-and-many-calls", code = [[
    if not ctx then return end
    for _ = 1, 3000 do
      local t = ctx:touch()
      if t then t.x = 0 / 0; t.velocityX = math.huge; setmetatable(t, { __index = error }) end
    end
    local t = ctx:touch()
    if t and t.x ~= t.x then error("the touch kept a script's write") end ]] },
  { name = "swipes-both-axes", expect = "error", code = [[
    segue.scene { container = "swipe", size = { width = 300, height = 600 }, swipes = { left = "next", up = "next" },
      pages = { { id = "a", view = { id = "a" } }, { id = "b", view = { id = "b" } } } } ]] },
  { name = "swipes-hostile-step", expect = "error", code = [[
    segue.scene { container = "swipe", size = { width = 300, height = 600 },
      swipes = setmetatable({}, { __index = function() return "next" end, __pairs = function() error("pairs") end }),
      pages = { { id = "a", view = { id = "a" } }, { id = "b", view = { id = "b" } } }, wraps = 1 } ]] },
}
