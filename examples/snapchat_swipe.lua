-- The seed's Snapchat-style swipe (seeds 002 / 000): a camera background behind two pages,
-- a transparent main page and a page holding a card. Moving to the card page slides it in
-- from the right over the main page (the overlap animation) while the container fades the
-- background blur in and sends the swipe indicator to the opposite edge alongside.
--
--   scripts/segue run examples/snapchat_swipe.lua
--   scripts/segue run examples/snapchat_swipe.lua --scrub 0.7 --format jsonl

local width, height = 375, 667

return segue.transition {
  name = "snapchat swipe",

  scene = segue.scene {
    container = "swipe",
    size = { width = width, height = height },
    -- The camera image stretched over the whole container.
    background = { id = "camera", view = { id = "cameraView", color = "#2b3a4a" } },
    pages = {
      -- The first page is transparent: the camera shows through it.
      { id = "main", view = { id = "mainPage", color = "#00000000" } },
      -- The second page is transparent too, with a card over the camera.
      { id = "cardPage", view = { id = "card", color = "#00000000", subviews = {
          { id = "cardContent", x = 16, y = 96, width = width - 32, height = 480,
            color = "#fdfcf7", cornerRadius = 14 },
      } } },
    },
    indicator = { width = 40, height = 6, edgeInset = 16, bottomInset = 28 },
  },

  duration = 0.45,
  timing = segue.spring { dampingRatio = 1 },
  -- A slow release finishes past half-way; a flick faster than 200 pt/s decides by itself.
  release = { threshold = 0.5, velocity = 200 },
  -- The seed's edge pan: from the right edge towards the card page, from the left edge back.
  gesture = { edge = "auto", margin = 40 },
  completion = { speed = 1, curve = "easeOut" },

  -- The incoming page goes on top, so it overlaps the page it replaces.
  addTo = function(ctx)
    ctx.container:add(ctx.to.view)
  end,

  -- It starts one container width away, on the side it comes from.
  prepare = function(ctx)
    ctx.to.view.x = ctx.container.width * ctx.direction
  end,

  -- Writes here become the animation's end values.
  animation = function(ctx)
    ctx.to.view.x = 0
    ctx.from.view.x = -0.3 * ctx.container.width * ctx.direction
    ctx:keyframe(0, 0.6, function()
      ctx.from.view.alpha = 0
    end)
  end,

  -- Leave the outgoing page as it was, whether or not the transition completed.
  finalize = function(ctx, completed)
    ctx.from.view.x = 0
    ctx.from.view.alpha = 1
  end,

  -- The REPL calls this after a hot reload, once the scene is back where it was; ctx is
  -- the running transition's context, or nil when none runs.
  onReload = function(ctx)
    if ctx then print(("snapchat swipe reloaded at %.2f"):format(ctx:percentComplete())) end
  end,
}
