-- A floating button that follows an arc into a sheet: presenting the sheet, the round button
-- at the bottom right flies along a quarter ellipse (MotionLayout's pathMotionArc, Hero's
-- arc) to the sheet's header, shrinking, while the sheet rises; dismissing swoops it back
-- through a key position (MotionLayout's KeyPosition). `ctx:path` moves the button's origin
-- along the curve; it turns with the path as it goes.
--
--   scripts/segue run examples/fab_arc.lua
--   scripts/segue preview examples/fab_arc.lua

local width, height = 375, 667
local fab = { x = width - 88, y = height - 120, size = 64 }
local header = { x = 24, y = 96 }                -- where the button lands, in the sheet's header
local sheetTop = 72

return segue.transition {
  name = "fab arc",
  scene = segue.scene {
    container = "modal",
    size = { width = width, height = height },
    presentation = { style = "overFullScreen" },
    pages = {
      { id = "home", view = { id = "homeView", color = "#f2f2f7", subviews = {
          { id = "fab", x = fab.x, y = fab.y, width = fab.size, height = fab.size, cornerRadius = fab.size / 2,
            color = "#ff2d55", shadowOpacity = 0.3, shadowRadius = 8, shadowOffsetY = 4 },
      } } },
      { id = "sheet", view = { id = "sheetView", y = sheetTop, width = width, height = height - sheetTop,
          color = "#ffffff", cornerRadius = 20 } },
    },
  },
  duration = 0.55,
  timing = "easeInOut",
  release = { threshold = 0.3, velocity = 300 },
  gesture = { directions = { "up", "down" }, distance = height },

  addTo = function(ctx)
    if ctx.kind == "present" then ctx.container:add(ctx.to.view) end
    -- The button flies above the sheet.
    ctx.container:add(ctx.views.fab)
    ctx.views.fab.x, ctx.views.fab.y = fab.x, fab.y
  end,

  prepare = function(ctx)
    local button = ctx.views.fab
    if ctx.kind == "present" then
      ctx.to.view.y = height
    else
      button.x, button.y, button.scale = header.x, header.y, 0.5
    end
  end,

  animation = function(ctx)
    local button = ctx.views.fab
    if ctx.kind == "present" then
      ctx.to.view.y = sheetTop
      ctx:path(button, { to = header, arc = "startVertical", rotate = true })
      button.scale = 0.5
    else
      ctx.from.view.y = height
      -- Home by a swoop: 40 % of the way through its time it is half way along the straight
      -- line and 30 % of that line's length off to its right (MotionLayout's KeyPosition,
      -- pathRelative), on a smooth curve through that point.
      ctx:path(button, { to = { x = fab.x, y = fab.y }, rotate = true, keyPositions = {
        { at = 0.4, percentX = 0.5, percentY = 0.3, type = "pathRelative" },
      } })
      button.scale = 1
    end
  end,

  -- The button goes home, upright and full size, whichever way it ended.
  finalize = function(ctx)
    local button = ctx.views.fab
    ctx.views.homeView:add(button)
    button.x, button.y, button.scale, button.rotation = fab.x, fab.y, 1, 0
    local sheet = ctx.views.sheetView
    if sheet then sheet.y = sheetTop end
  end,
}
