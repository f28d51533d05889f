-- The end-to-end benchmark's transition (SegueBenchmarks --only endtoend): `count` small
-- views in a navigation page, each moving, fading, scaling and turning — six animated
-- properties a view. The benchmark writes a copy with `count` set to N.
local count = 1000
local views = {}
for i = 1, count do
  views[i] = { id = "v" .. i, x = (i % 40) * 9, y = (i // 40) * 9, width = 8, height = 8, color = "#336699" }
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
      v.alpha = 0.5
      v.scaleX = 1.2
      v.scaleY = 1.2
      v.rotation = 0.3
    end
  end,
}
