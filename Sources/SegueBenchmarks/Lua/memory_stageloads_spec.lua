-- The "stageloads" memory workload: N `stage.load` calls in one test. One test per size the
-- benchmark uses; it selects the one for its N with the filter "^loads N times$".
for _, count in ipairs { 1000, 10000, 100000 } do
  it(("loads %d times"):format(count), function()
    for _ = 1, count do stage.load("t.lua") end
  end)
end
