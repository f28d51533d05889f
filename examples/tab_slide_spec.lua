-- Specs of the tab slide (examples/tab_slide.lua).

local WIDTH = 375

describe("tab slide", function()
  local s
  before_each(function() s = stage.load("tab_slide.lua") end)

  it("slides to a tab on the right: the new tab from the right, the old one out left", function()
    s:select(2, { interactive = true })
    s:scrub(0.5)
    expect(s:view("searchView").translationX):near(WIDTH * 0.5, 1e-9)
    expect(s:view("homeView").translationX):near(-WIDTH * 0.5, 1e-9)
  end)

  it("slides the other way to a tab on the left", function()
    s:select(3)
    s:settle()
    s:select(1, { interactive = true })
    s:scrub(0.25)
    expect(s:view("homeView").translationX):near(-WIDTH * 0.75, 1e-9)
    expect(s:view("profileView").translationX):near(WIDTH * 0.25, 1e-9)
  end)

  it("ends on the selected tab with every view back in place", function()
    expect(s:select(3)):is_true()
    expect(s:settle()):equals("completed")
    expect(s.page):equals(3)
    expect(s.top):equals("profile")
    expect(s:view("profileView").translationX):equals(0)
    expect(s:view("homeView").translationX):equals(0)
  end)

  it("finishes past the 0.3 threshold", function()
    s:select(2, { interactive = true })
    s:scrub(0.35)
    expect(s:release(0)):is_true()
    expect(s:settle()):equals("completed")
    expect(s.page):equals(2)
  end)

  it("goes back below the 0.3 threshold, exactly to the start", function()
    local before = s:snapshot()
    s:select(2, { interactive = true })
    s:scrub(0.25)
    expect(s:release(0)):is_false()
    expect(s:settle()):equals("cancelled")
    expect(s.page):equals(1)
    expect(s:snapshot()):same(before)
  end)

  it("refuses to select the tab already shown", function()
    expect(s:select(1)):is_false()
    expect(s.running):is_false()
  end)

  it("lets a script read the progress when the finger lets go (ctx:percentComplete)", function()
    local t = stage.script("tab_slide.lua")
    local seen
    t.interactionEnded = function(ctx) seen = ctx:percentComplete() end
    local held = stage.new(t)
    held:select(2, { interactive = true })
    held:scrub(0.35)
    held:release(0)
    expect(seen):near(0.35, 1e-9)
  end)
end)

describe("tab slide under a finger", function()
  local s
  before_each(function() s = stage.load("tab_slide.lua") end)

  it("a slow pan a fifth of the way, let go still, stays on the first tab exactly as it was", function()
    local before = s:snapshot()
    s:replay("traces/tab_slide.slow_drag.json")
    expect(s:settle()):equals("cancelled")
    expect(s.top):equals("home")
    expect(s:snapshot()):same(before)
  end)

  it("a short flick to the left slides the second tab in, under the 0.3 threshold", function()
    local what, decision = s:replay("traces/tab_slide.flick.json")
    expect(what):equals("released")
    expect(decision):equals("finish")
    expect(s:settle()):equals("completed")
    expect(s.top):equals("search")
  end)

  it("caught while it completes and carried further, completes from where it was let go", function()
    s:replay("traces/tab_slide.grab.json")
    expect(s:settle()):equals("completed")
    expect(s.top):equals("search")
  end)

  it("a grab mid-completion catches the tab where it is; a flick back to the right cancels", function()
    s:drag { from = { 330, 400 }, to = { 180, 400 }, seconds = 0.3 }
    s:step(3)
    local shift = s:view("searchView").translationX
    local what, progress = s:touch("began", 190, 400)
    expect(what):equals("grabbed")
    expect(progress):greater_than(0.3)
    expect(s:view("searchView").translationX):equals(shift)
    local _, decision, velocity = s:drag { to = { 300, 400 }, seconds = 0.1 }
    expect(decision):equals("cancel")
    expect(velocity):less_than(-200)
    expect(s:settle()):equals("cancelled")
    expect(s.top):equals("home")
  end)

  it("a pan to the right on the first tab leads nowhere", function()
    s:touch("began", 100, 400)
    local what, reason = s:drag { to = { 200, 400 }, seconds = 0.2 }
    expect(what):equals("failed")
    expect(reason):matches("nowhere")
    expect(s.running):is_false()
  end)
end)

describe("tab slide let go (ctx:animator():continueAnimation in interactionEnded)", function()
  local s
  before_each(function() s = stage.load("tab_slide.lua") end)

  it("springs the rest of the way in 60 % of its duration, however far it has to go", function()
    s:select(2, { interactive = true })
    s:scrub(0.35)
    local start = s.time
    expect(s:release(0)):is_true()
    expect(s:settle()):equals("completed")
    -- 60 % of the original 0.5 s (UIKit's durationFactor), not of the 0.65 left; to the frame.
    expect(s.time - start):near(0.5 * 0.6, 1 / 60 + 1e-9)
  end)

  it("springs back the same way when it cancels, exactly to the start", function()
    local before = s:snapshot()
    s:select(2, { interactive = true })
    s:scrub(0.2)
    local start = s.time
    expect(s:release(0)):is_false()
    expect(s:settle()):equals("cancelled")
    -- 0.2 of the way back, in the same 60 % of 0.5 s.
    expect(s.time - start):near(0.5 * 0.6, 1 / 60 + 1e-9)
    expect(s:snapshot()):same(before)
  end)
end)
