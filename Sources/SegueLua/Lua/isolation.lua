-- The privileged chunk behind isolated environments (Sandbox.pushIsolatedEnvironment).
-- Given the sandbox's environment (fully built) and the makers of its `load` and
-- `require`, it keeps a private copy of every library as the sandbox offers it, points
-- strings' methods at a private copy of the string library (so no script, in any
-- environment, can change what `("x"):format(…)` does), and returns a function making a
-- fresh environment with copies of those libraries.
-- `copy(source, except, nested)` is CLuaBridge's raw table copier (table_copy.c): with
-- `nested`, each table value is copied too.
local env, loadFor, requireFor, copy = ...
local pristine = copy(env, { _G = true, load = true, require = true }, true)
-- `pristine` is private to this chunk and the maker below, which hands out only copies:
-- its string table is one no script can reach.
debug.getmetatable("").__index = pristine.string

return function()
  local isolated = copy(pristine, nil, true)
  isolated._G = isolated
  isolated.load = loadFor(isolated)
  isolated.require = requireFor(isolated)
  return isolated
end
