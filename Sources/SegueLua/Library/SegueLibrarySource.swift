/// The Lua half of the `segue` library: the constructors scripts call (`segue.transition`,
/// `segue.scene`, `segue.spring`, …). They validate their arguments where the script can
/// see the error — at the caller's line — and return tagged tables that the host reads.
///
/// The chunk receives the list of timing-curve names known to the engine and returns the
/// library table and a table of the metatables that tag its values.
enum SegueLibrarySource {
    static let chunkName = "=[segue]"
    static let chunk = HostChunk(source: text, name: chunkName)

    static let text = #"""
local timingNames, getinfo = ...
local knownTiming = {}
for _, name in ipairs(timingNames) do knownTiming[name] = true end

local segue = { version = "0.1.0" }
local TransitionMeta = { __metatable = "segue.transition" }
local SceneMeta = { __metatable = "segue.scene" }
local TimingMeta = { __metatable = "segue.timing" }

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

local function isTiming(value)
  return (type(value) == "string" and knownTiming[value]) or getmetatable(value) == "segue.timing"
end

-- The release modes of ReleasePolicy.Mode (docs/lua-api.md, "Release policies").
local releaseModes = {
  threshold = true, projected = true, autoComplete = true, autoCompleteToStart = true,
  autoCompleteToEnd = true, stop = true, decelerate = true, decelerateAndComplete = true,
  neverCompleteToStart = true, neverCompleteToEnd = true,
}

local function checkNumber(where, key, value, min, max)
  if value == nil then return end
  if type(value) ~= "number" then
    fail(("%s: '%s' must be a number, got %s"):format(where, key, type(value)), 2)
  end
  if (min and value < min) or (max and value > max) then
    fail(("%s: '%s' must be in %s…%s, got %s"):format(where, key, tostring(min or "-inf"),
      tostring(max or "inf"), tostring(value)), 2)
  end
end

local function checkFields(where, spec, allowed)
  if type(spec) ~= "table" then
    fail(("%s expects a table, got %s"):format(where, type(spec)), 2)
  end
  for key in pairs(spec) do
    if not allowed[key] then
      fail(("%s: unknown field '%s'"):format(where, tostring(key)), 2)
    end
  end
end

local function timing(kind, fields)
  fields.kind = kind
  return setmetatable(fields, TimingMeta)
end

--- A spring timing. Forms: { dampingRatio [, response] }, { mass, stiffness, damping },
--- { duration, bounce }; each with an optional initialVelocity.
function segue.spring(spec)
  checkFields("segue.spring", spec, { dampingRatio = true, response = true, mass = true,
    stiffness = true, damping = true, duration = true, bounce = true, initialVelocity = true })
  checkNumber("segue.spring", "dampingRatio", spec.dampingRatio, 0.0001)
  checkNumber("segue.spring", "response", spec.response, 0.0001)
  checkNumber("segue.spring", "mass", spec.mass, 0.0001)
  checkNumber("segue.spring", "stiffness", spec.stiffness, 0.0001)
  checkNumber("segue.spring", "damping", spec.damping, 0)
  checkNumber("segue.spring", "duration", spec.duration, 0.0001)
  checkNumber("segue.spring", "bounce", spec.bounce, -1, 1)
  checkNumber("segue.spring", "initialVelocity", spec.initialVelocity)
  local physical = spec.mass or spec.stiffness or spec.damping
  if physical and not (spec.stiffness and spec.damping) then
    fail("segue.spring: the physical form needs 'stiffness' and 'damping' (and optionally 'mass')")
  end
  if not physical and not spec.dampingRatio and not spec.duration and spec.bounce == nil then
    fail("segue.spring: give 'dampingRatio', 'duration'/'bounce', or 'stiffness'/'damping'")
  end
  local copy = {}
  for k, v in pairs(spec) do copy[k] = v end
  return timing("spring", copy)
end

--- A cubic-bezier timing through control points (x1, y1) and (x2, y2); x in 0…1.
function segue.bezier(x1, y1, x2, y2)
  for i, v in ipairs({ x1, y1, x2, y2 }) do
    if type(v) ~= "number" then fail(("segue.bezier: argument #%d must be a number"):format(i)) end
  end
  if select("#", x1, y1, x2, y2) ~= 4 or y2 == nil then fail("segue.bezier expects 4 numbers") end
  if x1 < 0 or x1 > 1 or x2 < 0 or x2 > 1 then fail("segue.bezier: x1 and x2 must be in 0…1") end
  return timing("bezier", { x1 = x1, y1 = y1, x2 = x2, y2 = y2 })
end

--- A stepped timing: `count` equal jumps; position is "jumpStart", "jumpEnd" (default),
--- "jumpNone" or "jumpBoth".
function segue.steps(count, position)
  if type(count) ~= "number" or count < 1 or count % 1 ~= 0 then
    fail("segue.steps: count must be a whole number ≥ 1")
  end
  position = position or "jumpEnd"
  local positions = { jumpStart = true, jumpEnd = true, jumpNone = true, jumpBoth = true }
  if not positions[position] then fail(("segue.steps: unknown position '%s'"):format(tostring(position))) end
  return timing("steps", { count = count, position = position })
end

--- A named curve ("linear", "easeInOut", "outBounce", …), checked now.
function segue.curve(name)
  if not knownTiming[name] then fail(("segue.curve: unknown timing '%s'"):format(tostring(name))) end
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
      fail(("%s: unknown timing '%s' in '%s' (see segue.curves())"):format(where, value, key), 2)
    end
    fail(("%s: '%s' must be a timing name or segue.spring/bezier/steps, got %s"):format(where, key, type(value)), 2)
  end
end

local viewFields = {
  id = true, x = true, y = true, width = true, height = true, alpha = true, color = true,
  hidden = true, clipsToBounds = true, subviews = true, cornerRadius = true, zPosition = true,
  translationX = true, translationY = true, translationZ = true, scaleX = true, scaleY = true,
  rotation = true, rotationX = true, rotationY = true, perspective = true,
  effectIntensity = true,
}

local function checkView(where, view, ids)
  checkFields(where, view, viewFields)
  if type(view.id) ~= "string" or view.id == "" then
    fail(("%s: every view needs a string 'id'"):format(where), 2)
  end
  if ids[view.id] then fail(("%s: duplicate view id '%s'"):format(where, view.id), 2) end
  ids[view.id] = true
  for key, value in pairs(view) do
    if key ~= "id" and key ~= "color" and key ~= "subviews" and key ~= "hidden" and key ~= "clipsToBounds"
      and type(value) ~= "number" then
      fail(("%s: view '%s': '%s' must be a number, got %s"):format(where, view.id, key, type(value)), 2)
    end
  end
  if view.color ~= nil and (type(view.color) ~= "string" or not view.color:match("^#?%x+$")
      or not ({ [3] = true, [6] = true, [8] = true })[#view.color:gsub("^#", "")]) then
    fail(("%s: view '%s': 'color' must be '#rgb', '#rrggbb' or '#rrggbbaa'"):format(where, view.id), 2)
  end
  if view.subviews ~= nil then
    if type(view.subviews) ~= "table" then
      fail(("%s: view '%s': 'subviews' must be a list"):format(where, view.id), 2)
    end
    for _, sub in ipairs(view.subviews) do checkView(where, sub, ids) end
  end
end

local function checkController(where, controller, ids, controllerIds)
  checkFields(where, controller, { id = true, view = true })
  if type(controller.id) ~= "string" or controller.id == "" then
    fail(("%s: every controller needs a string 'id'"):format(where), 2)
  end
  if controllerIds[controller.id] then
    fail(("%s: duplicate controller id '%s'"):format(where, controller.id), 2)
  end
  controllerIds[controller.id] = true
  if type(controller.view) ~= "table" then
    fail(("%s: controller '%s' needs a 'view' table"):format(where, controller.id), 2)
  end
  checkView(where, controller.view, ids)
end

local containers = { swipe = true, navigation = true, tabs = true, modal = true }
local presentationStyles = { fullScreen = true, overFullScreen = true, custom = true }

--- A scene: the container kind, its size, its controllers and their view trees.
function segue.scene(spec)
  local where = "segue.scene"
  checkFields(where, spec, { container = true, size = true, background = true, pages = true,
    initialPage = true, indicator = true, presentation = true })
  if not containers[spec.container] then
    fail(("%s: unknown container '%s' (known: swipe, navigation, tabs, modal)"):format(where, tostring(spec.container)))
  end
  if type(spec.size) ~= "table" or type(spec.size.width) ~= "number" or type(spec.size.height) ~= "number"
      or spec.size.width <= 0 or spec.size.height <= 0 then
    fail(where .. ": 'size' must be { width = w, height = h } with positive numbers")
  end
  local ids, controllerIds = {}, {}
  if spec.background ~= nil then checkController(where, spec.background, ids, controllerIds) end
  if type(spec.pages) ~= "table" or #spec.pages < 2 then
    fail(where .. ": a scene needs 'pages', a list of at least 2 controllers")
  end
  for _, page in ipairs(spec.pages) do checkController(where, page, ids, controllerIds) end
  checkNumber(where, "initialPage", spec.initialPage, 1, #spec.pages)
  if spec.indicator ~= nil then
    checkFields(where .. " indicator", spec.indicator, { width = true, height = true, edgeInset = true,
      bottomInset = true })
    for key, value in pairs(spec.indicator) do checkNumber(where .. " indicator", key, value, 0) end
  end
  if spec.presentation ~= nil then
    local p = spec.presentation
    checkFields(where .. " presentation", p, { style = true, height = true, dimming = true, dimmingColor = true })
    if p.style ~= nil and not presentationStyles[p.style] then
      fail(("%s presentation: unknown style '%s' (fullScreen, overFullScreen, custom)"):format(where, tostring(p.style)))
    end
    checkNumber(where .. " presentation", "height", p.height, 0, 1)
    checkNumber(where .. " presentation", "dimming", p.dimming, 0, 1)
    if p.dimmingColor ~= nil and (type(p.dimmingColor) ~= "string" or not p.dimmingColor:match("^#?%x+$")) then
      fail(where .. " presentation: 'dimmingColor' must be '#rgb', '#rrggbb' or '#rrggbbaa'")
    end
  end
  return setmetatable(spec, SceneMeta)
end

local hooks = { addTo = true, prepare = true, animation = true, finalize = true, onReload = true,
  interactionEnded = true }
local transitionFields = { name = true, scene = true, duration = true, timing = true, release = true,
  completion = true, gesture = true }

-- The gesture's edges and directions (docs/lua-api.md, "Gestures").
local gestureEdges = { left = true, right = true, top = true, bottom = true, auto = true }
local panDirections = { left = true, right = true, up = true, down = true }

local function checkGesture(where, gesture)
  checkFields(where, gesture, { edge = true, margin = true, axis = true, directions = true, slop = true,
    distance = true, maxProgress = true, velocityWindow = true })
  if gesture.edge ~= nil and not gestureEdges[gesture.edge] then
    fail(("%s: unknown edge '%s' (left, right, top, bottom, auto)"):format(where, tostring(gesture.edge)))
  end
  if gesture.axis ~= nil and gesture.axis ~= "horizontal" and gesture.axis ~= "vertical" then
    fail(("%s: 'axis' must be 'horizontal' or 'vertical', got '%s'"):format(where, tostring(gesture.axis)))
  end
  if gesture.directions ~= nil then
    if type(gesture.directions) ~= "table" or #gesture.directions == 0 then
      fail(where .. ": 'directions' must be a list such as { \"left\", \"down\" }")
    end
    for _, direction in ipairs(gesture.directions) do
      if not panDirections[direction] then
        fail(("%s: unknown direction '%s' (left, right, up, down)"):format(where, tostring(direction)))
      end
    end
  end
  checkNumber(where, "margin", gesture.margin, 0)
  checkNumber(where, "slop", gesture.slop, 0)
  checkNumber(where, "distance", gesture.distance, 1)
  checkNumber(where, "maxProgress", gesture.maxProgress, 0, 1)
  checkNumber(where, "velocityWindow", gesture.velocityWindow, 0.001, 1)
end

--- A transition: settings and the hooks addTo, prepare, animation, finalize (and onReload).
function segue.transition(spec)
  local where = "segue.transition"
  if type(spec) ~= "table" then fail(("%s expects a table, got %s"):format(where, type(spec))) end
  for key, value in pairs(spec) do
    if hooks[key] then
      if type(value) ~= "function" then
        fail(("%s: '%s' must be a function, got %s"):format(where, key, type(value)))
      end
    elseif not transitionFields[key] then
      fail(("%s: unknown field '%s'"):format(where, tostring(key)))
    end
  end
  if spec.name ~= nil and type(spec.name) ~= "string" then fail(where .. ": 'name' must be a string") end
  checkNumber(where, "duration", spec.duration, 0)
  checkTiming(where, "timing", spec.timing)
  if spec.scene ~= nil and getmetatable(spec.scene) ~= "segue.scene" then
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
      fail(("%s release: unknown mode '%s' (%s)"):format(where, tostring(mode), table.concat(names, ", ")))
    end
    checkNumber(where .. " release", "threshold", spec.release.threshold, 0, 1)
    checkNumber(where .. " release", "velocity", spec.release.velocity, 0)
    checkNumber(where .. " release", "opposing", spec.release.opposing, 0)
    checkNumber(where .. " release", "deceleration", spec.release.deceleration, 0, 0.999999)
  end
  if spec.gesture ~= nil then checkGesture(where .. " gesture", spec.gesture) end
  if spec.completion ~= nil then
    checkFields(where .. " completion", spec.completion, { speed = true, curve = true })
    checkNumber(where .. " completion", "speed", spec.completion.speed, 0.0001)
    checkTiming(where .. " completion", "curve", spec.completion.curve)
  end
  return setmetatable(spec, TransitionMeta)
end

return segue, { transition = TransitionMeta, scene = SceneMeta, timing = TimingMeta }
"""#
}
