-- Specs of the dive-deeper morph (examples/dive_deeper.lua).

local CARD = { x = 24, y = 220, width = 152, height = 152 }
local HERO = { x = 0, y = 0, width = 375, height = 300 }

local function frame(view) return { x = view.x, y = view.y, width = view.width, height = view.height } end

-- Frame `p` of the way from `a` to `b`.
local function between(a, b, p)
  local f = {}
  for k, v in pairs(a) do f[k] = near(v + (b[k] - v) * p, 1e-6) end
  return f
end

describe("dive deeper", function()
  local s
  before_each(function() s = stage.load("dive_deeper.lua") end)

  describe("presenting", function()
    it("flies a phantom of the card from the card's frame to the hero's", function()
      s:present { interactive = true }
      local phantom = s:view("cardImage~snapshot")
      expect(frame(phantom)):same(CARD)
      expect(phantom.superview):equals(s:view("modal"))
      s:scrub(0.5)
      -- A scrub moves linearly through the animation.
      expect(frame(phantom)):same(between(CARD, HERO, 0.5))
      expect(s:view("fadeView").alpha):near(0.5, 1e-6)
    end)

    it("hides the card and the detail screen while the phantom flies", function()
      s:present { interactive = true }
      s:scrub(0.3)
      expect(s:view("cardImage").hidden):is_true()
      expect(s:view("detailView").hidden):is_true()
      local order = s:view("modal").subviews
      -- fade below the detail screen, the phantom above everything
      expect(order[#order]):equals(s:view("cardImage~snapshot"))
      expect(order[#order - 1]):equals(s:view("detailView"))
      expect(order[#order - 2]):equals(s:view("fadeView"))
    end)

    it("springs with damping 1: no overshoot past the hero's frame", function()
      s:present()
      local phantom = s:view("cardImage~snapshot")
      for _ = 1, 29 do
        s:step()
        if s.running then expect(phantom.width):at_most(HERO.width) end
      end
      expect(s:settle()):equals("completed")
    end)

    it("completed, shows the detail screen and leaves no phantom or fade view", function()
      s:present()
      expect(s:settle()):equals("completed")
      expect(s:view("detailView").hidden):is_false()
      expect(s:view("cardImage").hidden):is_false()
      local views = s:snapshot()
      expect(views["cardImage~snapshot"]):is_nil()
      expect(views.fadeView):is_nil()
      expect(views.detailView):same { x = 0, y = 0, width = 375, height = 667, alpha = 1, hidden = false,
        translationX = 0, translationY = 0, translationZ = 0, scaleX = 1, scaleY = 1, rotation = 0,
        rotationX = 0, rotationY = 0, perspective = 0, cornerRadius = 0, zPosition = 0, effectIntensity = 0,
        backgroundRed = 1, backgroundGreen = 1, backgroundBlue = 1, backgroundAlpha = 1, anchorX = 0.5, anchorY = 0.5,
        shadowOpacity = 0, shadowRadius = 3, shadowOffsetX = 0, shadowOffsetY = -3, shadowRed = 0, shadowGreen = 0,
        shadowBlue = 0 }
    end)

    it("finishes past the 0.1 threshold and cancels below it", function()
      s:present { interactive = true }
      s:scrub(0.12)
      expect(s:release(0)):is_true()
      expect(s:settle()):equals("completed")
      local other = stage.load("dive_deeper.lua")
      other:present { interactive = true }
      other:scrub(0.08)
      expect(other:release(0)):is_false()
      expect(other:settle()):equals("cancelled")
    end)

    it("cancelled, restores every view and leaves no temporary view", function()
      local before = s:snapshot()
      s:present { interactive = true }
      s:scrub(0.6)
      s:cancel()
      expect(s:settle()):equals("cancelled")
      expect(s:snapshot()):same(before)
    end)
  end)

  describe("dismissing", function()
    before_each(function()
      s:present()
      s:settle()
    end)

    it("flies the phantom back from the hero's frame to the card's", function()
      s:dismiss { interactive = true }
      local phantom = s:view("cardImage~snapshot")
      expect(phantom.superview):equals(s:view("modal"))   -- this transition's phantom, on screen
      expect(frame(phantom)):same(HERO)
      s:scrub(0.25)
      expect(frame(phantom)):same(between(HERO, CARD, 0.25))
      expect(s:view("fadeView").alpha):near(0.75, 1e-6)
    end)

    it("completed, leaves the gallery with its card showing", function()
      s:dismiss()
      expect(s:settle()):equals("completed")
      expect(s.top):equals("gallery")
      expect(s:view("cardImage").hidden):is_false()
      expect(s:view("detailView").superview):is_nil()
      expect(s:snapshot().fadeView):is_nil()
    end)

    it("cancelled, keeps the detail screen exactly as it was", function()
      local before = s:snapshot()
      s:dismiss { interactive = true }
      s:scrub(0.05)
      expect(s:release(0)):is_false()
      expect(s:settle()):equals("cancelled")
      expect(s:snapshot()):same(before)
    end)
  end)
end)

describe("dive deeper under a finger", function()
  local s
  before_each(function() s = stage.load("dive_deeper.lua") end)

  it("a slow pan up under a tenth of the height, let go still: the card flies back", function()
    local before = s:snapshot()
    s:replay("traces/dive_deeper.slow_drag.json")
    expect(s:settle()):equals("cancelled")
    expect(s:snapshot()):same(before)
  end)

  it("a short flick up opens the detail screen", function()
    local what, decision = s:replay("traces/dive_deeper.flick.json")
    expect(what):equals("released")
    expect(decision):equals("finish")
    expect(s:settle()):equals("completed")
    expect(s.top):equals("detail")
  end)

  it("a fast pan let go, caught while it opens and pulled back down: it closes", function()
    s:replay("traces/dive_deeper.grab.json")
    expect(s:settle()):equals("cancelled")
    expect(s.top):equals("gallery")
  end)

  it("the pan itself stops at 0.9, as in the seed; letting go finishes", function()
    s:drag { from = { 100, 650 }, to = { 100, 0 }, seconds = 0.6, lift = false }
    expect(s.progress):equals(0.9)
    s:drag { to = { 100, -300 }, seconds = 0.2, lift = false }
    expect(s.progress):equals(0.9)
    local _, decision = s:touch("ended")
    expect(decision):equals("finish")
    expect(s:settle()):equals("completed")
  end)

  it("past a tenth but moving back down faster than 50 pt/s cancels", function()
    s:drag { from = { 100, 600 }, to = { 100, 480 }, seconds = 0.6, lift = false }
    expect(s.progress):greater_than(0.1)
    local _, decision, velocity = s:drag { to = { 100, 520 }, seconds = 0.2 }
    expect(s.progress):greater_than(0.1)
    expect(velocity):less_than(-50)
    expect(decision):equals("cancel")
    expect(s:settle()):equals("cancelled")
  end)

  it("a pan down on the gallery starts nothing (only up opens the detail)", function()
    s:touch("began", 100, 300)
    local what, reason = s:drag { to = { 100, 400 }, seconds = 0.2 }
    expect(what):equals("failed")
    expect(reason):matches("down")
  end)
end)
