-- The transition the REPL battery opens: a plain two-page swipe, so every attack meets a live
-- stage and the attacks list (`require("attacks")`) sits beside it.
return segue.transition {
  scene = segue.scene { container = "swipe", size = { width = 300, height = 600 },
    pages = { { id = "a", view = { id = "aView" } }, { id = "b", view = { id = "bView" } } } },
  duration = 0.2,
  timing = "linear",
  addTo = function(ctx) ctx.container:add(ctx.to.view) end,
  prepare = function(ctx) ctx.to.view.x = 300 end,
  animation = function(ctx) ctx.to.view.x = 0 end,
}
