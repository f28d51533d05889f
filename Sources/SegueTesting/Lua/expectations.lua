local runtime = ...
local globals = runtime.globals
local describe, equal, diff = runtime.describe, runtime.equal, runtime.diff
local FailureMeta, MatcherMeta = runtime.FailureMeta, runtime.MatcherMeta
local usage = runtime.usage

local ExpectationMeta = {}
local matchers = {}

-- A failure that travels where only text can — out of a transition hook a spec wrote, which
-- the engine reports as a hook error — reads as its line, its message and what was expected.
FailureMeta.__tostring = function(failure)
  local text = tostring(failure.where) .. ": " .. tostring(failure.message)
  if type(failure.expected) == "string" and type(failure.actual) == "string" then
    text = text .. " (expected " .. failure.expected .. ", got " .. failure.actual .. ")"
  end
  return text
end

-- Raises the failure of a matcher at the spec's line.
local function fail(message, fields)
  local failure = fields or {}
  failure.message = message
  failure.where = runtime.callerPosition()
  error(setmetatable(failure, FailureMeta), 0)
end

-- Records one assertion and raises unless `passed` (inverted by `.never`). `explain()`
-- returns the failure's words — the message, the negated message and the fields — and runs
-- only when the assertion fails: a passing assertion never formats the values it compared.
local function check(self, passed, explain)
  runtime.assertions = runtime.assertions + 1
  if self.negated then
    if passed then
      local _, negatedMessage, fields = explain()
      fail(negatedMessage, fields)
    end
  elseif not passed then
    local message, _, fields = explain()
    fail(message, fields)
  end
  return self
end

local function values(expected, actual)
  return { expected = describe(expected), actual = describe(actual) }
end

function matchers.equals(self, expected)
  local actual = self.actual
  local passed
  if getmetatable(expected) == MatcherMeta then passed = expected.test(actual) else passed = actual == expected end
  return check(self, passed, function()
    local fields = values(expected, actual)
    local message = "expected values to be equal"
    if not passed and type(expected) == "table" and type(actual) == "table" and equal(expected, actual) then
      message = "expected the very same table, got an equal copy (use :same for deep equality)"
    elseif not passed and type(expected) == "number" and type(actual) == "number" then
      message = ("expected values to be equal (they differ by %s; use :near for a tolerance)")
        :format(describe(actual - expected))
    end
    return message, "expected values to differ", fields
  end)
end

function matchers.same(self, expected)
  local actual = self.actual
  local passed = equal(expected, actual)
  return check(self, passed, function()
    local fields = values(expected, actual)
    if not passed and type(expected) == "table" and type(actual) == "table"
        and getmetatable(expected) ~= MatcherMeta then
      fields.diff = diff(expected, actual)
    end
    return "expected values to be the same (deep equality)", "expected values to differ (deep equality)", fields
  end)
end

-- A trace recorded by s:record compared with the golden file `name` (__goldens__/NAME.trace
-- beside the spec), bit-exact unless options.tolerance is given; or an export made by s:export
-- kept as __goldens__/NAME.EXT, compared by its format (the same bytes, else its replay within
-- options.tolerance, a table by unit: points, alpha, radians, colour).
function matchers.matches_golden(self, name, options)
  local actual = self.actual
  if type(actual) ~= "table" or type(rawget(actual, "golden")) ~= "function" then
    usage(":matches_golden expects a trace recorded by s:record or an export made by s:export, got " .. type(actual))
  end
  if type(name) ~= "string" then usage(":matches_golden expects a golden name, got " .. type(name)) end
  if options ~= nil and type(options) ~= "table" then
    usage(":matches_golden expects an options table, got " .. type(options))
  end
  local tolerance = options and options.tolerance
  if tolerance ~= nil and type(tolerance) ~= "number" and type(tolerance) ~= "table" then
    usage(":matches_golden: tolerance must be a number or a table of allowances by unit")
  end
  local passed, message = actual.golden(name, tolerance)
  return check(self, passed, function()
    local kind = rawget(actual, "files") ~= nil and "export" or "trace"
    local made = kind == "export" and ("an export of %d files"):format(#actual.files)
      or ("a run of %d frames"):format(actual.frames or 0)
    return message or "", "expected the " .. kind .. " to differ from its golden " .. name,
      { expected = "the golden " .. kind .. " " .. name, actual = made }
  end)
end

-- Frames rendered by s:render compared with the golden images `name` (__goldens__/NAME.K.png
-- beside the spec), pixel for pixel unless options.tolerance (how far a channel may differ,
-- 0…255) or options.pixels (how many pixels may differ) is given; options.animated keeps all
-- the frames in one animated PNG, __goldens__/NAME.animated.png, which a pull request's page plays.
function matchers.matches_golden_images(self, name, options)
  local actual = self.actual
  if type(actual) ~= "table" or type(actual.svg) ~= "table" or type(actual.golden_images) ~= "function" then
    usage(":matches_golden_images expects frames rendered by s:render, got " .. type(actual))
  end
  if type(name) ~= "string" then usage(":matches_golden_images expects a golden name, got " .. type(name)) end
  if options ~= nil and type(options) ~= "table" then
    usage(":matches_golden_images expects an options table, got " .. type(options))
  end
  local tolerance, pixels = options and options.tolerance, options and options.pixels
  if tolerance ~= nil and type(tolerance) ~= "number" then
    usage(":matches_golden_images: tolerance must be a number")
  end
  if pixels ~= nil and type(pixels) ~= "number" then usage(":matches_golden_images: pixels must be a number") end
  local animated = options and options.animated
  if animated ~= nil and type(animated) ~= "boolean" then
    usage(":matches_golden_images: animated must be true or false")
  end
  local deltaE = options and options.deltaE
  if deltaE ~= nil and type(deltaE) ~= "number" then usage(":matches_golden_images: deltaE must be a number") end
  local passed, message = actual.golden_images(actual.svg, name, tolerance, pixels, animated == true, deltaE,
    actual.times, actual.progress)
  return check(self, passed, function()
    return message or "", "expected the frames to differ from their golden images " .. name,
      { expected = "the golden images " .. name, actual = ("%d rendered frames"):format(actual.frames or 0) }
  end)
end

function matchers.near(self, expected, tolerance)
  if type(expected) ~= "number" then usage(":near expects a number, got " .. type(expected)) end
  tolerance = tolerance or 1e-9
  local actual = self.actual
  local passed = type(actual) == "number" and math.abs(actual - expected) <= tolerance
  -- Made at once: it checks the tolerance, whatever the outcome.
  local near = globals.near(expected, tolerance)
  return check(self, passed, function()
    local fields = values(near, actual)
    local message = "expected a number near the expected value"
    if type(actual) == "number" then
      message = ("expected a number within %s of the expected value (off by %s)")
        :format(describe(tolerance), describe(actual - expected))
    end
    return message, "expected a number outside the tolerance", fields
  end)
end

function matchers.truthy(self)
  return check(self, self.actual ~= nil and self.actual ~= false, function()
    return "expected a truthy value", "expected a falsy value", { expected = "truthy", actual = describe(self.actual) }
  end)
end

function matchers.falsy(self)
  return check(self, self.actual == nil or self.actual == false, function()
    return "expected a falsy value", "expected a truthy value",
      { expected = "falsy (nil or false)", actual = describe(self.actual) }
  end)
end

function matchers.is_true(self) return matchers.equals(self, true) end
function matchers.is_false(self) return matchers.equals(self, false) end

function matchers.is_nil(self)
  return check(self, self.actual == nil, function()
    return "expected nil", "expected a value, got nil", { expected = "nil", actual = describe(self.actual) }
  end)
end

function matchers.is_type(self, typeName)
  if type(typeName) ~= "string" then usage(":is_type expects a type name, got " .. type(typeName)) end
  return check(self, type(self.actual) == typeName, function()
    return "expected a value of type " .. typeName, "expected a value not of type " .. typeName,
      { expected = typeName, actual = type(self.actual) .. " " .. describe(self.actual) }
  end)
end

local function compare(name, test, words)
  matchers[name] = function(self, bound)
    if type(bound) ~= "number" then usage(":" .. name .. " expects a number, got " .. type(bound)) end
    local actual = self.actual
    local passed = type(actual) == "number" and test(actual, bound)
    return check(self, passed, function()
      return "expected a number " .. words .. " " .. describe(bound),
        "expected a number not " .. words .. " " .. describe(bound),
        { expected = words .. " " .. describe(bound), actual = describe(actual) }
    end)
  end
end
compare("greater_than", function(a, b) return a > b end, "greater than")
compare("less_than", function(a, b) return a < b end, "less than")
compare("at_least", function(a, b) return a >= b end, "at least")
compare("at_most", function(a, b) return a <= b end, "at most")

function matchers.contains(self, element)
  local actual = self.actual
  local passed = false
  if type(actual) == "string" then
    if type(element) ~= "string" then usage(":contains on a string expects a string") end
    passed = actual:find(element, 1, true) ~= nil
  elseif type(actual) == "table" then
    for _, value in pairs(actual) do
      if equal(element, value) then passed = true break end
    end
  end
  return check(self, passed, function()
    return "expected " .. describe(actual) .. " to contain " .. describe(element),
      "expected " .. describe(actual) .. " not to contain " .. describe(element),
      { expected = "containing " .. describe(element), actual = describe(actual) }
  end)
end

function matchers.matches(self, pattern)
  if type(pattern) ~= "string" then usage(":matches expects a Lua pattern, got " .. type(pattern)) end
  local actual = self.actual
  local passed = type(actual) == "string" and actual:find(pattern) ~= nil
  return check(self, passed, function()
    return "expected a string matching " .. describe(pattern), "expected a string not matching " .. describe(pattern),
      { expected = "matching " .. describe(pattern), actual = describe(actual) }
  end)
end

function matchers.has_length(self, n)
  local actual = self.actual
  local length = (type(actual) == "string" or type(actual) == "table") and #actual or nil
  return check(self, length == n, function()
    return "expected a length of " .. describe(n), "expected a length other than " .. describe(n),
      { expected = "length " .. describe(n),
        actual = length and ("length " .. length .. ": " .. describe(actual)) or describe(actual) }
  end)
end

--- expect(fn):raises([pattern]): calling `fn` raises an error whose message contains a
--- match of the Lua pattern.
function matchers.raises(self, pattern)
  local fn = self.actual
  if type(fn) ~= "function" then usage(":raises expects expect(function), got expect(" .. type(fn) .. ")") end
  local ok, err = pcall(fn)
  local message = not ok and (type(err) == "string" and err or describe(err)) or nil
  local passed = not ok and (pattern == nil or message:find(pattern) ~= nil)
  return check(self, passed, function()
    local expected = pattern and ("an error matching " .. describe(pattern)) or "an error"
    local actual = ok and "no error" or ("error " .. describe(message))
    return "expected the function to raise " .. expected, "expected the function not to raise " .. expected,
      { expected = expected, actual = actual }
  end)
end

--- expect(t):has_fields(fields): `t` is a table with at least these fields, each deep-equal
--- (matcher values allowed), nested tables matched the same way: part of a table, so a spec
--- does not break when the value gains fields.
function matchers.has_fields(self, fields)
  if type(fields) ~= "table" or getmetatable(fields) == MatcherMeta then
    usage(":has_fields expects a table of the fields to match, got " .. type(fields))
  end
  local actual = self.actual
  local passed = runtime.holds(fields, actual)
  return check(self, passed, function()
    local result = { expected = describe(fields), actual = describe(actual) }
    if type(actual) == "table" or type(actual) == "userdata" then
      local part = runtime.fieldsOf(fields, actual)
      result.actual = describe(part)
      result.diff = diff(fields, part)
    end
    return "expected a table with these fields", "expected a table without all of these fields", result
  end)
end

-- Spy matchers (the spy library registers runtime.spyOf).
local function spyOf(self, matcher)
  local spy = runtime.spyOf(self.actual)
  if not spy then usage(":" .. matcher .. " expects a spy (spy.new or spy.on), got " .. type(self.actual)) end
  return spy
end

local function describeCalls(spy)
  if #spy.calls == 0 then return "no calls" end
  local lines = {}
  for i, call in ipairs(spy.calls) do
    local args = {}
    for j = 1, call.n do args[j] = describe(call[j]) end
    lines[i] = ("#%d (%s)"):format(i, table.concat(args, ", "))
  end
  return table.concat(lines, "\n")
end

local function argumentsMatch(call, expected)
  if call.n ~= expected.n then return false end
  for i = 1, expected.n do
    if not equal(expected[i], call[i]) then return false end
  end
  return true
end

local function describeArguments(expected)
  local args = {}
  for i = 1, expected.n do args[i] = describe(expected[i]) end
  return "(" .. table.concat(args, ", ") .. ")"
end

--- expect(spy):called([times]): called at least once, or exactly `times` times.
function matchers.called(self, times)
  local spy = spyOf(self, "called")
  local count = #spy.calls
  local passed = times == nil and count > 0 or count == times
  local wanted = times and (times .. " time" .. (times == 1 and "" or "s")) or "at least once"
  return check(self, passed, function()
    return "expected the spy to be called " .. wanted .. ", it was called " .. count .. " times",
      "expected the spy not to be called " .. wanted, { expected = "called " .. wanted, actual = describeCalls(spy) }
  end)
end

--- expect(spy):called_with(...): some call had these arguments (deep equality, matchers allowed).
function matchers.called_with(self, ...)
  local spy = spyOf(self, "called_with")
  local expected = table.pack(...)
  local passed = false
  for _, call in ipairs(spy.calls) do
    if argumentsMatch(call, expected) then passed = true break end
  end
  return check(self, passed, function()
    return "expected a call with " .. describeArguments(expected),
      "expected no call with " .. describeArguments(expected),
      { expected = "a call with " .. describeArguments(expected), actual = describeCalls(spy) }
  end)
end

--- expect(spy):last_called_with(...): the latest call had these arguments.
function matchers.last_called_with(self, ...)
  local spy = spyOf(self, "last_called_with")
  local expected = table.pack(...)
  local last = spy.calls[#spy.calls]
  local passed = last ~= nil and argumentsMatch(last, expected)
  return check(self, passed, function()
    return "expected the last call to have " .. describeArguments(expected),
      "expected the last call not to have " .. describeArguments(expected),
      { expected = "last call with " .. describeArguments(expected), actual = describeCalls(spy) }
  end)
end

local builtIn = {}
for name in pairs(matchers) do builtIn[name] = true end

-- The matcher names, for the error naming an unknown one (built-in and registered).
local function matcherList()
  local names = {}
  for name in pairs(matchers) do names[#names + 1] = name end
  table.sort(names)
  return table.concat(names, ", ")
end

ExpectationMeta.__index = function(self, key)
  if key == "actual" or key == "negated" then return nil end  -- expect(nil)
  if key == "never" then
    return setmetatable({ actual = rawget(self, "actual"), negated = not rawget(self, "negated") }, ExpectationMeta)
  end
  local matcher = matchers[key]
  if matcher then
    return function(receiver, ...)
      if getmetatable(receiver) ~= "segue.expectation" then
        usage("call matchers with a colon: expect(value):" .. key .. "(…)")
      end
      return matcher(receiver, ...)
    end
  end
  usage("expect: no matcher '" .. tostring(key) .. "' (matchers: " .. matcherList() .. "; negate with .never)")
end
ExpectationMeta.__metatable = "segue.expectation"

--- expect.extend { name = function(actual, ...) return passed, message [, negatedMessage] end, … }:
--- registers matchers of the spec's own (in a spec, or a helper file given with --helper),
--- used as the built-in ones: expect(x):name(…), .never included, one assertion each. A
--- matcher returns whether `actual` passes and the failure's words; it may not replace a
--- built-in matcher. Registered matchers last as long as the spec file's Lua state.
local function extend(definitions)
  if type(definitions) ~= "table" then usage("expect.extend expects a table of matchers, got " .. type(definitions)) end
  for name, definition in pairs(definitions) do
    if type(name) ~= "string" or not name:match("^[%a_][%w_]*$") then
      usage("expect.extend: a matcher's name must be an identifier, got " .. describe(name))
    end
    if builtIn[name] or name == "never" or name == "actual" or name == "negated" then
      usage("expect.extend: '" .. name .. "' is a built-in matcher")
    end
    if type(definition) ~= "function" then
      usage("expect.extend: matcher '" .. name .. "' must be a function, got " .. type(definition))
    end
    matchers[name] = function(self, ...)
      local passed, message, negatedMessage = definition(self.actual, ...)
      return check(self, passed ~= nil and passed ~= false, function()
        local words = message ~= nil and tostring(message)
          or ("expected " .. describe(self.actual) .. " to pass :" .. name)
        local negated = negatedMessage ~= nil and tostring(negatedMessage)
          or ("expected " .. describe(self.actual) .. " not to pass :" .. name)
        return words, negated, { expected = ":" .. name, actual = describe(self.actual) }
      end)
    end
  end
end

--- expect(value): the value under test; call a matcher on it with a colon.
globals.expect = setmetatable({ extend = extend }, {
  __call = function(_, ...)
    if select("#", ...) == 0 then usage("expect needs a value: expect(value):equals(expected)") end
    return setmetatable({ actual = (...), negated = false }, ExpectationMeta)
  end,
})
