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
