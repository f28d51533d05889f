-- Cube, "look at the edge" (seed 004): switching tabs turns the screen like a cube: the old
-- page is one face turning away about the cube's vertical axis, the new page the next face
-- turning in, seen in perspective. The faces follow the true cube path — each face centre
-- stays on a circle of radius width/2 about the axis — through keyframes at every sixth of
-- the turn. ctx.direction picks the way it turns. Interactive (drag the cube round).
--
--   scripts/segue run examples/cube.lua
--   scripts/segue run examples/cube.lua --scrub 0.6

local width, height = 375, 667
local steps = 6
local half = width / 2

-- Where a face stands when the cube has turned `theta` (radians) away from it: the face
-- centre moves along the circle about the axis half a width behind the screen.
local function face(view, theta, direction)
  view.rotationY = -direction * theta
  view.translationX = -direction * half * math.sin(theta)
  view.translationZ = -half * (1 - math.cos(theta))
end

return segue.transition {
  name = "cube",
  scene = segue.scene {
    container = "tabs",
    size = { width = width, height = height },
    pages = {
      { id = "photos", view = { id = "photosView", color = "#34c759" } },
      { id = "albums", view = { id = "albumsView", color = "#007aff" } },
      { id = "people", view = { id = "peopleView", color = "#ff9500" } },
    },
  },
  duration = 0.6,
  timing = "easeInOut",
  -- The keyframes are points on the true path; a Catmull-Rom spline through them (UIKit's
  -- cubic calculation mode) follows the circle far closer than straight lines between them.
  calculationMode = "cubic",
  release = { threshold = 0.5, velocity = 300 },

  addTo = function(ctx)
    ctx.container:add(ctx.to.view)
  end,

  -- Both faces in perspective; the new one starts a quarter turn round the edge.
  prepare = function(ctx)
    ctx.from.view.perspective = 1000
    ctx.to.view.perspective = 1000
    face(ctx.to.view, -math.pi / 2, ctx.direction)
  end,

  animation = function(ctx)
    for k = 1, steps do
      local theta = (math.pi / 2) * k / steps
      ctx:keyframe((k - 1) / steps, 1 / steps, function()
        face(ctx.from.view, theta, ctx.direction)
        face(ctx.to.view, theta - math.pi / 2, ctx.direction)
      end)
    end
  end,

  -- The faces go back to flat pages, whichever way it ended.
  finalize = function(ctx, completed)
    for _, view in ipairs { ctx.from.view, ctx.to.view } do
      view.rotationY, view.translationX, view.translationZ, view.perspective = 0, 0, 0, 0
    end
  end,
}
