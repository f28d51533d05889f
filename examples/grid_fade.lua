-- A staggered grid: pushing the gallery, its twelve tiles fade and grow in one after another,
-- starting from the middle of the grid and spreading to the corners (GSAP's stagger with a
-- grid, `from = "center"`), while the gallery slides up a little.
--
--   scripts/segue run examples/grid_fade.lua
--   scripts/segue preview examples/grid_fade.lua

local width, height = 375, 667
local columns, rows, size, gap = 3, 4, 105, 12

-- The tiles, row by row.
local tiles = {}
for row = 0, rows - 1 do
  for column = 0, columns - 1 do
    tiles[#tiles + 1] = { id = ("tile%d"):format(#tiles + 1), x = gap + column * (size + gap),
      y = 120 + row * (size + gap), width = size, height = size, cornerRadius = 10,
      color = ("#%02x%02xff"):format(80 + column * 50, 120 + row * 30) }
  end
end

return segue.transition {
  name = "grid fade",
  scene = segue.scene {
    container = "navigation",
    size = { width = width, height = height },
    pages = {
      { id = "albums", view = { id = "albumsView", color = "#f2f2f7" } },
      { id = "gallery", view = { id = "galleryView", color = "#ffffff", subviews = tiles } },
    },
  },
  duration = 0.8,
  timing = "linear",
  release = { threshold = 0.3, velocity = 300 },

  addTo = function(ctx)
    ctx.container:add(ctx.to.view)
  end,

  prepare = function(ctx)
    if ctx.kind ~= "push" then return end
    ctx.to.view.translationY = 40
    ctx.to.view.alpha = 0
    for i = 1, #tiles do
      local tile = ctx.views["tile" .. i]
      tile.alpha, tile.scale = 0, 0.6
    end
  end,

  animation = function(ctx)
    if ctx.kind ~= "push" then
      ctx.from.view.alpha = 0
      return
    end
    ctx:keyframe(0, 0.3, function()
      ctx.to.view.translationY = 0
      ctx.to.view.alpha = 1
    end)
    local views = {}
    for i = 1, #tiles do views[i] = ctx.views["tile" .. i] end
    -- Each tile over 0.35 of the transition; the last starts 0.5 after the first.
    ctx:stagger(views, { amount = 0.5, from = "center", grid = { rows = rows, columns = columns },
      duration = 0.35, ease = "easeOut", timing = "easeOut" }, function(tile)
      tile.alpha, tile.scale = 1, 1
    end)
  end,

  finalize = function(ctx, completed)
    ctx.from.view.alpha = 1
    ctx.to.view.alpha = 1
    if not completed then ctx.to.view.translationY = 0 end
    for i = 1, #tiles do
      local tile = ctx.views["tile" .. i]
      tile.alpha, tile.scale = 1, 1
    end
  end,
}
