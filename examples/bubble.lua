-- Bubble (seed 001, "circular transition without a mask"): a circle of the presented screen's
-- colour grows from a start point (the button that was tapped) to the radius of the farthest
-- corner, while the presented screen grows from the same point; dismissing shrinks both back
-- into the point. The circle is a helper view made for the transition and removed when it
-- ends, completed or cancelled. Interactive both ways.
--
--   scripts/segue run examples/bubble.lua
--   scripts/segue run examples/bubble.lua --scrub 0.8

local width, height = 375, 667
local start = { x = 315, y = 600 }   -- the centre of the floating button

-- The farthest corner from the start point (the seed's getRadius).
local function radius(size)
  local horizontal = math.max(start.x, size.width - start.x)
  local vertical = math.max(start.y, size.height - start.y)
  return math.sqrt(horizontal * horizontal + vertical * vertical)
end

-- A circle of `color` centred on the start point.
local function makeBubble(ctx, color, scale)
  local r = radius(ctx.container)
  return ctx:makeView {
    id = "bubble", x = start.x - r, y = start.y - r, width = 2 * r, height = 2 * r,
    cornerRadius = r, color = color, scaleX = scale, scaleY = scale,
  }
end

return segue.transition {
  name = "bubble",
  scene = segue.scene {
    container = "modal",
    size = { width = width, height = height },
    presentation = { style = "overFullScreen" },
    pages = {
      { id = "list", view = { id = "listView", color = "#ffffff", subviews = {
          { id = "button", x = start.x - 28, y = start.y - 28, width = 56, height = 56,
            color = "#ff2d55", cornerRadius = 28 },
      } } },
      { id = "compose", view = { id = "composeView", color = "#ff2d55" } },
    },
  },
  duration = 0.5,
  timing = "easeInOut",
  release = { threshold = 0.5, velocity = 400 },
  -- Pan up to grow the bubble open, down to shrink it closed.
  gesture = { directions = { "up", "down" } },

  addTo = function(ctx)
    if ctx.kind == "present" then
      ctx.container:add(makeBubble(ctx, ctx.to.view.color, 0.001))
      ctx.container:add(ctx.to.view)
    else
      ctx.container:insertBelow(makeBubble(ctx, ctx.from.view.color, 1), ctx.from.view)
    end
  end,

  -- The presented screen starts centred on the point, 1 % of its size, transparent.
  prepare = function(ctx)
    if ctx.kind == "present" then
      local view = ctx.to.view
      view.translationX = start.x - view.width / 2
      view.translationY = start.y - view.height / 2
      view.scale = 0.01
      view.alpha = 0
    end
  end,

  animation = function(ctx)
    local bubble = ctx.views.bubble
    if ctx.kind == "present" then
      bubble.scale = 1
      local view = ctx.to.view
      view.translationX, view.translationY = 0, 0
      view.scale = 1
      view.alpha = 1
    else
      bubble.scale = 0.01
      local view = ctx.from.view
      view.translationX = start.x - view.width / 2
      view.translationY = start.y - view.height / 2
      view.scale = 0.01
      view.alpha = 0
    end
  end,

  -- Whatever happened, the compose screen is left whole for next time.
  finalize = function(ctx, completed)
    local view = ctx.kind == "present" and ctx.to.view or ctx.from.view
    view.translationX, view.translationY, view.scale, view.alpha = 0, 0, 1, 1
  end,
}
