local runtime, getinfo, traceback = ...
local globals = runtime.globals
local CHUNK = runtime.chunkName

local FailureMeta = runtime.FailureMeta
local PendingMeta = {}

-- The first caller outside this library: "file:line", file, line.
local function callerPosition()
  local level = 2
  while true do
    local info = getinfo(level, "Sl")
    if info == nil then return "?", "?", 0 end
    if info.source ~= CHUNK and info.what ~= "C" then
      local file = info.source:sub(1, 1) == "@" and info.source:sub(2) or info.short_src
      return file .. ":" .. tostring(info.currentline), file, info.currentline
    end
    level = level + 1
  end
end
runtime.callerPosition = callerPosition

-- Raises `message` at the spec's line.
local function usage(message)
  local position = callerPosition()
  error(position .. ": " .. message, 0)
end
runtime.usage = usage

local root = { names = {}, before = {}, after = {}, setups = {}, teardowns = {} }
local current = root
local declaring = true
local running = nil
local tests = {}
runtime.tests = tests

local function newBlock(name)
  local names = {}
  for i, n in ipairs(current.names) do names[i] = n end
  names[#names + 1] = name
  return { names = names, parent = current, before = {}, after = {}, setups = {}, teardowns = {} }
end

local function tagsOf(name)
  local tags, seen = {}, {}
  for tag in name:gmatch("#([%w_%-]+)") do
    if not seen[tag] then
      seen[tag] = true
      tags[#tags + 1] = tag
    end
  end
  return tags
end

local function checkDeclaring(what)
  if not declaring then
    usage(what .. " must be called while the file declares its tests (at top level or inside describe),"
      .. " not inside a test")
  end
end

local function register(name, fn, isPending, reason)
  local _, file, line = callerPosition()
  local names = {}
  for i, n in ipairs(current.names) do names[i] = n end
  names[#names + 1] = name
  local fullName = table.concat(names, " › ")
  tests[#tests + 1] = {
    id = #tests + 1, name = fullName, tags = tagsOf(fullName), file = file, line = line,
    block = current, fn = fn, pending = isPending, reason = reason,
  }
end

function globals.describe(name, fn)
  checkDeclaring("describe")
  if type(name) ~= "string" then usage("describe expects a name (string), got " .. type(name)) end
  if type(fn) ~= "function" then usage("describe('" .. name .. "') expects a function, got " .. type(fn)) end
  local block = newBlock(name)
  current = block
  local ok, err = pcall(fn)
  current = block.parent
  if not ok then error(err, 0) end
end

function globals.it(name, fn)
  checkDeclaring("it")
  if type(name) ~= "string" then usage("it expects a name (string), got " .. type(name)) end
  if fn == nil then
    register(name, nil, true, "no test function")
    return
  end
  if type(fn) ~= "function" then usage("it('" .. name .. "') expects a function, got " .. type(fn)) end
  register(name, fn, false)
end

--- pending(name [, fn]) while declaring: a test that is listed and skipped.
--- pending(reason) inside a test: stops it and marks it skipped.
function globals.pending(name)
  if running then
    error(setmetatable({ reason = tostring(name or "pending") }, PendingMeta), 0)
  end
  checkDeclaring("pending")
  if type(name) ~= "string" then usage("pending expects a name (string), got " .. type(name)) end
  register(name, nil, true, "pending")
end

local function addHook(list, what, fn)
  checkDeclaring(what)
  if type(fn) ~= "function" then usage(what .. " expects a function, got " .. type(fn)) end
  list[#list + 1] = fn
end
function globals.before_each(fn) addHook(current.before, "before_each", fn) end
function globals.after_each(fn) addHook(current.after, "after_each", fn) end
function globals.setup(fn) addHook(current.setups, "setup", fn) end
function globals.teardown(fn) addHook(current.teardowns, "teardown", fn) end

-- Lines of a traceback that belong to the test machinery are left out.
local function cleanTraceback(text)
  local lines = {}
  for line in text:gmatch("[^\n]+") do
    if not line:find("[segue.testing]", 1, true) and not line:find("in function 'xpcall'", 1, true)
        and not line:find("[C]: in ?", 1, true) and not line:find("[C]: in function 'error'", 1, true) then
      lines[#lines + 1] = line
    end
  end
  return table.concat(lines, "\n")
end

-- "file:line" of the innermost script function running below the handler (the machinery's
-- own chunks and C functions skipped): where an error without a position was raised.
local function raisedAt()
  for level = 2, 200 do
    local info = getinfo(level, "Sl")
    if info == nil then return nil end
    if info.currentline and info.currentline > 0 and not info.source:find("^=%[") then
      return info.short_src .. ":" .. info.currentline
    end
  end
end

local function handler(err)
  local meta = getmetatable(err)
  if meta == FailureMeta or meta == PendingMeta then return err end
  local message
  if type(err) == "string" then
    message = err
  elseif type(err) == "table" then
    message = "error object is a table: " .. runtime.describe(err)
  else
    message = tostring(err)
  end
  -- error({}), error(), "C stack overflow": Lua gave no position, so name the raising line.
  local where = nil
  if type(err) ~= "string" or not err:find("^[^\n]-:%d+: ") then where = raisedAt() end
  return { message = message, where = where, traceback = cleanTraceback(traceback("", 2)) }
end

-- The blocks from the outermost to `block`.
local function chainOf(block)
  local chain = {}
  while block do
    table.insert(chain, 1, block)
    block = block.parent
  end
  return chain
end

local setupOrder = {}

local function outcome(err, phase)
  -- A memory error skips the handler: xpcall returns Lua's bare message.
  if type(err) ~= "table" then err = { message = tostring(err) } end
  local meta = getmetatable(err)
  if meta == PendingMeta then
    return { status = "pending", reason = err.reason, assertions = runtime.assertions }
  end
  local result = {
    status = "failed", assertions = runtime.assertions, phase = phase,
    message = err.message, where = err.where, expected = err.expected, actual = err.actual,
    diff = err.diff, traceback = err.traceback,
  }
  return result
end

--- Runs test `id`: the pending setups of its blocks, every before_each from the outside
--- in, the test, then every after_each from the inside out (even when the test failed).
function runtime.run(id)
  local test = tests[id]
  runtime.assertions = 0
  if test.pending then
    return { status = "pending", reason = test.reason, assertions = 0 }
  end
  local chain = chainOf(test.block)
  for _, block in ipairs(chain) do
    if not block.setupDone then
      block.setupDone = true
      setupOrder[#setupOrder + 1] = block
      for _, fn in ipairs(block.setups) do
        local ok, err = xpcall(fn, handler)
        if not ok then
          block.setupError = err
          break
        end
      end
    end
    if block.setupError then return outcome(block.setupError, "setup") end
  end
  running = test
  local ok, err, phase = true, nil, nil
  for _, block in ipairs(chain) do
    for _, fn in ipairs(block.before) do
      ok, err = xpcall(fn, handler)
      if not ok then phase = "before_each" break end
    end
    if not ok then break end
  end
  if ok then
    ok, err = xpcall(test.fn, handler)
    if not ok then phase = "test" end
  end
  for i = #chain, 1, -1 do
    for _, fn in ipairs(chain[i].after) do
      local afterOk, afterErr = xpcall(fn, handler)
      if ok and not afterOk then ok, err, phase = false, afterErr, "after_each" end
    end
  end
  running = nil
  if ok then return { status = "passed", assertions = runtime.assertions } end
  return outcome(err, phase)
end

--- Runs the teardowns of every block whose setup ran, innermost first; returns the first
--- failure, if any.
function runtime.finish()
  local failure
  for i = #setupOrder, 1, -1 do
    for _, fn in ipairs(setupOrder[i].teardowns) do
      local ok, err = xpcall(fn, handler)
      if not ok and not failure then failure = outcome(err, "teardown") end
    end
  end
  setupOrder = {}
  return failure
end

--- Ends the declaring phase: from now on describe/it raise.
function runtime.seal() declaring = false end

--- Whether `name` matches the Lua pattern `pattern` (nil, message when it is malformed).
function runtime.matches(name, pattern)
  local ok, found = pcall(string.find, name, pattern)
  if not ok then return nil, tostring(found) end
  return found ~= nil
end
