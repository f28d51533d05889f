-- Picture fixture (Tests/browser/check_picture.py): a rounded clipping card turning about
-- its vertical axis in perspective, with a child reaching past its right edge. Its subviews
-- flatten into its plane (as Core Animation's do) and are cut by its projected outline.
return require("picture_scene").transition {
  name = "clip turn 3d",
  color = "#eef3e8",
  subviews = {
    { id = "card", x = 30, y = 50, width = 120, height = 140, cornerRadius = 24, clipsToBounds = true,
      color = "#2f7d4f", subviews = {
        { id = "band", x = 60, y = -20, width = 100, height = 90, color = "#e84393" },
    } },
  },
  prepare = function(ctx)
    ctx.views.card.perspective = 300
  end,
  animation = function(ctx)
    ctx.views.card.rotationY = 1.0
  end,
}
