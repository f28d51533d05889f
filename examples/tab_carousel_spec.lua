-- Tabs that wrap: the tabs container's `wraps` (and `swipes`, whose default this keeps) lead
-- pans from tab to tab whatever the index.

describe("tab carousel", function()
  local s
  before_each(function() s = stage.load("tab_carousel.lua") end)

  it("a pan to the left from the last tab wraps round to the first, coming in from the right", function()
    s:select(3)
    s:settle()
    s:touch("began", 300, 400)
    local what, decision = s:drag { to = { 120, 400 }, seconds = 0.1 }
    expect(what):equals("released")
    expect(decision):equals("finish")
    expect(s:view("todayView").translationX):greater_than(0)
    expect(s:settle()):equals("completed")
    expect(s.top):equals("today")
  end)

  it("a pan to the right from the first tab wraps back to the last, coming in from the left", function()
    s:touch("began", 80, 400)
    s:drag { to = { 260, 400 }, seconds = 0.1, lift = false }
    expect(s.running):is_true()
    expect(s:view("monthView").translationX):less_than(0)
    expect(s:view("todayView").translationX):greater_than(0)
    s:touch("ended")
    expect(s:settle()):equals("completed")
    expect(s.top):equals("month")
  end)

  it("records the wrap from the last tab to the first as a golden trace", function()
    s:select(3)
    s:settle()
    expect(s:record { request = "pan:left" }):matches_golden("tab_carousel.wrap")
  end)
end)
