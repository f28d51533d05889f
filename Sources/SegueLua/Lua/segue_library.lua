local getinfo, callThrough, version, suggest, settle, checkSheet, keyframeTracks = ...
-- The library keeps its own references, so a script replacing a global cannot change a check.
local type, pairs, ipairs, next, error, tostring, setmetatable =
  type, pairs, ipairs, next, error, tostring, setmetatable
local huge = math.huge

-- The names the engine declares (SegueSchema): timing names, view properties, containers,
-- release modes, spring presets, step positions, gesture edges and pan directions.
-- BEGIN GENERATED: timing names (scripts/generate-schema, from Sources/SegueSchema)
local timingNames = {
  "linear", "easeIn", "easeOut", "easeInOut", "ease", "inQuad", "outQuad", "inOutQuad", "outInQuad",
  "inCubic", "outCubic", "inOutCubic", "outInCubic", "inQuart", "outQuart", "inOutQuart",
  "outInQuart", "inQuint", "outQuint", "inOutQuint", "outInQuint", "inSine", "outSine", "inOutSine",
  "outInSine", "inExpo", "outExpo", "inOutExpo", "outInExpo", "inCirc", "outCirc", "inOutCirc",
  "outInCirc", "inBack", "outBack", "inOutBack", "outInBack", "inElastic", "outElastic",
  "inOutElastic", "outInElastic", "inBounce", "outBounce", "inOutBounce", "outInBounce",
}
-- END GENERATED: timing names
-- BEGIN GENERATED: view properties (scripts/generate-schema, from Sources/SegueSchema)
local propertyNames = {
  "x", "y", "width", "height", "alpha", "translationX", "translationY", "translationZ", "scaleX",
  "scaleY", "rotation", "rotationX", "rotationY", "perspective", "cornerRadius", "zPosition",
  "effectIntensity", "backgroundRed", "backgroundGreen", "backgroundBlue", "backgroundAlpha",
  "anchorX", "anchorY", "shadowOpacity", "shadowRadius", "shadowOffsetX", "shadowOffsetY",
  "shadowRed", "shadowGreen", "shadowBlue",
}
-- END GENERATED: view properties
-- BEGIN GENERATED: containers (scripts/generate-schema, from Sources/SegueSchema)
local containers = { swipe = true, navigation = true, tabs = true, modal = true }
local containerNames = "swipe, navigation, tabs, modal"
-- END GENERATED: containers
-- BEGIN GENERATED: release modes (scripts/generate-schema, from Sources/SegueSchema)
local releaseModes = {
  threshold = true, projected = true, autoComplete = true, autoCompleteToStart = true,
  autoCompleteToEnd = true, stop = true, decelerate = true, decelerateAndComplete = true,
  neverCompleteToStart = true, neverCompleteToEnd = true,
}
-- END GENERATED: release modes
-- BEGIN GENERATED: spring presets (scripts/generate-schema, from Sources/SegueSchema)
local springPresets = { smooth = 0, snappy = 0.15, bouncy = 0.3 }
local springPresetNames = "smooth, snappy, bouncy"
-- END GENERATED: spring presets
-- BEGIN GENERATED: step positions (scripts/generate-schema, from Sources/SegueSchema)
local stepPositions = { jumpStart = true, jumpEnd = true, jumpNone = true, jumpBoth = true }
-- END GENERATED: step positions
-- BEGIN GENERATED: edges (scripts/generate-schema, from Sources/SegueSchema)
local gestureEdges = { left = true, right = true, top = true, bottom = true, auto = true }
local gestureEdgeNames = "left, right, top, bottom, auto"
local panDirections = { left = true, right = true, up = true, down = true }
local panDirectionNames = "left, right, up, down"
-- END GENERATED: edges

local knownTiming = {}
for _, name in ipairs(timingNames) do knownTiming[name] = true end

local segue = { version = version }

-- Raises `message` at the script's line: the first caller outside this library.
local function fail(message)
  local level = 2
  while true do
    local info = getinfo(level, "S")
    if info == nil then error(message, 0) end
    if info.source ~= "=[segue]" and info.what ~= "C" then break end
    level = level + 1
  end
  error(message, level)
end

-- Handles: each maps to its private validated copy and its kind ("transition", "scene",
-- "timing", or "part" for a table inside one). Private copies are plain tables no script
-- can reach; a handle is an empty table whose metatable reads through to its copy.
local validated = setmetatable({}, { __mode = "k" })
local kindOf = setmetatable({}, { __mode = "k" })
local partHandles = setmetatable({}, { __mode = "k" })
local PartMeta

local function makeHandle(meta, kind, data)
  local handle = setmetatable({}, meta)
  validated[handle] = data
  kindOf[handle] = kind
  return handle
end

-- What a script sees of a private value: tables through a read-only handle.
local function handleFor(value)
  if type(value) ~= "table" or kindOf[value] ~= nil then return value end
  local handle = partHandles[value]
  if handle == nil then
    handle = makeHandle(PartMeta, "part", value)
    partHandles[value] = handle
  end
  return handle
end

local function readOnlyMeta(tag, label)
  return {
    __metatable = tag,
    __index = function(handle, key) return handleFor(validated[handle][key]) end,
    __newindex = function(_, key)
      fail(("%s is read-only once made (setting '%s'); build a new one instead"):format(label, tostring(key)))
    end,
    __len = function(handle) return #validated[handle] end,
    __pairs = function(handle)
      local data = validated[handle]
      return function(_, key)
        local nextKey, value = next(data, key)
        return nextKey, handleFor(value)
      end, handle, nil
    end,
  }
end
local TransitionMeta = readOnlyMeta("segue.transition", "segue.transition")
local SceneMeta = readOnlyMeta("segue.scene", "segue.scene")
local TimingMeta = readOnlyMeta("segue.timing", "a segue timing")
PartMeta = readOnlyMeta("segue.readonly", "a table inside a segue value")

-- The most tables a constructor copies, and how deep they may nest.
local maxTables, maxDepth = 100000, 100

-- A copy of `value` made without metamethods: nested tables are copied (a tree: shared or
-- cyclic tables are copied apart until `maxDepth`), scene, timing and keyframe handles kept (they
-- never change), other handles replaced by their private copies.
local function snapshot(where, value)
  local tables = 0
  local function copy(item, depth)
    if type(item) ~= "table" then return item end
    local kind = kindOf[item]
    if kind == "scene" or kind == "timing" or kind == "keyframe" then return item end
    if kind ~= nil then item = validated[item] end
    if depth > maxDepth then fail(("%s: tables nested more than %d deep"):format(where, maxDepth)) end
    tables = tables + 1
    if tables > maxTables then fail(("%s: more than %d tables"):format(where, maxTables)) end
    local result = {}
    for key, field in next, item do result[key] = copy(field, depth + 1) end
    return result
  end
  return copy(value, 0)
end

local function isTiming(value)
  return (type(value) == "string" and knownTiming[value]) or kindOf[value] == "timing"
end

-- The largest magnitude of a number with no range of its own (CheckedNumber.maximumMagnitude).
local maxMagnitude = 1e9

-- Checks an optional number: finite (or +inf where `infinite`), within min…max (default
-- ±maxMagnitude), whole where `whole`. NaN fails every comparison, so it is caught first.
local function checkNumber(where, key, value, min, max, options)
  if value == nil then return end
  if type(value) ~= "number" then
    fail(("%s: '%s' must be a number, got %s"):format(where, key, type(value)))
  end
  local infinite = options and options.infinite and value == huge
  if value ~= value or ((value == huge or value == -huge) and not infinite) then
    fail(("%s: '%s' must be a finite number, got %s"):format(where, key, value ~= value and "nan" or tostring(value)))
  end
  min, max = min or -maxMagnitude, max or maxMagnitude
  if not infinite and (value < min or value > max) then
    fail(("%s: '%s' must be in %s…%s, got %s"):format(where, key, tostring(min), tostring(max), tostring(value)))
  end
  if options and options.whole and value % 1 ~= 0 then
    fail(("%s: '%s' must be a whole number, got %s"):format(where, key, tostring(value)))
  end
end

-- Checks that `list` is a table whose keys are exactly 1…n (so `#list` is n).
local function checkList(where, key, list)
  if type(list) ~= "table" then fail(("%s: '%s' must be a list"):format(where, key)) end
  local count = 0
  for _ in next, list do count = count + 1 end
  for i = 1, count do
    if list[i] == nil then fail(("%s: '%s' must be a list (keys 1…n, no holes)"):format(where, key)) end
  end
  return count
end

local colorLengths = { [3] = true, [6] = true, [8] = true }
local function isColor(text)
  return type(text) == "string" and text:match("^#?%x+$") ~= nil
    and colorLengths[#text:gsub("^#", "")] == true
end

-- " — did you mean 'x'?" when one of the candidate sets (names as keys) holds a name close
-- enough to `name` to be a typo of it; "" otherwise.
local function didYouMean(name, ...)
  local found = suggest(name, ...)
  if found == nil then return "" end
  return (" — did you mean '%s'?"):format(found)
end

local function checkFields(where, spec, allowed)
  if type(spec) ~= "table" then
    fail(("%s expects a table, got %s"):format(where, type(spec)), 2)
  end
  for key in pairs(spec) do
    if not allowed[key] then
      fail(("%s: unknown field '%s'%s"):format(where, tostring(key), didYouMean(key, allowed)), 2)
    end
  end
end

local function timing(kind, fields)
  fields.kind = kind
  return makeHandle(TimingMeta, "timing", fields)
end

--- A spring timing. Forms: { dampingRatio [, response] }, { mass, stiffness, damping },
--- { duration, bounce }, { preset [, duration] [, extraBounce] } (SwiftUI's smooth, snappy,
--- bouncy); each with an optional initialVelocity and blendDuration (SwiftUI's: seconds over
--- which a velocity handed over at an interruption blends out when no spring carries it).
function segue.spring(spec)
  spec = snapshot("segue.spring", spec)
  checkFields("segue.spring", spec, { dampingRatio = true, response = true, mass = true,
    stiffness = true, damping = true, duration = true, bounce = true, initialVelocity = true,
    preset = true, extraBounce = true, blendDuration = true })
  checkNumber("segue.spring", "dampingRatio", spec.dampingRatio, 0.0001, 1000)
  checkNumber("segue.spring", "response", spec.response, 0.0001, 3600)
  checkNumber("segue.spring", "mass", spec.mass, 0.0001)
  checkNumber("segue.spring", "stiffness", spec.stiffness, 0.0001)
  checkNumber("segue.spring", "damping", spec.damping, 0)
  checkNumber("segue.spring", "duration", spec.duration, 0.0001, 3600)
  checkNumber("segue.spring", "bounce", spec.bounce, -1, 1)
  checkNumber("segue.spring", "initialVelocity", spec.initialVelocity)
  checkNumber("segue.spring", "extraBounce", spec.extraBounce, -2, 1)
  checkNumber("segue.spring", "blendDuration", spec.blendDuration, 0, 60)
  if spec.preset ~= nil then
    local base = springPresets[spec.preset]
    if base == nil then
      fail(("segue.spring: unknown preset '%s'%s (%s)"):format(tostring(spec.preset),
        didYouMean(spec.preset, springPresets), springPresetNames))
    end
    for _, key in ipairs({ "dampingRatio", "response", "mass", "stiffness", "damping", "bounce" }) do
      if spec[key] ~= nil then
        fail(("segue.spring: a preset takes 'duration' and 'extraBounce', not '%s'"):format(key))
      end
    end
    local bounce = base + (spec.extraBounce or 0)
    if bounce < -1 or bounce > 1 then
      fail(("segue.spring: 'extraBounce' must keep the bounce in -1…1 (%s's is %s), got %s"):format(
        spec.preset, tostring(base), tostring(spec.extraBounce)))
    end
    return timing("spring", spec)
  end
  if spec.extraBounce ~= nil then
    fail(("segue.spring: 'extraBounce' goes with a 'preset' (%s); use 'bounce' otherwise"):format(springPresetNames))
  end
  local physical = spec.mass or spec.stiffness or spec.damping
  if physical and not (spec.stiffness and spec.damping) then
    fail("segue.spring: the physical form needs 'stiffness' and 'damping' (and optionally 'mass')")
  end
  if not physical and not spec.dampingRatio and not spec.duration and spec.bounce == nil then
    fail("segue.spring: give 'dampingRatio', 'duration'/'bounce', 'stiffness'/'damping' or 'preset'")
  end
  return timing("spring", spec)
end

--- The seconds a spring takes to settle: SwiftUI's `settlingDuration` (target 1, initial
--- velocity 0, epsilon 0.001: after it the progress stays within 0.001 of 1), or with
--- options { initialVelocity, epsilon } its `settlingDuration(target:initialVelocity:epsilon:)`.
--- nil for a { dampingRatio } spring without response, which is stretched over the animator's
--- duration.
function segue.settlingDuration(spring, options)
  if kindOf[spring] ~= "timing" or validated[spring].kind ~= "spring" then
    fail(("segue.settlingDuration: argument #1 must be a segue.spring timing, got %s"):format(
      kindOf[spring] == "timing" and ("a " .. tostring(validated[spring].kind) .. " timing") or type(spring)))
  end
  local velocity, epsilon = 0, 0.001
  if options ~= nil then
    options = snapshot("segue.settlingDuration", options)
    checkFields("segue.settlingDuration", options, { initialVelocity = true, epsilon = true })
    checkNumber("segue.settlingDuration", "initialVelocity", options.initialVelocity)
    checkNumber("segue.settlingDuration", "epsilon", options.epsilon, 1e-12, 0.5)
    velocity = options.initialVelocity or velocity
    epsilon = options.epsilon or epsilon
  end
  return settle(spring, velocity, epsilon)
end

--- A cubic-bezier timing through control points (x1, y1) and (x2, y2); x in 0…1.
function segue.bezier(x1, y1, x2, y2)
  -- Every position, holes included (ipairs stopped at the first nil, and a nil x1 reached
  -- the comparisons below).
  local arguments = { x1, y1, x2, y2 }
  for i = 1, 4 do
    if type(arguments[i]) ~= "number" then
      fail(("segue.bezier: argument #%d must be a number, got %s"):format(i, type(arguments[i])))
    end
  end
  if not (x1 >= 0 and x1 <= 1 and x2 >= 0 and x2 <= 1) then fail("segue.bezier: x1 and x2 must be in 0…1") end
  checkNumber("segue.bezier", "y1", y1)
  checkNumber("segue.bezier", "y2", y2)
  return timing("bezier", { x1 = x1, y1 = y1, x2 = x2, y2 = y2 })
end

--- A stepped timing: `count` equal jumps; position is "jumpStart", "jumpEnd" (default),
--- "jumpNone" or "jumpBoth".
function segue.steps(count, position)
  if type(count) ~= "number" or not (count >= 1 and count <= 10000) or count % 1 ~= 0 then
    fail("segue.steps: count must be a whole number in 1…10000, got " .. tostring(count))
  end
  position = position or "jumpEnd"
  if not stepPositions[position] then
    fail(("segue.steps: unknown position '%s'%s"):format(tostring(position), didYouMean(position, stepPositions)))
  end
  return timing("steps", { count = count, position = position })
end

--- A named curve ("linear", "easeInOut", "outBounce", …), checked now.
function segue.curve(name)
  if not knownTiming[name] then
    fail(("segue.curve: unknown timing '%s'%s"):format(tostring(name), didYouMean(name, knownTiming)))
  end
  return name
end

--- The names of every built-in timing curve.
function segue.curves()
  local list = {}
  for i, name in ipairs(timingNames) do list[i] = name end
  return list
end

local function checkTiming(where, key, value)
  if value ~= nil and not isTiming(value) then
    if type(value) == "string" then
      local hint = didYouMean(value, knownTiming)
      fail(("%s: unknown timing '%s' in '%s'%s"):format(where, value, key,
        hint ~= "" and hint or " (see segue.curves())"), 2)
    end
    fail(("%s: '%s' must be a timing name or segue.spring/bezier/steps, got %s"):format(where, key, type(value)), 2)
  end
end

-- Keyframe tracks: SwiftUI's LinearKeyframe, CubicKeyframe, SpringKeyframe and MoveKeyframe,
-- and a timeline of tracks by view property (KeyframeTimeline). Values are at most 1e9 in
-- magnitude, durations in 0…3600 s, velocities (value units per second) at most 1e9.
local KeyframeMeta = readOnlyMeta("segue.keyframe", "a segue keyframe")
local animatable = {}
for _, name in ipairs(propertyNames) do animatable[name] = true end

local function checkTo(where, to)
  if type(to) ~= "number" then
    fail(("%s: argument #1 (the value) must be a number, got %s"):format(where, type(to)))
  end
  checkNumber(where, "to", to)
end

local function checkDuration(where, duration)
  if type(duration) ~= "number" then
    fail(("%s: argument #2 (the duration, seconds) must be a number, got %s"):format(where, type(duration)))
  end
  checkNumber(where, "duration", duration, 0, 3600)
end

--- SwiftUI's LinearKeyframe(to, duration:, timingCurve:): straight to `to` over `duration`
--- seconds, its progress following `timing` (linear by default).
function segue.linearKeyframe(to, duration, curve)
  local where = "segue.linearKeyframe"
  checkTo(where, to)
  checkDuration(where, duration)
  checkTiming(where, "timing", curve)
  return makeHandle(KeyframeMeta, "keyframe", { kind = "linear", to = to, duration = duration, timing = curve })
end

--- SwiftUI's CubicKeyframe(to, duration:, startVelocity:, endVelocity:): a cubic curve in time;
--- a velocity not given keeps the motion smooth.
function segue.cubicKeyframe(to, duration, options)
  local where = "segue.cubicKeyframe"
  checkTo(where, to)
  checkDuration(where, duration)
  local data = { kind = "cubic", to = to, duration = duration }
  if options ~= nil then
    options = snapshot(where, options)
    checkFields(where, options, { startVelocity = true, endVelocity = true })
    checkNumber(where, "startVelocity", options.startVelocity)
    checkNumber(where, "endVelocity", options.endVelocity)
    data.startVelocity, data.endVelocity = options.startVelocity, options.endVelocity
  end
  return makeHandle(KeyframeMeta, "keyframe", data)
end

--- SwiftUI's SpringKeyframe(to, duration:, spring:, startVelocity:): a spring (SwiftUI's
--- default Spring(duration: 0.5, bounce: 0) when not given) carries the value to `to`; the
--- keyframe lasts `duration`, or the spring's settling duration.
function segue.springKeyframe(to, options)
  local where = "segue.springKeyframe"
  checkTo(where, to)
  local data = { kind = "spring", to = to }
  if options ~= nil then
    options = snapshot(where, options)
    checkFields(where, options, { duration = true, spring = true, startVelocity = true })
    checkNumber(where, "duration", options.duration, 0, 3600)
    checkNumber(where, "startVelocity", options.startVelocity)
    local spring = options.spring
    if spring ~= nil then
      local copy = kindOf[spring] == "timing" and validated[spring] or nil
      if copy == nil or copy.kind ~= "spring" then
        fail(("%s: 'spring' must be a segue.spring timing, got %s"):format(where, type(spring)))
      end
      if copy.dampingRatio ~= nil and copy.response == nil then
        fail(where .. ": 'spring' needs a clock of its own (response, duration/bounce, stiffness/damping or a preset); "
          .. "a { dampingRatio } spring is only stretched over an animator's duration")
      end
    end
    data.duration, data.spring, data.startVelocity = options.duration, spring, options.startVelocity
  end
  return makeHandle(KeyframeMeta, "keyframe", data)
end

--- SwiftUI's MoveKeyframe(to): the value jumps to `to` and rests there.
function segue.moveKeyframe(to)
  checkTo("segue.moveKeyframe", to)
  return makeHandle(KeyframeMeta, "keyframe", { kind = "move", to = to })
end

-- A timeline's values (or velocities) at `time`, tracks starting from `initial` (a table of
-- start values by property; 0 for one not given). `what` is "value" or "velocity".
local function sampleTimeline(what)
  return function(timeline, time, initial)
    local where = "keyframes:" .. what
    if kindOf[timeline] ~= "keyframes" then
      fail(("%s: call it as a method, timeline:%s(time [, initial])"):format(where, what))
    end
    if type(time) ~= "number" or time ~= time then
      fail(("%s: 'time' must be a number of seconds, got %s"):format(where, time ~= time and "nan" or type(time)))
    end
    local start = {}
    if initial ~= nil then
      initial = snapshot(where, initial)
      if type(initial) ~= "table" then
        fail(("%s: 'initial' must be a table of start values by property"):format(where))
      end
      for _, track in ipairs(validated[timeline].tracks) do
        checkNumber(where .. " initial", track.property, initial[track.property])
        start[track.property] = initial[track.property]
      end
    end
    return keyframeTracks(validated[timeline], what, time, start)
  end
end
local timelineMethods = { value = sampleTimeline("value"), velocity = sampleTimeline("velocity") }
local KeyframesMeta = readOnlyMeta("segue.keyframes", "segue.keyframes")
KeyframesMeta.__index = function(handle, key)
  local method = timelineMethods[key]
  if method ~= nil then return method end
  return handleFor(validated[handle][key])
end

--- SwiftUI's KeyframeTimeline: a track of keyframes per view property, `{ x = { … }, … }`.
--- Its `duration` is the longest track's; `timeline:value(time [, initial])` and
--- `timeline:velocity(time [, initial])` sample it.
function segue.keyframes(spec)
  local where = "segue.keyframes"
  if type(spec) ~= "table" then fail(("%s expects a table of tracks by property, got %s"):format(where, type(spec))) end
  spec = snapshot(where, spec)
  local tracks = {}
  for property, list in pairs(spec) do
    if type(property) ~= "string" or not animatable[property] then
      fail(("%s: '%s' is not an animatable view property%s"):format(where, tostring(property),
        didYouMean(property, animatable)))
    end
    local count = checkList(where, property, list)
    if count == 0 then fail(("%s: the '%s' track has no keyframes"):format(where, property)) end
    if count > 10000 then fail(("%s: the '%s' track has more than 10000 keyframes"):format(where, property)) end
    for i = 1, count do
      local keyframe = list[i]
      if kindOf[keyframe] ~= "keyframe" then
        fail(("%s: '%s'[%d] must be a keyframe (segue.linearKeyframe, cubicKeyframe, springKeyframe or "
          .. "moveKeyframe), got %s"):format(where, property, i, type(keyframe)))
      end
    end
    tracks[#tracks + 1] = { property = property, keyframes = list }
  end
  if #tracks == 0 then fail(where .. ": give at least one track, { x = { … } }") end
  table.sort(tracks, function(a, b) return a.property < b.property end)
  local data = { tracks = tracks }
  data.duration = keyframeTracks(data, "duration")
  return makeHandle(KeyframesMeta, "keyframes", data)
end

-- SwiftUI's default animation (`Animation.default`, which PhaseAnimator's animation closure
-- returns unless told otherwise): since iOS 17 `Spring(response: 0.55, dampingRatio: 1)`.
local function defaultPhaseSpring()
  return segue.spring { response = 0.55, dampingRatio = 1 }
end

--- SwiftUI's PhaseAnimator as a keyframe timeline: `{ phase, phase, …, cycles = n }`, each phase a
--- table of property values with the `animation` into it (a timing, with `duration` seconds; a
--- spring with its own clock, over its settling duration or `duration`; `false`: a jump; by default
--- SwiftUI's default spring, response 0.55 s and damping ratio 1, as PhaseAnimator's) — the
--- first phase is where the view starts (a move keyframe at time 0), and each cycle runs through
--- the phases and back to the first, as PhaseAnimator does on a trigger (`cycles`: how many times).
function segue.phases(spec)
  local where = "segue.phases"
  if type(spec) ~= "table" then fail(("%s expects a list of phases, got %s"):format(where, type(spec))) end
  spec = snapshot(where, spec)
  local cycles = spec.cycles
  spec.cycles = nil
  checkNumber(where, "cycles", cycles, 1, 1000, { whole = true })
  cycles = cycles or 1
  local count = checkList(where, "phases", spec)
  if count < 2 then fail(where .. ": give at least two phases (the first is where the view starts)") end
  local properties, names = {}, {}
  local steps = {}
  for i = 1, count do
    local phase = spec[i]
    if type(phase) ~= "table" then
      fail(("%s: phase %d must be a table of values, got %s"):format(where, i, type(phase)))
    end
    local animation, duration = phase.animation, phase.duration
    checkNumber(where .. " phase " .. i, "duration", duration, 0, 3600)
    local step = { values = {} }
    if animation == false then
      step.kind = "move"
    elseif animation == nil then
      -- PhaseAnimator's animation closure defaults to `.default`: since iOS 17 a spring of
      -- response 0.55 s and damping fraction 1 (Tests/references/phases_default.py).
      step.kind, step.spring, step.duration = "spring", defaultPhaseSpring(), duration
    elseif kindOf[animation] == "timing" and validated[animation].kind == "spring"
        and not (validated[animation].dampingRatio ~= nil and validated[animation].response == nil) then
      step.kind, step.spring, step.duration = "spring", animation, duration
    else
      checkTiming(where .. " phase " .. i, "animation", animation)
      -- SwiftUI's `.easeInOut`, `.easeOut`, … last 0.35 s unless given a duration.
      step.kind, step.timing, step.duration = "linear", animation, duration or 0.35
    end
    for key, value in pairs(phase) do
      if key ~= "animation" and key ~= "duration" then
        if type(key) ~= "string" or not animatable[key] then
          fail(("%s: phase %d: '%s' is not an animatable view property%s"):format(where, i, tostring(key),
            didYouMean(key, animatable, { animation = true, duration = true })))
        end
        checkNumber(where .. " phase " .. i, key, value)
        if type(value) ~= "number" then fail(("%s: phase %d: '%s' must be a number"):format(where, i, key)) end
        if not properties[key] then
          properties[key] = true
          names[#names + 1] = key
        end
        step.values[key] = value
      end
    end
    steps[i] = step
  end
  local function keyframeOf(step, value)
    if step.kind == "move" then return segue.moveKeyframe(value) end
    if step.kind == "spring" then
      return segue.springKeyframe(value, { spring = step.spring, duration = step.duration })
    end
    return segue.linearKeyframe(value, step.duration, step.timing)
  end
  local tracks = {}
  for _, name in ipairs(names) do
    -- A property a phase leaves out keeps the value it had.
    local current = steps[1].values[name]
    if current == nil then
      fail(("%s: '%s' is not in the first phase; give it a value there (where the view starts)"):format(where, name))
    end
    local list = { segue.moveKeyframe(current) }
    for _ = 1, cycles do
      for i = 2, count + 1 do
        local step = steps[i <= count and i or 1]
        local value = step.values[name]
        if value == nil then value = current end
        list[#list + 1] = keyframeOf(step, value)
        current = value
      end
    end
    tracks[name] = list
  end
  return segue.keyframes(tracks)
end

local viewFields = {
  id = true, x = true, y = true, width = true, height = true, alpha = true, color = true,
  hidden = true, clipsToBounds = true, subviews = true, cornerRadius = true, zPosition = true,
  translationX = true, translationY = true, translationZ = true, scaleX = true, scaleY = true,
  rotation = true, rotationX = true, rotationY = true, perspective = true,
  effectIntensity = true, anchorX = true, anchorY = true, shadowColor = true, shadowOpacity = true,
  shadowRadius = true, shadowOffsetX = true, shadowOffsetY = true, match = true,
}

-- Ids are text without control characters (docs/safety.md, "Text formats cannot be
-- injected"): none can start a new line in a trace, a report or a page. C0 controls and DEL,
-- C1 controls (UTF-8 C2 80-9F) and the line and paragraph separators (E2 80 A8-A9) are
-- refused here, at the writing line; the scene reader refuses them again (ViewIdentifier).
local function checkId(where, what, id)
  -- One scan finds nothing in a plain id; only an id holding such a byte is looked at closely.
  if not id:find("[%c\194\226]") then return end
  local at = id:find("%c") or id:find("\194[\128-\159]") or id:find("\226\128[\168\169]")
  if not at then return end
  local first = id:byte(at)
  local code = first < 128 and first or first == 194 and id:byte(at + 1) or 0x2000 + id:byte(at + 2) - 128
  local shown = (id:gsub("%c", ""))
  fail(("%s: %s id '%s' holds the control character U+%04X; ids are text without control characters")
    :format(where, what, shown, code), 2)
end

local function checkView(where, view, ids, matches)
  -- A typo in a view's field names the view.
  local named = type(view) == "table" and type(view.id) == "string" and ("%s: view '%s'"):format(where, view.id)
  checkFields(named or where, view, viewFields)
  if type(view.id) ~= "string" or view.id == "" then
    fail(("%s: every view needs a string 'id'"):format(where), 2)
  end
  checkId(where, "view", view.id)
  if ids[view.id] then fail(("%s: duplicate view id '%s'"):format(where, view.id), 2) end
  ids[view.id] = true
  -- `named` is "WHERE: view 'ID'" now that the id is known to be a string: made once per
  -- view, not once per number checked.
  for key, value in pairs(view) do
    if key ~= "id" and key ~= "color" and key ~= "shadowColor" and key ~= "subviews" and key ~= "hidden"
      and key ~= "clipsToBounds" and key ~= "match" then
      checkNumber(named, key, value)
    end
  end
  if view.color ~= nil and not isColor(view.color) then
    fail(("%s: view '%s': 'color' must be '#rgb', '#rrggbb' or '#rrggbbaa'"):format(where, view.id), 2)
  end
  if view.shadowColor ~= nil and not isColor(view.shadowColor) then
    fail(("%s: view '%s': 'shadowColor' must be '#rgb' or '#rrggbb'"):format(where, view.id), 2)
  end
  if view.match ~= nil then
    if type(view.match) ~= "string" or view.match == "" then
      fail(("%s: view '%s': 'match' must be a non-empty string"):format(where, view.id), 2)
    end
    -- A page may hold each match id once: the flight needs one view to leave from or land on.
    if matches[view.match] then
      fail(("%s: view '%s': match id '%s' is already on view '%s' of the same page"):format(where, view.id,
        view.match, matches[view.match]), 2)
    end
    matches[view.match] = view.id
  end
  if view.subviews ~= nil then
    checkList(("%s: view '%s'"):format(where, view.id), "subviews", view.subviews)
    for _, sub in ipairs(view.subviews) do checkView(where, sub, ids, matches) end
  end
end

local function checkController(where, controller, ids, controllerIds)
  checkFields(where, controller, { id = true, view = true })
  if type(controller.id) ~= "string" or controller.id == "" then
    fail(("%s: every controller needs a string 'id'"):format(where), 2)
  end
  checkId(where, "controller", controller.id)
  if controllerIds[controller.id] then
    fail(("%s: duplicate controller id '%s'"):format(where, controller.id), 2)
  end
  controllerIds[controller.id] = true
  if type(controller.view) ~= "table" then
    fail(("%s: controller '%s' needs a 'view' table"):format(where, controller.id), 2)
  end
  checkView(where, controller.view, ids, {})
end

-- The view ids of each scene made (a zoom's source id is checked against them).
local sceneViewIds = setmetatable({}, { __mode = "k" })
local presentationStyles = { fullScreen = true, overFullScreen = true, custom = true, pageSheet = true }
local sheetFields = { detents = true, selectedDetentIdentifier = true, largestUndimmedDetentIdentifier = true,
  prefersGrabberVisible = true, preferredCornerRadius = true, isModalInPresentation = true, safeAreaTop = true }

--- A scene: the container kind, its size, its controllers and their view trees.
function segue.scene(spec)
  local where = "segue.scene"
  spec = snapshot(where, spec)
  checkFields(where, spec, { container = true, size = true, background = true, pages = true,
    initialPage = true, indicator = true, presentation = true, blur = true, wraps = true, swipes = true })
  if not containers[spec.container] then
    fail(("%s: unknown container '%s'%s (known: %s)"):format(where,
      tostring(spec.container), didYouMean(spec.container, containers), containerNames))
  end
  if type(spec.size) ~= "table" or type(spec.size.width) ~= "number" or type(spec.size.height) ~= "number"
      or not (spec.size.width >= 1 and spec.size.width <= 100000)
      or not (spec.size.height >= 1 and spec.size.height <= 100000) then
    fail(where .. ": 'size' must be { width = w, height = h } with numbers in 1…100000")
  end
  checkFields(where .. " size", spec.size, { width = true, height = true })
  local ids, controllerIds = {}, {}
  if spec.background ~= nil then checkController(where, spec.background, ids, controllerIds) end
  if type(spec.pages) ~= "table" or checkList(where, "pages", spec.pages) < 2 then
    fail(where .. ": a scene needs 'pages', a list of at least 2 controllers")
  end
  for _, page in ipairs(spec.pages) do checkController(where, page, ids, controllerIds) end
  checkNumber(where, "initialPage", spec.initialPage, 1, #spec.pages, { whole = true })
  if spec.blur ~= nil and spec.container ~= "swipe" then
    fail(("%s: 'blur' is an option of the swipe container, not of '%s'"):format(where, spec.container))
  end
  for _, key in ipairs { "wraps", "swipes" } do
    if spec[key] ~= nil and spec.container ~= "swipe" and spec.container ~= "tabs" then
      fail(("%s: '%s' is an option of the swipe and tabs containers, not of '%s'"):format(where, key, spec.container))
    end
  end
  for _, key in ipairs { "blur", "wraps" } do
    if spec[key] ~= nil and type(spec[key]) ~= "boolean" then
      fail(("%s: '%s' must be true or false, got %s"):format(where, key, type(spec[key])))
    end
  end
  if spec.swipes ~= nil then
    checkFields(where .. " swipes", spec.swipes, { left = true, right = true, up = true, down = true })
    local horizontal, vertical = false, false
    for direction, step in pairs(spec.swipes) do
      if step ~= "next" and step ~= "previous" then
        fail(("%s swipes: '%s' must be \"next\" or \"previous\", got %s"):format(where, direction,
          type(step) == "string" and ("'" .. step .. "'") or type(step)))
      end
      if direction == "left" or direction == "right" then horizontal = true else vertical = true end
    end
    if horizontal and vertical then
      fail(where .. " swipes: pans of one axis only — left and right, or up and down")
    end
  end
  if spec.indicator == false then
    if spec.container ~= "swipe" then
      fail(("%s: 'indicator' is an option of the swipe container, not of '%s'"):format(where, spec.container))
    end
  elseif spec.indicator ~= nil then
    checkFields(where .. " indicator", spec.indicator, { width = true, height = true, edgeInset = true,
      bottomInset = true })
    for key, value in pairs(spec.indicator) do checkNumber(where .. " indicator", key, value, 0, 100000) end
  end
  if spec.presentation ~= nil then
    local p = spec.presentation
    checkFields(where .. " presentation", p, { style = true, height = true, dimming = true, dimmingColor = true,
      sheet = true })
    if p.style ~= nil and not presentationStyles[p.style] then
      fail(("%s presentation: unknown style '%s'%s (fullScreen, overFullScreen, custom, pageSheet)")
        :format(where, tostring(p.style), didYouMean(p.style, presentationStyles)))
    end
    checkNumber(where .. " presentation", "height", p.height, 0, 1)
    checkNumber(where .. " presentation", "dimming", p.dimming, 0, 1)
    if p.dimmingColor ~= nil and not isColor(p.dimmingColor) then
      fail(where .. " presentation: 'dimmingColor' must be '#rgb', '#rrggbb' or '#rrggbbaa'")
    end
    if p.sheet ~= nil then
      if p.style ~= "pageSheet" then fail(where .. " presentation: 'sheet' goes with style = \"pageSheet\"") end
      checkFields(where .. " presentation.sheet", p.sheet, sheetFields)
      -- The detents and identifiers, checked by the reader the host builds the sheet with.
      local problem = checkSheet(p.sheet)
      if problem then fail(("%s presentation: %s"):format(where, problem)) end
    end
  end
  local handle = makeHandle(SceneMeta, "scene", spec)
  sceneViewIds[handle] = ids
  return handle
end

local hooks = { addTo = true, prepare = true, animation = true, finalize = true, onReload = true,
  interactionEnded = true, update = true, interactiveDismissShouldBegin = true,
  interactivePresentShouldBegin = true }
local transitionFields = { name = true, scene = true, duration = true, timing = true, release = true,
  completion = true, gesture = true, calculationMode = true, zoom = true }

-- A zoom (iOS 18's .zoom): its source and alignment rect are values or functions of ctx; a
-- source id must name a view of the transition's scene, when it declares one (`ids`).
local function checkZoom(where, zoom, ids)
  if type(zoom) ~= "table" then fail(("%s: 'zoom' must be a table, got %s"):format(where, type(zoom))) end
  where = where .. " zoom"
  checkFields(where, zoom, { source = true, alignmentRect = true, dimmingColor = true, dimmingAlpha = true,
    minimumScale = true })
  if zoom.source ~= nil and type(zoom.source) ~= "string" and type(zoom.source) ~= "function" then
    fail(("%s: 'source' must be a view id or a function of ctx, got %s"):format(where, type(zoom.source)))
  end
  if type(zoom.source) == "string" and ids ~= nil and not ids[zoom.source] then
    fail(("%s: 'source' names no view of the scene: '%s'%s"):format(where, zoom.source, didYouMean(zoom.source, ids)))
  end
  local rect = zoom.alignmentRect
  if rect ~= nil and type(rect) ~= "function" then
    if type(rect) ~= "table" then
      fail(("%s: 'alignmentRect' must be { x, y, width, height } or a function of ctx, got %s")
        :format(where, type(rect)))
    end
    checkFields(where .. " alignmentRect", rect, { x = true, y = true, width = true, height = true })
    for _, key in ipairs { "x", "y", "width", "height" } do
      if rect[key] == nil then fail(("%s alignmentRect: '%s' must be a number"):format(where, key)) end
      checkNumber(where .. " alignmentRect", key, rect[key], (key == "width" or key == "height") and 0 or nil)
    end
  end
  if zoom.dimmingColor ~= nil and not isColor(zoom.dimmingColor) then
    fail(where .. ": 'dimmingColor' must be '#rgb', '#rrggbb' or '#rrggbbaa'")
  end
  checkNumber(where, "dimmingAlpha", zoom.dimmingAlpha, 0, 1)
  checkNumber(where, "minimumScale", zoom.minimumScale, 0.01, 1)
end
local calculationModes = { linear = true, discrete = true, paced = true, cubic = true }

-- A transition stays read-only but for its hooks, which may be replaced by functions (a
-- spec's `spy.on(t, "finalize")`); the host takes the hooks as they are when it reads them.
TransitionMeta.__newindex = function(handle, key, value)
  if hooks[key] then
    if value ~= nil and type(value) ~= "function" then
      fail(("segue.transition: '%s' must be a function, got %s"):format(key, type(value)))
    end
    validated[handle][key] = value
    return
  end
  fail(("segue.transition is read-only once made, but for its hooks (setting '%s')"):format(tostring(key)))
end

-- The requests a tap may ask for, as the command line spells them (StageRequest's names).
local tapRequests = { next = true, push = true, pop = true, present = true, dismiss = true }

local function isRequestName(name)
  if tapRequests[name] then return true end
  local kind, argument = name:match("^(%a+)[: ](.+)$")
  if kind == "pan" then return panDirections[argument] == true end
  if kind == "detent" then return true end
  if kind == "page" or kind == "tab" then
    local number = tonumber(argument)
    return number ~= nil and math.type(number) == "integer" and number >= 1 and number <= 10000
      and argument:match("^%d+$") ~= nil
  end
  return false
end

-- A gesture's area: a view id (of the scene, when the transition declares it: `ids`) or a
-- rectangle { x, y, width, height } in the window's coordinates.
local function checkArea(where, name, area, ids)
  if type(area) == "string" then
    if ids ~= nil and not ids[area] then
      fail(("%s: '%s' names no view of the scene: '%s'%s"):format(where, name, area, didYouMean(area, ids)))
    end
    return
  end
  if type(area) ~= "table" then
    fail(("%s: '%s' must be a view id or { x, y, width, height }, got %s"):format(where, name, type(area)))
  end
  checkFields(where .. " " .. name, area, { x = true, y = true, width = true, height = true })
  for _, key in ipairs { "x", "y", "width", "height" } do
    if area[key] == nil then fail(("%s %s: '%s' must be a number"):format(where, name, key)) end
    checkNumber(where .. " " .. name, key, area[key], (key == "width" or key == "height") and 0 or nil)
  end
end

local function checkGesture(where, gesture, ids)
  checkFields(where, gesture, { edge = true, margin = true, axis = true, directions = true, slop = true,
    distance = true, maxProgress = true, velocityWindow = true, presentArea = true, tap = true })
  if gesture.presentArea ~= nil then checkArea(where, "presentArea", gesture.presentArea, ids) end
  if gesture.tap ~= nil then
    local tap = gesture.tap
    if type(tap) ~= "table" then
      fail(("%s: 'tap' must be a table { area, request }, got %s"):format(where, type(tap)))
    end
    checkFields(where .. " tap", tap, { area = true, request = true })
    if type(tap.request) ~= "string" then
      fail(("%s tap: 'request' must name a request (present, push, next, tab:2, …), got %s")
        :format(where, type(tap.request)))
    end
    if not isRequestName(tap.request) then
      fail(("%s tap: unknown request '%s'%s (next, push, pop, present, dismiss, page:N, tab:N, "
        .. "pan:DIRECTION, detent:ID)"):format(where, tap.request, didYouMean(tap.request, tapRequests)))
    end
    if tap.area ~= nil then checkArea(where .. " tap", "area", tap.area, ids) end
  end
  if gesture.edge ~= nil and not gestureEdges[gesture.edge] then
    fail(("%s: unknown edge '%s'%s (%s)"):format(where, tostring(gesture.edge),
      didYouMean(gesture.edge, gestureEdges), gestureEdgeNames))
  end
  if gesture.axis ~= nil and gesture.axis ~= "horizontal" and gesture.axis ~= "vertical" then
    fail(("%s: 'axis' must be 'horizontal' or 'vertical', got '%s'"):format(where, tostring(gesture.axis)))
  end
  if gesture.directions ~= nil then
    if type(gesture.directions) ~= "table" or checkList(where, "directions", gesture.directions) == 0 then
      fail(where .. ": 'directions' must be a list such as { \"left\", \"down\" }")
    end
    for _, direction in ipairs(gesture.directions) do
      if not panDirections[direction] then
        fail(("%s: unknown direction '%s'%s (%s)"):format(where, tostring(direction),
          didYouMean(direction, panDirections), panDirectionNames))
      end
    end
  end
  checkNumber(where, "margin", gesture.margin, 0)
  checkNumber(where, "slop", gesture.slop, 0)
  checkNumber(where, "distance", gesture.distance, 1)
  if gesture.edge ~= nil and type(gesture.edge) ~= "string" then fail(where .. ": 'edge' must be a string") end
  checkNumber(where, "maxProgress", gesture.maxProgress, 0, 1)
  checkNumber(where, "velocityWindow", gesture.velocityWindow, 0.001, 1)
end

--- A transition: settings and the hooks addTo, prepare, animation, finalize (and onReload).
function segue.transition(spec)
  local where = "segue.transition"
  if type(spec) ~= "table" then fail(("%s expects a table, got %s"):format(where, type(spec))) end
  spec = snapshot(where, spec)
  for key, value in pairs(spec) do
    if hooks[key] then
      if type(value) ~= "function" then
        fail(("%s: '%s' must be a function, got %s"):format(where, key, type(value)))
      end
    elseif not transitionFields[key] then
      fail(("%s: unknown field '%s'%s"):format(where, tostring(key), didYouMean(key, transitionFields, hooks)))
    end
  end
  if spec.name ~= nil and type(spec.name) ~= "string" then fail(where .. ": 'name' must be a string") end
  checkNumber(where, "duration", spec.duration, 0, 3600)
  checkTiming(where, "timing", spec.timing)
  if spec.calculationMode ~= nil and not calculationModes[spec.calculationMode] then
    fail(("%s: unknown calculationMode '%s'%s (linear, discrete, paced, cubic)"):format(where,
      tostring(spec.calculationMode), didYouMean(spec.calculationMode, calculationModes)))
  end
  if spec.scene ~= nil and kindOf[spec.scene] ~= "scene" then
    fail(where .. ": 'scene' must be made with segue.scene { … }")
  end
  if spec.release ~= nil then
    checkFields(where .. " release", spec.release,
      { mode = true, threshold = true, velocity = true, opposing = true, deceleration = true })
    local mode = spec.release.mode
    if mode ~= nil and not releaseModes[mode] then
      local names = {}
      for name in pairs(releaseModes) do names[#names + 1] = name end
      table.sort(names)
      fail(("%s release: unknown mode '%s'%s (%s)"):format(where, tostring(mode), didYouMean(mode, releaseModes),
        table.concat(names, ", ")))
    end
    checkNumber(where .. " release", "threshold", spec.release.threshold, 0, 1)
    checkNumber(where .. " release", "velocity", spec.release.velocity, 0, nil, { infinite = true })
    checkNumber(where .. " release", "opposing", spec.release.opposing, 0, nil, { infinite = true })
    checkNumber(where .. " release", "deceleration", spec.release.deceleration, 0, 0.999999)
  end
  if spec.gesture ~= nil then
    checkGesture(where .. " gesture", spec.gesture, spec.scene ~= nil and sceneViewIds[spec.scene] or nil)
  end
  if spec.zoom ~= nil then checkZoom(where, spec.zoom, spec.scene ~= nil and sceneViewIds[spec.scene] or nil) end
  if spec.completion ~= nil then
    checkFields(where .. " completion", spec.completion, { speed = true, curve = true })
    checkNumber(where .. " completion", "speed", spec.completion.speed, 0.0001, 10000)
    checkTiming(where .. " completion", "curve", spec.completion.curve)
  end
  return makeHandle(TransitionMeta, "transition", spec)
end

-- Every function is reached through a C frame: a script's `return segue.x(…)` is a tail
-- call, which would otherwise drop the script's frame and the line its errors must name.
for name, fn in pairs(segue) do
  if type(fn) == "function" then segue[name] = callThrough(fn) end
end

-- A new transition handle over a copy of `handle`'s validated fields (for the host only): hooks
-- set on the copy (a spec's `spy.on`) reach neither the script that made `handle` nor it.
local function copyTransition(handle)
  local copy = {}
  for key, value in next, validated[handle] do copy[key] = value end
  return makeHandle(TransitionMeta, "transition", copy)
end

return segue, { transition = TransitionMeta, scene = SceneMeta, timing = TimingMeta, copy = copyTransition },
  validated
