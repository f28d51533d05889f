-- Keyframe tracks: a card presented with SwiftUI's keyframes, one track per property, all four
-- kinds. The card drops in on a linear keyframe and a spring keyframe takes over at the speed
-- the linear one left it with (velocity handed across kinds), overshooting and settling on its
-- place; it rocks on three cubic keyframes (a Catmull-Rom spline through the angles); its badge
-- holds hidden, then a move keyframe makes it appear at once and a spring keyframe kicked with
-- its own start velocity pops it to full size.
--
--   scripts/segue run examples/keyframe_tracks.lua
--   scripts/segue preview examples/keyframe_tracks.lua

local width, height = 375, 667
local card = { x = 32, y = 150, width = 311, height = 360 }

-- SwiftUI's KeyframeTimeline: a track per property, each keyframe's duration in seconds.
local drop = segue.keyframes {
  y = {
    segue.linearKeyframe(card.y - 60, 0.2, "easeIn"),                        -- falls, faster and faster…
    segue.springKeyframe(card.y, { spring = segue.spring { preset = "bouncy", duration = 0.4 } }),   -- …caught
  },
  rotation = {
    segue.cubicKeyframe(-0.08, 0.2),
    segue.cubicKeyframe(0.05, 0.25),
    segue.cubicKeyframe(0, 0.3),
  },
}

local pop = { startVelocity = 6, spring = segue.spring { preset = "snappy", duration = 0.3 } }
local badge = segue.keyframes {
  alpha = { segue.linearKeyframe(0, 0.3), segue.moveKeyframe(1) },      -- hidden, then there at once
  scaleX = { segue.linearKeyframe(0.4, 0.3), segue.springKeyframe(1, pop) },
  scaleY = { segue.linearKeyframe(0.4, 0.3), segue.springKeyframe(1, pop) },
}

-- A ring pulse in phases (SwiftUI's PhaseAnimator): out and fading in, then gone, then back to
-- the first phase at once, ready for the next cycle.
local pulse = segue.phases {
  { alpha = 0, scaleX = 1, scaleY = 1, animation = false },
  { alpha = 0.7, scaleX = 1.35, scaleY = 1.35, animation = "easeOut", duration = 0.12 },
  { alpha = 0, scaleX = 1.8, scaleY = 1.8, animation = "easeIn", duration = 0.13 },
}

-- The transition lasts the longer timeline, on a linear clock: the keyframes' seconds are real seconds.
local duration = math.max(drop.duration, badge.duration)

return segue.transition {
  name = "keyframe tracks",
  scene = segue.scene {
    container = "modal",
    size = { width = width, height = height },
    presentation = { style = "overFullScreen", dimming = 0 },
    pages = {
      { id = "home", view = { id = "homeView", color = "#f2f2f7" } },
      { id = "cardPage", view = { id = "cardPageView", color = "#00000000", subviews = {
          { id = "card", x = card.x, y = card.y, width = card.width, height = card.height, cornerRadius = 22,
            color = "#0a84ff", shadowOpacity = 0.25, shadowRadius = 12, shadowOffsetY = 6, subviews = {
              { id = "ring", x = card.width - 72, y = 16, width = 56, height = 56, cornerRadius = 28,
                color = "#ffd60a", alpha = 0 },
              { id = "badge", x = card.width - 72, y = 16, width = 56, height = 56, cornerRadius = 28,
                color = "#ffd60a" },
          } },
      } } },
    },
  },
  duration = duration,
  timing = "linear",
  release = { threshold = 0.5, velocity = 500 },
  gesture = { directions = { "up", "down" }, distance = height },

  addTo = function(ctx)
    if ctx.kind == "present" then ctx.container:add(ctx.to.view) end
  end,

  prepare = function(ctx)
    if ctx.kind == "present" then
      local v = ctx.views
      v.card.y = -card.height
      v.badge.alpha, v.badge.scaleX, v.badge.scaleY = 0, 0.4, 0.4
    end
  end,

  animation = function(ctx)
    local v = ctx.views
    if ctx.kind == "present" then
      ctx:keyframes(v.card, drop, { duration = drop.duration / duration })
      ctx:keyframes(v.badge, badge, { duration = badge.duration / duration })
      -- Two cycles of the pulse from the moment the badge appears (0.3 s), each its 0.25 s.
      ctx:keyframes(v.ring, pulse,
        { start = 0.3 / duration, duration = 2 * pulse.duration / duration, repeatCount = 2 })
    else
      ctx:keyframe(0, 1, function() v.card.y = height end, "easeIn")
      ctx:keyframe(0, 0.6, function() v.badge.rotation = 0.35 end, "easeInOut",
        { repeatCount = 2, autoreverses = true })
    end
  end,

  finalize = function(ctx, completed)
    local v = ctx.views
    v.card.y, v.card.rotation = card.y, 0
    v.badge.alpha, v.badge.scaleX, v.badge.scaleY, v.badge.rotation = 1, 1, 1, 0
    v.ring.alpha, v.ring.scaleX, v.ring.scaleY = 0, 1, 1
  end,
}
