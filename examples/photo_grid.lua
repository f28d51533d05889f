-- Photo grid → detail with matched views (Hero's hero ids, SwiftUI's matchedGeometryEffect):
-- the tapped photo and the album's title carry a `match` id, and so do the detail screen's
-- hero image and title. `ctx:matchViews` flies a copy of each from where it is in the grid to
-- where its match is in the detail — frame, corner radius, alpha and colour — above
-- everything, while the originals hide; the rest of the grid fades and shrinks away
-- staggered outwards from the tapped photo (ctx:stagger), and the detail fades in behind.
-- Popping flies them back and the grid fades in again from the tapped photo.
--
-- The tapped photo holds a hill, which the flying copy scales with its frame as a snapshot
-- would (the hill grows with the photo instead of staying small at its top left), and a sun
-- matched to the detail's sun: a match inside a match, it flies on its own (as "sun5~match",
-- named once) and is left out of the photo's copy.
--
--   scripts/segue run examples/photo_grid.lua
--   scripts/segue preview examples/photo_grid.lua

local width, height = 375, 667
local columns, rows, size, gap, top = 3, 3, 115, 10, 120
local tapped = 5                                   -- the middle photo

-- A photo's content, as fractions of its width and height: a hill, and a sun (matched, so it
-- flies on its own).
local function content(suffix, w, h, sunMatch)
  return {
    { id = "hill" .. suffix, x = 0, y = h * 0.65, width = w, height = h * 0.35, color = "#34c759" },
    { id = "sun" .. suffix, x = w * 0.6, y = h * 0.15, width = w * 0.25, height = w * 0.25,
      cornerRadius = w * 0.125, color = "#ffd60a", match = sunMatch },
  }
end

-- The photos, row by row; the tapped one carries the match id "photo".
local photos = {}
for row = 0, rows - 1 do
  for column = 0, columns - 1 do
    local i = #photos + 1
    photos[i] = { id = ("photo%d"):format(i), x = gap + column * (size + gap), y = top + row * (size + gap),
      width = size, height = size, cornerRadius = 8, clipsToBounds = true,
      color = ("#%02x%02x%02x"):format(60 + column * 60, 90 + row * 50, 200 - column * 40),
      match = i == tapped and "photo" or nil,
      subviews = i == tapped and content(tostring(i), size, size, "sun") or nil }
  end
end

local function gridPhotos(ctx)
  local list = {}
  for i = 1, #photos do list[i] = ctx.views["photo" .. i] end
  return list
end

-- Fades the grid's other photos in or out, one after another from the tapped one outwards;
-- the tapped photo itself flies as a matched view (animating it here would be an error).
local function staggerGrid(ctx, alpha, scale)
  local tappedPhoto = ctx.views["photo" .. tapped]
  ctx:stagger(gridPhotos(ctx), { amount = 0.2, from = tapped, grid = { rows = rows, columns = columns },
    duration = 0.4, timing = "easeOut" }, function(photo)
    if photo ~= tappedPhoto then photo.alpha, photo.scale = alpha, scale end
  end)
end

return segue.transition {
  name = "photo grid",
  scene = segue.scene {
    container = "navigation",
    size = { width = width, height = height },
    pages = {
      { id = "grid", view = { id = "gridView", color = "#f2f2f7", subviews = {
          { id = "albumTitle", x = 16, y = 60, width = 200, height = 40, color = "#1c1c1e", match = "title" },
          { id = "photos", x = 0, y = 0, width = width, height = height, subviews = photos },
      } } },
      { id = "detail", view = { id = "detailView", color = "#ffffff", subviews = {
          { id = "heroImage", x = 0, y = 0, width = width, height = 360, color = "#b4e078", match = "photo",
            clipsToBounds = true, subviews = content("Hero", width, 360, "sun") },
          { id = "detailTitle", x = 16, y = 380, width = width - 32, height = 48, color = "#3a3a3c",
            cornerRadius = 6, match = "title" },
          { id = "detailText", x = 16, y = 444, width = width - 32, height = 160, color = "#e5e5ea" },
      } } },
    },
  },
  duration = 0.6,
  timing = "linear",
  release = { threshold = 0.3, velocity = 300 },

  addTo = function(ctx)
    if ctx.kind == "push" then
      ctx.container:add(ctx.to.view)
    else
      ctx.container:insertBelow(ctx.to.view, ctx.from.view)
    end
  end,

  prepare = function(ctx)
    if ctx.kind == "push" then
      ctx.to.view.alpha = 0
    else
      for _, photo in ipairs(gridPhotos(ctx)) do
        if photo.match == nil then photo.alpha, photo.scale = 0, 0.8 end
      end
    end
  end,

  animation = function(ctx)
    if ctx.kind == "push" then
      ctx:keyframe(0.2, 0.5, function() ctx.to.view.alpha = 1 end)
      staggerGrid(ctx, 0, 0.8)
    else
      ctx:keyframe(0, 0.5, function() ctx.from.view.alpha = 0 end)
      staggerGrid(ctx, 1, 1)
    end
    -- Last, so the destinations are measured where this hook leaves them.
    ctx:matchViews { layer = "top", timing = "easeInOut" }
  end,

  finalize = function(ctx, completed)
    -- The grid is whole again whichever way it ended; the detail is opaque.
    for _, photo in ipairs(gridPhotos(ctx)) do photo.alpha, photo.scale = 1, 1 end
    ctx.from.view.alpha = 1
    ctx.to.view.alpha = 1
  end,
}
