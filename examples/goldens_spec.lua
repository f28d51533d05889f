-- Golden traces of every example (docs/testing.md): each transition timed to its end, and
-- let go a fifth of the way (a scrub released at rest), every view's every value at every frame,
-- compared bit for bit with __goldens__/NAME.trace. After an intended change to a motion:
-- segue test examples --update-goldens, then review the diff of __goldens__/.

local examples = {
  "bubble", "connect_the_dots", "cube", "dive_deeper", "door", "fab_arc", "grid_fade",
  "modal_cover", "navigation_push", "panel", "parallax", "photo_grid", "snapchat_swipe", "tab_slide",
}

describe("golden traces", function()
  for _, name in ipairs(examples) do
    it(name .. ", timed", function()
      local s = stage.load(name .. ".lua")
      expect(s:record()):matches_golden(name .. ".timed")
    end)

    it(name .. ", let go a fifth of the way", function()
      local s = stage.load(name .. ".lua")
      -- Most containers' release policies turn this back; dive_deeper's finishes it.
      expect(s:record { scrub = 0.2, velocity = 0 }):matches_golden(name .. ".released")
    end)
  end
end)
