-- Specs of the staggered grid (examples/grid_fade.lua): ctx:stagger over a 4 × 3 grid from its centre.

describe("grid fade", function()
  local s
  before_each(function() s = stage.load("grid_fade.lua") end)

  local function alpha(i) return s:view("tile" .. i).alpha end

  it("starts in the middle of the grid and reaches the corners last", function()
    s:push { interactive = true }
    s:scrub(0.3)
    -- tile5 and tile8 are the middle column's inner tiles: nearest the centre, equally near.
    expect(alpha(5)):greater_than(0)
    expect(alpha(5)):equals(alpha(8))
    expect(alpha(2)):equals(alpha(11))
    expect(alpha(5)):greater_than(alpha(2))
    -- The four corners start last, together: not yet at 0.3.
    for _, corner in ipairs { 1, 3, 10, 12 } do expect(alpha(corner)):equals(0) end
    s:scrub(0.84)
    for _, corner in ipairs { 1, 3, 10, 12 } do expect(alpha(corner)):greater_than(0) end
  end)

  it("ends with every tile shown at full size", function()
    expect(s:push()):is_true()
    expect(s:settle()):equals("completed")
    for i = 1, 12 do
      expect(alpha(i)):equals(1)
      expect(s:view("tile" .. i).scaleX):equals(1)
    end
  end)

  it("cancelled, leaves everything as it was", function()
    local before = s:snapshot()
    s:push { interactive = true }
    s:scrub(0.2)
    expect(s:release(0)):is_false()
    expect(s:settle()):equals("cancelled")
    expect(s:snapshot()):same(before)
  end)
end)
