-- Tab carousel: tabs that wrap round. A pan to the left shows the next tab and a pan to the
-- right the previous one (the tabs container's default `swipes`), and with `wraps = true` the
-- last tab leads on to the first and the first back to the last, so the carousel never stops.
-- ctx.direction is +1 towards the next tab whatever the index (the first after the last is
-- still "next"), so the new tab always comes in from the side the finger moves away from;
-- ctx.pan names the pan that started it.
--
--   scripts/segue run examples/tab_carousel.lua --request pan:left
--   scripts/segue run examples/tab_carousel.lua --after tab:3 --request pan:left   -- wraps to the first

return segue.transition {
  name = "tab carousel",
  scene = segue.scene {
    container = "tabs",
    size = { width = 375, height = 667 },
    wraps = true,
    pages = {
      { id = "today", view = { id = "todayView", color = "#fff6e5" } },
      { id = "week", view = { id = "weekView", color = "#e8f4ff" } },
      { id = "month", view = { id = "monthView", color = "#eefbea" } },
    },
  },
  duration = 0.4,
  timing = "easeOut",
  release = { threshold = 0.3, velocity = 200 },
  gesture = { axis = "horizontal" },

  addTo = function(ctx)
    ctx.container:add(ctx.to.view)
  end,

  prepare = function(ctx)
    ctx.to.view.translationX = ctx.container.width * ctx.direction
  end,

  animation = function(ctx)
    ctx.from.view.translationX = -ctx.container.width * ctx.direction
    ctx.to.view.translationX = 0
  end,

  finalize = function(ctx)
    ctx.from.view.translationX = 0
    ctx.to.view.translationX = 0
  end,
}
