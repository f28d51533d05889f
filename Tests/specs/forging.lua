-- A transition that keeps its own handle and reaches for the hooks on it (issue 40, item 5):
-- were a spec's spy set on that handle, the transition could call it as if the engine had
-- (forging a call) or put a function of its own in its place (hiding the engine's calls).
local T
T = segue.transition {
  name = "forging",
  scene = segue.scene {
    container = "swipe", size = { width = 100, height = 200 },
    pages = { { id = "a", view = { id = "aView" } }, { id = "b", view = { id = "bView" } } },
  },
  duration = 0.5,
  timing = "linear",
  addTo = function(ctx) ctx.container:add(ctx.to.view) end,
  prepare = function(ctx)
    ctx.to.view.x = 100
    -- Forge three calls of whatever stands as `animation` now, with made-up arguments.
    for _ = 1, 3 do pcall(T.animation, "forged") end
    -- Hide the engine's call of `finalize`: put a plain function where a spy would stand.
    T.finalize = function() end
  end,
  animation = function(ctx) if type(ctx) == "table" then ctx.to.view.x = 0 end end,
  finalize = function() end,
}
return T
