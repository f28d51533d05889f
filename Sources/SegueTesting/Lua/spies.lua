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

local function make(original)
  local spy = setmetatable({ calls = {}, original = original }, SpyMeta)
  spy.fn = function(...)
    spy.calls[#spy.calls + 1] = table.pack(...)
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

--- The spy behind `value`: a spy itself, or the recording function of one.
function runtime.spyOf(value)
  if getmetatable(value) == "segue.spy" then return value end
  if type(value) == "function" then return spies[value] end
  return nil
end

globals.spy = spy
