-- Matcher values: values that stand anywhere in an expected value (`:same`, `:equals`,
-- `:called_with`, inside tables) and decide for themselves whether the actual value matches.
-- `near` and `any` are globals; `containing` matches part of a table; `match` holds
-- luassert's argument matchers under their busted names (`match._`, `match.is_string()`…).
local runtime = ...
local globals = runtime.globals
local describe, equal = runtime.describe, runtime.equal
local MatcherMeta = runtime.MatcherMeta
local usage = runtime.usage

local function matcherValue(label, test)
  return setmetatable({ label = label, test = test }, MatcherMeta)
end
runtime.matcherValue = matcherValue

--- near(value, tolerance): matches numbers within `tolerance` (default 1e-9) of `value`.
function globals.near(value, tolerance)
  if type(value) ~= "number" then usage("near expects a number, got " .. type(value)) end
  tolerance = tolerance or 1e-9
  if type(tolerance) ~= "number" or tolerance < 0 then
    usage("near: the tolerance must be a non-negative number")
  end
  return matcherValue(("near(%s, ±%s)"):format(describe(value), describe(tolerance)), function(actual)
    return type(actual) == "number" and math.abs(actual - value) <= tolerance
  end)
end

--- any([typeName]): matches any value (any non-nil value of that type when given).
function globals.any(typeName)
  if typeName ~= nil and type(typeName) ~= "string" then usage("any expects a type name, got " .. type(typeName)) end
  return matcherValue(typeName and ("any(%q)"):format(typeName) or "any()", function(actual)
    if typeName == nil then return true end
    return type(actual) == typeName
  end)
end

-- Whether `value` has fields to read: a table, or a userdata such as a stage's view.
local function hasFields(value) return type(value) == "table" or type(value) == "userdata" end

-- `value[key]`, or nil when the value refuses the key (a view has no such property).
local function field(value, key)
  if type(value) == "table" then return value[key] end
  local ok, result = pcall(function() return value[key] end)
  if ok then return result end
  return nil
end

-- Whether `actual` holds every field of `fields`: each value deep-equal (matcher values
-- deciding for themselves), and each plain table matched the same way, partially — the
-- actual value (a table, or a view) may have more fields at every level.
local function holds(fields, actual, seen)
  if not hasFields(actual) then return false end
  seen = seen or {}
  if seen[fields] == actual then return true end
  seen[fields] = actual
  for key, wanted in pairs(fields) do
    local value = field(actual, key)
    if type(wanted) == "table" and getmetatable(wanted) ~= MatcherMeta then
      if not holds(wanted, value, seen) then return false end
    elseif not equal(wanted, value) then
      return false
    end
  end
  return true
end
runtime.holds = holds

--- containing(fields): matches a table that has at least these fields with these values
--- (nested tables matched the same way): part of a table, not all of it.
function globals.containing(fields)
  if type(fields) ~= "table" or getmetatable(fields) == MatcherMeta then
    usage("containing expects a table of the fields to match, got " .. type(fields))
  end
  return matcherValue("containing " .. describe(fields), function(actual) return holds(fields, actual) end)
end

--- The part of `actual` that `fields` names (nested the same way): what a partial match
--- compared, for its diff.
function runtime.fieldsOf(fields, actual, seen)
  if not hasFields(actual) then return actual end
  seen = seen or {}
  if seen[fields] then return seen[fields] end
  local part = {}
  seen[fields] = part
  for key, wanted in pairs(fields) do
    local value = field(actual, key)
    if type(wanted) == "table" and getmetatable(wanted) ~= MatcherMeta and hasFields(value) then
      part[key] = runtime.fieldsOf(wanted, value, seen)
    else
      part[key] = value
    end
  end
  return part
end

-- luassert's argument matchers, by their busted names.
local match = {}
match._ = matcherValue("match._", function() return true end)
for _, typeName in ipairs { "string", "number", "table", "function", "boolean", "userdata", "thread" } do
  match["is_" .. typeName] = function() return globals.any(typeName) end
end
function match.is_nil() return matcherValue("match.is_nil()", function(actual) return actual == nil end) end
function match.is_truthy()
  return matcherValue("match.is_truthy()", function(actual) return actual ~= nil and actual ~= false end)
end
function match.is_falsy()
  return matcherValue("match.is_falsy()", function(actual) return actual == nil or actual == false end)
end
function match.is_true() return matcherValue("match.is_true()", function(actual) return actual == true end) end
function match.is_false() return matcherValue("match.is_false()", function(actual) return actual == false end) end
--- match.is_same(v): deep-equal to `v`; match.is_equal(v): `== v` (the very same table).
function match.is_same(expected)
  return matcherValue("match.is_same(" .. describe(expected) .. ")", function(actual)
    return equal(expected, actual)
  end)
end
function match.is_equal(expected)
  return matcherValue("match.is_equal(" .. describe(expected) .. ")", function(actual) return actual == expected end)
end
--- match.matches(pattern): a string matching the Lua pattern.
function match.matches(pattern)
  if type(pattern) ~= "string" then usage("match.matches expects a Lua pattern, got " .. type(pattern)) end
  return matcherValue("match.matches(" .. describe(pattern) .. ")", function(actual)
    return type(actual) == "string" and actual:find(pattern) ~= nil
  end)
end
match.containing = globals.containing
match.near = globals.near
--- match.satisfies(predicate [, label]): any value the function returns true for.
function match.satisfies(predicate, label)
  if type(predicate) ~= "function" then usage("match.satisfies expects a function, got " .. type(predicate)) end
  if label ~= nil and type(label) ~= "string" then usage("match.satisfies: the label must be a string") end
  return matcherValue(label or "match.satisfies(…)", function(actual) return predicate(actual) == true end)
end
--- match.is_not(m): anything `m` does not match.
function match.is_not(matcher)
  local inner = getmetatable(matcher) == MatcherMeta and matcher or match.is_same(matcher)
  return matcherValue("match.is_not(" .. inner.label .. ")", function(actual) return not inner.test(actual) end)
end
globals.match = match
