-- Tab slide (seed 001): selecting a tab to the right slides the new tab in from the right
-- and pushes the old one out to the left; to the left, the other way round. ctx.direction
-- is 1 towards a higher tab index, -1 towards a lower one. Interactive with a 0.3 threshold;
-- let go, it springs the rest of the way (ctx:animator():continueAnimation).
--
--   scripts/segue run examples/tab_slide.lua
--   scripts/segue run examples/tab_slide.lua --scrub 0.35   -- past 0.3: finishes

return segue.transition {
  name = "tab slide",
  scene = segue.scene {
    container = "tabs",
    size = { width = 375, height = 667 },
    pages = {
      { id = "home", view = { id = "homeView", color = "#ffffff" } },
      { id = "search", view = { id = "searchView", color = "#eef3ff" } },
      { id = "profile", view = { id = "profileView", color = "#fff4e8" } },
    },
  },
  duration = 0.5,
  timing = "easeInOut",
  -- The seed's 0.3 threshold; a flick faster than 200 pt/s decides by its direction.
  release = { threshold = 0.3, velocity = 200 },
  -- A horizontal pan anywhere: to the left for the next tab, to the right for the previous.
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

  -- When the finger lets go, the script times the rest itself, as a UIKit app does in its
  -- gesture handler: a soft spring over 60 % of the animator's duration (0.3 s) — UIKit's
  -- durationFactor multiplies the original duration, not the time left — whichever way it goes
  -- (ctx:animator() is UIKit's UIViewPropertyAnimator; the engine then adds no timing of its own).
  interactionEnded = function(ctx)
    ctx:animator():continueAnimation(segue.spring { dampingRatio = 0.8 }, 0.6)
  end,

  finalize = function(ctx, completed)
    ctx.from.view.translationX = 0
    ctx.to.view.translationX = 0
  end,
}
