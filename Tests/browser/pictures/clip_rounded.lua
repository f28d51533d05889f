-- Picture fixture (Tests/browser/check_picture.py): a rounded card that clips its subviews,
-- with a child larger than the card. The child must take the card's rounded corners, not
-- its square bounding box; the card slides down, so the two times differ.
return require("picture_scene").transition {
  name = "clip rounded",
  color = "#eef1f6",
  subviews = {
    { id = "card", x = 30, y = 30, width = 120, height = 140, cornerRadius = 40, clipsToBounds = true,
      color = "#d0d8e8", subviews = {
        { id = "photo", x = -20, y = -20, width = 160, height = 180, color = "#c0392b" },
    } },
  },
  animation = function(ctx)
    ctx.views.card.y = 90
  end,
}
