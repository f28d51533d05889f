-- The preview's tests' push (Swift and browser); they rewrite the list's alpha on line 15.
return segue.transition {
  scene = segue.scene {
    container = "navigation", size = { width = 320, height = 480 },
    pages = {
      { id = "list", view = { id = "listView", color = "#336699" } },
      { id = "detail", view = { id = "detailView", color = "#ff8800" } },
    },
  },
  duration = 0.5,
  addTo = function(ctx) ctx.container:add(ctx.to.view) end,
  prepare = function(ctx) ctx.to.view.translationX = ctx.container.width * ctx.direction end,
  animation = function(ctx)
    ctx.to.view.translationX = 0
    ctx.from.view.alpha = 0.5
  end,
  finalize = function(ctx) ctx.from.view.alpha = 1 end,
}
