-- Specs of the photo grid (examples/photo_grid.lua): matched views fly between the grid and
-- the detail, the originals hide while they fly and everything is put back, timed, scrubbed,
-- released and cancelled.

local CELL = { x = 135, y = 245, width = 115, height = 115 }      -- photo5, in the container
local HERO = { x = 0, y = 0, width = 375, height = 360 }          -- heroImage

describe("photo grid", function()
  local s
  before_each(function() s = stage.load("photo_grid.lua") end)

  local function frame(view)
    return { x = view.x, y = view.y, width = view.width, height = view.height }
  end

  -- The flying copy of `id` made by the running transition: a child of the container.
  local function flying(id)
    local view = s:view(id .. "~match")
    expect(view.superview):equals(s:view("gridView").superview)
    return view
  end

  it("flies the tapped photo from its cell to the hero image, exactly at both ends", function()
    s:push { interactive = true }
    s:scrub(0)
    local photo = flying("photo5")
    expect(frame(photo)):same(CELL)
    expect(photo.cornerRadius):equals(8)
    -- Above every other view of the container, in the grid's painting order (the photo's
    -- matched sun, inside it, comes after it).
    local siblings = photo.superview.subviews
    expect(siblings[#siblings]):equals(flying("sun5"))
    expect(siblings[#siblings - 1]):equals(photo)
    expect(siblings[#siblings - 2]):equals(flying("albumTitle"))
    expect(s:view("photo5").hidden):is_true()
    expect(s:view("heroImage").hidden):is_true()
    s:scrub(1)
    expect(frame(photo)):same(HERO)
    expect(photo.cornerRadius):equals(0)
    expect(photo.color):equals(s:view("heroImage").color)
    s:scrub(0.5)
    expect(photo.width):greater_than(CELL.width)
    expect(photo.width):less_than(HERO.width)
  end)

  it("scales the copy's content with its frame, as a snapshot", function()
    s:push { interactive = true }
    local photo = flying("photo5")
    local hill = s:view("hill5~match")
    expect(hill.superview):equals(photo)
    for _, progress in ipairs { 0, 0.3, 0.6, 1 } do
      s:scrub(progress)
      -- The hill keeps its share of the photo: the bottom 35 %, the whole width.
      expect(hill.x):equals(0)
      expect(hill.width):near(photo.width, 1e-9)
      expect(hill.y):near(photo.height * 0.65, 1e-9)
      expect(hill.height):near(photo.height * 0.35, 1e-9)
    end
    -- At the end it lies exactly where the hero image's own hill is.
    local own = s:view("hillHero")
    for _, key in ipairs { "x", "y", "width", "height" } do expect(hill[key]):near(own[key], 1e-9) end
  end)

  it("flies a match inside a match on its own, each copy named once", function()
    s:push { interactive = true }
    s:scrub(0)
    local photo, sun = flying("photo5"), flying("sun5")
    -- The sun is not also inside the photo's copy: drawn once, named once.
    local inside = {}
    for _, view in ipairs(photo.subviews) do inside[#inside + 1] = view.id end
    expect(inside):same { "hill5~match" }
    expect(frame(sun)):same { x = CELL.x + 69, y = CELL.y + 17.25, width = 28.75, height = 28.75 }
    s:scrub(1)
    expect(frame(sun)):same { x = 225, y = 54, width = 93.75, height = 93.75 }
    -- A trace names every view once: no column twice.
    s:cancel()
    s:settle()
    local trace = s:record { request = "push" }
    local header = trace.text:match("# columns: ([^\n]+)")
    local seen = {}
    for column in header:gmatch("%S+") do
      expect(seen[column]):is_nil()
      seen[column] = true
    end
    expect(seen["sun5~match.x"]):is_true()
  end)

  it("flies the album title to the detail's title, both hidden meanwhile", function()
    s:push { interactive = true }
    s:scrub(0)
    local title = flying("albumTitle")
    expect(frame(title)):same { x = 16, y = 60, width = 200, height = 40 }
    expect(s:view("albumTitle").hidden):is_true()
    expect(s:view("detailTitle").hidden):is_true()
    s:scrub(1)
    expect(frame(title)):same { x = 16, y = 380, width = 343, height = 48 }
    expect(title.cornerRadius):equals(6)
  end)

  it("fades the rest of the grid out from the tapped photo outwards", function()
    s:push { interactive = true }
    s:scrub(0.18)
    -- The tapped photo's neighbours (from 0.141) go before the corners (from 0.2).
    expect(s:view("photo2").alpha):less_than(1)
    expect(s:view("photo2").alpha):equals(s:view("photo8").alpha)
    expect(s:view("photo1").alpha):greater_than(s:view("photo2").alpha)
    -- The tapped photo is not faded: it flies.
    expect(s:view("photo5").alpha):equals(1)
  end)

  it("timed, ends on the detail with every original shown and the copies gone", function()
    expect(s:push()):is_true()
    local photo = s:view("photo5~match")
    expect(s:settle()):equals("completed")
    expect(photo.superview):is_nil()
    expect(s:view("heroImage").hidden):is_false()
    expect(s:view("detailTitle").hidden):is_false()
    expect(s:view("photo5").hidden):is_false()
    expect(s:view("albumTitle").hidden):is_false()
    expect(frame(s:view("heroImage"))):same(HERO)
  end)

  it("scrubbed back and forth, shows the same frame for the same progress", function()
    s:push { interactive = true }
    s:scrub(0.35)
    local direct = frame(flying("photo5"))
    s:scrub(0.9)
    s:scrub(0.1)
    s:scrub(0.35)
    expect(frame(flying("photo5"))):same(direct)
  end)

  it("cancelled by the gesture, leaves everything as it was", function()
    local before = s:snapshot()
    s:push { interactive = true }
    s:scrub(0.25)
    local photo = flying("photo5")
    expect(s:release(0)):is_false()
    expect(s:settle()):equals("cancelled")
    expect(photo.superview):is_nil()
    expect(s:view("photo5").hidden):is_false()
    expect(s:view("heroImage").hidden):is_false()
    expect(s:snapshot()):same(before)
  end)

  it("released past the threshold, finishes and puts the originals back", function()
    s:push { interactive = true }
    s:scrub(0.5)
    expect(s:release(0)):is_true()
    expect(s:settle()):equals("completed")
    expect(s:view("photo5").hidden):is_false()
    expect(s:view("heroImage").hidden):is_false()
  end)

  it("driven by a finger, flies with it and is put back when the finger lets go short", function()
    local before = s:snapshot()
    -- A slow pan to the left pushes; it stays short of the 0.3 threshold.
    s:drag { from = { 300, 400 }, to = { 230, 400 }, seconds = 0.5, lift = false }
    local photo = flying("photo5")
    expect(photo.x):less_than(CELL.x)
    expect(s:view("photo5").hidden):is_true()
    local _, decision = s:touch("ended")
    expect(decision):equals("cancel")
    expect(s:settle()):equals("cancelled")
    expect(photo.superview):is_nil()
    expect(s:snapshot()):same(before)
  end)

  it("flicked by a finger, lands on the detail with the originals shown", function()
    s:drag { from = { 300, 400 }, to = { 200, 400 }, seconds = 0.1 }
    expect(s:settle()):equals("completed")
    expect(s:view("heroImage").hidden):is_false()
    expect(s:view("photo5").hidden):is_false()
    expect(frame(s:view("heroImage"))):same(HERO)
  end)

  it("warns of a match id on one side only, and that view stays in place", function()
    s:push { interactive = true }
    expect(s:warnings()):has_length(0)
    s:cancel()
    s:settle()
    s:view("photo1").match = "lonely"
    s:push { interactive = true }
    local warnings = s:warnings()
    expect(warnings):has_length(1)
    expect(warnings[1]):matches(
      "photo_grid%.lua:%d+: warning: ctx:matchViews: match id 'lonely' %(view 'photo1'%) is only on the from side")
    expect(function() s:view("photo1~match") end):raises("no view 'photo1~match'")
    expect(s:view("photo1").hidden):is_false()
  end)

  it("popping flies the hero image back into its cell and the grid fades in", function()
    s:push()
    s:settle()
    s:pop { interactive = true }
    s:scrub(0)
    local back = flying("heroImage")
    expect(frame(back)):same(HERO)
    expect(s:view("photo1").alpha):equals(0)
    s:scrub(1)
    expect(frame(back)):same(CELL)
    expect(s:view("photo1").alpha):equals(1)
    s:finish()
    expect(s:settle()):equals("completed")
    expect(s:view("photo5").hidden):is_false()
    expect(s:view("photo1").alpha):equals(1)
  end)
end)
