-- Parallax with a wobble, written as procedural motion: the `update(ctx, progress)` hook runs
-- after every frame and every scrub with the presented progress, and sets values as a
-- function of it. Three layers of the incoming screen slide in at different speeds (the far
-- hills slowest), and the card on top wobbles about its top edge, settling as it arrives.
-- The same progress always gives the same values, whichever way a scrub reaches it.
--
--   scripts/segue run examples/parallax.lua
--   scripts/segue run examples/parallax.lua --scrub 0.4      -- let go early: it slides back
--   scripts/segue preview examples/parallax.lua

local width, height = 375, 667
-- How far behind the screen each layer lags at the start, as a share of the width.
local lag = { sky = 0.2, hills = 0.5, card = 1.0 }

return segue.transition {
  name = "parallax",
  scene = segue.scene {
    container = "navigation",
    size = { width = width, height = height },
    pages = {
      { id = "home", view = { id = "homeView", color = "#f2f2f7" } },
      { id = "trip", view = { id = "tripView", color = "#bde0fe", clipsToBounds = true, subviews = {
          { id = "sky", x = 0, y = 0, width = width, height = 260, color = "#a2d2ff" },
          { id = "hills", x = 0, y = 200, width = width, height = 180, color = "#52b788" },
          { id = "card", x = 24, y = 420, width = width - 48, height = 180, color = "#ffffff",
            cornerRadius = 16, anchorY = 0 },
      } } },
    },
  },
  duration = 0.6,
  timing = "easeOut",
  release = { threshold = 0.4, velocity = 300 },

  addTo = function(ctx)
    ctx.container:add(ctx.to.view)
  end,

  -- Nothing is animated by tracks: update places every moving view from the progress.
  update = function(ctx, progress)
    local incoming = ctx.kind == "push"
    local p = incoming and progress or 1 - progress     -- how far the trip screen is in
    local screen = incoming and ctx.to.view or ctx.from.view
    screen.translationX = (1 - p) * width
    -- Each layer lags behind the screen by its share, so nearer layers travel further.
    for id, share in pairs(lag) do
      ctx.views[id].translationX = (1 - p) * width * share
    end
    -- A wobble that dies away as the card arrives: exactly 0 at both ends.
    ctx.views.card.rotation = 0.12 * math.sin(p * 3 * math.pi) * (1 - p)
  end,

  finalize = function(ctx)
    for id in pairs(lag) do ctx.views[id].translationX = 0 end
    ctx.views.card.rotation = 0
    ctx.to.view.translationX = 0
    ctx.from.view.translationX = 0
  end,
}
