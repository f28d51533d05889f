-- Specs of the thumbnail-to-full-screen transition (examples/connect_the_dots.lua).

local THUMB = { x = 131, y = 260, width = 113, height = 113 }
local SCREEN = { x = 0, y = 0, width = 375, height = 667 }

local function frame(view) return { x = view.x, y = view.y, width = view.width, height = view.height } end

local function between(a, b, p)
  local f = {}
  for k, v in pairs(a) do f[k] = near(v + (b[k] - v) * p, 1e-9) end
  return f
end

describe("connect the dots", function()
  local s
  before_each(function() s = stage.load("connect_the_dots.lua") end)

  describe("opening a thumbnail", function()
    it("grows a phantom of the thumbnail from its place to the whole screen", function()
      s:push { interactive = true }
      local phantom = s:view("thumbnail~snapshot")
      expect(frame(phantom)):same(THUMB)
      expect(s:view("thumbnail").hidden):is_true()
      s:scrub(0.5)
      expect(frame(phantom)):same(between(THUMB, SCREEN, 0.5))
    end)

    it("lets the grid fall back behind it (parallax)", function()
      s:push { interactive = true }
      s:scrub(0.5)
      local grid = s:view("gridView")
      expect(grid.scaleX):near(0.96, 1e-9)
      expect(grid.translationY):near(-12, 1e-9)
      expect(grid.alpha):near(0.8, 1e-9)
    end)

    it("fades the photo in over the last 40 %", function()
      s:push { interactive = true }
      s:scrub(0.6)
      expect(s:view("photoView").alpha):equals(0)
      s:scrub(0.8)
      expect(s:view("photoView").alpha):near(0.5, 1e-9)
    end)

    it("completed, shows the photo full screen and leaves no phantom", function()
      s:push()
      expect(s:settle()):equals("completed")
      expect(s.stack):same { "grid", "photo" }
      expect(s:view("photoView").alpha):equals(1)
      expect(s:snapshot()["thumbnail~snapshot"]):is_nil()
      expect(s:view("thumbnail").hidden):is_false()
      local grid = s:view("gridView")
      expect({ grid.scaleX, grid.translationY, grid.alpha }):same { 1, 0, 1 }
    end)

    it("cancelled, puts the grid back exactly", function()
      local before = s:snapshot()
      s:push { interactive = true }
      s:scrub(0.3)
      expect(s:release(0)):is_false()
      expect(s:settle()):equals("cancelled")
      expect(s:snapshot()):same(before)
    end)
  end)

  describe("going back", function()
    before_each(function()
      s:push()
      s:settle()
    end)

    it("returns the phantom to the thumbnail's place and brings the grid forward", function()
      s:pop { interactive = true }
      local phantom = s:view("thumbnail~snapshot")
      expect(phantom.superview):equals(s:view("navigation"))
      expect(frame(phantom)):same(SCREEN)
      s:scrub(0.25)
      expect(frame(phantom)):same(between(SCREEN, THUMB, 0.25))
      expect(s:view("gridView").scaleX):near(0.92 + 0.08 * 0.25, 1e-9)
    end)

    it("completed, leaves the grid as it was before the push", function()
      s:pop()
      expect(s:settle()):equals("completed")
      expect(s.stack):same { "grid" }
      expect(s:view("thumbnail").hidden):is_false()
      expect(s:snapshot()["thumbnail~snapshot"]):is_nil()
      expect(s:view("gridView").alpha):equals(1)
    end)

    it("cancelled, keeps the photo exactly as it was", function()
      local before = s:snapshot()
      s:pop { interactive = true }
      s:scrub(0.2)
      s:cancel()
      expect(s:settle()):equals("cancelled")
      expect(s:snapshot()):same(before)
    end)
  end)
end)
