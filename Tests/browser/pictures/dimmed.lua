-- Picture fixture (Tests/browser/check_picture.py): a rounded panel presented over the bottom
-- half with a dimming view fading in behind it (as examples/panel.lua).
return segue.transition {
  name = "dimmed",
  scene = segue.scene {
    container = "modal",
    size = { width = 180, height = 240 },
    presentation = { style = "custom", height = 0.5, dimming = 1, dimmingColor = "#0000004d" },
    pages = {
      { id = "content", view = { id = "contentView", color = "#f2f2f7", subviews = {
          { id = "tile", x = 20, y = 20, width = 140, height = 60, cornerRadius = 10, color = "#5856d6" },
      } } },
      { id = "panel", view = { id = "panelView", color = "#ffffff", cornerRadius = 12 } },
    },
  },
  duration = 0.4,
  timing = "linear",
  addTo = function(ctx)
    if ctx.kind == "present" then ctx.container:add(ctx.to.view) end
  end,
  prepare = function(ctx)
    local final = ctx.to.finalFrame
    ctx.to.view.x, ctx.to.view.width, ctx.to.view.height = final.x, final.width, final.height
    ctx.to.view.y = final.y + final.height
  end,
  animation = function(ctx)
    ctx.to.view.y = ctx.to.finalFrame.y
  end,
}
