-- Picture fixture (Tests/browser/check_picture.py): a clipping card turned in the window's
-- plane, with a child reaching past its top-right corner. The child must be cut along the
-- card's turned edges (and its rounded corners), not by the card's axis-aligned bounding box.
return require("picture_scene").transition {
  name = "clip rotated",
  color = "#f3efe6",
  subviews = {
    { id = "card", x = 40, y = 70, width = 100, height = 100, cornerRadius = 12, clipsToBounds = true,
      color = "#2c6e49", subviews = {
        { id = "badge", x = 40, y = -30, width = 90, height = 80, color = "#f4a259" },
    } },
  },
  animation = function(ctx)
    ctx.views.card.rotation = 1.2
  end,
}
