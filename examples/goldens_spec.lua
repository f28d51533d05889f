-- Golden traces of every example (docs/testing.md): each transition timed to its end, let go a
-- fifth of the way (a scrub released at rest), and every shipped gesture trace (traces/) played
-- through the example's pan — every view's every value at every frame, compared bit for bit with
-- __goldens__/NAME.trace. After an intended change to a motion:
-- segue test examples --update-goldens, then review the diff of __goldens__/.

local examples = {
  "bubble", "connect_the_dots", "cube", "deck", "dive_deeper", "door", "fab_arc", "grid_fade",
  "keyframe_tracks", "mini_player", "modal_cover", "navigation_push", "panel", "parallax", "photo_grid", "sheet",
  "snapchat_swipe", "spring_sheet", "tab_slide", "zoom",
}

describe("golden traces", function()
  for _, name in ipairs(examples) do
    it(name .. ", timed", function()
      local s = stage.load(name .. ".lua")
      expect(s:record()):matches_golden(name .. ".timed")
    end)

    it(name .. ", let go a fifth of the way", function()
      local s = stage.load(name .. ".lua")
      -- Most containers' release policies turn this back; dive_deeper's finishes it. (The
      -- sheet starts presented: its transition is the dismissal.)
      expect(s:record { scrub = 0.2, velocity = 0 }):matches_golden(name .. ".released")
    end)
  end
end)

-- The way back of every example that has one — each modal example dismissed after its
-- presentation, the navigation stack popped after its push — recorded from the take's own
-- start (docs/testing.md), so however the set-up ran, timed or scrubbed and finished by hand,
-- the golden is the same bit for bit: a change to the way there cannot fail the way back.
local ways_back = {
  { name = "bubble", there = "present", back = "dismiss" },
  { name = "dive_deeper", there = "present", back = "dismiss" },
  { name = "fab_arc", there = "present", back = "dismiss" },
  { name = "keyframe_tracks", there = "present", back = "dismiss" },
  { name = "mini_player", there = "present", back = "dismiss" },
  { name = "modal_cover", there = "present", back = "dismiss" },
  { name = "panel", there = "present", back = "dismiss" },
  { name = "spring_sheet", there = "present", back = "dismiss" },
  { name = "zoom", there = "present", back = "dismiss" },
  { name = "navigation_push", there = "push", back = "pop" },
}

describe("golden traces of the way back", function()
  for _, way in ipairs(ways_back) do
    it(way.name .. ", " .. way.back .. " after a timed " .. way.there, function()
      local s = stage.load(way.name .. ".lua")
      s[way.there](s)
      s:settle()
      expect(s:record { request = way.back }):matches_golden(way.name .. "." .. way.back)
    end)

    it(way.name .. ", the same " .. way.back .. " after a " .. way.there .. " finished by hand", function()
      local s = stage.load(way.name .. ".lua")
      s[way.there](s, { interactive = true })
      s:scrub(0.37)
      s:finish(250)
      expect(s:settle()):equals("completed")
      s:advance(1.25)
      expect(s:record { request = way.back }):matches_golden(way.name .. "." .. way.back)
    end)
  end
end)

-- The gestures recorded in traces/ (record.txt makes them): a flick through every example's pan,
-- and for one container of each kind that has a drag to hold — swipe, tabs and modal — a slow
-- drag that falls back and a grab of the transition in flight.
local gestures = {
  bubble = { "slow_drag", "flick", "grab" },
  connect_the_dots = { "flick" },
  cube = { "flick" },
  deck = { "flick" },
  dive_deeper = { "slow_drag", "flick", "grab" },
  door = { "flick" },
  fab_arc = { "flick" },
  grid_fade = { "flick" },
  mini_player = { "swipe_up", "tap" },
  modal_cover = { "flick" },
  navigation_push = { "flick" },
  panel = { "slow_drag", "flick", "grab" },
  parallax = { "flick" },
  retarget = { "grab" },
  sheet = { "slow_drag", "flick", "dismiss" },
  snapchat_swipe = { "slow_drag", "flick", "grab" },
  tab_slide = { "slow_drag", "flick", "grab" },
  zoom = { "drag" },
}

-- The examples whose hooks read the touch (ctx:touch()): their gesture goldens hold the touch's
-- columns too (touch.x, touch.y, touch.translationX, …), so a change to what the hooks read fails
-- there even before it moves a view.
local touched = { deck = true, retarget = true, zoom = true }

describe("golden traces of the shipped gestures", function()
  local names = {}
  for name in pairs(gestures) do names[#names + 1] = name end
  table.sort(names)
  for _, name in ipairs(names) do
    for _, gesture in ipairs(gestures[name]) do
      it(name .. ", " .. gesture:gsub("_", " "), function()
        local s = stage.load(name .. ".lua")
        local trace = s:record { gesture = "traces/" .. name .. "." .. gesture .. ".json", touch = touched[name] }
        expect(trace):matches_golden(name .. ".gesture." .. gesture)
      end)
    end
  end
end)

describe("recording a gesture", function()
  it("names a missing or broken trace file, and the line at fault", function()
    local s = stage.load("panel.lua")
    expect(function() s:record { gesture = "traces/missing.json" } end)
      :raises("traces/missing%.json: no such file")
    expect(function() s:record { gesture = "panel.lua" } end):raises("panel%.lua:1: ")
  end)

  it("is driven by the gesture alone", function()
    local s = stage.load("panel.lua")
    expect(function() s:record { gesture = "traces/panel.flick.json", scrub = 0.2 } end)
      :raises("'gesture' drives the transition itself")
    expect(s.running):is_false()
  end)
end)
