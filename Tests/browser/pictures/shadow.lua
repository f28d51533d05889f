-- Picture fixture (Tests/browser/check_picture.py): a card casting a soft shadow that grows
-- as the card turns a little in the window's plane (the offset turns with it).
return segue.transition {
  name = "shadow",
  scene = segue.scene {
    container = "modal",
    size = { width = 180, height = 240 },
    presentation = { style = "overFullScreen" },
    pages = {
      { id = "home", view = { id = "homeView", color = "#f4f1ea", subviews = {
          { id = "card", x = 45, y = 65, width = 90, height = 110, cornerRadius = 12, color = "#ffffff" },
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
    card.shadowColor = "#201008"
    card.shadowOffsetX = 4
    card.shadowOffsetY = 10
  end,
  animation = function(ctx)
    local card = ctx.views.card
    card.shadowOpacity = 0.6
    card.shadowRadius = 9
    card.rotation = 0.25
  end,
}
