local target, name = ...
local message = "attempt to modify read-only table '" .. name .. "'"
return setmetatable({}, {
  __index = target,
  __newindex = function() error(message, 2) end,
  __pairs = function() return next, target, nil end,
  __len = function() return #target end,
  __metatable = "locked",
})
