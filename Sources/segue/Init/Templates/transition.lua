-- TRANSITION_NAME: a navigation push that slides the new screen in from the right edge over
-- the old one, and a pop that slides it back out (made by `segue init`; change it freely).
--
--   the push, frame by frame:    segue run TRANSITION_NAME.lua
--   dragged 40 %, let go:        segue run TRANSITION_NAME.lua --scrub 0.4
--   its specs:                   segue test
--   watch it in a browser:       segue preview TRANSITION_NAME.lua

local width = 375

return segue.transition {
  name = "TRANSITION_NAME",
  scene = segue.scene {
    container = "navigation",
    size = { width = width, height = 667 },
    pages = {
      { id = "first", view = { id = "firstView", color = "#f2f2f7" } },
      { id = "second", view = { id = "secondView", color = "#ffffff" } },
    },
  },
  duration = 0.35,
  timing = "easeOut",
  release = { threshold = 0.5, velocity = 300 },

  addTo = function(ctx)
    if ctx.kind == "push" then
      ctx.container:add(ctx.to.view)                          -- the new screen on top
    else
      ctx.container:insertBelow(ctx.to.view, ctx.from.view)   -- the old one comes back below
    end
  end,

  prepare = function(ctx)
    if ctx.kind == "push" then ctx.to.view.translationX = ctx.container.width end
  end,

  animation = function(ctx)
    if ctx.kind == "push" then
      ctx.to.view.translationX = 0
    else
      ctx.from.view.translationX = ctx.container.width
    end
  end,

  finalize = function(ctx, completed)
    ctx.from.view.translationX = 0
    ctx.to.view.translationX = 0
  end,
}
