-- Golden names and golden files an attacker chooses (issue 28), run by
-- AttackBatteryCommandTests in a scratch copy of this folder whose __goldens__ the test fills
-- with links and a FIFO. Every test here must fail — refusing the name, or naming the golden
-- the file gate refused — and nothing outside the copy may be read, written or removed.
local names = { "../escape", "/etc/passwd", ".hidden", "a/b", "line\nbreak", "sp ace", string.rep("x", 201), "" }

describe("golden names", function()
  for _, name in ipairs(names) do
    it(("refuses %q"):format(name), function()
      expect(stage.load("battery_stage.lua"):record()):matches_golden(name)
    end)
  end
end)

describe("golden files", function()
  for _, name in ipairs({ "linked", "linked_actual", "fifo" }) do
    it(name, function()
      expect(stage.load("battery_stage.lua"):record()):matches_golden(name)
    end)
  end

  it("image linked to a device", function()
    expect(stage.load("battery_stage.lua"):render { frames = 1, width = 30 }):matches_golden_images("image")
  end)

  it("image instants linked outside", function()
    expect(stage.load("battery_stage.lua"):render { frames = 1, width = 30 }):matches_golden_images("inst")
  end)

  it("animated image linked outside", function()
    expect(stage.load("battery_stage.lua"):render { frames = 2, width = 30 })
      :matches_golden_images("anim", { animated = true })
  end)
end)
