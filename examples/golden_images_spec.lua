-- Golden images of a few examples (docs/testing.md): four frames of each transition drawn as
-- the browser preview and segue render draw them (3-D turns, colours, corner radius, clipping,
-- opacity), rasterised by librsvg as rsvg-convert does and compared pixel by pixel with
-- __goldens__/NAME.K.png (or, with { animated = true }, all the frames in one animated PNG,
-- __goldens__/NAME.animated.png, which GitHub's pages play).
-- Small images and few frames keep the repository and CI light; the golden traces
-- (goldens_spec.lua) hold every value of every frame. After an intended change to a motion:
-- segue test examples --update-goldens=failed, then look at the new PNGs.

describe("golden images", function()
  it("cube turns in 3-D", function()
    local s = stage.load("cube.lua")
    expect(s:render { frames = 4, width = 90 }):matches_golden_images("cube.images")
  end)

  it("cube turns, as one animated PNG a pull request's page plays", function()
    local s = stage.load("cube.lua")
    expect(s:render { frames = 8, width = 90 }):matches_golden_images("cube", { animated = true })
  end)

  it("door swings open", function()
    local s = stage.load("door.lua")
    expect(s:render { frames = 4, width = 90 }):matches_golden_images("door.images")
  end)

  -- The door's shadow is a blur each renderer rounds its own way: a colour no one could tell
  -- apart (CIEDE2000 under 1) is the same picture.
  it("door swings open, as a person sees it", function()
    local s = stage.load("door.lua")
    expect(s:render { frames = 4, width = 90 }):matches_golden_images("door.images", { deltaE = 1 })
  end)

  it("keyframe tracks: the card drops, overshoots on its spring keyframe and rocks; the badge pops", function()
    local s = stage.load("keyframe_tracks.lua")
    expect(s:render { frames = 4, width = 90 }):matches_golden_images("keyframe_tracks.images")
  end)

  it("bubble grows from its button, clipped round", function()
    local s = stage.load("bubble.lua")
    expect(s:render { frames = 4, width = 90 }):matches_golden_images("bubble.images")
  end)

  it("panel rises over its dimming, let go by a recorded flick", function()
    local s = stage.load("panel.lua")
    expect(s:render { gesture = "traces/panel.flick.json", at = { 0.1, 0.2, 0.3 }, width = 90 })
      :matches_golden_images("panel.flick.images", { tolerance = 1 })
  end)

  -- The dimming follows the sheet: none at medium, the map darkening as it rises to large.
  it("sheet: from medium to large, the map dimming, then dismissed", function()
    local s = stage.load("sheet.lua")
    expect(s:render { request = "detent:large", frames = 3, width = 90 }):matches_golden_images("sheet.large.images")
    expect(s:render { request = "dismiss", frames = 3, width = 90 }):matches_golden_images("sheet.dismiss.images")
  end)

  it("deck: the top card leaves to the right by a recorded flick, the next rising", function()
    local s = stage.load("deck.lua")
    expect(s:render { gesture = "traces/deck.flick.json", at = { 0.1, 0.2, 0.3 }, width = 90 })
      :matches_golden_images("deck.flick.images", { tolerance = 1 })
  end)

  it("zoom: the selected photo grows into the detail, its content with it, over a dimming", function()
    local s = stage.load("zoom.lua")
    expect(s:render { frames = 4, width = 90 }):matches_golden_images("zoom.present.images", { tolerance = 1 })
  end)

  it("zoom: the detail follows a finger down and to the right, and springs into its cell", function()
    local s = stage.load("zoom.lua")
    expect(s:render { gesture = "traces/zoom.drag.json", at = { 1.06, 1.2, 1.35, 1.55 }, width = 90 })
      :matches_golden_images("zoom.drag.images", { tolerance = 1 })
  end)
end)

describe("rendering frames", function()
  it("keeps the frames asked for, both ends included", function()
    local s = stage.load("cube.lua")
    local frames = s:render { frames = 3, width = 40 }
    expect(frames.frames):equals(3)
    expect(#frames.svg):equals(3)
    expect(frames.svg[1]):matches("^<svg ")
    expect(#s:render { at = { 0, 0.3 } }.svg):equals(2)
  end)

  it("refuses options it cannot honour, naming them", function()
    local s = stage.load("cube.lua")
    expect(function() s:render { frames = 0 } end):raises("'frames' must be a whole number of frames in 1…64")
    expect(function() s:render { frames = 2, at = { 0.1 } } end):raises("give 'frames' or 'at', not both")
    expect(function() s:render { width = 1e9 } end):raises("'width' must be a width in pixels")
    expect(function() s:render { colour = "red" } end):raises("unknown option 'colour'")
    expect(function() s:record { frames = 2 } end):raises("record: unknown option 'frames'")
  end)
end)
