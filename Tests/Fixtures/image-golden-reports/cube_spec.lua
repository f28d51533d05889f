-- Image goldens for the reporters' consumers (Tests/consumers/check_reporters.py): the check
-- copies this spec beside examples/cube.lua, records the goldens, changes the cube's turn and
-- reads the failing run's TAP and JUnit for the page of failing frames and the diff PNGs.
describe("cube", function()
  it("turns", function()
    local s = stage.load("cube.lua")
    expect(s:render { frames = 3, width = 40 }):matches_golden_images("cube")
  end)
end)
