-- Connect the dots (seed 004): opening a thumbnail grows it to full screen. A phantom of the
-- thumbnail flies from its place in the grid to the whole screen while the grid falls back
-- behind it (the parallax: it shrinks and sinks a little), and the detail screen fades in
-- over the last 40 % once the phantom covers it. Going back plays it in reverse, the phantom
-- returning to the thumbnail's place. Navigation push and pop, interactive.
--
--   scripts/segue run examples/connect_the_dots.lua
--   scripts/segue run examples/connect_the_dots.lua --scrub 0.4

local width, height = 375, 667
local thumb = { x = 131, y = 260, width = 113, height = 113 }
local screen = { x = 0, y = 0, width = width, height = height }
-- The grid behind: how far it falls back at the end of the push.
local depth = { scale = 0.92, translationY = -24, alpha = 0.6 }

local function place(view, frame)
  view.x, view.y, view.width, view.height = frame.x, frame.y, frame.width, frame.height
end

local function fallBack(view, amount)
  view.scale = 1 + (depth.scale - 1) * amount
  view.translationY = depth.translationY * amount
  view.alpha = 1 + (depth.alpha - 1) * amount
end

return segue.transition {
  name = "connect the dots",
  scene = segue.scene {
    container = "navigation",
    size = { width = width, height = height },
    pages = {
      { id = "grid", view = { id = "gridView", color = "#ffffff", subviews = {
          { id = "thumbnail", x = thumb.x, y = thumb.y, width = thumb.width, height = thumb.height,
            color = "#af52de", cornerRadius = 8 },
          { id = "neighbour", x = 8, y = 260, width = 113, height = 113, color = "#5ac8fa", cornerRadius = 8 },
      } } },
      { id = "photo", view = { id = "photoView", color = "#af52de" } },
    },
  },
  duration = 0.5,
  timing = "easeInOut",
  release = { threshold = 0.5, velocity = 400 },

  addTo = function(ctx)
    local pushing = ctx.kind == "push"
    if pushing then
      ctx.container:add(ctx.to.view)
    else
      ctx.container:insertBelow(ctx.to.view, ctx.from.view)
    end
    local phantom = ctx:snapshot(ctx.views.thumbnail)
    ctx.container:add(phantom)
    if not pushing then place(phantom, screen) end
    ctx.views.thumbnail.hidden = true
  end,

  prepare = function(ctx)
    if ctx.kind == "push" then
      ctx.to.view.alpha = 0
    else
      fallBack(ctx.to.view, 1)
    end
  end,

  animation = function(ctx)
    local pushing = ctx.kind == "push"
    place(ctx.views["thumbnail~snapshot"], pushing and screen or thumb)
    if pushing then
      fallBack(ctx.from.view, 1)
      ctx:keyframe(0.6, 0.4, function() ctx.to.view.alpha = 1 end)
    else
      fallBack(ctx.to.view, 0)
      ctx:keyframe(0, 0.4, function() ctx.from.view.alpha = 0 end)
    end
  end,

  finalize = function(ctx, completed)
    ctx.views.thumbnail.hidden = false
    for _, view in ipairs { ctx.from.view, ctx.to.view } do fallBack(view, 0) end
  end,
}
