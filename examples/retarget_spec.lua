-- Specs of the retargeted card (examples/retarget.lua): a spring caught in flight and let go
-- with a new target keeps every property's position and velocity, frame by frame.

local PROPERTIES = { "x", "y", "scaleX", "rotation" }
local RIGHT = { x = 231, y = 72, rotation = 0, scaleX = 1 }
local LEFT = { x = 24, y = 120, rotation = -0.08, scaleX = 0.85 }
local FPS = 600

-- The card's properties now.
local function pose(s)
  local card = s:view("card")
  local row = {}
  for _, name in ipairs(PROPERTIES) do row[name] = card[name] end
  return row
end

-- Steps `n` frames, appending the card's pose after each to `frames`.
local function run(s, frames, n)
  for _ = 1, n do
    s:step(1)
    frames[#frames + 1] = pose(s)
  end
end

-- At frame `k` (the interruption came right after it was taken) every property's velocity —
-- the recorded motion's, frame to frame — steps by no more than one frame's acceleration: the
-- steps of the frames either side bound it.
local function expectContinuousAt(frames, k)
  for _, name in ipairs(PROPERTIES) do
    local function velocity(i) return (frames[i + 1][name] - frames[i][name]) * FPS end
    local v0, v1, v2, v3 = velocity(k - 2), velocity(k - 1), velocity(k), velocity(k + 1)
    local bound = math.abs(v1 - v0) + math.abs(v3 - v2) + 1e-6 * math.max(1, math.abs(v1))
    expect(math.abs(v2 - v1)):at_most(bound)
  end
end

local function expectPose(s, target)
  local now = pose(s)
  for _, name in ipairs(PROPERTIES) do expect(now[name]):equals(target[name]) end
end

describe("retarget", function()
  it("springs the card up to the right dock on its own", function()
    local s = stage.load("retarget.lua")
    expect(s:present()):is_true()
    expect(s:settle()):equals("completed")
    expectPose(s, RIGHT)
  end)

  it("blends a held card's velocity out over the spring's blendDuration", function()
    local s = stage.load("retarget.lua", { fps = FPS })
    s:present()
    expect(s:animator().blendDuration):equals(0.2)
    s:step(36)
    expect(s:grab()):is_true()
    local grabbed = pose(s)
    s:step(6)
    -- Still moving on from where the finger caught it, a hundredth of a second later …
    expect(s:view("card").x):greater_than(grabbed.x)
    -- … and at rest once the blend is over.
    s:step(120)
    local held = pose(s)
    s:step(10)
    expect(pose(s)):same(held)
  end)

  it("caught in flight and let go in the left half, docks left without a jump in any property's speed", function()
    local s = stage.load("retarget.lua", { fps = FPS })
    s:present()
    local frames = {}
    run(s, frames, 36)                     -- 0.06 s: still in the left half, rising fast
    local before = pose(s)
    expect(s:grab()):is_true()
    expect(pose(s)):same(before)           -- the grab moves nothing …
    local grab = #frames
    run(s, frames, 30)                     -- held 0.05 s: the blend carries it on
    before = pose(s)
    expect(s:release(0)):is_true()         -- let go still: it lands, on the left dock
    expect(pose(s)):same(before)
    local release = #frames
    run(s, frames, 20)
    expectContinuousAt(frames, grab)
    expectContinuousAt(frames, release)
    s:advance(2)                           -- (no need to step 600 frames a second to get there)
    expect(s.outcome):equals("completed")
    expectPose(s, LEFT)
  end)

  it("flung left by a finger that caught it, leaves the finger at the finger's speed", function()
    local s = stage.load("retarget.lua", { fps = FPS })
    s:present()
    local frames = {}
    run(s, frames, 120)                    -- 0.2 s: past the middle, heading right
    local x, y = 200, 300
    s:touch("began", x, y)                 -- the finger catches it …
    run(s, frames, 150)                    -- … holds it still while the blend fades (0.25 s) …
    for _ = 1, 90 do                       -- … then moves it steadily up and left for 0.15 s
      x, y = x - 1, y - 0.5
      s:step(1)
      s:touch("changed", x, y)
      frames[#frames + 1] = pose(s)
    end
    local what, decision = s:touch("ended", x, y)
    expect(what):equals("released")
    expect(decision):equals("finish")
    local lift = #frames
    run(s, frames, 20)
    expectContinuousAt(frames, lift)
    s:advance(2)                           -- (no need to step 600 frames a second to get there)
    expect(s.outcome):equals("completed")
    expectPose(s, LEFT)
  end)

  -- Under a finger it is locked by goldens_spec.lua's retarget.gesture.grab (traces/retarget.grab.json).
  it("plays as it always has", function()
    local s = stage.load("retarget.lua")
    expect(s:record { request = "present" }):matches_golden("retarget.timed")
  end)

  it("names a bad blendDuration", function()
    expect(function() segue.spring { duration = 0.5, blendDuration = -1 } end):raises("blendDuration")
    expect(function() segue.spring { duration = 0.5, blendDuration = 0 / 0 } end):raises("blendDuration")
  end)
end)
