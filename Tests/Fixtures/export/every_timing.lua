-- Every timing curve the engine names, one view each, so the spec's independent evaluator
-- (Tests/references/export_spec_evaluator.py) checks every formula it implements: the
-- cubic béziers, every Penner family in every mode, the four step positions, and springs
-- under-, critically and over-damped, stretched and with their own clock, with an initial
-- velocity. The animator is linear, so each keyframe window is a named curve of its own.

local curves = {
  "linear", "easeIn", "easeOut", "easeInOut", "ease",
  segue.bezier(0.2, -0.4, 0.3, 1.6),
  segue.steps(4, "jumpStart"), segue.steps(4, "jumpEnd"), segue.steps(4, "jumpNone"), segue.steps(3, "jumpBoth"),
  segue.spring { dampingRatio = 0.4 },
  segue.spring { dampingRatio = 0.6, initialVelocity = 2 },
  segue.spring { dampingRatio = 1, response = 0.3 },
  segue.spring { dampingRatio = 2.5, response = 0.4 },
  segue.spring { mass = 2, stiffness = 300, damping = 12, initialVelocity = -3 },
  segue.spring { duration = 0.5, bounce = 0.3 },
}
for _, family in ipairs { "Quad", "Cubic", "Quart", "Quint", "Sine", "Expo", "Circ", "Back", "Elastic", "Bounce" } do
  for _, mode in ipairs { "in", "out", "inOut", "outIn" } do
    curves[#curves + 1] = mode .. family
  end
end

local views = {}
for index = 1, #curves do
  views[index] = { id = "v" .. index, x = 0, y = index * 8, width = 6, height = 6, color = "#336699" }
end

return segue.transition {
  name = "every timing",
  scene = segue.scene {
    container = "modal",
    size = { width = 400, height = 800 },
    pages = {
      { id = "home", view = { id = "homeView", color = "#ffffff" } },
      { id = "sheet", view = { id = "sheetView", color = "#f2f2f7", subviews = views } },
    },
  },
  duration = 1,
  timing = "linear",
  addTo = function(ctx) ctx.container:add(ctx.to.view) end,
  animation = function(ctx)
    for index, curve in ipairs(curves) do
      local view = ctx.views["v" .. index]
      -- Windows of different starts and lengths, so delays and durations are checked too.
      local start = (index % 5) * 0.05
      ctx:keyframe(start, 1 - start - (index % 3) * 0.1, function() view.x = 300 end, curve)
    end
  end,
}
