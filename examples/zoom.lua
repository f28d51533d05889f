-- A zoom from a photo grid (iOS 18's `preferredTransition = .zoom`): the photo you tap grows
-- into the detail screen — the detail's photo laid over the tapped cell (its alignment rect)
-- — over a dimming, and shrinks back into the grid when dismissed. The source cell is asked
-- again at every transition (`zoom.source`, a function): if the grid scrolled, or another
-- photo is selected by then, the detail zooms into where that cell is now. Hooks know the
-- cell (`ctx.source`): `prepare` paints the detail's photo like it.
--
-- Drag the detail down and it follows the finger in two dimensions, shrinking as it goes
-- down; let go and it springs home or into its cell with the finger's velocity. A drag that
-- starts on the caption (below the photo) is vetoed by `interactiveDismissShouldBegin`.
--
--   scripts/segue run examples/zoom.lua
--   scripts/segue run examples/zoom.lua --gesture examples/traces/zoom.drag.json
--   scripts/segue preview examples/zoom.lua

local width, height = 375, 667
local columns, rows, size, gap, top = 3, 2, 115, 10, 120
-- The detail's photo, in the detail view's coordinates: the alignment rect.
local hero = { x = 0, y = 96, width = width, height = width }

-- A photo: a sky with a sun and a hill, laid out as fractions of its size, so the grid's
-- cells and the detail's photo show the same picture at two sizes.
local function picture(prefix, x, y, side, sky)
  return { id = prefix, x = x, y = y, width = side, height = side, color = sky,
    cornerRadius = side < 200 and 8 or 0, clipsToBounds = true, subviews = {
      { id = prefix .. "Sun", x = side * 0.6, y = side * 0.15, width = side * 0.25, height = side * 0.25,
        color = "#ffd60a", cornerRadius = side * 0.125 },
      { id = prefix .. "Hill", x = -side * 0.1, y = side * 0.62, width = side * 1.2, height = side * 0.6,
        color = "#34c759", cornerRadius = side * 0.3 },
    } }
end

local photos = {}
for row = 0, rows - 1 do
  for column = 0, columns - 1 do
    local i = #photos + 1
    photos[i] = picture("photo" .. i, gap + column * (size + gap), top + row * (size + gap), size,
      ("#%02x%02x%02x"):format(60 + column * 60, 90 + row * 50, 200 - column * 40))
  end
end
-- The grid's selection (the app's state, a view so a spec can move it): the photo it lies
-- on is the zoom's source. It starts on the middle photo.
photos[#photos + 1] = { id = "selection", x = photos[5].x, y = photos[5].y, width = size, height = size,
  hidden = true }

-- The photo the selection lies on (its centre inside the photo's frame), or nil.
local function selectedPhoto(ctx)
  local marker = ctx.views.selection
  local cx, cy = marker.x + marker.width / 2, marker.y + marker.height / 2
  for i = 1, rows * columns do
    local photo = ctx.views["photo" .. i]
    if cx >= photo.x and cx < photo.x + photo.width and cy >= photo.y and cy < photo.y + photo.height then
      return photo.id
    end
  end
  return nil
end

local detailPhoto = picture("detailPhoto", hero.x, hero.y, hero.width, "#b4e078")

return segue.transition {
  name = "zoom",
  scene = segue.scene {
    container = "modal",
    size = { width = width, height = height },
    presentation = { style = "overFullScreen" },
    pages = {
      { id = "grid", view = { id = "gridView", color = "#f2f2f7", subviews = {
          { id = "albumTitle", x = 16, y = 60, width = 200, height = 40, color = "#1c1c1e", cornerRadius = 6 },
          { id = "photos", x = 0, y = 0, width = width, height = height, subviews = photos },
      } } },
      { id = "detail", view = { id = "detailView", color = "#ffffff", subviews = {
          detailPhoto,
          { id = "caption", x = 16, y = hero.y + hero.height + 20, width = width - 32, height = 120,
            color = "#e5e5ea", cornerRadius = 8 },
      } } },
    },
  },

  duration = 0.45,
  timing = "easeInOut",
  -- The modal's pans: up opens the selected photo, down drags the detail away — past 30 % of
  -- the way, or a flick faster than 400 pt/s.
  release = { threshold = 0.3, velocity = 400 },
  -- After the release: a spring that starts at the finger's velocity, home or into the cell.
  completion = { curve = segue.spring { dampingRatio = 0.85, response = 0.35 } },

  zoom = {
    source = selectedPhoto,
    alignmentRect = function(ctx) return hero end,
    dimmingColor = "#000000",
    dimmingAlpha = 0.4,
    minimumScale = 0.5,
  },

  -- Only a drag that starts on the photo dismisses; the caption keeps its own drags.
  interactiveDismissShouldBegin = function(interaction)
    return interaction.location.y < hero.y + hero.height
  end,

  -- The detail shows the photo that was tapped.
  prepare = function(ctx)
    if ctx.kind == "present" and ctx.source ~= nil then
      ctx.views.detailPhoto.color = ctx.views[ctx.source].color
    end
  end,
}
