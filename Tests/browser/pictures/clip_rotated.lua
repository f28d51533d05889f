-- Picture fixture (Tests/browser/check_picture.py): a clipping card turned in the window's
-- plane, with a child reaching past its top-right corner. The child must be cut along the
-- card's turned edges (and its rounded corners), not by the card's axis-aligned bounding box.
return segue.transition {
  name = "clip rotated",
  scene = segue.scene {
    container = "modal",
    size = { width = 180, height = 240 },
    presentation = { style = "overFullScreen" },
    pages = {
      { id = "home", view = { id = "homeView", color = "#f3efe6", subviews = {
          { id = "card", x = 40, y = 70, width = 100, height = 100, cornerRadius = 12, clipsToBounds = true,
            color = "#2c6e49", subviews = {
              { id = "badge", x = 40, y = -30, width = 90, height = 80, color = "#f4a259" },
          } },
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
    ctx.views.card.rotation = 1.2
  end,
}
