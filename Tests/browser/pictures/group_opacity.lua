-- Picture fixture (Tests/browser/check_picture.py): opacity is a group's. A card fading out
-- holds two opaque tiles that overlap, and a shadow under an opaque fill; Core Animation and
-- the page fade the card's whole subtree once, so the upper tile hides the lower one where
-- they overlap (drawing each view at its own faded opacity showed the lower through the upper)
-- and the shadow does not show through the card.
return require("picture_scene").transition {
  name = "group opacity",
  color = "#f4f1e8",
  subviews = {
    { id = "card", x = 20, y = 30, width = 140, height = 180, cornerRadius = 14, color = "#2c3e50",
      shadowOpacity = 0.8, shadowRadius = 4, shadowOffsetY = 6, subviews = {
        { id = "lower", x = 15, y = 20, width = 90, height = 90, color = "#e74c3c" },
        { id = "upper", x = 45, y = 60, width = 80, height = 100, cornerRadius = 10, color = "#27ae60" },
    } },
  },
  prepare = function(ctx)
    ctx.views.card.alpha = 0.9
  end,
  animation = function(ctx)
    ctx.views.card.alpha = 0.2
    ctx.views.upper.x = 25
  end,
}
