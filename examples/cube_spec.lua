-- Specs of the cube turn (examples/cube.lua).

local HALF = 375 / 2

-- The exact cube position of a face turned `theta` away, moving in direction `d`.
local function expected(theta, d)
  return {
    rotationY = near(-d * theta, 1e-9),
    translationX = near(-d * HALF * math.sin(theta), 1e-9),
    translationZ = near(-HALF * (1 - math.cos(theta)), 1e-9),
  }
end

local function face(view)
  return { rotationY = view.rotationY, translationX = view.translationX, translationZ = view.translationZ }
end

describe("cube", function()
  local s
  before_each(function() s = stage.load("cube.lua") end)

  it("starts the new face a quarter turn round the edge, in perspective", function()
    s:select(2, { interactive = true })
    local albums = s:view("albumsView")
    expect(face(albums)):same(expected(-math.pi / 2, 1))
    expect(albums.translationX):near(HALF, 1e-9)
    expect(albums.perspective):equals(1000)
    expect(s:view("photosView").perspective):equals(1000)
  end)

  it("keeps both faces on the cube at every keyframe", function()
    s:select(2, { interactive = true })
    for k = 1, 6 do
      s:scrub(k / 6)
      local theta = (math.pi / 2) * k / 6
      expect(face(s:view("photosView"))):same(expected(theta, 1))
      expect(face(s:view("albumsView"))):same(expected(theta - math.pi / 2, 1))
    end
  end)

  it("stays on the cube between keyframes too (cubic calculation mode)", function()
    -- Straight lines between keyframes a twelfth of a turn apart would cut the circle by
    -- half · (1 − cos(π/24)) ≈ 1.6 pt half-way. The spline stays within 0.05 pt in the
    -- inner windows; in the first and last, where its tangent is one-sided, within 1 pt.
    s:select(2, { interactive = true })
    for k = 1, 6 do
      s:scrub((k - 0.5) / 6)
      local v = s:view("photosView")
      local radius = math.sqrt(v.translationX ^ 2 + (v.translationZ + 375 / 2) ^ 2)
      expect(math.abs(radius - 375 / 2)):less_than((k == 1 or k == 6) and 1 or 0.05)
    end
  end)

  it("meets at the edge half-way: both faces turned 45°", function()
    s:select(2, { interactive = true })
    s:scrub(0.5)
    expect(s:view("photosView").rotationY):near(-math.pi / 4, 1e-9)
    expect(s:view("albumsView").rotationY):near(math.pi / 4, 1e-9)
  end)

  it("turns the other way towards a lower tab", function()
    s:select(3)
    s:settle()
    s:select(1, { interactive = true })
    s:scrub(0.5)
    expect(face(s:view("peopleView"))):same(expected(math.pi / 4, -1))
    expect(s:view("photosView").translationX):near(-HALF * math.cos(math.pi / 4), 1e-9)
  end)

  it("completed, leaves flat pages on the new tab", function()
    expect(s:select(2)):is_true()
    expect(s:settle()):equals("completed")
    expect(s.top):equals("albums")
    local albums = s:view("albumsView")
    expect({ albums.rotationY, albums.translationX, albums.translationZ, albums.perspective }):same { 0, 0, 0, 0 }
    expect(s:view("photosView").superview):is_nil()
  end)

  it("cancelled, turns back to exactly where it started", function()
    local before = s:snapshot()
    s:select(2, { interactive = true })
    s:scrub(0.4)
    expect(s:release(0)):is_false()
    expect(s:settle()):equals("cancelled")
    expect(s:snapshot()):same(before)
    expect(s.top):equals("photos")
  end)
end)
