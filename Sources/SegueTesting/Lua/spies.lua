local runtime = ...
local globals = runtime.globals
local usage = runtime.usage

local SpyMeta = { __metatable = "segue.spy" }
local spies = setmetatable({}, { __mode = "k" })  -- recording function → spy

local methods = {}
SpyMeta.__index = methods
SpyMeta.__call = function(self, ...) return self.fn(...) end

--- Forgets the recorded calls.
function methods:reset()
  for i = #self.calls, 1, -1 do self.calls[i] = nil end
end

--- Puts the original function back (spies made by spy.on).
function methods:revert()
  if self.target then self.target[self.key] = self.original end
end

--- The number of recorded calls.
function methods:count() return #self.calls end

--- A stub's answer from now on: these values (a stub's `returns`).
function methods:returns(...)
  if not self.stubbed then usage(":returns is a stub's: spies call the original") end
  self.answer = table.pack(...)
  self.invoked = nil
  return self
end

--- A stub's answer from now on: what `fn` returns for the call's arguments.
function methods:invokes(fn)
  if not self.stubbed then usage(":invokes is a stub's: spies call the original") end
  if type(fn) ~= "function" then usage(":invokes expects a function, got " .. type(fn)) end
  self.invoked = fn
  return self
end

-- A spy (it calls `original`) or, with `stubbed`, a stub (it never calls the original and
-- answers what it was told to: nothing, its `returns`, or what its `invokes` function gives).
local function make(original, stubbed)
  local spy = setmetatable({ calls = {}, original = original, stubbed = stubbed }, SpyMeta)
  spy.fn = function(...)
    spy.calls[#spy.calls + 1] = table.pack(...)
    if spy.stubbed then
      if spy.invoked then return spy.invoked(...) end
      local answer = spy.answer
      if answer then return table.unpack(answer, 1, answer.n) end
      return
    end
    if original then return original(...) end
  end
  spies[spy.fn] = spy
  return spy
end

local spy = {}

--- spy.new([fn]): a spy that records its calls and returns what `fn` returns.
function spy.new(fn)
  if fn ~= nil and type(fn) ~= "function" then usage("spy.new expects a function or nothing, got " .. type(fn)) end
  return make(fn)
end

--- spy.on(target, key): replaces target[key] with a recording function that calls the
--- original; returns the spy (spy:revert() puts the original back).
function spy.on(target, key)
  if type(target) ~= "table" then usage("spy.on expects a table, got " .. type(target)) end
  if type(key) ~= "string" then usage("spy.on expects a key (string), got " .. type(key)) end
  local original = target[key]
  if original ~= nil and type(original) ~= "function" then
    usage(("spy.on: '%s' is a %s, not a function"):format(key, type(original)))
  end
  local s = make(original)
  s.target, s.key = target, key
  target[key] = s.fn
  return s
end

-- A stub: a spy that stands in for a function instead of wrapping it.
local stub = {}

--- stub.new(...): a callable stub that records its calls and returns these values.
function stub.new(...)
  return make(nil, true):returns(...)
end

--- stub(target, key, ...): replaces target[key] with a recording function that does not call
--- the original and returns these values (`:returns`, `:invokes` change that); `:revert()`
--- puts the original back.
setmetatable(stub, { __call = function(_, target, key, ...)
  if type(target) ~= "table" then usage("stub expects a table, got " .. type(target)) end
  if type(key) ~= "string" then usage("stub expects a key (string), got " .. type(key)) end
  local original = target[key]
  if original ~= nil and type(original) ~= "function" then
    usage(("stub: '%s' is a %s, not a function"):format(key, type(original)))
  end
  local s = make(original, true):returns(...)
  s.target, s.key = target, key
  target[key] = s.fn
  return s
end })

-- The doubles `mock` put on each table it was given, to take them back.
local mocked = setmetatable({}, { __mode = "k" })

--- mock(target [, stubbed]): every function of `target` and of the tables in it becomes a
--- spy (a stub when `stubbed`), in place; returns `target`. mock.revert(target) puts every
--- original back.
local mock = setmetatable({}, { __call = function(_, target, stubbed)
  if type(target) ~= "table" then usage("mock expects a table, got " .. type(target)) end
  if stubbed ~= nil and type(stubbed) ~= "boolean" then
    usage("mock: the second argument (stubbed) must be a boolean")
  end
  local doubles = mocked[target] or {}
  mocked[target] = doubles
  local seen = {}
  local function walk(t)
    if seen[t] then return end
    seen[t] = true
    local keys = {}
    for key in pairs(t) do keys[#keys + 1] = key end
    for _, key in ipairs(keys) do
      local value = t[key]
      if type(value) == "function" and type(key) == "string" and not runtime.spyOf(value) then
        local s = make(value, stubbed == true)
        s.target, s.key = t, key
        t[key] = s.fn
        doubles[#doubles + 1] = s
      elseif type(value) == "table" and getmetatable(value) == nil then
        walk(value)
      end
    end
  end
  walk(target)
  return target
end })

--- mock.revert(target): puts back every function `mock` replaced in `target`.
function mock.revert(target)
  local doubles = mocked[target]
  if not doubles then usage("mock.revert: this table was not mocked") end
  for i = #doubles, 1, -1 do doubles[i]:revert() end
  mocked[target] = nil
end

--- The spy behind `value`: a spy itself, or the recording function of one.
function runtime.spyOf(value)
  if getmetatable(value) == "segue.spy" then return value end
  if type(value) == "function" then return spies[value] end
  return nil
end

globals.spy = spy
globals.stub = stub
globals.mock = mock
