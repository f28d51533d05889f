-- Retarget: a card thrown by a spring can be caught in flight and sent somewhere else, and it
-- never jumps in speed. Presenting the tray, the card springs from the bottom-left corner up
-- to the right dock, growing and turning upright. A finger that lands on it catches it: the
-- speed it had fades out under the still finger over the spring's `blendDuration` (SwiftUI's
-- `.spring(duration:bounce:blendDuration:)`) instead of stopping dead. Let go, the card flies
-- to the dock the release picks — the side it is flung to, or the side it is on — given as a
-- new target in `interactionEnded` (`ctx:alongside`), and every property leaves the finger at
-- the speed it had: the spring that completes it starts at the finger's velocity, and a
-- property given a new target keeps its own (velocity-preserving retargeting).
--
--   scripts/segue run examples/retarget.lua
--   scripts/segue run examples/retarget.lua --gesture examples/traces/retarget.grab.json
--   scripts/segue preview examples/retarget.lua

local width, height = 375, 667
local card = { width = 120, height = 160 }
-- Where the card starts, and the two docks it can land on (the right one is where it flies).
local start = { x = 24, y = 480, rotation = -0.35, scale = 0.6 }
local docks = {
  right = { x = width - 24 - card.width, y = 72, rotation = 0, scale = 1 },
  left = { x = 24, y = 120, rotation = -0.08, scale = 0.85 },
}

local function place(view, pose)
  view.x, view.y, view.rotation, view.scale = pose.x, pose.y, pose.rotation, pose.scale
end

return segue.transition {
  name = "retarget",
  scene = segue.scene {
    container = "modal",
    size = { width = width, height = height },
    presentation = { style = "overFullScreen" },
    pages = {
      { id = "home", view = { id = "homeView", color = "#f2f2f7" } },
      { id = "tray", view = { id = "trayView", color = "#00000000", subviews = {
          { id = "card", x = docks.right.x, y = docks.right.y, width = card.width, height = card.height,
            cornerRadius = 16, color = "#ff9f0a", shadowOpacity = 0.25, shadowRadius = 10, shadowOffsetY = 6 },
      } } },
    },
  },
  -- A spring with its own duration (the transition lasts its settling time), whose velocity
  -- blends out over 0.2 s when a finger holds it.
  timing = segue.spring { duration = 0.6, bounce = 0.15, blendDuration = 0.2 },
  -- Let go, it lands unless it was dragged back into the first tenth.
  release = { threshold = 0.1, velocity = 300 },
  gesture = { directions = { "up", "down" } },
  -- The rest of the flight after a release: a spring that starts at the finger's velocity.
  completion = { curve = segue.spring { duration = 0.45, bounce = 0.2 } },

  addTo = function(ctx)
    if ctx.kind == "present" then ctx.container:add(ctx.to.view) end
  end,

  prepare = function(ctx)
    if ctx.kind == "present" then place(ctx.views.card, start) end
  end,

  animation = function(ctx)
    place(ctx.views.card, ctx.kind == "present" and docks.right or start)
  end,

  -- The finger let go: the card docks on the side it is flung to, or else on the side its
  -- centre is on — a new target mid-flight, keeping every property's velocity.
  interactionEnded = function(ctx)
    if ctx.isCancelled or ctx.kind ~= "present" then return end
    local view = ctx.views.card
    local touch = ctx:touch()
    local side
    if touch and math.abs(touch.velocityX) > 100 then
      side = touch.velocityX < 0 and "left" or "right"
    else
      side = view.x + card.width / 2 < width / 2 and "left" or "right"
    end
    ctx:alongside(function() place(view, docks[side]) end)
  end,
}
