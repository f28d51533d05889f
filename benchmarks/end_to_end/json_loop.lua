-- The end-to-end benchmark's baseline: a plain Lua loop (Lua 5.4 or LuaJIT, no library)
-- that interpolates the same N views × 6 properties linearly over `frames` frames and writes
-- the same JSON lines `segue run --format jsonl` writes: every view with its 21 properties
-- and `hidden`, one object per frame.
--   lua5.4 json_loop.lua N FRAMES > /dev/null
-- Numbers are written as Lua prints them (%.14g), a little shorter than the engine's
-- shortest round-trip form, so the baseline writes slightly fewer bytes.
local count = tonumber(arg[1]) or 1000
local frames = tonumber(arg[2]) or 31
local names = { "x", "y", "width", "height", "alpha", "translationX", "translationY", "translationZ",
  "scaleX", "scaleY", "rotation", "rotationX", "rotationY", "perspective", "cornerRadius",
  "zPosition", "effectIntensity", "backgroundRed", "backgroundGreen", "backgroundBlue", "backgroundAlpha" }
local from, to = {}, {}
for i = 1, count do
  local f = { (i % 40) * 9, math.floor(i / 40) * 9, 8, 8, 1, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0.2, 0.4, 0.6, 1 }
  local t = {}
  for k = 1, #f do t[k] = f[k] end
  t[1], t[2], t[5], t[9], t[10], t[11] = f[1] + 10, f[2] + 5, 0.5, 1.2, 1.2, 0.3
  from[i], to[i] = f, t
end
local keys = {}
for k = 1, #names do keys[k] = '"' .. names[k] .. '":' end
local ids = {}
for i = 1, count do ids[i] = '"v' .. i .. '":{' end
local write, fmt = io.write, string.format
local function number(v)
  if v == math.floor(v) and v > -1e15 and v < 1e15 then return fmt("%d", v) end
  return fmt("%.14g", v)  -- as Lua prints numbers
end
for frame = 0, frames - 1 do
  local p = frame / (frames - 1)
  local parts = { '{"t":', number(frame / 60), ',"progress":', number(p), ',"views":{' }
  for i = 1, count do
    local f, t = from[i], to[i]
    parts[#parts + 1] = (i > 1 and "," or "") .. ids[i]
    for k = 1, 21 do
      parts[#parts + 1] = keys[k] .. number(f[k] + (t[k] - f[k]) * p) .. ","
    end
    parts[#parts + 1] = '"hidden":false}'
  end
  parts[#parts + 1] = "}}\n"
  write(table.concat(parts))
end
