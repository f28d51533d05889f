-- The attack battery inside `segue test` (run by AttackBatteryCommandTests, not by
-- `scripts/test`'s example run: many of these tests fail on purpose). Each attack runs in a
-- test of its own, then inside a transition a stage drives; the runner must report every one
-- at a line of this folder's files and carry on to the next.
local attacks = require("attacks")

local template = [[
local function attack(ctx)
%s
end
return segue.transition {
  scene = segue.scene { container = "swipe", size = { width = 300, height = 600 },
    pages = { { id = "a", view = { id = "aView" } }, { id = "b", view = { id = "bView" } } } },
  duration = 0.2,
  timing = "linear",
  addTo = function(ctx) ctx.container:add(ctx.to.view) end,
  animation = function(ctx) ctx.to.view.x = 0; attack(ctx) end,
}
]]

for _, attack in ipairs(attacks) do
  describe(attack.name, function()
    it("runs in a spec", function()
      local run = assert(load("local ctx = ...\n" .. attack.code, "=attack", "t"))
      run(nil)
    end)

    it("runs in a transition a stage drives", function()
      local transition = assert(load(template:format(attack.code), "=attack", "t"))()
      local s = stage.new(transition, { allowErrors = true })
      s:begin()
      s:settle()
      expect(s.running):is_false()
    end)
  end)
end
