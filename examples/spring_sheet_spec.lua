-- Specs of the spring sheet (examples/spring_sheet.lua): SwiftUI's spring presets and
-- settlingDuration. The settling figures are Tests/references/spring_presets.json's (mpmath).

local HEIGHT = 667

describe("spring sheet", function()
  local s, transition
  before_each(function()
    s = stage.load("spring_sheet.lua")
    transition = stage.script("spring_sheet.lua")
  end)

  it("is timed by SwiftUI's bouncy spring, read back as made", function()
    local timing = transition.timing
    expect(timing.kind):equals("spring")
    expect(timing.preset):equals("bouncy")
    expect(timing.duration):equals(0.5)
  end)

  it("lasts the spring's settling duration, SwiftUI's definition", function()
    local settles = segue.settlingDuration(transition.timing)
    expect(settles):near(0.8187469, 1e-6)   -- bounce 0.3 over 0.5 s
    expect(s:present()):is_true()
    expect(s:settle()):equals("completed")
    -- The stage ends on the first frame at or after the settling time.
    expect(s.time):at_least(settles - 1e-9)
    expect(s.time):less_than(settles + 1 / s.fps + 1e-9)
    expect(s:view("sheetView").y):equals(0)
  end)

  it("rises past its place by the spring's overshoot, then settles on it", function()
    s:present()
    local highest = HEIGHT
    for _ = 1, 60 do
      s:step(1)
      highest = math.min(highest, s:view("sheetView").y)
    end
    -- A damping ratio of 0.7 overshoots by e^(-0.7π/√0.51) of the way: 30.7 pt of 667.
    local overshoot = HEIGHT * math.exp(-0.7 * math.pi / math.sqrt(1 - 0.49))
    expect(-highest):near(overshoot, 0.5)
    expect(s:settle()):equals("completed")
  end)

  it("gives each preset SwiftUI's bounce, and its settling duration", function()
    local function settles(spec) return segue.settlingDuration(segue.spring(spec)) end
    expect(settles { preset = "smooth" }):near(0.7347716, 1e-6)
    expect(settles { preset = "snappy" }):near(0.6966986, 1e-6)
    expect(settles { preset = "bouncy" }):near(0.8187469, 1e-6)
    -- extraBounce is added to the preset's bounce: snappy + 0.1 is { duration, bounce = 0.25 }.
    expect(settles { preset = "snappy", extraBounce = 0.1 }):equals(settles { duration = 0.5, bounce = 0.15 + 0.1 })
    expect(settles { preset = "smooth", duration = 1, extraBounce = -0.2 }):near(2.290379, 1e-6)
    expect(settles { preset = "bouncy", duration = 0.5 }):equals(settles { preset = "bouncy" })
  end)

  it("answers Apple's settlingDuration(target:initialVelocity:epsilon:) with options", function()
    local snappy = segue.spring { preset = "snappy" }
    local base = segue.settlingDuration(snappy)
    expect(segue.settlingDuration(snappy, { epsilon = 0.001, initialVelocity = 0 })):equals(base)
    expect(segue.settlingDuration(snappy, { epsilon = 0.01 })):less_than(base)
    -- The property is Apple's, at rest, whatever velocity the spring was made with.
    expect(segue.settlingDuration(segue.spring { preset = "snappy", initialVelocity = 4 })):equals(base)
    -- A spring stretched over the animator's duration has no clock of its own.
    expect(segue.settlingDuration(segue.spring { dampingRatio = 0.8 })):is_nil()
  end)

  it("names the mistake", function()
    expect(function() segue.spring { preset = "bouncey" } end):raises("did you mean 'bouncy'")
    expect(function() segue.spring { preset = "snappy", bounce = 0.2 } end):raises("not 'bounce'")
    expect(function() segue.spring { duration = 0.5, extraBounce = 0.2 } end):raises("goes with a 'preset'")
    expect(function() segue.spring { preset = "bouncy", extraBounce = 0.8 } end):raises("keep the bounce in")
    expect(function() segue.spring { preset = "smooth", extraBounce = 0 / 0 } end)
      :raises("'extraBounce' must be a finite number")
    expect(function() segue.settlingDuration("linear") end):raises("must be a segue.spring timing")
    expect(function() segue.settlingDuration(segue.bezier(0, 0, 1, 1)) end):raises("got a bezier timing")
    expect(function() segue.settlingDuration(segue.spring { preset = "smooth" }, { epsilon = 0 }) end)
      :raises("'epsilon' must be in")
  end)
end)
