-- Picture fixture (Tests/browser/check_picture.py): a backdrop blur inside a faded group. A
-- clear card at alpha 0.75 holds a bright stripe (rising, kept 30 points from the panel's
-- edges, where the two renderers treat a blur's edge differently) and, over it, a frosted
-- panel (effectIntensity) that also lies over the sun and bar drawn behind the card. The
-- faded card is drawn apart and composited once (Core Animation's group opacity; the page's
-- element with opacity < 1 is the blur's "backdrop root"), so the panel blurs the stripe
-- only: the sun and bar show through it sharp, faded by the card, never blurred (the svg
-- blurred everything drawn before the panel).
return require("picture_scene").transition {
  name = "blur in faded group",
  color = "#20304a",
  subviews = {
    { id = "sun", x = 40, y = 40, width = 70, height = 70, cornerRadius = 35, color = "#ffb020" },
    { id = "bar", x = 60, y = 150, width = 90, height = 24, color = "#e04060" },
    { id = "card", x = 20, y = 20, width = 140, height = 200, color = "#00000000", subviews = {
        { id = "stripe", x = 30, y = 110, width = 80, height = 16, color = "#40c0a0" },
        { id = "frost", x = 0, y = 0, width = 140, height = 200, color = "#ffffff26" },
    } },
  },
  prepare = function(ctx)
    ctx.views.card.alpha = 0.75
    ctx.views.frost.effectIntensity = 0.15
  end,
  animation = function(ctx)
    ctx.views.frost.effectIntensity = 0.4
    ctx.views.stripe.y = 60
  end,
}
