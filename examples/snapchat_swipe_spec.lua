-- Specs of the Snapchat-style swipe (examples/snapchat_swipe.lua).
--
--   scripts/segue test examples/snapchat_swipe_spec.lua

local WIDTH = 375
-- The indicator travels from the right edge to the left: -width + 2·inset + its width.
local INDICATOR_TRAVEL = -WIDTH + 2 * 16 + 40

describe("snapchat swipe", function()
  local s

  before_each(function()
    s = stage.load("snapchat_swipe.lua")
  end)

  describe("a timed run", function()
    it("ends on the card page with the card in place", function()
      expect(s:begin()):is_true()
      expect(s:settle()):equals("completed")
      expect(s.page):equals(2)
      expect(s.top):equals("cardPage")
      expect(s:view("card").x):equals(0)
      expect(s:view("card").alpha):equals(1)
    end)

    it("leaves the main page as it was, out of the window", function()
      s:begin()
      s:settle()
      local main = s:view("mainPage")
      expect(main.superview):is_nil()
      expect(main.x):equals(0)
      expect(main.alpha):equals(1)
      expect(s:controller("main").appearance):equals("disappeared")
      expect(s:controller("main").parent):is_nil()
    end)

    it("turns the blur on and sends the indicator to the left edge", function()
      s:begin()
      s:settle()
      expect(s:view("backgroundBlur").alpha):equals(1)
      expect(s:view("backgroundBlur").effectIntensity):equals(1)
      expect(s:view("swipeIndicator").translationX):equals(INDICATOR_TRAVEL)
    end)

    it("takes the transition's duration (0.45 s) at 60 fps", function()
      s:begin()
      s:step(26)
      expect(s.running):is_true()
      s:step(1)
      expect(s.running):is_false()
      expect(s.time):near(27 / 60)
    end)

    it("slides the card in from the right edge and overlaps the main page", function()
      s:begin()
      s:step(6)
      local card, main = s:view("card"), s:view("mainPage")
      expect(card.x):greater_than(0)
      expect(card.x):less_than(WIDTH)
      expect(main.x):less_than(0)
      expect(main.x):at_least(-0.3 * WIDTH)
      -- The card comes in above the page it replaces.
      local siblings = card.superview.subviews
      expect(siblings[#siblings]):equals(card)
    end)
  end)

  describe("containment and appearance", function()
    it("sends the callbacks in UIKit's order when the swipe completes", function()
      s:begin()
      s:settle()
      expect(s:log()):same {
        "main.willMoveToParent(nil)",
        "cardPage.willMoveToParent(swipe)",
        "main.viewWillDisappear",
        "cardPage.viewWillAppear",
        "main.viewDidDisappear",
        "cardPage.viewDidAppear",
        "main.didMoveToParent(nil)",
        "cardPage.didMoveToParent(swipe)",
      }
    end)

    it("never lets the cancelled page appear", function()
      s:begin { interactive = true }
      s:scrub(0.3)
      s:cancel()
      s:settle()
      expect(s:log()).never:contains("cardPage.viewDidAppear")
      expect(s:log()):contains("main.viewDidAppear")
      expect(s:controller("main").appearance):equals("appeared")
      expect(s:controller("cardPage").parent):is_nil()
    end)
  end)

  describe("interactive", function()
    it("scrubs linearly: the card, the blur and the indicator follow the finger", function()
      s:begin { interactive = true }
      for _, p in ipairs { 0.1, 0.25, 0.5, 0.8 } do
        s:scrub(p)
        expect(s.progress):near(p)
        expect(s:view("card").x):near(WIDTH * (1 - p), 1e-9)
        expect(s:view("backgroundBlur").alpha):near(p, 1e-9)
        expect(s:view("backgroundBlur").effectIntensity):near(p, 1e-9)
        expect(s:view("swipeIndicator").translationX):near(INDICATOR_TRAVEL * p, 1e-9)
      end
    end)

    it("fades the main page out over the first 60 % of the transition", function()
      s:begin { interactive = true }
      s:scrub(0.3)
      expect(s:view("mainPage").alpha):near(0.5, 1e-9)
      s:scrub(0.6)
      expect(s:view("mainPage").alpha):near(0, 1e-9)
      s:scrub(0.9)
      expect(s:view("mainPage").alpha):equals(0)
    end)

    it("cancelled after a scrub, restores the start state exactly", function()
      local before = s:snapshot()
      local log = #s:log()
      s:begin { interactive = true }
      s:scrub(0.4)
      s:step(3)
      s:cancel()
      expect(s:settle()):equals("cancelled")
      expect(s:snapshot()):same(before)
      expect(s.page):equals(1)
      expect(s.top):equals("main")
      expect(#s:log()):greater_than(log)
    end)

    it("released below the threshold, slowly, goes back", function()
      s:begin { interactive = true }
      s:scrub(0.4)
      expect(s:release(50)):is_false()
      expect(s:settle()):equals("cancelled")
      expect(s.page):equals(1)
    end)

    it("released past the threshold finishes", function()
      s:begin { interactive = true }
      s:scrub(0.6)
      expect(s:release(0)):is_true()
      expect(s:settle()):equals("completed")
      expect(s.page):equals(2)
      expect(s:view("card").x):equals(0)
    end)

    it("a flick faster than 200 pt/s finishes even below the threshold", function()
      s:begin { interactive = true }
      s:scrub(0.2)
      expect(s:release(800)):is_true()
      expect(s:settle()):equals("completed")
    end)

    it("a flick backwards cancels even past the threshold", function()
      s:begin { interactive = true }
      s:scrub(0.7)
      expect(s:release(-800)):is_false()
      expect(s:settle()):equals("cancelled")
    end)

    it("refuses a second transition while one runs", function()
      s:begin { interactive = true }
      s:scrub(0.5)
      expect(s:begin()):is_false()
      expect(s.progress):near(0.5)
    end)
  end)

  describe("hooks", function()
    it("calls every hook once per transition, finalize with the outcome", function()
      local t = stage.script("snapchat_swipe.lua")
      local prepare = spy.on(t, "prepare")
      local finalize = spy.on(t, "finalize")
      local spied = stage.new(t)
      spied:begin { interactive = true }
      spied:scrub(0.2)
      spied:cancel()
      spied:settle()
      expect(prepare):called(1)
      expect(finalize):called(1)
      expect(finalize):called_with(any("table"), false)
      spied:begin()
      spied:settle()
      expect(finalize):called(2)
      expect(finalize):last_called_with(any("table"), true)
    end)

    it("goes back from the card page with direction -1", function()
      local t = stage.script("snapchat_swipe.lua")
      local prepare = spy.on(t, "prepare")
      local back = stage.new(t)
      back:begin()
      back:settle()
      back:begin()
      expect(back:settle()):equals("completed")
      expect(back.page):equals(1)
      expect(prepare.calls[2][1].direction):equals(-1)
      expect(back:view("backgroundBlur").alpha):equals(0)
      expect(back:view("swipeIndicator").translationX):equals(0)
    end)
  end)
end)

describe("snapchat swipe under a finger", function()
  local s
  before_each(function() s = stage.load("snapchat_swipe.lua") end)

  it("a slow drag from the right edge a third of the way falls back to exactly where it was", function()
    local before = s:snapshot()
    expect(s:replay("traces/snapchat_swipe.slow_drag.json")):equals("released")
    expect(s:settle()):equals("cancelled")
    expect(s.page):equals(1)
    expect(s:snapshot()):same(before)
  end)

  it("a flick from the right edge brings the card page in", function()
    local what, decision, velocity = s:replay("traces/snapchat_swipe.flick.json")
    expect(what):equals("released")
    expect(decision):equals("finish")
    expect(velocity):greater_than(200)
    expect(s:settle()):equals("completed")
    expect(s.page):equals(2)
  end)

  it("caught while it completes, holds still under the finger, and pulled back falls back", function()
    s:drag { from = { 368, 330 }, to = { 170, 330 }, seconds = 0.3 }
    s:advance(0.1)
    local x = s:view("card").x
    local what, progress = s:touch("began", 200, 330)
    expect(what):equals("grabbed")
    expect(progress):equals(s.progress)
    -- Nothing jumps at the grab, and nothing moves while the finger holds still.
    expect(s:view("card").x):equals(x)
    s:advance(0.2)
    expect(s:view("card").x):equals(x)
    -- The card follows the finger back to the right, point for point.
    s:drag { to = { 260, 330 }, seconds = 0.2, lift = false }
    expect(s:view("card").x):near(x + 60, 1e-9)
    local released, decision = s:drag { to = { 330, 330 }, seconds = 0.2 }
    expect(released):equals("released")
    expect(decision):equals("cancel")
    expect(s:settle()):equals("cancelled")
    expect(s.page):equals(1)
  end)

  it("a touch away from the edge is not the swipe", function()
    local what, reason = s:touch("began", 200, 330)
    expect(what):equals("failed")
    expect(reason):matches("right edge")
    expect(s:touch("changed", 100, 330)):equals("ignored")
    s:touch("ended")
    expect(s.running):is_false()
  end)

  it("a vertical pan from the edge is not the swipe (direction lock)", function()
    s:touch("began", 368, 330)
    local what, reason = s:drag { to = { 360, 200 }, seconds = 0.2 }
    expect(what):equals("failed")
    expect(reason):matches("vertically")
    expect(s.running):is_false()
  end)

  it("crossing back past where it started holds the card page at 0, then a release cancels", function()
    s:drag { from = { 368, 330 }, to = { 250, 330 }, seconds = 0.3, lift = false }
    expect(s.progress):greater_than(0.25)
    local what, progress = s:drag { to = { 374, 330 }, seconds = 0.3, lift = false }
    expect(what):equals("moved")
    expect(progress):equals(0)
    expect(s.running):is_true()
    expect(s:touch("ended")):equals("released")
    expect(s:settle()):equals("cancelled")
  end)
end)
