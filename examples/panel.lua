-- Half-screen panel (seed 003): a presentation controller frames the panel in the bottom half
-- and puts a dimming view behind it that fades in alongside the presentation and out
-- alongside the dismissal; the dimming view is removed when a presentation is cancelled or a
-- dismissal completes. Presenting springs the panel up from below its final frame (damping 1);
-- dismissing drops it by its own height. The dismissal is interactive (drag the panel down):
-- while a finger holds the panel its grabber dims, and when the finger lets go the grabber
-- brightens again alongside the rest of the transition (ctx:alongside from interactionEnded).
--
--   scripts/segue run examples/panel.lua
--   scripts/segue run examples/panel.lua --scrub 0.6   -- past half-way, let go: finishes

return segue.transition {
  name = "panel",
  scene = segue.scene {
    container = "modal",
    size = { width = 375, height = 667 },
    -- The seed's dimmView: black at 30 % opacity, faded from alpha 0 to 1.
    presentation = { style = "custom", height = 0.5, dimming = 1, dimmingColor = "#0000004d" },
    pages = {
      { id = "content", view = { id = "contentView", color = "#f2f2f7" } },
      { id = "panel", view = { id = "panelView", color = "#ffffff", cornerRadius = 12, subviews = {
          { id = "grabber", x = 170, y = 8, width = 36, height = 5, color = "#c7c7cc", cornerRadius = 2.5 },
      } } },
    },
  },
  duration = 0.3,
  timing = segue.spring { dampingRatio = 1 },
  -- Where the hand would bring the panel to rest decides (UIScrollView's 0.998 deceleration),
  -- and the spring that completes it starts at the hand's speed.
  release = { mode = "projected" },
  -- Pan up to bring the panel in, drag it down to dismiss it; a finger on a moving panel
  -- catches it where it is.
  gesture = { directions = { "up", "down" } },
  completion = { curve = segue.spring { dampingRatio = 0.9, response = 0.35 } },

  addTo = function(ctx)
    if ctx.kind == "present" then ctx.container:add(ctx.to.view) end
  end,

  -- to.frame = finalFrame.offsetBy(dx: 0, dy: finalFrame.height)
  prepare = function(ctx)
    if ctx.isInteractive then ctx.views.grabber.alpha = 0.5 end
    if ctx.kind == "present" then
      local final = ctx.to.finalFrame
      ctx.to.view.x, ctx.to.view.width, ctx.to.view.height = final.x, final.width, final.height
      ctx.to.view.y = final.y + final.height
    end
  end,

  animation = function(ctx)
    if ctx.kind == "present" then
      ctx.to.view.y = ctx.to.finalFrame.y
    else
      -- from.frame = initialFrame.offsetBy(dx: 0, dy: initialFrame.height)
      local initial = ctx.from.initialFrame
      ctx.from.view.y = initial.y + initial.height
    end
  end,

  -- The finger let go (ctx.isCancelled and ctx.completionVelocity are decided): the grabber
  -- brightens over what is left of the transition, whichever way it goes.
  interactionEnded = function(ctx)
    ctx:alongside(function() ctx.views.grabber.alpha = 1 end)
  end,

  finalize = function(ctx, completed)
    ctx.views.grabber.alpha = 1
  end,
}
