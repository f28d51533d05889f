-- Navigation push/pop (seed 001), with the system-like parallax: on a push the new screen
-- slides in from the right on top while the old one drifts a third of the way left; a pop
-- plays the same motion backwards (ctx.direction is 1 for push, -1 for pop).
--
--   scripts/segue run examples/navigation_push.lua
--   scripts/segue run examples/navigation_push.lua --scrub 0.25    -- a back-swipe let go early

local width = 375
local parallax = 0.3

return segue.transition {
  name = "navigation push/pop",
  scene = segue.scene {
    container = "navigation",
    size = { width = width, height = 667 },
    pages = {
      { id = "list", view = { id = "listView", color = "#f2f2f7" } },
      { id = "detail", view = { id = "detailView", color = "#ffffff", subviews = {
          { id = "title", x = 16, y = 100, width = width - 32, height = 44, color = "#1c1c1e" },
      } } },
    },
  },
  duration = 0.5,
  timing = "easeOut",
  release = { threshold = 0.3, velocity = 300 },

  addTo = function(ctx)
    if ctx.kind == "push" then
      ctx.container:add(ctx.to.view)                          -- the new screen on top
    else
      ctx.container:insertBelow(ctx.to.view, ctx.from.view)   -- the old screen comes back below
    end
  end,

  prepare = function(ctx)
    if ctx.kind == "push" then
      ctx.to.view.translationX = ctx.container.width
    else
      ctx.to.view.translationX = -parallax * ctx.container.width
    end
  end,

  animation = function(ctx)
    if ctx.kind == "push" then
      ctx.from.view.translationX = -parallax * ctx.container.width
    else
      ctx.from.view.translationX = ctx.container.width
    end
    ctx.to.view.translationX = 0
  end,

  finalize = function(ctx, completed)
    ctx.from.view.translationX = 0
    ctx.to.view.translationX = 0
  end,
}
