-- Picture fixture (Tests/browser/check_picture.py): clipping inside clipping. A rounded,
-- slightly turned frame clips a rounded panel that clips a large stripe; the stripe shows
-- only where both shapes hold it (the intersection of every clipping ancestor).
return segue.transition {
  name = "clip nested",
  scene = segue.scene {
    container = "modal",
    size = { width = 180, height = 240 },
    presentation = { style = "overFullScreen" },
    pages = {
      { id = "home", view = { id = "homeView", color = "#e9eef0", subviews = {
          { id = "frame", x = 25, y = 40, width = 130, height = 160, cornerRadius = 30, clipsToBounds = true,
            color = "#34495e", subviews = {
              { id = "panel", x = 50, y = 20, width = 120, height = 110, cornerRadius = 26, clipsToBounds = true,
                color = "#9b59b6", subviews = {
                  { id = "stripe", x = -60, y = 30, width = 260, height = 50, color = "#f1c40f" },
              } },
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
  prepare = function(ctx)
    ctx.views.frame.rotation = 0.2
  end,
  animation = function(ctx)
    ctx.views.panel.x = -30
    ctx.views.frame.rotation = -0.2
  end,
}
