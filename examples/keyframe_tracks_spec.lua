-- Specs of the keyframe tracks (examples/keyframe_tracks.lua): SwiftUI's four keyframe kinds,
-- velocity handed across them, played by a transition. The values themselves are held to
-- mpmath references in Swift (Tests/references/keyframe_tracks.json).

local CARD_Y, START_Y = 150, -360
local bouncy = segue.spring { preset = "bouncy", duration = 0.4 }
-- The card's timeline, as the example makes it.
local drop = segue.keyframes {
  y = { segue.linearKeyframe(CARD_Y - 60, 0.2, "easeIn"), segue.springKeyframe(CARD_Y, { spring = bouncy }) },
  rotation = { segue.cubicKeyframe(-0.08, 0.2), segue.cubicKeyframe(0.05, 0.25), segue.cubicKeyframe(0, 0.3) },
}

describe("keyframe tracks", function()
  local s
  before_each(function() s = stage.load("keyframe_tracks.lua") end)

  it("lasts the longest track: the linear keyframe and the spring's settling duration", function()
    expect(drop.duration):near(0.2 + segue.settlingDuration(bouncy), 1e-12)
    expect(s:present()):is_true()
    expect(s:settle()):equals("completed")
    local card = s:view("card")
    expect(card.y):equals(CARD_Y)
    expect(card.rotation):equals(0)
    expect(s:view("badge").alpha):equals(1)
  end)

  it("hands the falling card's speed to the spring, which overshoots its place", function()
    local before = drop:velocity(0.2 - 1e-9, { y = START_Y }).y
    local after = drop:velocity(0.2 + 1e-9, { y = START_Y }).y
    expect(before):greater_than(3000)           -- easeIn ends fast: 450 pt × 1.72 / 0.2 s
    expect(after):near(before, 1e-3 * before)   -- no step in speed where the spring takes over
    -- Caught at full speed, the spring carries the card far past its place before it settles.
    local lowest = START_Y
    for t = 0.2, drop.duration, 0.005 do lowest = math.max(lowest, drop:value(t, { y = START_Y }).y) end
    expect(lowest):greater_than(CARD_Y + 50)
    expect(drop:value(drop.duration, { y = START_Y }).y):equals(CARD_Y)
  end)

  it("rocks on a Catmull-Rom spline through its angles", function()
    local at = function(t) return drop:value(t).rotation end
    expect(at(0.2)):near(-0.08, 1e-15)
    expect(at(0.45)):near(0.05, 1e-15)
    expect(at(0.75)):equals(0)
    -- Between two cubics the speed is the slope from the angle before to the angle after.
    expect(drop:velocity(0.2).rotation):near((0.05 - 0) / 0.45, 1e-12)
    -- It starts and ends at rest.
    expect(drop:velocity(0).rotation):equals(0)
    expect(math.abs(drop:velocity(0.75 - 1e-12).rotation)):less_than(1e-9)
  end)

  it("plays the tracks on the transition's clock: the card is where the timeline says", function()
    s:present { interactive = true }
    for _, p in ipairs { 0.1, 0.3, 0.5, 0.8 } do
      s:scrub(p)
      local t = p * s:animator().duration
      local expected = drop:value(t, { y = START_Y })
      expect(s:view("card").y):near(expected.y, 1e-9)
      expect(s:view("card").rotation):near(expected.rotation, 1e-12)
    end
  end)

  it("shows the badge at once when the move keyframe comes, then springs it to size", function()
    s:present { interactive = true }
    local badge = s:view("badge")
    local duration = s:animator().duration
    s:scrub(0.29 / duration)
    expect(badge.alpha):equals(0)
    expect(badge.scaleX):equals(0.4)
    s:scrub(0.31 / duration)
    expect(badge.alpha):equals(1)
    expect(badge.scaleX):greater_than(0.4)
  end)

  it("cancelled, lands exactly on the start", function()
    local before = s:snapshot()
    s:present { interactive = true }
    s:scrub(0.4)
    expect(s:release(0)):is_false()
    expect(s:settle()):equals("cancelled")
    expect(s:snapshot()):same(before)
  end)

  it("pulses the ring through its phases twice, as PhaseAnimator cycles, repeated by repeatCount", function()
    local pulse = segue.phases {
      { alpha = 0, scaleX = 1, animation = false },
      { alpha = 0.7, scaleX = 1.35, animation = "easeOut", duration = 0.12 },
      { alpha = 0, scaleX = 1.8, animation = "easeIn", duration = 0.13 },
    }
    -- Each cycle runs through the phases and back to the first (here at once: animation = false).
    expect(pulse.duration):near(0.25, 1e-15)
    expect(pulse:value(0.12).alpha):equals(0.7)
    expect(pulse:value(0.25).scaleX):equals(1)
    s:present { interactive = true }
    local ring, duration = s:view("ring"), s:animator().duration
    local function at(seconds) s:scrub(seconds / duration) return ring.alpha, ring.scaleX end
    -- The window opens at 0.3 s and holds two cycles of 0.25 s: the same phase each time round.
    local a1, x1 = at(0.3 + 0.12)
    local a2, x2 = at(0.3 + 0.25 + 0.12)
    expect(a1):near(0.7, 1e-9)
    expect(a2):near(a1, 1e-9)
    expect(x2):near(x1, 1e-9)
    expect(select(1, at(0.85))):equals(0)
  end)

  it("reaches a phase without an animation by SwiftUI's default spring, as PhaseAnimator does", function()
    local default = segue.phases { { alpha = 0 }, { alpha = 1 } }
    local apple = segue.spring { response = 0.55, dampingRatio = 1 }
    local settles = segue.settlingDuration(apple)
    expect(settles):near(0.80825, 1e-5)
    -- There and back, each over the spring's settling duration (not easeInOut's 0.35 s).
    expect(default.duration):near(2 * settles, 1e-12)
    local same = segue.phases { { alpha = 0, animation = apple }, { alpha = 1, animation = apple } }
    for _, t in ipairs { 0.05, 0.118, 0.3, 0.6, 1.0, 1.4 } do
      expect(default:value(t).alpha):equals(same:value(t).alpha)
    end
    -- 0.118 s in, the old default (easeInOut over 0.35 s) stood 15 % of the change behind.
    expect(default:value(0.118).alpha):near(0.3901, 1e-4)
  end)

  it("wags the badge there and back twice as it is dismissed, ending where it began", function()
    s:present()
    s:settle()
    s:dismiss { interactive = true }
    local badge = s:view("badge")
    s:scrub(0.15)            -- the far end of the first wag: a cycle (0.3 of the time) is there and back
    expect(badge.rotation):near(0.35, 1e-12)
    s:scrub(0.3)
    expect(badge.rotation):near(0, 1e-12)
    s:scrub(0.45)
    expect(badge.rotation):near(0.35, 1e-12)
    s:scrub(0.6)
    expect(badge.rotation):equals(0)
  end)

  it("names the mistake at the line that makes it", function()
    expect(function() segue.keyframes { rotaton = { segue.moveKeyframe(1) } } end):raises("did you mean 'rotation'")
    expect(function() segue.keyframes { y = {} } end):raises("has no keyframes")
    expect(function() segue.keyframes { y = { { kind = "move", to = 1 } } } end):raises("must be a keyframe")
    expect(function() segue.linearKeyframe(0 / 0, 1) end):raises("'to' must be a finite number, got nan")
    expect(function() segue.cubicKeyframe(1, -0.5) end):raises("'duration' must be in 0…3600")
    expect(function() segue.cubicKeyframe(1, 0.5, { startVelocity = math.huge }) end):raises("must be a finite number")
    expect(function() segue.springKeyframe(1, { spring = segue.spring { dampingRatio = 0.5 } }) end)
      :raises("needs a clock of its own")
    expect(function() segue.springKeyframe(1, { spring = "easeIn" }) end):raises("must be a segue.spring")
    expect(function() segue.keyframes { y = { segue.linearKeyframe(1, 3000), segue.linearKeyframe(2, 3000) } } end)
      :raises("lasts more than 3600 seconds")
    expect(function() drop:value(0 / 0) end):raises("'time' must be a number of seconds, got nan")
    expect(function() segue.phases { { alpha = 0 } } end):raises("at least two phases")
    expect(function() segue.phases { { alpha = 0 }, { alpa = 1 } } end):raises("did you mean 'alpha'")
    expect(function() segue.phases { { alpha = 0 }, { scaleX = 2 } } end)
      :raises("'scaleX' is not in the first phase")
    expect(function() segue.phases { { alpha = 0 }, { alpha = 1, animation = "bounce" } } end):raises("unknown timing")
    expect(function() segue.phases { { alpha = 0 }, { alpha = 1 }, cycles = 0.5 } end)
      :raises("'cycles' must be in 1…1000")
  end)
end)
