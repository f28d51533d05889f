-- Specs of the parallax (examples/parallax.lua): procedural motion from `update`.

local WIDTH = 375

describe("parallax", function()
  local s
  before_each(function() s = stage.load("parallax.lua") end)

  it("places every layer from the progress: nearer layers travel further", function()
    s:push { interactive = true }
    s:scrub(0.25)
    expect(s:view("tripView").translationX):near(0.75 * WIDTH, 1e-9)
    expect(s:view("sky").translationX):near(0.75 * WIDTH * 0.2, 1e-9)
    expect(s:view("hills").translationX):near(0.75 * WIDTH * 0.5, 1e-9)
    expect(s:view("card").translationX):near(0.75 * WIDTH, 1e-9)
    expect(s:view("card").rotation):near(0.12 * math.sin(0.75 * math.pi) * 0.75, 1e-12)
  end)

  it("gives the same values for the same progress, whichever way the scrub reaches it", function()
    s:push { interactive = true }
    s:scrub(0.3)
    local direct = s:snapshot()
    s:scrub(0.9)
    s:scrub(0.05)
    s:scrub(0.3)
    expect(s:snapshot()):same(direct)
  end)

  it("arrives with the card still and every layer in place", function()
    expect(s:push()):is_true()
    expect(s:settle()):equals("completed")
    expect(s.top):equals("trip")
    for _, id in ipairs { "tripView", "sky", "hills", "card" } do
      expect(s:view(id).translationX):equals(0)
    end
    expect(s:view("card").rotation):equals(0)
  end)

  it("let go early, it slides back and leaves everything as it was", function()
    local before = s:snapshot()
    s:push { interactive = true }
    s:scrub(0.3)
    expect(s:release(0)):is_false()
    expect(s:settle()):equals("cancelled")
    expect(s:snapshot()):same(before)
    expect(s.top):equals("home")
  end)

  it("pops with the same motion backwards", function()
    s:push()
    s:settle()
    s:pop { interactive = true }
    s:scrub(0.25)
    expect(s:view("tripView").translationX):near(0.25 * WIDTH, 1e-9)
    expect(s:view("hills").translationX):near(0.25 * WIDTH * 0.5, 1e-9)
    s:finish()
    expect(s:settle()):equals("completed")
    expect(s.top):equals("home")
  end)
end)
