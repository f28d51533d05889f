-- Modal cover, vertical (seed 001): presenting slides the sheet up from the bottom edge over
-- the home screen; dismissing slides it back down. Full-screen style: once covered, the home
-- screen leaves the window, and comes back beneath the sheet for the dismissal.
--
--   scripts/segue run examples/modal_cover.lua
--   scripts/segue run examples/modal_cover.lua --scrub 0.4     -- dragged up 40 %, let go: back down

local height = 667

return segue.transition {
  name = "modal cover",
  scene = segue.scene {
    container = "modal",
    size = { width = 375, height = height },
    presentation = { style = "fullScreen" },
    pages = {
      { id = "home", view = { id = "homeView", color = "#ffffff" } },
      { id = "sheet", view = { id = "sheetView", color = "#1c1c1e", subviews = {
          { id = "closeButton", x = 16, y = 56, width = 44, height = 44, color = "#3a3a3c", cornerRadius = 22 },
      } } },
    },
  },
  duration = 0.4,
  timing = "easeOut",
  release = { threshold = 0.5, velocity = 500 },

  addTo = function(ctx)
    if ctx.kind == "present" then ctx.container:add(ctx.to.view) end
  end,

  prepare = function(ctx)
    if ctx.kind == "present" then
      ctx.to.view.y = ctx.container.height        -- just below the bottom edge
    end
  end,

  animation = function(ctx)
    if ctx.kind == "present" then
      ctx.to.view.y = ctx.to.finalFrame.y
    else
      ctx.from.view.y = ctx.container.height
    end
  end,

  finalize = function(ctx, completed)
    -- A sheet that is on screen sits at the top; one that left is put back for next time.
    local sheet = ctx.kind == "present" and ctx.to.view or ctx.from.view
    sheet.y = 0
  end,
}
