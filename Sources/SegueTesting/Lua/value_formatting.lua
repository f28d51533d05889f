local runtime = ...
local MatcherMeta = runtime.MatcherMeta

local function isMatcher(value) return getmetatable(value) == MatcherMeta end

local function formatNumber(n)
  if math.type(n) == "integer" then return tostring(n) end
  if n ~= n then return "nan" end
  if n == math.huge then return "inf" end
  if n == -math.huge then return "-inf" end
  local short = ("%.14g"):format(n)
  if tonumber(short) == n then return short end
  return ("%.17g"):format(n)
end

local function formatKey(key)
  if type(key) == "string" and key:match("^[%a_][%w_]*$") then return key end
  if type(key) == "string" then return ("[%q]"):format(key) end
  if type(key) == "number" then return "[" .. formatNumber(key) .. "]" end
  return "[" .. tostring(key) .. "]"
end

local function sortedKeys(t)
  local keys = {}
  for key in pairs(t) do keys[#keys + 1] = key end
  table.sort(keys, function(a, b)
    local ta, tb = type(a), type(b)
    if ta ~= tb then return ta == "number" end
    if ta == "number" or ta == "string" then return a < b end
    return tostring(a) < tostring(b)
  end)
  return keys
end
runtime.sortedKeys = sortedKeys

local function isList(t)
  local n = 0
  for _ in pairs(t) do n = n + 1 end
  for i = 1, n do if rawget(t, i) == nil then return false end end
  return true, n
end

local describe
-- One-line rendering of `value`, or nil when it does not fit in `width`.
local function inline(value, seen, width)
  if type(value) ~= "table" or isMatcher(value) then return describe(value, seen) end
  if seen[value] then return "<cycle>" end
  seen[value] = true
  local parts = {}
  local list, n = isList(value)
  local length = 2
  for _, key in ipairs(list and {} or sortedKeys(value)) do
    local text = inline(value[key], seen, width)
    if not text then seen[value] = nil return nil end
    parts[#parts + 1] = formatKey(key) .. " = " .. text
    length = length + #parts[#parts] + 2
    if length > width then seen[value] = nil return nil end
  end
  if list then
    for i = 1, n do
      local text = inline(value[i], seen, width)
      if not text then seen[value] = nil return nil end
      parts[#parts + 1] = text
      length = length + #text + 2
      if length > width then seen[value] = nil return nil end
    end
  end
  seen[value] = nil
  if #parts == 0 then return "{}" end
  return "{ " .. table.concat(parts, ", ") .. " }"
end

--- A readable rendering of `value`: strings quoted, floats exact, tables with sorted keys
--- (on one line when short, else one key per line).
function describe(value, seen, indent)
  seen = seen or {}
  indent = indent or ""
  local kind = type(value)
  if kind == "string" then return (("%q"):format(value):gsub("\\\n", "\\n")) end
  if kind == "number" then return formatNumber(value) end
  if kind ~= "table" then return tostring(value) end
  if isMatcher(value) then return value.label end
  local short = inline(value, seen, 72)
  if short then return short end
  if seen[value] then return "<cycle>" end
  seen[value] = true
  local lines = { "{" }
  local list, n = isList(value)
  local keys = list and {} or sortedKeys(value)
  if list then for i = 1, n do keys[i] = i end end
  for _, key in ipairs(keys) do
    local prefix = list and "" or formatKey(key) .. " = "
    lines[#lines + 1] = indent .. "  " .. prefix .. describe(value[key], seen, indent .. "  ") .. ","
  end
  lines[#lines + 1] = indent .. "}"
  seen[value] = nil
  return table.concat(lines, "\n")
end
runtime.describe = describe

--- Deep equality of `actual` against `expected`; matcher values in `expected` decide for
--- themselves; tables compare key by key (metatables ignored); numbers exactly.
local function equal(expected, actual, seen)
  if isMatcher(expected) then return expected.test(actual) end
  if expected == actual then return true end
  if type(expected) ~= "table" or type(actual) ~= "table" then return false end
  seen = seen or {}
  if seen[expected] == actual then return true end
  seen[expected] = actual
  for key, value in pairs(expected) do
    if not equal(value, actual[key], seen) then return false end
  end
  for key in pairs(actual) do
    if expected[key] == nil then return false end
  end
  return true
end
runtime.equal = equal

--- The lines showing how `actual` differs from `expected`: unchanged entries start with two
--- spaces, the expected side of a difference with "- ", the actual side with "+ ". Long
--- runs of equal entries are folded into one line.
local function diff(expected, actual)
  local lines = {}
  local function add(mark, indent, text)
    lines[#lines + 1] = mark .. indent .. text
  end
  local function walk(e, a, indent, prefix, suffix)
    if type(e) == "table" and type(a) == "table" and not isMatcher(e) then
      add("  ", indent, prefix .. "{")
      local keys, known = {}, {}
      for _, key in ipairs(sortedKeys(e)) do keys[#keys + 1] = key known[key] = true end
      for _, key in ipairs(sortedKeys(a)) do if not known[key] then keys[#keys + 1] = key end end
      local folded = 0
      local function flush()
        if folded > 0 then
          add("  ", indent .. "  ", ("… %d equal %s"):format(folded, folded == 1 and "entry" or "entries"))
          folded = 0
        end
      end
      local many = #keys > 8
      for _, key in ipairs(keys) do
        local ev, av = e[key], a[key]
        local keyText = formatKey(key) .. " = "
        if equal(ev, av) then
          if many then folded = folded + 1
          else add("  ", indent .. "  ", keyText .. (inline(av, {}, 60) or "{…}") .. ",") end
        else
          flush()
          walk(ev, av, indent .. "  ", keyText, ",")
        end
      end
      flush()
      add("  ", indent, "}" .. suffix)
      return
    end
    -- One side is not a table: show each side on its own lines, every line marked.
    local function mark(sign, value)
      local text = prefix .. describe(value, nil, "") .. suffix
      for line in text:gmatch("[^\n]+") do add(sign, indent, line) end
    end
    if e ~= nil or isMatcher(e) then mark("- ", e) end
    if a ~= nil then mark("+ ", a) end
  end
  walk(expected, actual, "", "", "")
  return table.concat(lines, "\n")
end
runtime.diff = diff
