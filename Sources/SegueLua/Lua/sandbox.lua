local roots, hostWrite, readModule, bounded = ...
local G = _G
local env = {}
for _, name in ipairs { "assert", "error", "ipairs", "next", "pairs", "pcall", "xpcall", "select",
    "tonumber", "tostring", "type", "rawequal", "rawget", "rawlen", "setmetatable",
    "getmetatable" } do
  env[name] = G[name]
end
-- A raw copy of a library, but the names in `except` (CLuaBridge's table_copy.c).
local copy = bounded.copy
env.string = copy(string, { dump = true })
env.table = copy(table)
env.math = copy(math)
env.utf8 = copy(utf8)
env.coroutine = copy(coroutine)

-- The watchdog's guarantee (CLuaBridge's sandbox_library.c). The C functions whose work a
-- script value drives poll the deadline (our own pattern matcher, rep, move, insert, remove,
-- concat); pcall, xpcall and the coroutine functions raise a spent budget's timeout again at
-- once; a coroutine gets the current budget's hook before it runs (Lua copies hooks only
-- when a thread is created).
-- Functions written here in Lua are reached through a C frame (bounded.guard.callThrough):
-- a script's `return f(…)` is a tail call, which would drop the script's frame and the line
-- an error or a timeout inside `f` must name.
local callThrough = bounded.guard.callThrough
for name, fn in pairs(bounded.string) do env.string[name] = fn end
for name, fn in pairs(bounded.table) do env.table[name] = fn end
do
  -- table.sort compares in C when it has no comparator (or a C one), and a __len near 2^31
  -- with C __index/__newindex functions then sorts for hours outside the count hook. Every
  -- comparison goes through a Lua function instead, so the hook sees a long sort. (Lua's
  -- sort is not stable either way: the order of equal elements is unspecified.)
  local sort, type, error = table.sort, type, error
  local function less(a, b) return a < b end
  env.table.sort = callThrough(function(list, comp)
    if comp == nil then return sort(list, less) end
    if type(comp) ~= "function" then
      error("bad argument #2 to 'sort' (function expected, got " .. type(comp) .. ")", 3)
    end
    return sort(list, function(a, b) return comp(a, b) end)
  end)
end
do
  local pass, adopt, where = bounded.guard.pass, bounded.guard.adopt, bounded.guard.where
  local pcall, xpcall, error, type = pcall, xpcall, error, type
  local create, resume, close, status = coroutine.create, coroutine.resume, coroutine.close, coroutine.status
  env.pcall = function(...) return pass(pcall(...)) end
  -- A message handler runs with hooks off when the hook raised the error: once the budget
  -- is spent, the script's handler is skipped.
  local spent = bounded.guard.spent
  env.xpcall = function(f, handler, ...)
    if type(handler) ~= "function" then return xpcall(f, handler, ...) end
    return pass(xpcall(f, function(m)
      if spent() then return m end
      return handler(m)
    end, ...))
  end
  env.coroutine.resume = function(co, ...)
    adopt(co)
    return pass(resume(co, ...))
  end
  env.coroutine.close = function(co)
    adopt(co)
    return pass(close(co))
  end
  local function unwrap(co, ok, ...)
    pass()
    if ok then return ... end
    local e = ...
    if status(co) == "dead" then close(co) end
    if type(e) == "string" then e = where(2) .. e end
    error(e, 0)
  end
  env.coroutine.wrap = function(f)
    local co = create(f)
    return function(...)
      adopt(co)
      return unwrap(co, resume(co, ...))
    end
  end
  -- Finalizers run inside whatever allocation triggers a collection, outside the
  -- watchdog; a script table may not have one.
  local setmetatable, rawget = setmetatable, rawget
  env.setmetatable = callThrough(function(t, mt)
    if type(mt) == "table" and rawget(mt, "__gc") ~= nil then
      error("setmetatable: __gc is not allowed in scripts (finalizers would run outside the watchdog)", 3)
    end
    return setmetatable(t, mt)
  end)
end
env.os = { clock = os.clock, time = os.time, date = os.date, difftime = os.difftime }
env.debug = { traceback = debug.traceback }
local concat, tostring, select = table.concat, tostring, select
env.print = callThrough(function(...)
  local parts = {}
  for i = 1, select("#", ...) do parts[i] = tostring((select(i, ...))) end
  hostWrite(concat(parts, "\t"))
end)
env._VERSION = _VERSION
env._G = env

-- Strings index the sandbox's string table (no string.dump through ("").dump), locked.
local stringMeta = getmetatable("")
stringMeta.__index = env.string
stringMeta.__metatable = "locked"

local realLoad = load
-- The `load` of the environment `target`: text only, `target` as the default environment.
local function loadFor(target)
return callThrough(function(chunk, name, mode, chunkEnv)
  if mode ~= nil and mode ~= "t" then return nil, "load: only text chunks are allowed" end
  if type(chunk) == "string" and chunk:byte(1) == 27 then
    return nil, "load: binary chunks are not allowed"
  end
  if chunkEnv == nil then chunkEnv = target end
  if type(chunk) == "function" then
    -- A C function as the reader would run the parser outside the count hook.
    local reader = chunk
    chunk = function() return reader() end
  end
  return realLoad(chunk, name, "t", chunkEnv)
end)
end
env.load = loadFor(env)

local files = {}
-- The `require` of the environment `target`: modules run in `target`, cached per environment.
local function requireFor(target)
local loaded = {}
return callThrough(function(name)
  if type(name) ~= "string" or not name:match("^[%a_][%w_]*$") and not name:match("^[%a_][%w_]*[%.%w_]*[%w_]$")
      or name:find("..", 1, true) then
    error(("require: invalid module name '%s' (dotted names inside the script's folder only)")
      :format(tostring(name)), 3)
  end
  if loaded[name] ~= nil then return loaded[name] end
  local relative = name:gsub("%.", "/")
  for _, root in ipairs(roots) do
    for _, file in ipairs { relative .. ".lua", relative .. "/init.lua" } do
      local candidate = root .. "/" .. file
      local text, refusal = readModule(root, file)
      if text then
        local chunk, message = realLoad(text, "@" .. candidate, "t", target)
        if not chunk then error(message, 0) end
        files[#files + 1] = candidate
        local result = chunk(name)
        if result == nil then result = true end
        loaded[name] = result
        return result
      elseif refusal then
        error("require: " .. refusal, 3)
      end
    end
  end
  error(("module '%s' not found in the script's folder"):format(name), 3)
end)
end
env.require = requireFor(env)

return env, files, roots, loadFor, requireFor
