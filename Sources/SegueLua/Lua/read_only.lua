local target, name = ...
local message = "attempt to modify read-only table '" .. name .. "'"
-- A callable table (the spec DSL's `expect`) stays callable through its read-only view.
local meta = getmetatable(target)
local call = type(meta) == "table" and rawget(meta, "__call") or nil
return setmetatable({}, {
  __index = target,
  __newindex = function() error(message, 2) end,
  __pairs = function() return next, target, nil end,
  __len = function() return #target end,
  __call = call and function(_, ...) return call(target, ...) end or nil,
  __metatable = "locked",
})
