-- Picture fixture (Tests/browser/check_picture.py): a rounded card turned in the window's
-- plane and scaled, over a plain page. The svg/png path and the page must draw it alike.
return segue.transition {
  name = "rotated rounded",
  scene = segue.scene {
    container = "modal",
    size = { width = 180, height = 240 },
    presentation = { style = "overFullScreen" },
    pages = {
      { id = "home", view = { id = "homeView", color = "#e8eef7", subviews = {
          { id = "card", x = 40, y = 70, width = 100, height = 100, cornerRadius = 22, color = "#3366cc" },
      } } },
      { id = "sheet", view = { id = "sheetView", color = "#00000000" } },
    },
  },
  duration = 0.4,
  timing = "linear",
  addTo = function(ctx)
    if ctx.kind == "present" then ctx.container:add(ctx.to.view) end
  end,
  animation = function(ctx)
    ctx.views.card.rotation = 0.9
    ctx.views.card.scaleX = 1.2
  end,
}
