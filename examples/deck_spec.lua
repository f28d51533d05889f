-- Specs of the card deck (examples/deck.lua): a card dismissed either way, springing back when
-- let go early, the next card rising, the deck wrapping round, and the touch in 2-D that the
-- hooks read — recorded in traces and replayed to the same bits. Its golden traces (timed, let
-- go, and the recorded flick with the touch's columns) are in goldens_spec.lua, its golden
-- images in golden_images_spec.lua.
--
--   scripts/segue test examples/deck_spec.lua

describe("deck", function()
  local s

  before_each(function()
    s = stage.load("deck.lua")
  end)

  describe("dismissing a card", function()
    it("a recorded flick to the right sends the top card off to the right", function()
      local what, decision = s:replay("traces/deck.flick.json")
      expect(what):equals("released")
      expect(decision):equals("finish")
      s:step(3)
      local first = s:view("firstPage")
      expect(first.translationX):greater_than(0)
      expect(first.rotation):greater_than(0)
      expect(s:settle()):equals("completed")
      expect(s.top):equals("second")
    end)

    it("a flick to the left sends it off to the left, to the same next card", function()
      local what, decision = s:drag { from = { 250, 330 }, to = { 140, 310 }, seconds = 0.12 }
      expect(what):equals("released")
      expect(decision):equals("finish")
      s:step(3)
      expect(s:view("firstPage").translationX):less_than(0)
      expect(s:view("firstPage").rotation):less_than(0)
      expect(s:settle()):equals("completed")
      expect(s.top):equals("second")
    end)

    it("the next card rises from behind the top one", function()
      s:drag { from = { 150, 330 }, to = { 250, 330 }, seconds = 0.2, lift = false }
      local second, first = s:view("secondPage"), s:view("firstPage")
      local siblings = first.superview.subviews
      expect(siblings[#siblings]):equals(first)
      expect(second.scaleX):greater_than(0.92)
      expect(second.scaleX):less_than(1)
      expect(second.translationY):less_than(28)
      s:touch("ended")
      s:settle()
      expect(second.scaleX):equals(1)
      expect(second.translationY):equals(0)
    end)

    it("a timed pan:right request sends it to the right too (ctx.pan)", function()
      local run = s:record { request = "pan:right" }
      local middle = run.frames // 2
      expect(run:column("firstPage.translationX")[middle]):greater_than(0)
      expect(run:column("firstPage.rotation")[middle]):greater_than(0)
      expect(s.top):equals("second")
    end)

    it("a timed next sends the card to the left", function()
      s:begin()
      s:step(6)
      expect(s:view("firstPage").translationX):less_than(0)
      expect(s:settle()):equals("completed")
    end)
  end)

  describe("following the finger", function()
    it("keeps the card under the finger in x and y", function()
      s:touch("began", 150, 330)
      -- Past the slop: the pan is decided here, and the card follows from here on.
      expect(s:touch("changed", 170, 330)):equals("began")
      s:touch("changed", 230, 371)
      local first = s:view("firstPage")
      expect(first.translationX):near(60, 1e-9)
      expect(first.translationY):equals(41)
      s:touch("changed", 120, 290)
      expect(first.translationX):near(0, 1e-9)
      expect(first.translationY):equals(-40)
      s:touch("cancelled")
      s:settle()
    end)

    it("springs back when let go early, every value home", function()
      s:drag { from = { 150, 330 }, to = { 200, 360 }, seconds = 0.6, lift = false }
      s:advance(0.2)
      local what, decision = s:touch("ended")
      expect(what):equals("released")
      expect(decision):equals("cancel")
      s:step(2)
      local first = s:view("firstPage")
      -- On its way home with the progress, in both dimensions.
      expect(first.translationX):greater_than(0)
      expect(first.translationY):greater_than(0)
      expect(s:settle()):equals("cancelled")
      expect(s.top):equals("first")
      expect(first.translationX):equals(0)
      expect(first.translationY):equals(0)
      expect(first.rotation):equals(0)
      expect(s:view("secondPage").superview):is_nil()
    end)
  end)

  describe("the deck", function()
    it("wraps round: after the last card comes the first", function()
      for _, top in ipairs { "second", "third", "first" } do
        s:drag { from = { 150, 330 }, to = { 260, 330 }, seconds = 0.1 }
        expect(s:settle()):equals("completed")
        expect(s.top):equals(top)
      end
    end)

    it("leaves the container's blur and indicator out", function()
      s:begin()
      expect(s:settle()):equals("completed")
      expect(s.top):equals("second")
      expect(s:view("backgroundBlur").alpha):equals(0)
      expect(s:view("swipeIndicator").hidden):is_true()
      expect(s:view("swipeIndicator").translationX):equals(0)
    end)

    it("does not follow a vertical pan", function()
      s:touch("began", 150, 330)
      local what = s:touch("changed", 152, 360)
      expect(what):equals("failed")
      expect(s.running):is_false()
    end)
  end)

  describe("the touch in traces", function()
    local touchColumns = { "touch.x", "touch.y", "touch.down", "touch.translationY", "touch.velocityX",
      "touch.velocityY", "firstPage.translationX", "firstPage.translationY", "secondPage.scaleX" }

    it("a recording carries the touch's location, translation and velocity", function()
      local run = s:record { gesture = "traces/deck.flick.json", touch = true }
      -- Before the pan takes hold there is no touch; the last frame has the lift's.
      local last = run.frames
      expect(run:column("touch.x")[1]):is_nil()
      expect(run:column("touch.x")[last]):equals(250)
      expect(run:column("touch.y")[last]):equals(352)
      expect(run:column("touch.down")[last]):equals(0)
      expect(run:column("touch.velocityX")[last]):greater_than(300)
      -- While the finger is down the card's y is the touch's translation.
      local down, cardY, fingerY = run:column("touch.down"), run:column("firstPage.translationY"),
        run:column("touch.translationY")
      local held = 0
      for frame = 1, run.frames do
        if down[frame] == 1 then
          held = held + 1
          expect(cardY[frame]):equals(fingerY[frame])
        end
      end
      expect(held):greater_than(2)
    end)

    it("replays to the same bits, on a fresh stage and at another frame rate", function()
      local once = s:record { gesture = "traces/deck.flick.json", touch = true }
      local again = stage.load("deck.lua"):record { gesture = "traces/deck.flick.json", touch = true }
      expect(again.text):equals(once.text)
      -- At 120 fps every other frame falls on a 60 fps frame: the same values, bit for bit.
      local fast = stage.load("deck.lua", { fps = 120 }):record { gesture = "traces/deck.flick.json", touch = true }
      expect(once:column("touch.x")[once.frames]):equals(250)
      local frames = math.min(once.frames, (fast.frames + 1) // 2)
      for _, column in ipairs { "t", table.unpack(touchColumns) } do
        local slow, quick = once:column(column), fast:column(column)
        for frame = 1, frames do
          expect(quick[2 * frame - 1]):equals(slow[frame])
        end
      end
    end)
  end)
end)
