-- The update-hook benchmark's transition: a navigation push whose views the engine moves by
-- tracks; the placeholder field below is replaced by nothing (no hook), an empty hook, or the parallax
-- example's per-frame work (four writes and a sine).
local width = 375
return segue.transition {
  scene = segue.scene {
    container = "navigation",
    size = { width = width, height = 667 },
    pages = {
      { id = "home", view = { id = "homeView" } },
      { id = "trip", view = { id = "tripView", subviews = {
          { id = "sky", width = width, height = 260 },
          { id = "hills", y = 200, width = width, height = 180 },
          { id = "card", x = 24, y = 420, width = width - 48, height = 180 },
      } } },
    },
  },
  duration = 0.6,
  addTo = function(ctx) ctx.container:add(ctx.to.view) end,
  prepare = function(ctx) ctx.to.view.translationX = width end,
  animation = function(ctx) ctx.to.view.translationX = 0 end,
  UPDATE_FIELD
}
