import CLua
import CLuaBridge

/// The allow-listed environment a script runs in. Built by a privileged chunk that runs in
/// the state's real global table (which scripts never see): it copies in only the safe
/// functions, locks the string metatable, and gives the script a `require` that only finds
/// modules under the script's own folders, compiled as text into the same environment.
public struct Sandbox {
    /// Registry reference of the environment table.
    public let environment: Int32
    /// Registry reference of the list of files `require` has loaded (for hot reload).
    public let requiredFiles: Int32
    /// Registry reference of the list of folders `require` searches.
    public let roots: Int32
    /// Registry reference of the function that makes an isolated environment.
    let isolatedMaker: Int32

    /// Builds a sandbox in `state` whose `require` looks under `roots`.
    public static func make(in state: LuaState, roots: [String]) throws -> Sandbox {
        try builder.load(into: state)
        state.newTable()
        for (i, root) in roots.enumerated() {
            state.push(root)
            lua_rawseti(state.L, -2, lua_Integer(i + 1))
        }
        state.pushFunction { lua in
            lua.output(lua.string(at: 1) ?? "")
            return 0
        }
        state.pushFunction(readModule)
        segue_push_sandbox_library(state.L)
        try state.call(arguments: 4, results: 5)
        // environment, files, roots, loadFor, requireFor: the isolation chunk takes the
        // environment and the two makers and returns the maker of isolated environments.
        try isolation.load(into: state)
        state.pushValue(at: -6)
        state.pushValue(at: -4)
        state.pushValue(at: -4)
        try state.call(arguments: 3, results: 1)
        lua_rotate(state.L, -3, 1)
        state.pop(2)
        let isolatedMaker = state.reference()
        let roots = state.reference()
        let files = state.reference()
        let environment = state.reference()
        return Sandbox(environment: environment, requiredFiles: files, roots: roots, isolatedMaker: isolatedMaker)
    }

    /// Lets `require` also search `folder` (after the folders it already searches).
    public func addRoot(_ folder: String, in state: LuaState) {
        state.push(reference: roots)
        defer { state.pop() }
        let count = lua_rawlen(state.L, -1)
        if count > 0 {
            for i in 1...count {
                lua_rawgeti(state.L, -1, lua_Integer(i))
                let known = state.string(at: -1) == folder
                state.pop()
                if known { return }
            }
        }
        state.push(folder)
        lua_rawseti(state.L, -2, lua_Integer(count + 1))
    }

    /// Pushes a fresh environment of its own for one more script in the same state: its
    /// globals are its own, and reads of names it does not define fall through to the
    /// sandbox.
    public func pushChildEnvironment(in state: LuaState) {
        state.newTable()
        state.newTable(recordCount: 1)
        state.push(reference: environment)
        state.setRawField("__index", of: -2)
        lua_setmetatable(state.L, -2)
    }

    /// Pushes a fresh isolated environment for a script that must not reach what else runs
    /// in the state (a transition under test): its own copies of every library the sandbox
    /// offers, its own `load` and `require` (modules run in it), and `segue` when the
    /// sandbox exposes it — none of the sandbox's other globals. Nothing it writes changes
    /// another environment's libraries, and strings' methods come from a private copy of
    /// the string library that no script can reach or change.
    public func pushIsolatedEnvironment(in state: LuaState) throws {
        state.push(reference: isolatedMaker)
        try state.call(arguments: 0, results: 1)
        state.push(reference: environment)
        for name in Self.sharedWithIsolated {
            state.rawField(name, of: -1)
            state.setRawField(name, of: -3)
        }
        state.pop()
    }

    /// Globals an isolated environment shares with the sandbox (read-only tables).
    static let sharedWithIsolated = ["segue"]

    /// Sets `name` in the environment to the value on top of the stack (popped), read-only
    /// when it is a table: writes raise "attempt to modify read-only table 'name'" and its
    /// metatable is locked.
    public func expose(_ name: String, in state: LuaState, readOnly: Bool = true) throws {
        if readOnly && state.isTable(-1) {
            try Sandbox.readOnly.load(into: state)
            lua_rotate(state.L, -2, 1)
            state.push(name)
            try state.call(arguments: 2, results: 1)
        }
        state.push(reference: environment)
        lua_rotate(state.L, -2, 1)
        state.setRawField(name, of: -2)
        state.pop()
    }

    /// Paths of the files the script's `require` loaded, in load order.
    public func loadedFiles(in state: LuaState) -> [String] {
        state.push(reference: requiredFiles)
        defer { state.pop() }
        var files: [String] = []
        let count = lua_rawlen(state.L, -1)
        if count > 0 {
            for i in 1...count {
                lua_rawgeti(state.L, -1, lua_Integer(i))
                if let path = state.string(at: -1) { files.append(path) }
                state.pop()
            }
        }
        return files
    }

    static let builder = HostChunk(source: builderSource, name: "=[sandbox]")
    static let isolation = HostChunk(source: isolationSource, name: "=[sandbox]")
    static let readOnly = HostChunk(source: readOnlySource, name: "=[sandbox]")

    static let readOnlySource = #"""
local target, name = ...
local message = "attempt to modify read-only table '" .. name .. "'"
return setmetatable({}, {
  __index = target,
  __newindex = function() error(message, 2) end,
  __pairs = function() return next, target, nil end,
  __len = function() return #target end,
  __metatable = "locked",
})
"""#

    static let builderSource = #"""
local roots, hostWrite, readModule, bounded = ...
local G = _G
local env = {}
for _, name in ipairs { "assert", "error", "ipairs", "next", "pairs", "pcall", "xpcall", "select",
    "tonumber", "tostring", "type", "rawequal", "rawget", "rawlen", "setmetatable",
    "getmetatable" } do
  env[name] = G[name]
end
local function copy(source, except)
  local result = {}
  for key, value in pairs(source) do
    if not (except and except[key]) then result[key] = value end
  end
  return result
end
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
    for _, candidate in ipairs { root .. "/" .. relative .. ".lua", root .. "/" .. relative .. "/init.lua" } do
      local text, refusal = readModule(candidate)
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
"""#
}
