-- Specs of the zoom (examples/zoom.lua): the tapped photo grows into the detail over a
-- dimming, the source asked again at the dismissal (the grid scrolled, another photo
-- selected), a dismissal that follows the finger in two dimensions and springs home or into
-- the cell with the release, the veto of a drag on the caption, the fallback without a
-- source, and the errors of a source that names no view. Its golden traces (timed, let go,
-- the way back, and the recorded gesture with the touch's columns) are in goldens_spec.lua,
-- its golden images in golden_images_spec.lua.
--
--   scripts/segue test examples/zoom_spec.lua

-- The frame of view `id` in the window, through every transform.
local function frame(s, id)
  return s:view(id):frameIn()
end

local function expectFrame(actual, expected, within)
  for _, key in ipairs { "x", "y", "width", "height" } do
    expect(actual[key]):near(expected[key], within)
  end
end

-- Puts the grid's selection on photo `i` (the app selecting another photo).
local function select(s, i)
  local selection, photo = s:view("selection"), s:view("photo" .. i)
  selection.x, selection.y = photo.x, photo.y
end

-- Presents the detail of the selected photo and lets it settle.
local function presented(s)
  expect(s:present()):is_true()
  expect(s:settle()):equals("completed")
  expect(s.top):equals("detail")
  return s
end

describe("zoom", function()
  local s

  before_each(function()
    s = stage.load("zoom.lua")
  end)

  describe("presenting", function()
    it("lays the detail's photo exactly over the tapped cell at the start", function()
      local cell = frame(s, "photo5")
      s:present { interactive = true }
      s:scrub(0)
      expectFrame(frame(s, "detailPhoto"), cell, 1e-9)
      -- A cross-fade where the cell is: the cell shows, the detail does not, yet.
      expect(s:view("photo5").alpha):equals(1)
      expect(s:view("detailView").alpha):equals(0)
      s:scrub(0.3)
      expect(s:view("photo5").alpha):equals(0)
      expect(s:view("detailView").alpha):equals(1)
      s:scrub(1)
      expectFrame(frame(s, "detailPhoto"), { x = 0, y = 96, width = 375, height = 375 }, 1e-9)
      s:finish()
      s:settle()
      expect(s:view("photo5").alpha):equals(1)
      expect(s:view("detailView").scaleX):equals(1)
    end)

    it("dims what lies behind, and the dimming goes when it ends", function()
      s:present { interactive = true }
      s:scrub(0.5)
      expect(s:view("zoomDimming").alpha):near(0.2, 1e-9)
      s:finish()
      s:settle()
      expect(s:view("zoomDimming").superview):is_nil()
    end)

    it("tells the hooks which cell was tapped (ctx.source)", function()
      local t = stage.script("zoom.lua")
      local sources = {}
      t.finalize = function(ctx) sources[#sources + 1] = ctx.source end
      local z = stage.new(t)
      presented(z)
      expect(sources[1]):equals("photo5")
      -- prepare painted the detail's photo like the tapped one.
      expect(z:view("detailPhoto").color):equals(z:view("photo5").color)
      select(z, 4)
      z:dismiss()
      z:settle()
      expect(sources[2]):equals("photo4")
    end)
  end)

  describe("dismissing", function()
    it("asks the source again: the grid scrolled and another photo is selected", function()
      presented(s)
      s:view("photos").y = -60
      select(s, 4)
      local cell = frame(s, "photo4")
      expect(cell.y):equals(185)
      s:dismiss { interactive = true }
      s:scrub(1)
      expectFrame(frame(s, "detailPhoto"), cell, 1e-9)
      expect(s:view("photo4").alpha):equals(1)
      s:scrub(0.5)
      expect(s:view("photo4").alpha):equals(0)
      expect(s:view("photo5").alpha):equals(1)
      s:finish()
      expect(s:settle()):equals("completed")
      expect(s:view("photo4").alpha):equals(1)
    end)

    it("follows the finger down and to the right within half a point, shrinking", function()
      presented(s)
      s:touch("began", 190, 250)
      -- Past the slop: the pan is decided here, at (190, 262): the point of the detail there
      -- is the one that stays under the finger.
      expect(s:touch("changed", 190, 262)):equals("began")
      local grab = { x = 190 / 375, y = 262 / 667 }
      local scale = 1
      for _, at in ipairs { { 205, 290 }, { 230, 330 }, { 262, 400 }, { 300, 470 }, { 280, 520 } } do
        s:advance(1 / 60)
        s:touch("changed", at[1], at[2])
        local f = frame(s, "detailView")
        expect(f.x + grab.x * f.width):near(at[1], 0.5)
        expect(f.y + grab.y * f.height):near(at[2], 0.5)
        -- Smaller the further down: scale 1 − 0.5 · (translation y ÷ 667).
        expect(s:view("detailView").scaleX):near(1 - 0.5 * (at[2] - 262) / 667, 1e-12)
        expect(s:view("detailView").scaleX):less_than(scale)
        scale = s:view("detailView").scaleX
      end
      -- Let go moving down: it springs away, into its cell, from where the finger left it.
      s:advance(1 / 60)
      s:touch("changed", 290, 560)
      local what, decision = s:touch("ended")
      expect(what):equals("released")
      expect(decision):equals("finish")
      s:step(1)
      local f = frame(s, "detailView")
      expect(f.width):less_than(375 * scale)
      expect(s:settle()):equals("completed")
      expect(s.top):equals("grid")
      expect(s:view("photo5").alpha):equals(1)
    end)

    it("caught by a finger while it shrinks away, holds still under it and follows it", function()
      presented(s)
      s:dismiss()
      s:step(10)
      local before = frame(s, "detailView")
      local at = { x = before.x + before.width * 0.5, y = before.y + before.height * 0.3 }
      expect(s:touch("began", at.x, at.y)):equals("grabbed")
      local held = frame(s, "detailView")
      expectFrame(held, before, 1e-9)
      s:advance(1 / 60)
      s:touch("changed", at.x + 24, at.y + 40)
      local f = frame(s, "detailView")
      expect(f.x + f.width * 0.5):near(at.x + 24, 0.5)
      expect(f.y + f.height * 0.3):near(at.y + 40, 0.5)
      s:touch("ended")
      s:settle()
    end)

    it("springs home when let go early, every value back at rest", function()
      presented(s)
      s:drag { from = { 190, 250 }, to = { 230, 330 }, seconds = 0.8, lift = false }
      s:advance(0.2)
      local what, decision = s:touch("ended")
      expect(what):equals("released")
      expect(decision):equals("cancel")
      s:step(2)
      local detail = s:view("detailView")
      expect(detail.scaleX):less_than(1)
      expect(detail.translationX):greater_than(0)
      expect(s:settle()):equals("cancelled")
      expect(s.top):equals("detail")
      expect(detail.scaleX):equals(1)
      expect(detail.translationX):equals(0)
      expect(detail.translationY):equals(0)
      expect(s:view("photo5").alpha):equals(1)
    end)

    it("is vetoed on the caption (interactiveDismissShouldBegin)", function()
      presented(s)
      local what = s:drag { from = { 190, 520 }, to = { 200, 640 }, seconds = 0.2 }
      expect(what):equals("failed")
      expect(s.running):is_false()
      expect(s.top):equals("detail")
    end)

    it("hands the hook the finger's location and velocity", function()
      local t = stage.script("zoom.lua")
      local asked = {}
      t.interactiveDismissShouldBegin = function(interaction)
        asked[#asked + 1] = interaction
        return false
      end
      local z = stage.new(t)
      presented(z)
      z:drag { from = { 190, 250 }, to = { 190, 350 }, seconds = 0.2 }
      expect(#asked):equals(1)
      expect(asked[1].kind):equals("dismiss")
      expect(asked[1].willBegin):is_true()
      expect(asked[1].location.x):equals(190)
      expect(asked[1].location.y):greater_than(250)
      expect(asked[1].velocity.y):greater_than(0)
      expect(z.top):equals("detail")
    end)
  end)

  describe("without a source", function()
    it("scales in place from minimumScale, fading, and ctx.source is nil", function()
      s:view("selection").x = -500
      s:present { interactive = true }
      s:scrub(0)
      local detail = s:view("detailView")
      expect(detail.scaleX):equals(0.5)
      expect(detail.translationX):equals(0)
      expect(detail.alpha):equals(0)
      s:finish()
      expect(s:settle()):equals("completed")
      expect(detail.scaleX):equals(1)
      expect(detail.alpha):equals(1)
    end)
  end)

  describe("bad sources", function()
    local function zoomWith(source)
      local base = stage.script("zoom.lua")
      return stage.new(segue.transition { scene = base.scene, zoom = { source = source } }, { allowErrors = true })
    end

    it("a source function naming no view is an error at its line", function()
      local z = zoomWith(function() return "photo55" end)
      z:present()
      expect(z.errors[1]):matches("zoom_spec%.lua:%d+: zoom%.source: no view 'photo55' in the window")
      expect(z.running):is_false()
    end)

    it("a source function returning something else is an error at its line", function()
      local z = zoomWith(function() return 42 end)
      z:present()
      expect(z.errors[1]):matches("zoom_spec%.lua:%d+: zoom%.source must return a view, a view id or nil, got number")
    end)

    it("a source that is neither an id nor a function is refused by segue.transition", function()
      expect(function() segue.transition { zoom = { source = 5 } } end)
        :raises("'source' must be a view id or a function of ctx, got number")
      expect(function() segue.transition { zoom = { dimmingAlpha = 2 } } end)
        :raises("'dimmingAlpha' must be in 0…1, got 2")
      expect(function() segue.transition { zoom = { sorce = "x" } } end):raises("did you mean 'source'")
      local base = stage.script("zoom.lua")
      expect(function() segue.transition { scene = base.scene, zoom = { source = "photo55" } } end)
        :raises("zoom_spec%.lua:%d+: segue%.transition zoom: 'source' names no view of the scene: 'photo55'"
          .. " — did you mean 'photo5'%?")
    end)
  end)

  describe("the recorded gesture", function()
    it("opens the photo by a flick up, then drags it down and to the right into its cell", function()
      local what, decision = s:replay("traces/zoom.drag.json")
      expect(what):equals("released")
      expect(decision):equals("finish")
      expect(s.top):equals("detail")
      expect(s:settle()):equals("completed")
      expect(s.top):equals("grid")
      expect(s:view("photo5").alpha):equals(1)
    end)
  end)
end)
