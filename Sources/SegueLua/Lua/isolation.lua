-- The privileged chunk behind isolated environments (Sandbox.pushIsolatedEnvironment).
-- Given the sandbox's environment (fully built) and the makers of its `load` and
-- `require`, it keeps a private copy of every library as the sandbox offers it, points
-- strings' methods at a private copy of the string library (so no script, in any
-- environment, can change what `("x"):format(…)` does), and returns a function making a
-- fresh environment with copies of those libraries.
local env, loadFor, requireFor = ...
local next, type = next, type
local function copy(source)
  local result = {}
  for key, value in next, source do result[key] = value end
  return result
end
local pristine = {}
for key, value in next, env do
  if key ~= "_G" and key ~= "load" and key ~= "require" then
    pristine[key] = type(value) == "table" and copy(value) or value
  end
end
debug.getmetatable("").__index = copy(pristine.string)

return function()
  local isolated = {}
  for key, value in next, pristine do
    isolated[key] = type(value) == "table" and copy(value) or value
  end
  isolated._G = isolated
  isolated.load = loadFor(isolated)
  isolated.require = requireFor(isolated)
  return isolated
end
