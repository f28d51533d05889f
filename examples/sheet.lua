-- Sheet (issue 32): a sheet over a map, open at its medium detent, dragged up to large and back,
-- and dismissed by a drag down from medium — UIKit's UISheetPresentationController. The scene
-- declares the detents (system `medium` and `large`; a custom one is `{ identifier = …,
-- height = points }` or `{ identifier = …, fraction = 0…1 }`), the one the sheet opens at,
-- the largest one that leaves the presenter undimmed, the grabber and the corner radius. The
-- sheet moves between detents by itself, as UIKit's does: when the finger lets go, the detent
-- nearest the projected end point of the motion is where it rests, so a fast short flick goes
-- further than its distance. The dimming follows the sheet: none at medium (the largest
-- undimmed detent), fading in on the way to large. This script animates the presentation and
-- the dismissal only. The scene starts with the sheet presented (`initialPage = 2`), so the
-- transition `segue run` starts is its dismissal.
--
--   scripts/segue run examples/sheet.lua --request detent:large
--   scripts/segue run examples/sheet.lua --gesture examples/traces/sheet.flick.json
--   scripts/segue run examples/sheet.lua --after dismiss --request present
--   scripts/segue preview examples/sheet.lua

local width, height = 375, 667

local function row(id, y, color)
  return { id = id, x = 16, y = y, width = width - 32, height = 56, color = color, cornerRadius = 10 }
end

return segue.transition {
  name = "sheet",
  scene = segue.scene {
    container = "modal",
    size = { width = width, height = height },
    -- The sheet is on screen from the start, at its selected detent.
    initialPage = 2,
    presentation = {
      style = "pageSheet",
      dimmingColor = "#00000066",
      sheet = {
        detents = { "medium", "large" },
        selectedDetentIdentifier = "medium",
        largestUndimmedDetentIdentifier = "medium",
        prefersGrabberVisible = true,
        preferredCornerRadius = 16,
        -- The status bar: the large detent stops 20 points below the top.
        safeAreaTop = 20,
      },
    },
    pages = {
      { id = "map", view = { id = "mapView", color = "#9fd3c7", subviews = {
          { id = "road", x = 0, y = 260, width = width, height = 28, color = "#f4f1de" },
          { id = "park", x = 40, y = 60, width = 150, height = 150, color = "#52b788", cornerRadius = 75 },
          { id = "pin", x = 250, y = 180, width = 36, height = 36, color = "#e63946", cornerRadius = 18 },
      } } },
      { id = "details", view = { id = "sheetView", color = "#ffffff", subviews = {
          { id = "title", x = 16, y = 24, width = 200, height = 24, color = "#1d3557", cornerRadius = 4 },
          row("row1", 64, "#e9ecef"),
          row("row2", 128, "#e9ecef"),
          row("row3", 192, "#e9ecef"),
          row("row4", 360, "#a8dadc"),
          row("row5", 424, "#a8dadc"),
      } } },
    },
  },
  duration = 0.35,
  timing = segue.spring { dampingRatio = 1 },
  -- A dismissal from the lowest detent: where the hand would bring the sheet to rest decides.
  release = { mode = "projected" },
  gesture = { directions = { "up", "down" } },
  -- After a release the sheet goes on at the finger's speed, on UIKit's critically damped spring.
  completion = { curve = segue.spring { dampingRatio = 1, response = 0.35 } },

  addTo = function(ctx)
    if ctx.kind == "present" then ctx.container:add(ctx.to.view) end
  end,

  -- The sheet starts just below the window, at its final frame's size.
  prepare = function(ctx)
    if ctx.kind == "present" then
      local final = ctx.to.finalFrame
      ctx.to.view.x, ctx.to.view.width, ctx.to.view.height = final.x, final.width, final.height
      ctx.to.view.y = ctx.container.height
    end
  end,

  animation = function(ctx)
    if ctx.kind == "present" then
      ctx.to.view.y = ctx.to.finalFrame.y
    else
      ctx.from.view.y = ctx.container.height
    end
  end,
}
