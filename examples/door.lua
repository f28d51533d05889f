-- A door: on a push the old screen swings open about its left edge, in perspective, and
-- the new screen is behind it; a pop swings it shut again. The hinge is the view's anchor
-- point (CALayer's anchorPoint): `anchorX = 0` turns it about its left edge. The door casts
-- a soft shadow on the room as it opens (shadowOpacity, shadowRadius, shadowOffsetX).
--
--   scripts/segue run examples/door.lua
--   scripts/segue run examples/door.lua --scrub 0.5    -- the door half open, let go
--   scripts/segue preview examples/door.lua           -- see it swing

local width = 375
local open = math.pi / 2 * 0.95   -- away from the eye, nearly edge-on: the door stays visible to the end
local shadow = 0.45                -- the shadow's opacity with the door open

-- Hinges `view` on its left edge without moving it: writing the anchor keeps the position
-- (the frame moves, as in CALayer), so the frame is put back.
local function hinge(view)
  local x = view.x
  view.anchorX = 0
  view.x = x
  view.perspective = 700
  view.shadowColor = "#1a0d05"
  view.shadowRadius = 18
  view.shadowOffsetX = 12
  view.shadowOffsetY = 0
end

-- Takes the hinge off again, the view where it was.
local function unhinge(view)
  view.rotationY = 0
  local x = view.x
  view.anchorX = 0.5
  view.x = x
  view.perspective = 0
  view.shadowOpacity = 0          -- and the shadow back to CALayer's defaults
  view.shadowColor = "#000000"
  view.shadowRadius = 3
  view.shadowOffsetX = 0
  view.shadowOffsetY = -3
end

return segue.transition {
  name = "door",
  scene = segue.scene {
    container = "navigation",
    size = { width = width, height = 667 },
    pages = {
      { id = "hall", view = { id = "hallView", color = "#8e5b3a", subviews = {
          { id = "knob", x = width - 48, y = 320, width = 24, height = 24, cornerRadius = 12, color = "#f2c14e" },
      } } },
      { id = "room", view = { id = "roomView", color = "#f7f3e9", subviews = {
          { id = "lamp", x = 140, y = 120, width = 96, height = 96, cornerRadius = 48, color = "#ffd166" },
      } } },
    },
  },
  duration = 0.7,
  timing = "easeInOut",
  release = { threshold = 0.4, velocity = 300 },

  addTo = function(ctx)
    if ctx.kind == "push" then
      ctx.container:insertBelow(ctx.to.view, ctx.from.view)   -- the room is behind the door
    else
      ctx.container:add(ctx.to.view)                          -- the door closes over the room
    end
  end,

  prepare = function(ctx)
    if ctx.kind == "push" then
      hinge(ctx.from.view)
    else
      hinge(ctx.to.view)
      ctx.to.view.rotationY = open
      ctx.to.view.shadowOpacity = shadow
    end
  end,

  animation = function(ctx)
    if ctx.kind == "push" then
      ctx.from.view.rotationY = open
      ctx.from.view.shadowOpacity = shadow
    else
      ctx.to.view.rotationY = 0
      ctx.to.view.shadowOpacity = 0
    end
  end,

  finalize = function(ctx)
    unhinge(ctx.from.view)
    unhinge(ctx.to.view)
  end,
}
