-- Specs of the navigation push/pop with parallax (examples/navigation_push.lua).

local WIDTH = 375

describe("navigation push/pop", function()
  local s
  before_each(function() s = stage.load("navigation_push.lua") end)

  it("pushes the detail screen on top of the stack", function()
    expect(s:push()):is_true()
    expect(s:settle()):equals("completed")
    expect(s.stack):same { "list", "detail" }
    expect(s.top):equals("detail")
    expect(s:view("detailView").translationX):equals(0)
    expect(s:view("listView").superview):is_nil()
  end)

  it("moves the old screen a third of the way while the new one crosses the width", function()
    s:push { interactive = true }
    s:scrub(0.5)
    expect(s:view("detailView").translationX):near(WIDTH * 0.5, 1e-9)
    expect(s:view("listView").translationX):near(-0.3 * WIDTH * 0.5, 1e-9)
  end)

  it("pops back with the same motion reversed", function()
    s:push()
    s:settle()
    expect(s:pop()):is_true()
    s:step(15)
    local list, detail = s:view("listView"), s:view("detailView")
    expect(list.translationX):less_than(0)
    expect(detail.translationX):greater_than(0)
    expect(s:settle()):equals("completed")
    expect(s.stack):same { "list" }
    expect(list.translationX):equals(0)
  end)

  it("a back-swipe let go before 30 % keeps the detail screen", function()
    s:push()
    s:settle()
    s:pop { interactive = true }
    s:scrub(0.25)
    expect(s:release(0)):is_false()
    expect(s:settle()):equals("cancelled")
    expect(s.stack):same { "list", "detail" }
    expect(s:view("detailView").translationX):equals(0)
    expect(s:controller("detail").appearance):equals("appeared")
  end)

  it("a cancelled push leaves the stack and every view as they were", function()
    local before = s:snapshot()
    s:push { interactive = true }
    s:scrub(0.2)
    s:cancel()
    s:settle()
    expect(s:snapshot()):same(before)
    expect(s.stack):same { "list" }
    expect(s:controller("detail").parent):is_nil()
  end)

  it("sends the push's callbacks in UIKit's order", function()
    s:push()
    s:settle()
    expect(s:log()):same {
      "detail.willMoveToParent(navigation)",
      "list.viewWillDisappear",
      "detail.viewWillAppear",
      "list.viewDidDisappear",
      "detail.viewDidAppear",
      "detail.didMoveToParent(navigation)",
    }
  end)
end)
