-- A 50-line transition, the size SPEC §6 measures loading with.
local width = 375
local function lerp(a, b, t) return a + (b - a) * t end
local palette = { "#ffffff", "#000000", "#2b3a4a" }
return segue.transition {
  name = "bench",
  scene = segue.scene {
    container = "swipe",
    size = { width = width, height = 667 },
    background = { id = "camera", view = { id = "cameraView", color = palette[3] } },
    pages = {
      { id = "main", view = { id = "mainPage" } },
      { id = "cardPage", view = { id = "card", subviews = {
        { id = "cardContent", x = 16, y = 96, width = width - 32, height = 480, color = palette[1] },
      } } },
    },
  },
  duration = 0.4,
  timing = segue.spring { dampingRatio = 0.9 },
  release = { threshold = 0.5, velocity = 200 },
  completion = { speed = 1, curve = "easeOut" },
  addTo = function(ctx)
    ctx.container:add(ctx.to.view)
  end,
  prepare = function() end,
  animation = function(ctx)
    ctx.to.view.x = 0
    ctx.from.view.x = lerp(0, -width, 0.3) * ctx.direction
    ctx:keyframe(0, 0.6, function()
      ctx.from.view.alpha = 0
    end)
  end,
  finalize = function(ctx)
    ctx.from.view.x = 0
    ctx.from.view.alpha = 1
  end,
}
-- padding to fifty lines
--
--
--
--
--
--
--
--
--
--
--
--
