-- Specs of the mini-player (examples/mini_player.lua): a presenting pan bound to the
-- mini-player (`gesture.presentArea`), refused on its play button
-- (`interactivePresentShouldBegin`), a tap that opens the player (`gesture.tap`), and a
-- dismissal that any pan down begins.
--
--   scripts/segue test examples/mini_player_spec.lua

describe("mini player", function()
  local s

  before_each(function()
    s = stage.load("mini_player.lua")
  end)

  it("does not present for a pan up outside the mini-player", function()
    local what, why = s:drag { from = { 187, 400 }, to = { 187, 150 }, seconds = 0.25 }
    expect(what):equals("failed")
    expect(why):matches("presentArea")
    expect(s.running):is_false()
    expect(s.top):equals("library")
  end)

  it("presents for a pan up that begins on the mini-player, following the finger", function()
    expect(s:drag { from = { 150, 580 }, to = { 150, 400 }, seconds = 0.25, lift = false }):equals("began")
    expect(s.running):is_true()
    -- The screen has risen with the finger from the mini-player's top.
    expect(s:view("nowPlayingView").y):less_than(554)
    s:touch("ended")
    expect(s:settle()):equals("completed")
    expect(s.top):equals("nowPlaying")
  end)

  it("presents on a tap on the mini-player, timed", function()
    local what, request = s:tap { 150, 580 }
    expect(what):equals("tapped")
    expect(request):equals("present")
    expect(s.running):is_true()
    expect(s:settle()):equals("completed")
    expect(s.top):equals("nowPlaying")
  end)

  it("does nothing for a tap elsewhere, or a touch that moves too far to be a tap", function()
    expect(s:tap { 187, 300 }):equals("lifted")
    expect(s:drag { from = { 150, 580 }, to = { 180, 580 }, seconds = 0.2 }):equals("failed")
    expect(s.running):is_false()
    expect(s.top):equals("library")
  end)

  it("leaves the play button its pans (interactivePresentShouldBegin)", function()
    local what, why = s:drag { from = { 333, 590 }, to = { 333, 400 }, seconds = 0.25 }
    expect(what):equals("failed")
    expect(why):matches("interactivePresentShouldBegin")
    expect(s.top):equals("library")
  end)

  it("hands the hook the finger's location and velocity", function()
    local t = stage.script("mini_player.lua")
    local asked = {}
    t.interactivePresentShouldBegin = function(interaction)
      asked[#asked + 1] = interaction
      return true
    end
    local m = stage.new(t)
    m:drag { from = { 150, 580 }, to = { 150, 400 }, seconds = 0.2 }
    expect(#asked):equals(1)
    expect(asked[1].kind):equals("present")
    expect(asked[1].willBegin):is_true()
    expect(asked[1].location.x):equals(150)
    expect(asked[1].location.y):less_than(580)
    expect(asked[1].velocity.y):less_than(0)
    -- Not asked for a pan outside the area, nor for a tap (not interactive).
    m:settle()
    local n = stage.new(t)
    n:drag { from = { 187, 400 }, to = { 187, 150 }, seconds = 0.2 }
    n:tap { 150, 580 }
    expect(#asked):equals(1)
  end)

  it("names a mistake in the gesture at the line that makes it", function()
    local scene = stage.script("mini_player.lua").scene
    local function with(gesture) return function() segue.transition { scene = scene, gesture = gesture } end end
    expect(with { presentArea = "miniPlayr" })
      :raises("'presentArea' names no view of the scene: 'miniPlayr' — did you mean 'miniPlayer'")
    expect(with { presentArea = { x = 0, y = 0, width = -1, height = 10 } }):raises("'width' must be in 0")
    expect(with { tap = { request = "presnt" } }):raises("unknown request 'presnt' — did you mean 'present'")
    expect(with { tap = { request = "tab:0" } }):raises("unknown request 'tab:0'")
    expect(with { tap = { area = 3, request = "present" } })
      :raises("'area' must be a view id or { x, y, width, height }")
    expect(with { tap = { request = "present", areas = "miniPlayer" } }):raises("did you mean 'area'")
  end)

  it("is dismissed by a pan down anywhere once open", function()
    s:tap { 150, 580 }
    s:settle()
    expect(s:drag { from = { 187, 100 }, to = { 187, 500 }, seconds = 0.2 }):equals("released")
    expect(s:settle()):equals("completed")
    expect(s.top):equals("library")
  end)
end)
