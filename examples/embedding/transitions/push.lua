-- The transition the text host plays: a navigation push with the system-like parallax,
-- written by a designer; the host's own views are bound to listView and detailView.
return segue.transition {
  name = "push",
  scene = segue.scene {
    container = "navigation",
    size = { width = 320, height = 160 },
    pages = {
      { id = "list", view = { id = "listView", color = "#f2f2f7" } },
      { id = "detail", view = { id = "detailView", color = "#ffffff" } },
    },
  },
  duration = 0.4,
  timing = segue.spring { dampingRatio = 1, response = 0.35 },
  release = { threshold = 0.5, velocity = 300 },

  addTo = function(ctx)
    if ctx.kind == "push" then
      ctx.container:add(ctx.to.view)                          -- the new screen on top
    else
      ctx.container:insertBelow(ctx.to.view, ctx.from.view)   -- the old one comes back below
    end
  end,
  prepare = function(ctx)
    ctx.to.view.translationX = ctx.kind == "push" and ctx.container.width or -0.3 * ctx.container.width
    ctx.to.view.alpha = ctx.kind == "push" and 1 or 0.6
  end,
  animation = function(ctx)
    if ctx.kind == "push" then
      ctx.from.view.translationX = -0.3 * ctx.container.width
      ctx.from.view.alpha = 0.6
    else
      ctx.from.view.translationX = ctx.container.width
    end
    ctx.to.view.translationX = 0
    ctx.to.view.alpha = 1
  end,
  finalize = function(ctx)
    for _, side in ipairs { ctx.from, ctx.to } do
      side.view.translationX = 0
      side.view.alpha = 1
    end
  end,
}
