-- Specs of the door (examples/door.lua): a screen hinged on its left edge by its anchor point.

local WIDTH = 375
local OPEN = math.pi / 2 * 0.95

describe("door", function()
  local s
  before_each(function() s = stage.load("door.lua") end)

  it("swings the hall open about its left edge, the room behind it", function()
    s:push { interactive = true }
    s:scrub(0.5)
    local door = s:view("hallView")
    -- Hinged on the left edge, and still where it was: the anchor moved, the frame did not.
    expect(door.anchorX):equals(0)
    expect(door.x):equals(0)
    expect(door.width):equals(WIDTH)
    expect(door.rotationY):near(OPEN * 0.5, 1e-12)
    expect(door.perspective):equals(700)
    -- The shadow deepens as the door opens.
    expect(door.shadowOpacity):near(0.45 * 0.5, 1e-12)
    expect(door.shadowRadius):equals(18)
    expect(s:view("roomView").superview):equals(door.superview)
  end)

  it("opened, leaves the room with nothing hinged", function()
    expect(s:push()):is_true()
    expect(s:settle()):equals("completed")
    expect(s.top):equals("room")
    expect(s:view("hallView").superview):is_nil()
    local hall = s:view("hallView")
    expect(hall.anchorX):equals(0.5)
    expect(hall.x):equals(0)
    expect(hall.rotationY):equals(0)
    expect(hall.perspective):equals(0)
    expect(hall.shadowOpacity):equals(0)
  end)

  it("let go a third of the way open, it swings shut and everything is as it was", function()
    local before = s:snapshot()
    s:push { interactive = true }
    s:scrub(0.3)
    expect(s:release(0)):is_false()
    expect(s:settle()):equals("cancelled")
    expect(s:snapshot()):same(before)
    expect(s.top):equals("hall")
  end)

  it("a pop swings the door shut over the room", function()
    s:push()
    s:settle()
    expect(s:pop()):is_true()
    s:step(21)
    local door = s:view("hallView")
    expect(door.anchorX):equals(0)
    expect(door.rotationY):less_than(OPEN)
    expect(door.rotationY):greater_than(0)
    expect(s:settle()):equals("completed")
    expect(s.top):equals("hall")
    expect(door.rotationY):equals(0)
    expect(door.anchorX):equals(0.5)
  end)
end)
