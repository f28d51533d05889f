-- Specs of the vertical modal cover (examples/modal_cover.lua).

local HEIGHT = 667

describe("modal cover", function()
  local s
  before_each(function() s = stage.load("modal_cover.lua") end)

  it("slides the sheet up from the bottom edge", function()
    s:present { interactive = true }
    s:scrub(0.25)
    expect(s:view("sheetView").y):near(HEIGHT * 0.75, 1e-9)
    s:scrub(0.5)
    expect(s:view("sheetView").y):near(HEIGHT * 0.5, 1e-9)
  end)

  it("hands off to the app: the spec export replays the run exactly", function()
    local export = s:export("spec")
    expect(export.error.points):equals(0)
    expect(export.error.alpha):equals(0)
    expect(#export.unsupported):equals(0)
    expect(#export.not_carried):equals(0)
    expect(export.files[1]):equals("modal_cover.spec.json")
    expect(export.files[2]):equals("modal_cover.spec.html")
  end)

  it("keeps the Lottie it hands off as a golden, compared by the motion it plays", function()
    -- __goldens__/modal_cover.lottie.json, kept by the rule traces and images follow
    -- (--update-goldens=all|new|failed|none); other bytes that play the same motion within the
    -- tolerance still match.
    expect(s:export("lottie")):matches_golden("modal_cover.lottie", { tolerance = { points = 0.25 } })
  end)

  it("ends presented, full screen, with the home screen out of the window", function()
    expect(s:present()):is_true()
    expect(s:settle()):equals("completed")
    expect(s.top):equals("sheet")
    expect(s.page):equals(2)
    expect(s:view("sheetView").y):equals(0)
    expect(s:view("sheetView").height):equals(HEIGHT)
    expect(s:view("homeView").superview):is_nil()
    expect(s:controller("home").appearance):equals("disappeared")
  end)

  it("sends the presentation's calls in order", function()
    s:present()
    s:settle()
    expect(s:log()):same {
      "home.viewWillDisappear",
      "sheet.viewWillAppear",
      "sheet.presentationTransitionWillBegin",
      "home.viewDidDisappear",
      "sheet.viewDidAppear",
      "sheet.presentationTransitionDidEnd(true)",
    }
  end)

  it("a cancelled presentation never shows the sheet and restores every view", function()
    local before = s:snapshot()
    s:present { interactive = true }
    s:scrub(0.4)
    expect(s:release(0)):is_false()
    expect(s:settle()):equals("cancelled")
    expect(s:snapshot()):same(before)
    expect(s:log()).never:contains("sheet.viewDidAppear")
    expect(s:log()):contains("sheet.presentationTransitionDidEnd(false)")
    expect(s:controller("home").appearance):equals("appeared")
  end)

  it("dismisses down, bringing the home screen back beneath", function()
    s:present()
    s:settle()
    s:clearLog()
    s:dismiss { interactive = true }
    expect(s:view("homeView").superview):equals(s:view("modal"))
    s:scrub(0.5)
    expect(s:view("sheetView").y):near(HEIGHT * 0.5, 1e-9)
    s:finish()
    expect(s:settle()):equals("completed")
    expect(s.top):equals("home")
    expect(s:view("sheetView").superview):is_nil()
    expect(s:log()):same {
      "sheet.viewWillDisappear",
      "home.viewWillAppear",
      "sheet.dismissalTransitionWillBegin",
      "sheet.viewDidDisappear",
      "home.viewDidAppear",
      "sheet.dismissalTransitionDidEnd(true)",
    }
  end)

  it("a cancelled dismissal keeps the sheet up and sends the home screen away again", function()
    s:present()
    s:settle()
    local before = s:snapshot()
    s:dismiss { interactive = true }
    s:scrub(0.3)
    s:cancel()
    expect(s:settle()):equals("cancelled")
    expect(s:snapshot()):same(before)
    expect(s:controller("sheet").appearance):equals("appeared")
    expect(s:controller("home").appearance):equals("disappeared")
  end)
end)
