-- Specs of the floating button's arc (examples/fab_arc.lua): ctx:path with an arc.

local FAB = { x = 375 - 88, y = 667 - 120 }
local HEADER = { x = 24, y = 96 }

describe("fab arc", function()
  local s
  before_each(function() s = stage.load("fab_arc.lua") end)

  it("flies along a quarter ellipse, not the straight line, turning with it", function()
    s:present { interactive = true }
    s:scrub(0.5)
    local button = s:view("fab")
    -- startVertical: a quarter of the ellipse centred on the end's column and the start's row
    -- (MotionLayout's ArcCurveFit), with semi-axes |dx| and |dy| …
    local dx, dy = HEADER.x - FAB.x, HEADER.y - FAB.y
    local u, v = (button.x - HEADER.x) / dx, (button.y - FAB.y) / dy
    expect(u * u + v * v):near(1, 1e-9)
    -- … travelled at one speed: half way in time is half way along it (ArcCurveFit measures
    -- its length on 91 points, so to a few hundredths of a point).
    local function length(to)
      local total, lx, ly, steps = 0, FAB.x, FAB.y, 2000
      for i = 1, steps do
        local theta = math.pi / 2 * (1 - i / steps * to)
        local x, y = HEADER.x - dx * math.sin(theta), FAB.y + dy * math.cos(theta)
        total = total + math.sqrt((x - lx) ^ 2 + (y - ly) ^ 2)
        lx, ly = x, y
      end
      return total
    end
    local theta = math.atan(-u, v)    -- where the button is: x = end − dx·sin θ, y = start + dy·cos θ
    expect(length(1 - theta / (math.pi / 2))):near(length(1) / 2, 0.05)
    -- The straight line's middle is far from there.
    expect(math.abs(button.x - (FAB.x + HEADER.x) / 2)):greater_than(40)
    -- It has turned from straight up towards the left: a quarter turn over the whole arc.
    expect(button.rotation):less_than(0)
  end)

  it("lands in the header, then goes home when the sheet is up", function()
    s:present()
    s:step(32)   -- the last frame before it ends (33 frames of 1/60 s)
    local button = s:view("fab")
    expect(button.x):near(HEADER.x, 2)
    expect(button.y):near(HEADER.y, 2)
    expect(s:settle()):equals("completed")
    expect(button.x):equals(FAB.x)
    expect(button.rotation):equals(0)
    expect(button.superview.id):equals("homeView")
  end)

  it("cancelled, leaves everything as it was", function()
    local before = s:snapshot()
    s:present { interactive = true }
    s:scrub(0.2)
    expect(s:release(0)):is_false()
    expect(s:settle()):equals("cancelled")
    expect(s:snapshot()):same(before)
  end)

  it("dismissing swoops home through its key position, at its moment, turning smoothly", function()
    s:present()
    s:settle()
    s:dismiss { interactive = true }
    local button = s:view("fab")
    -- At 40 % of the time: half way along the line from the header home, and 30 % of the
    -- line's length to its right (pathRelative: the line turned a quarter clockwise).
    s:scrub(0.4)
    local dx, dy = FAB.x - HEADER.x, FAB.y - HEADER.y
    expect(button.x):near(HEADER.x + 0.5 * dx - 0.3 * dy, 1e-9)
    expect(button.y):near(HEADER.y + 0.5 * dy + 0.3 * dx, 1e-9)
    -- The turn is smooth through the key position: across it the rotation changes as it
    -- does just before and just after (a corner would jump there).
    local function turn(from, to)
      s:scrub(from)
      local r = button.rotation
      s:scrub(to)
      return button.rotation - r
    end
    local before, across, after = turn(0.397, 0.399), turn(0.399, 0.401), turn(0.401, 0.403)
    expect(across):near((before + after) / 2, 0.02 * math.abs(across))
  end)

  it("dismissing flies it back from the header", function()
    s:present()
    s:settle()
    s:dismiss { interactive = true }
    s:scrub(0)
    expect(s:view("fab").x):equals(HEADER.x)
    s:scrub(1)
    expect(s:view("fab").x):equals(FAB.x)
    s:finish()
    expect(s:settle()):equals("completed")
  end)
end)
