-- The set-up the picture fixtures (Tests/browser/check_picture.py) share, required by each
-- (`require("picture_scene")`, from the fixture's own folder): a 180 × 240 window — the width
-- of the PNG's cell, so both renderers draw one pixel per point — whose home page holds the
-- views drawn, and an empty, clear sheet presented over it, so that a 0.4 s linear take runs
-- the fixture's hooks while nothing else moves.
local picture_scene = {}

--- The fixture's transition: `name`, the home view's `color` and `subviews`, and its
--- `prepare` (optional) and `animation` hooks.
function picture_scene.transition(fixture)
  return segue.transition {
    name = fixture.name,
    scene = segue.scene {
      container = "modal",
      size = { width = 180, height = 240 },
      presentation = { style = "overFullScreen" },
      pages = {
        { id = "home", view = { id = "homeView", color = fixture.color, subviews = fixture.subviews } },
        { id = "sheet", view = { id = "sheetView", color = "#00000000" } },
      },
    },
    duration = 0.4,
    timing = "linear",
    addTo = function(ctx)
      if ctx.kind == "present" then ctx.container:add(ctx.to.view) end
    end,
    prepare = fixture.prepare,
    animation = fixture.animation,
  }
end

return picture_scene
