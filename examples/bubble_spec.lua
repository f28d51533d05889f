-- Specs of the bubble transition (examples/bubble.lua).

local START = { x = 315, y = 600 }
-- Farthest corner from (315, 600) in 375×667 is (0, 0).
local RADIUS = math.sqrt(315 ^ 2 + 600 ^ 2)

describe("bubble", function()
  local s
  before_each(function() s = stage.load("bubble.lua") end)

  it("makes a circle centred on the start point with the radius of the farthest corner", function()
    s:present { interactive = true }
    local bubble = s:view("bubble")
    expect(bubble.width):near(2 * RADIUS, 1e-9)
    expect(bubble.cornerRadius):near(RADIUS, 1e-9)
    expect(bubble.x + bubble.width / 2):near(START.x, 1e-9)
    expect(bubble.y + bubble.height / 2):near(START.y, 1e-9)
    expect(bubble.color):equals("#ff2d55ff")
    expect(bubble.superview):equals(s:view("modal"))
  end)

  it("grows the circle and the screen from the point (ease in-out)", function()
    s:present { interactive = true }
    s:scrub(0.5)
    -- easeInOut is symmetric: half-way in time is half-way in value.
    expect(s:view("bubble").scaleX):near(0.001 + 0.999 * 0.5, 1e-6)
    expect(s:view("composeView").alpha):near(0.5, 1e-6)
    expect(s:view("composeView").translationX):near((START.x - 375 / 2) * 0.5, 1e-6)
    s:scrub(0.25)
    expect(s:view("composeView").scaleX):less_than(0.5)
  end)

  it("presented, shows the compose screen whole and leaves no bubble behind", function()
    s:present()
    expect(s:settle()):equals("completed")
    local compose = s:view("composeView")
    expect({ compose.translationX, compose.translationY, compose.scaleX, compose.alpha }):same { 0, 0, 1, 1 }
    expect(s:view("bubble").superview):is_nil()
    expect(s:snapshot().bubble):is_nil()
    expect(s:view("listView").superview):equals(s:view("modal"))
  end)

  it("cancelled, restores every view and removes the bubble", function()
    local before = s:snapshot()
    s:present { interactive = true }
    s:scrub(0.3)
    s:cancel()
    expect(s:settle()):equals("cancelled")
    expect(s:snapshot()):same(before)
  end)

  it("dismisses by shrinking back into the point", function()
    s:present()
    s:settle()
    s:dismiss { interactive = true }
    local bubble = s:view("bubble")
    expect(bubble.superview):equals(s:view("modal"))
    s:scrub(0.5)
    expect(bubble.scaleX):near(1 - 0.99 * 0.5, 1e-6)
    expect(s:view("composeView").alpha):near(0.5, 1e-6)
    s:finish()
    expect(s:settle()):equals("completed")
    expect(s.top):equals("list")
    expect(bubble.superview):is_nil()
    expect(s:view("composeView").superview):is_nil()
  end)

  it("a cancelled dismissal puts the compose screen back exactly", function()
    s:present()
    s:settle()
    local before = s:snapshot()
    s:dismiss { interactive = true }
    s:scrub(0.7)
    expect(s:release(-800)):is_false()   -- a flick back decides by itself
    expect(s:settle()):equals("cancelled")
    expect(s:snapshot()):same(before)
  end)
end)

describe("bubble under a finger", function()
  local s
  before_each(function() s = stage.load("bubble.lua") end)

  it("a slow pan up a quarter of the height, let go still, closes the bubble again", function()
    local before = s:snapshot()
    s:replay("traces/bubble.slow_drag.json")
    expect(s:settle()):equals("cancelled")
    expect(s.page):equals(1)
    expect(s:snapshot()):same(before)
  end)

  it("a short flick up grows it open", function()
    local what, decision, velocity = s:replay("traces/bubble.flick.json")
    expect(what):equals("released")
    expect(decision):equals("finish")
    expect(velocity):greater_than(400)
    expect(s:settle()):equals("completed")
    expect(s.top):equals("compose")
  end)

  it("flicked open, caught while it grows and pushed back down, closes", function()
    expect(s:replay("traces/bubble.grab.json")):equals("released")
    expect(s:settle()):equals("cancelled")
    expect(s.top):equals("list")
  end)

  it("caught by a tap, it stops under the finger; let go still, the policy decides from there", function()
    s:drag { from = { 187, 600 }, to = { 187, 450 }, seconds = 0.15 }
    s:step(2)
    local scale = s:view("bubble").scaleX
    local what, progress = s:touch("began", 187, 300)
    expect(what):equals("grabbed")
    expect(progress):less_than(0.5)
    expect(s:view("bubble").scaleX):equals(scale)
    s:advance(0.5)
    expect(s:view("bubble").scaleX):equals(scale)
    -- Under half-way at zero velocity: it closes.
    local _, decision, velocity = s:touch("ended")
    expect(decision):equals("cancel")
    expect(velocity):equals(0)
    expect(s:settle()):equals("cancelled")
  end)

  it("a pan down on the list leads nowhere (nothing is presented)", function()
    s:touch("began", 187, 300)
    local what = s:drag { to = { 187, 400 }, seconds = 0.2 }
    expect(what):equals("failed")
  end)
end)
