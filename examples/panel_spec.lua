-- Specs of the half-screen panel with dimming (examples/panel.lua).

local HEIGHT = 667
local HALF = HEIGHT / 2

describe("panel", function()
  local s
  before_each(function() s = stage.load("panel.lua") end)

  describe("presenting", function()
    it("frames the panel in the bottom half", function()
      s:present()
      expect(s:settle()):equals("completed")
      local panel = s:view("panelView")
      expect({ panel.x, panel.y, panel.width, panel.height }):same { 0, HALF, 375, HALF }
    end)

    it("keeps the content on screen behind the dimming view", function()
      s:present()
      s:settle()
      -- As UIKit stacks them: the presenter, the dimming over it, the panel on top.
      local root = s:view("modal").subviews
      expect(#root):equals(3)
      expect(root[1]):equals(s:view("contentView"))
      expect(root[2]):equals(s:view("dimming"))
      expect(root[3]):equals(s:view("panelView"))
      expect(s:view("contentView").superview):equals(s:view("modal"))
      expect(s:controller("content").appearance):equals("appeared")
      expect(s:view("dimming").alpha):equals(1)
    end)

    it("fades the dimming in alongside the panel", function()
      s:present { interactive = true }
      for _, p in ipairs { 0.2, 0.5, 0.9 } do
        s:scrub(p)
        expect(s:view("dimming").alpha):near(p, 1e-9)
        expect(s:view("panelView").y):near(HALF + HALF * (1 - p), 1e-9)
      end
    end)

    it("a cancelled presentation removes the dimming view and restores every view", function()
      local before = s:snapshot()
      s:present { interactive = true }
      s:scrub(0.3)
      s:cancel()
      expect(s:settle()):equals("cancelled")
      expect(s:view("dimming").superview):is_nil()
      expect(s:snapshot()):same(before)
      expect(s:log()):contains("panel.presentationTransitionDidEnd(false)")
    end)
  end)

  describe("dismissing", function()
    before_each(function()
      s:present()
      s:settle()
    end)

    it("drops the panel by its height and fades the dimming out alongside", function()
      s:dismiss { interactive = true }
      s:scrub(0.5)
      expect(s:view("panelView").y):near(HALF + HALF * 0.5, 1e-9)
      expect(s:view("dimming").alpha):near(0.5, 1e-9)
    end)

    it("completed, removes the panel and the dimming view", function()
      s:dismiss { interactive = true }
      s:scrub(0.6)
      expect(s:release(0)):is_true()
      expect(s:settle()):equals("completed")
      expect(s:view("panelView").superview):is_nil()
      expect(s:view("dimming").superview):is_nil()
      expect(s.top):equals("content")
      expect(s:log()):contains("panel.dismissalTransitionDidEnd(true)")
    end)

    it("cancelled, keeps the panel and the dimming exactly as they were", function()
      local before = s:snapshot()
      s:dismiss { interactive = true }
      s:scrub(0.3)
      expect(s:release(0)):is_false()
      expect(s:settle()):equals("cancelled")
      expect(s:snapshot()):same(before)
      expect(s:view("dimming").alpha):equals(1)
    end)

    it("never sends the content appearance calls (it never left)", function()
      s:clearLog()
      s:dismiss()
      s:settle()
      expect(s:log()):same {
        "panel.viewWillDisappear",
        "panel.dismissalTransitionWillBegin",
        "panel.viewDidDisappear",
        "panel.dismissalTransitionDidEnd(true)",
      }
    end)
  end)
end)

describe("panel in flight", function()
  it("can be grabbed while it animates and dragged back down", function()
    local s = stage.load("panel.lua")
    s:present()
    s:step(6)
    local p = s.progress
    expect(p):greater_than(0)
    expect(p):less_than(1)
    local y = s:view("panelView").y
    expect(s:grab()):is_true()
    s:step(10)
    -- Held under the finger: nothing moves while time passes.
    expect(s.progress):near(p, 1e-12)
    expect(s:view("panelView").y):near(y, 1e-9)
    s:scrub(0.2)
    expect(s:release(0)):is_false()
    expect(s:settle()):equals("cancelled")
    expect(s:view("dimming").superview):is_nil()
    expect(s:view("panelView").superview):is_nil()
  end)

  it("grabbed and let go past half-way, completes from where it was held", function()
    local s = stage.load("panel.lua")
    s:present()
    s:step(12)
    s:grab()
    expect(s.running):is_true()
    expect(s:release(0)):is_true()
    expect(s:settle()):equals("completed")
    expect(s:view("panelView").y):near(667 / 2, 1e-9)
  end)

  it("a slow drag to 0.45 falls back; the same drag flicked at 300 pt/s goes on", function()
    local s = stage.load("panel.lua")
    s:present { interactive = true }
    s:scrub(0.45)
    expect(s:release(0)):is_false()
    expect(s:settle()):equals("cancelled")
    s:present { interactive = true }
    s:scrub(0.45)
    -- Projected: 0.45 + 300 / 1000 · 499 / 667 ≈ 0.67, past half-way.
    expect(s:release(300)):is_true()
    expect(s:settle()):equals("completed")
  end)

  it("a flick hands its velocity to the completing spring", function()
    local s = stage.load("panel.lua")
    s:present { interactive = true }
    s:scrub(0.2)
    local y = s:view("panelView").y
    expect(s:release(1200)):is_true()
    -- Position continuous at the release …
    expect(s:view("panelView").y):near(y, 1e-9)
    -- … and so is velocity: the panel rises at the finger's 1200 pt/s.
    s:advance(0.0001)
    expect((s:view("panelView").y - y) / 0.0001):near(-1200, 20)
    expect(s:settle()):equals("completed")
  end)

  it("refuses a grab when nothing runs", function()
    local s = stage.load("panel.lua")
    expect(s:grab()):is_false()
  end)
end)

describe("panel under a finger", function()
  it("dims the grabber while held and brightens it alongside after the release", function()
    local t = stage.script("panel.lua")
    local ended = spy.on(t, "interactionEnded")
    local s = stage.new(t)
    s:present()
    s:settle()
    s:dismiss { interactive = true }
    s:scrub(0.4)
    expect(s:view("grabber").alpha):equals(0.5)
    expect(ended):called(0)
    expect(s:release(400)):is_true()
    expect(ended):called(1)
    local ctx = ended.calls[1][1]
    expect(ctx.completionVelocity):equals(400)
    expect(ctx.isCancelled):is_false()
    s:step(2)
    local alpha = s:view("grabber").alpha
    expect(alpha):greater_than(0.5)
    expect(alpha):less_than(1)
    expect(s:settle()):equals("completed")
    expect(s:view("grabber").alpha):equals(1)
  end)

  it("tells the script a cancelled release, and leaves the grabber bright", function()
    local t = stage.script("panel.lua")
    local ended = spy.on(t, "interactionEnded")
    local s = stage.new(t)
    s:present()
    s:settle()
    s:dismiss { interactive = true }
    s:scrub(0.2)
    expect(s:release(-50)):is_false()
    expect(ended.calls[1][1].isCancelled):is_true()
    expect(ended.calls[1][1].completionVelocity):equals(-50)
    expect(s:settle()):equals("cancelled")
    expect(s:view("grabber").alpha):equals(1)
  end)
end)

describe("panel under a finger", function()
  local s
  before_each(function() s = stage.load("panel.lua") end)

  it("a slow pan up, let go still: the projection falls short and the panel drops back", function()
    local before = s:snapshot()
    local what, decision = s:replay("traces/panel.slow_drag.json")
    expect(what):equals("released")
    expect(decision):equals("cancel")
    expect(s:settle()):equals("cancelled")
    expect(s:snapshot()):same(before)
  end)

  it("a short flick up: the panel springs up at the finger's speed", function()
    local what, decision, velocity = s:replay("traces/panel.flick.json")
    expect(what):equals("released")
    expect(decision):equals("finish")
    local y = s:view("panelView").y
    s:advance(0.0001)
    expect((s:view("panelView").y - y) / 0.0001):near(-velocity, 0.02 * velocity)
    expect(s:settle()):equals("completed")
    expect(s:view("panelView").y):near(HALF, 1e-9)
  end)

  it("flicked up, caught while it rises and dragged back down: it drops back", function()
    expect(s:replay("traces/panel.grab.json")):equals("released")
    expect(s:settle()):equals("cancelled")
    expect(s:view("panelView").superview):is_nil()
    expect(s:view("dimming").superview):is_nil()
  end)

  it("follows the finger point for point while dragged down to dismiss", function()
    s:present()
    s:settle()
    s:touch("began", 187, 400)
    s:drag { to = { 187, 420 }, seconds = 0.1, lift = false }
    -- The direction is decided 10 points down; from there the panel moves with the finger.
    local y = s:view("panelView").y
    s:drag { to = { 187, 520 }, seconds = 0.3, lift = false }
    expect(s:view("panelView").y):near(y + 100, 1e-9)
    local _, decision = s:touch("ended")
    expect(decision):equals("finish")
    expect(s:settle()):equals("completed")
    expect(s.page):equals(1)
  end)

  it("caught while the presentation springs up, it stays exactly where the finger caught it", function()
    s:present()
    s:step(4)
    local y = s:view("panelView").y
    local what = s:touch("began", 187, y + 20)
    expect(what):equals("grabbed")
    expect(s:view("panelView").y):equals(y)
    s:advance(1)
    expect(s:view("panelView").y):equals(y)
    s:touch("ended")
    s:settle()
  end)
end)

-- s:animator() is the running transition's UIViewPropertyAnimator: a spec drives it with
-- UIKit's calls, and whatever it does the transition completes exactly once.
describe("panel driven through its animator", function()
  local s
  before_each(function() s = stage.load("panel.lua") end)

  it("stopped without finishing, the presentation ends where it stands, completed", function()
    local seen
    local t = stage.script("panel.lua")
    t.finalize = function(ctx) seen = ctx.to.view.y end
    s = stage.new(t)
    s:present()
    s:step(6)
    local y = s:view("panelView").y
    expect(y > HALF and y < HEIGHT):is_true()
    s:animator():stopAnimation(true)
    expect(s.running):is_false()
    expect(s.outcome):equals("completed")
    expect(seen):equals(y)                -- finalize saw the panel where the animator left it
  end)

  it("stopped, then finished at its start: cancelled, every view exactly as before", function()
    local before = s:snapshot()
    s:present()
    s:step(5)
    local animator = s:animator()
    animator:stopAnimation(false)
    expect(animator.state):equals("stopped")
    s:advance(1)
    expect(s.running):is_true()          -- a stopped animator waits to be finished
    animator:finishAnimation("start")
    expect(s.outcome):equals("cancelled")
    expect(s:snapshot()):same(before)
    expect(animator.state):equals("inactive")
  end)

  it("pausesOnCompletion holds the panel open at its end until it is finished", function()
    s:present()
    local animator = s:animator()
    animator.pausesOnCompletion = true
    s:advance(2)
    expect(s.running):is_true()
    expect(animator.fractionComplete):equals(1)
    expect(s:view("panelView").y):near(HALF, 1e-9)
    expect(function() s:settle() end):raises("pausesOnCompletion")
    animator.fractionComplete = 0.5       -- paused at the end: it can be scrubbed back
    expect(animator.progress):equals(0.5)
    animator:stopAnimation(false)
    animator:finishAnimation("end")
    expect(s.outcome):equals("completed")
    expect(s:view("panelView").y):equals(HALF)
  end)

  it("continued with a new curve and a duration factor takes that multiple of its duration", function()
    s:present()
    s:step(3)                              -- 0.05 s of 0.3
    local animator = s:animator()
    animator:pauseAnimation()
    local start = s.time
    animator:continueAnimation("linear", 2)
    expect(s:settle()):equals("completed")
    -- Twice the original 0.3 s (UIKit's durationFactor), not twice the 0.25 s left; to the frame.
    expect(s.time - start):near(0.6, 1 / 60 + 1e-9)
  end)

  it("refuses what UIKit refuses, at the caller's line", function()
    s:present()
    local animator = s:animator()
    expect(function() animator:finishAnimation("end") end):raises("not stopped")
    expect(function() animator.fractionComplete = 0.5 end):raises("pauseAnimation")
    expect(function() animator:stopAnimation() end):raises("boolean withoutFinishing")
    animator:stopAnimation(false)
    expect(function() animator:startAnimation() end):raises("is stopped")
    expect(function() animator:finishAnimation("middle") end):raises("'start', 'end' or 'current'")
    expect(function() return animator.fractionCompleted end):raises("did you mean 'fractionComplete'")
    animator:finishAnimation("end")
    expect(function() animator:startAnimation() end):raises("the transition has ended")
    expect(animator.state):equals("inactive")
    expect(function() s:animator() end):raises("no transition is running")
  end)

  it("a script's animator takes options in the animation hook but is driven only later", function()
    local t = stage.script("panel.lua")
    local animation = t.animation
    t.animation = function(ctx)
      animation(ctx)
      local animator = ctx:animator()
      animator.pausesOnCompletion = true
      expect(function() animator:startAnimation() end):raises("after the animation hook")
    end
    s = stage.new(t)
    s:present()
    s:advance(2)
    expect(s.running):is_true()
    expect(s:animator().pausesOnCompletion):is_true()
  end)
  -- The habits busted users bring: part of a table matched, a hook stubbed, matchers of the
  -- project's own (examples/support/motion_matchers.lua, which `--helper` can load as well).
  describe("with busted's habits", function()
    require("support.motion_matchers")

    it("matches the panel by the fields that matter", function()
      s:present()
      s:settle()
      expect(s:view("panelView")):has_fields { x = 0, y = HALF, width = 375 }
      expect(s:view("panelView")):rests_at { y = HALF, height = HALF }
      expect(s:view("dimming").alpha):is_fraction()
      expect(s:view("panelView")).never:rests_at { y = 0 }
    end)

    it("plays the dismissal with the release hook stubbed out: the grabber stays dim", function()
      local t = stage.script("panel.lua")
      local ended = stub(t, "interactionEnded")
      local stubbed = stage.new(t)
      stubbed:present()
      stubbed:settle()
      stubbed:dismiss { interactive = true }
      stubbed:scrub(0.6)
      expect(stubbed:release(0)):is_true()
      expect(ended):called(1)
      expect(ended):called_with(containing { kind = "dismiss" })
      expect(stubbed:settle()):equals("completed")
    end)
  end)

  it("exports to Lottie within 0.05 pt, with its conformance report beside the spec", function()
    -- The options mean what segue export's --tolerance and --report mean (docs/export.md).
    local export = s:export("lottie", { tolerance = 0.05, report = "reports/panel.report.html" })
    expect(export.within):is_true()
    expect(export.error.points):at_most(0.05)
    expect(export.report):matches("^report: reports/panel.report.html %(%d+ targets, 2 charts%)")
  end)
end)
