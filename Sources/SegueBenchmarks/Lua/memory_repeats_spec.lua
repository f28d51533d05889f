-- The "repeats" memory workload: one transition loaded, begun and settled per run; the
-- benchmark repeats the spec N times (SpecOptions.repetitions).
it("runs", function()
  local s = stage.load("t.lua")
  s:begin()
  s:settle()
end)
