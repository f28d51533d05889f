-- Specs of the sheet (examples/sheet.lua): UIKit's UISheetPresentationController — detents,
-- the selected and largest undimmed ones, the grabber, dragging between detents where the
-- release's projected end point picks the detent, dismissal from the lowest detent, and a
-- refused dismissal that springs back. Its golden traces of medium → large → medium and of a
-- presentation are here; the timed dismissal, one let go early and the shipped gestures are in
-- goldens_spec.lua, its golden images (medium → large → dismissed) in golden_images_spec.lua.
--
--   scripts/segue test examples/sheet_spec.lua

local HEIGHT = 667
-- Under a 20-point status bar the largest detent is 647 points: medium rests at 323.5.
local MEDIUM_Y, LARGE_Y = HEIGHT - 323.5, 20

-- The script with its scene changed by `change(presentation)`, as a stage.
local function variant(change)
  local transition = stage.script("sheet.lua")
  local spec = {}
  for key, value in pairs(transition) do spec[key] = value end
  local presentation = {
    style = "pageSheet",
    dimmingColor = "#00000066",
    sheet = { detents = { "medium", "large" }, selectedDetentIdentifier = "medium",
              largestUndimmedDetentIdentifier = "medium", prefersGrabberVisible = true, safeAreaTop = 20 },
  }
  change(presentation)
  spec.scene = segue.scene {
    container = "modal",
    size = { width = 375, height = HEIGHT },
    initialPage = 2,
    presentation = presentation,
    pages = {
      { id = "map", view = { id = "mapView", color = "#9fd3c7" } },
      { id = "details", view = { id = "sheetView", color = "#ffffff" } },
    },
  }
  return stage.new(segue.transition(spec))
end

describe("sheet", function()
  local s
  before_each(function()
    s = stage.load("sheet.lua")
  end)

  describe("presented", function()
    it("starts presented at the selected detent, medium: half of the height under the status bar", function()
      expect(s.detent):equals("medium")
      local sheet = s:view("sheetView")
      expect({ sheet.x, sheet.y, sheet.width, sheet.height }):same { 0, MEDIUM_Y, 375, HEIGHT - 20 }
      expect(sheet.cornerRadius):equals(16)
    end)

    it("shows a grabber at the sheet's top, and leaves the map undimmed at medium", function()
      local grabber = s:view("grabber")
      expect(grabber.superview):equals(s:view("sheetView"))
      expect({ grabber.x, grabber.y, grabber.width, grabber.height }):same { (375 - 36) / 2, 5, 36, 5 }
      expect(s:view("dimming").alpha):equals(0)
    end)

    it("opens at medium again when presented after it was left at large and dismissed", function()
      s:selectDetent("large")
      s:settle()
      s:dismiss()
      s:settle()
      expect(s.detent):is_nil()
      expect(s:present()):is_true()
      -- On the way up the map stays undimmed: the sheet never rises above medium.
      s:step(6)
      expect(s:view("dimming").alpha):equals(0)
      expect(s:settle()):equals("completed")
      expect(s.detent):equals("medium")
      expect(s:view("sheetView").y):equals(MEDIUM_Y)
      expect(s:log()):contains("details.presentationTransitionDidEnd(true)")
    end)
  end)

  describe("between detents", function()
    it("is dragged from medium to large and back", function()
      local what, decision = s:drag { from = { 187, 380 }, to = { 187, 180 }, seconds = 1 }
      expect(what):equals("released")
      expect(decision):equals("finish")
      expect(s:settle()):equals("completed")
      expect(s.detent):equals("large")
      expect(s:view("sheetView").y):near(LARGE_Y, 1e-9)
      expect(s:log()):contains("details.sheetPresentationControllerDidChangeSelectedDetentIdentifier")

      s:drag { from = { 187, 60 }, to = { 187, 320 }, seconds = 1 }
      expect(s:settle()):equals("completed")
      expect(s.detent):equals("medium")
      expect(s:view("sheetView").y):near(MEDIUM_Y, 1e-9)
      expect(s.page):equals(2)
    end)

    it("goes where the flick would carry it: a fast short flick further than its distance", function()
      -- 40 points slowly: nearer medium, back it goes.
      s:drag { from = { 187, 380 }, to = { 187, 340 }, seconds = 0.6 }
      expect(s:settle()):equals("cancelled")
      expect(s.detent):equals("medium")
      expect(s:view("sheetView").y):equals(MEDIUM_Y)
      -- The same 40 points in 0.05 s (800 pt/s): projected 0.8 · 0.998 / 0.002 = 399.2 points
      -- further, nearer large.
      local _, decision, velocity = s:drag { from = { 187, 380 }, to = { 187, 340 }, seconds = 0.05 }
      expect(decision):equals("finish")
      expect(velocity):near(800, 1e-6)
      expect(s:settle()):equals("completed")
      expect(s.detent):equals("large")
    end)

    it("dims the map as it rises above medium, fully at large", function()
      s:touch("began", 187, 380)
      s:touch("changed", 187, 370)
      -- From where the pan took hold, half of the way from medium to large.
      s:touch("changed", 187, 370 - 323.5 / 2)
      expect(s:view("dimming").alpha):near(0.5, 1e-9)
      expect(s:view("sheetView").y):near(MEDIUM_Y - 323.5 / 2, 1e-9)
      -- On past half-way, let go there: large.
      s:touch("changed", 187, 370 - 250)
      s:touch("ended")
      s:settle()
      expect(s:view("dimming").alpha):equals(1)
    end)

    it("moves to a detent when asked, on its own spring", function()
      expect(s:selectDetent("large")):is_true()
      expect(s:settle()):equals("completed")
      expect(s.detent):equals("large")
      expect(s:view("sheetView").y):near(LARGE_Y, 1e-9)
      expect(s:selectDetent("large")):is_false()
      expect(function() s:selectDetent("larg") end):raises("did you mean 'large'")
    end)
  end)

  describe("dismissed", function()
    it("by a drag down from the lowest detent", function()
      local what, decision = s:replay("traces/sheet.dismiss.json")
      expect(what):equals("released")
      expect(decision):equals("finish")
      expect(s:settle()):equals("completed")
      expect(s.page):equals(1)
      expect(s.detent):is_nil()
      expect(s:view("dimming").superview):is_nil()
    end)

    it("springs back when isModalInPresentation refuses", function()
      local modal = variant(function(p) p.sheet.isModalInPresentation = true end)
      modal:touch("began", 187, 380)
      modal:touch("changed", 187, 390)
      modal:touch("changed", 187, 590)
      -- It resists: half the finger's travel.
      expect(modal:view("sheetView").y):near(MEDIUM_Y + 100, 1e-9)
      modal:touch("ended")
      modal:settle()
      expect(modal.page):equals(2)
      expect(modal.detent):equals("medium")
      expect(modal:view("sheetView").y):equals(MEDIUM_Y)
      expect(modal:log()):contains("details.presentationControllerDidAttemptToDismiss")
    end)
  end)

  describe("the scene names its mistakes", function()
    local function fails(change, message)
      expect(function() variant(change) end):raises(message)
    end

    it("an unknown detent, a duplicate, a bad height or fraction, at the writing line", function()
      fails(function(p) p.sheet.detents = { "medium", "huge" } end,
        "sheet_spec%.lua:%d+: .*unknown system detent 'huge'")
      fails(function(p) p.sheet.detents = { "medium", "medium" } end,
        "sheet_spec%.lua:%d+: .*two detents have the identifier 'medium'")
      fails(function(p) p.sheet.detents = { { identifier = "low", height = -10 } } end,
        "sheet_spec%.lua:%d+: .*'sheet%.detents%[1%]%.height' must be")
      fails(function(p) p.sheet.detents = { { identifier = "odd", fraction = 1.5 } } end,
        "sheet_spec%.lua:%d+: .*'sheet%.detents%[1%]%.fraction' must be")
      fails(function(p) p.sheet.selectedDetentIdentifier = "larg" end,
        "sheet_spec%.lua:%d+: .*selectedDetentIdentifier 'larg' names no detent — did you mean 'large'")
      fails(function(p) p.sheet.detents = { { identifier = "peek", height = 100, fraction = 0.2 } } end,
        "give either 'height' %(points%) or 'fraction'")
      fails(function(p) p.style = "custom" end, "'sheet' goes with style = \"pageSheet\"")
    end)
  end)

  describe("goldens", function()
    it("medium → large → medium, each on the sheet's spring", function()
      expect(s:record { request = "detent:large" }):matches_golden("sheet.large")
      expect(s:record { request = "detent:medium" }):matches_golden("sheet.medium")
    end)

    it("presented again after a dismissal", function()
      s:dismiss()
      s:settle()
      expect(s:record { request = "present" }):matches_golden("sheet.present")
    end)
  end)
end)
