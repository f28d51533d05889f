-- Spring sheet: a sheet presented with SwiftUI's `bouncy` spring rises past its place, comes
-- back and settles; dismissed, the same spring drops it below the edge. The timing is a preset
-- (`segue.spring { preset = … }`: SwiftUI's smooth, snappy and bouncy with `duration` and
-- `extraBounce`), and the transition lasts the spring's settling duration, which
-- `segue.settlingDuration` reads (SwiftUI's definition: within 0.001 of the end from then on).
--
--   scripts/segue run examples/spring_sheet.lua
--   scripts/segue preview examples/spring_sheet.lua      -- the Curve panel marks where it settles

local height = 667
local spring = segue.spring { preset = "bouncy", duration = 0.5 }

return segue.transition {
  name = "spring sheet",
  scene = segue.scene {
    container = "modal",
    size = { width = 375, height = height },
    presentation = { style = "fullScreen" },
    pages = {
      { id = "home", view = { id = "homeView", color = "#f2f2f7" } },
      { id = "sheet", view = { id = "sheetView", color = "#5e5ce6", cornerRadius = 24, subviews = {
          { id = "grabber", x = 167, y = 10, width = 40, height = 5, cornerRadius = 2.5, color = "#d1d1f6" },
      } } },
    },
  },
  -- A preset spring has its own duration (its settling time); this is not used.
  duration = 0.4,
  timing = spring,
  release = { threshold = 0.5, velocity = 500 },

  addTo = function(ctx)
    if ctx.kind == "present" then ctx.container:add(ctx.to.view) end
  end,

  prepare = function(ctx)
    if ctx.kind == "present" then ctx.to.view.y = ctx.container.height end
  end,

  animation = function(ctx)
    if ctx.kind == "present" then
      ctx.to.view.y = ctx.to.finalFrame.y
    else
      ctx.from.view.y = ctx.container.height
    end
  end,

  finalize = function(ctx, completed)
    local sheet = ctx.kind == "present" and ctx.to.view or ctx.from.view
    sheet.y = 0
  end,
}
