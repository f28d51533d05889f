-- The end-to-end benchmark's transition (SegueBenchmarks --only endtoend): `count` small
-- views in a navigation page, each moving, fading, scaling and turning — six animated
-- properties a view. The benchmark writes a copy with `count` set to N, and one with
-- `spread` above 0 where every view's values differ from every other's (so that no number
-- written is one the trace writer spelled before in the same frame).
local count = 1000
local spread = 0
local views = {}
for i = 1, count do
  views[i] = {
    id = "v" .. i, x = (i % 40) * 9 + i * spread, y = (i // 40) * 9 + i * spread / 2,
    width = 8, height = 8, color = "#336699",
  }
end

return segue.transition {
  scene = segue.scene {
    container = "navigation",
    size = { width = 375, height = 667 },
    pages = {
      { id = "list", view = { id = "listView", color = "#eeeeee", subviews = views } },
      { id = "detail", view = { id = "detailView", color = "#ffffff" } },
    },
  },
  duration = 0.5,
  timing = "linear",
  addTo = function(ctx) ctx.container:add(ctx.to.view) end,
  animation = function(ctx)
    for i = 1, count do
      local v = ctx.views["v" .. i]
      v.x = v.x + 10
      v.y = v.y + 5
      v.alpha = 0.5 - i * spread / 100
      v.scaleX = 1.2 + i * spread / 100
      v.scaleY = 1.2 + i * spread / 50
      v.rotation = 0.3 + i * spread / 100
    end
  end,
}
