-- Specs of TRANSITION_NAME.lua (made by `segue init`): run them with `segue test`.

local WIDTH = 375

describe("TRANSITION_NAME", function()
  local s
  before_each(function() s = stage.load("TRANSITION_NAME.lua") end)

  it("pushes the second screen", function()
    expect(s:push()):is_true()
    expect(s:settle()):equals("completed")
    expect(s.stack):same { "first", "second" }
    expect(s:view("secondView").translationX):equals(0)
  end)

  it("slides the new screen in from the right edge", function()
    s:push { interactive = true }
    s:scrub(0.5)
    expect(s:view("secondView").translationX):near(WIDTH * 0.5, 1e-9)
  end)

  it("pops back to the first screen", function()
    s:push()
    s:settle()
    expect(s:pop()):is_true()
    expect(s:settle()):equals("completed")
    expect(s.stack):same { "first" }
  end)

  -- Every value of every frame of the push, as recorded when `segue init` made this file
  -- (__goldens__/TRANSITION_NAME.push.trace): a change in the motion fails here, naming the
  -- first frame, view and property that differ. Meant the change? `segue test --update-goldens`.
  it("moves as its golden trace recorded", function()
    expect(s:record()):matches_golden("TRANSITION_NAME.push")
  end)

  it("a push let go before half way is cancelled", function()
    s:push { interactive = true }
    s:scrub(0.3)
    expect(s:release(0)):is_false()
    expect(s:settle()):equals("cancelled")
    expect(s.stack):same { "first" }
  end)
end)
