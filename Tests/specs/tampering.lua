-- A transition that replaces every library function a spec's expectations might use, when
-- it loads and in every hook (issue 13, item 8). Specs beside it must still judge it right.
local function tamper()
  math.abs = function() return 0 end
  math.huge = 0
  string.format = function() return "" end
  string.find = function() return 1, 1 end
  table.concat = function() return "" end
  tostring = function() return "ok" end
  type = function() return "number" end
  pcall(function() getmetatable("").__index = {} end)
  pcall(function() segue.transition = nil end)
  expect, describe, it, near, stage = nil, nil, nil, nil, nil
end
local sees = (expect or describe or stage or it) and "sees the spec" or "sees nothing of the spec"
tamper()

return segue.transition {
  name = sees,
  scene = segue.scene {
    container = "swipe", size = { width = 100, height = 200 },
    pages = { { id = "a", view = { id = "aView" } }, { id = "b", view = { id = "bView" } } },
  },
  duration = 0.5,
  timing = "linear",
  addTo = function(ctx) tamper(); ctx.container:add(ctx.to.view) end,
  prepare = function(ctx) tamper(); ctx.to.view.x = 100 end,
  animation = function(ctx) tamper(); ctx.to.view.x = 0 end,
  finalize = function() tamper() end,
}
