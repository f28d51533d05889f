-- Picture fixture (Tests/browser/check_picture.py): a rounded card turning about its vertical
-- axis in perspective while it casts a shadow (as examples/door.lua does): the page blurs the
-- shadow in the card's plane, the svg in the window's, foreshortened as the card is.
return segue.transition {
  name = "shadow 3d",
  scene = segue.scene {
    container = "modal",
    size = { width = 180, height = 240 },
    presentation = { style = "overFullScreen" },
    pages = {
      { id = "home", view = { id = "homeView", color = "#eef3e8", subviews = {
          { id = "card", x = 30, y = 50, width = 120, height = 140, cornerRadius = 18, color = "#2f7d4f" },
      } } },
      { id = "sheet", view = { id = "sheetView", color = "#00000000" } },
    },
  },
  duration = 0.4,
  timing = "linear",
  addTo = function(ctx)
    if ctx.kind == "present" then ctx.container:add(ctx.to.view) end
  end,
  prepare = function(ctx)
    local card = ctx.views.card
    card.perspective = 300
    card.shadowOffsetX = 8
    card.shadowOffsetY = 6
  end,
  animation = function(ctx)
    local card = ctx.views.card
    card.rotationY = 1.0
    card.shadowOpacity = 0.5
    card.shadowRadius = 8
  end,
}
