-- Picture fixture (Tests/browser/check_picture.py): a full-window blur view whose blur
-- (effectIntensity) rises over coloured shapes kept 30 points from the window's edges, where
-- the svg's backdrop and Chromium's backdrop-filter treat the edge differently.
return segue.transition {
  name = "blur",
  scene = segue.scene {
    container = "modal",
    size = { width = 180, height = 240 },
    presentation = { style = "overFullScreen" },
    pages = {
      { id = "home", view = { id = "homeView", color = "#20304a", subviews = {
          { id = "sun", x = 40, y = 50, width = 70, height = 70, cornerRadius = 35, color = "#ffb020" },
          { id = "bar", x = 60, y = 140, width = 90, height = 26, color = "#e04060" },
          { id = "stripe", x = 32, y = 185, width = 116, height = 18, color = "#40c0a0" },
      } } },
      { id = "sheet", view = { id = "frost", color = "#ffffff26" } },
    },
  },
  duration = 0.4,
  timing = "linear",
  addTo = function(ctx)
    if ctx.kind == "present" then ctx.container:add(ctx.to.view) end
  end,
  animation = function(ctx)
    ctx.views.frost.effectIntensity = 0.4
  end,
}
