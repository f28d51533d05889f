-- The update-hook benchmark's transition: a navigation push whose screen the engine moves by
-- a track. The benchmark sets `variant`: 0 has no update hook (the baseline), 1 an empty one,
-- 2 the parallax example's per-frame work (four writes and a sine).
local variant = 0 -- VARIANT
local width = 375

local updates = {
  function() end,
  function(ctx, progress)
    local v = ctx.views
    v.sky.translationX = (1 - progress) * width * 0.2
    v.hills.translationX = (1 - progress) * width * 0.5
    v.card.translationX = (1 - progress) * width
    v.card.rotation = 0.12 * math.sin(progress * 3 * math.pi) * (1 - progress)
  end,
}

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
  update = updates[variant],
}
