-- Picture fixture (Tests/browser/check_picture.py): clipping inside clipping. A rounded,
-- slightly turned frame clips a rounded panel that clips a large stripe; the stripe shows
-- only where both shapes hold it (the intersection of every clipping ancestor).
return require("picture_scene").transition {
  name = "clip nested",
  color = "#e9eef0",
  subviews = {
    { id = "frame", x = 25, y = 40, width = 130, height = 160, cornerRadius = 30, clipsToBounds = true,
      color = "#34495e", subviews = {
        { id = "panel", x = 50, y = 20, width = 120, height = 110, cornerRadius = 26, clipsToBounds = true,
          color = "#9b59b6", subviews = {
            { id = "stripe", x = -60, y = 30, width = 260, height = 50, color = "#f1c40f" },
        } },
    } },
  },
  prepare = function(ctx)
    ctx.views.frame.rotation = 0.2
  end,
  animation = function(ctx)
    ctx.views.panel.x = -30
    ctx.views.frame.rotation = -0.2
  end,
}
