-- A card deck (issue 32): the top card follows the finger in two dimensions and is dismissed
-- to either side — left or right, whatever the page order — while the next card rises from
-- behind it; let go too early, it springs back. The swipe container's pans lead both ways to
-- the next card (`swipes`), the deck wraps around (`wraps`), and the container's blur and
-- page indicator stay out of it (`blur = false`, `indicator = false`).
--
-- The card's x follows the finger through the progress (the pan's `distance` is the card's
-- travel); its y follows `ctx:touch()` in the `update` hook, and after the release it goes
-- home with the progress, or on with the finger's vertical velocity.
--
--   scripts/segue run examples/deck.lua --gesture examples/traces/deck.flick.json
--   scripts/segue preview examples/deck.lua

local width, height = 375, 667
-- How far a dismissed card travels sideways, and how much it turns on the way.
local travel = 1.3 * width
local tilt = 0.3

local function card(id, color)
  return { id = id, view = { id = id .. "Page", color = "#00000000", subviews = {
    { id = id .. "Card", x = 32, y = 120, width = width - 64, height = 420, color = color,
      cornerRadius = 18, shadowOpacity = 0.25, shadowRadius = 12, shadowOffsetY = 6 },
  } } }
end

-- Where each transition's card was when the finger let go: { y, progress, velocityY }.
local lifted = setmetatable({}, { __mode = "k" })

-- The side the top card leaves by: the pan's, or to the left for a timed "next".
local function side(ctx)
  if ctx.pan == "right" then return 1 end
  return -1
end

return segue.transition {
  name = "deck",

  scene = segue.scene {
    container = "swipe",
    size = { width = width, height = height },
    background = { id = "table", view = { id = "tableView", color = "#24323f" } },
    pages = { card("first", "#f4a261"), card("second", "#2a9d8f"), card("third", "#e9c46a") },
    -- A pan either way leads to the next card; after the last comes the first again.
    swipes = { left = "next", right = "next" },
    wraps = true,
    blur = false,
    indicator = false,
  },

  duration = 0.4,
  timing = "easeOut",
  -- Past 40 % of the way, or a flick faster than 300 pt/s, dismisses the card.
  release = { threshold = 0.4, velocity = 300 },
  -- Anywhere on the card; the card's x is exactly under the finger (distance = its travel).
  gesture = { distance = travel },
  -- After the release: a spring that starts at the finger's velocity, home or away.
  completion = { curve = segue.spring { dampingRatio = 0.8, response = 0.35 } },

  -- The next card goes behind the top one.
  addTo = function(ctx)
    ctx.container:insertBelow(ctx.to.view, ctx.from.view)
  end,

  -- It waits a little smaller and lower, as the next card of a pile.
  prepare = function(ctx)
    ctx.to.view.scaleX = 0.92
    ctx.to.view.scaleY = 0.92
    ctx.to.view.translationY = 28
  end,

  -- The top card leaves by the pan's side, turning; the next card rises into its place.
  animation = function(ctx)
    local s = side(ctx)
    ctx.from.view.translationX = s * travel
    ctx.from.view.rotation = s * tilt
    ctx.to.view.scaleX = 1
    ctx.to.view.scaleY = 1
    ctx.to.view.translationY = 0
  end,

  -- The finger's y, while it is down; once up, back home with the progress if the card
  -- springs back, or on with the finger's vertical velocity if it leaves.
  update = function(ctx, progress)
    local touch = ctx:touch()
    if touch == nil then return end
    if touch.down then
      ctx.from.view.translationY = touch.translationY
      return
    end
    local at = lifted[ctx]
    if at == nil or at.progress <= 0 then
      ctx.from.view.translationY = 0
    elseif ctx.isCancelled then
      ctx.from.view.translationY = at.y * math.min(progress / at.progress, 1.5)
    elseif at.progress < 1 then
      local on = (progress - at.progress) / (1 - at.progress)
      ctx.from.view.translationY = at.y + at.velocityY * 0.25 * on
    end
  end,

  -- Where the finger let go, for `update` to go on from.
  interactionEnded = function(ctx)
    local touch = ctx:touch()
    if touch == nil then return end
    lifted[ctx] = { y = touch.translationY, progress = ctx:percentComplete(), velocityY = touch.velocityY }
  end,

  -- Every card back at rest, whichever way it went: a dismissed card comes round again.
  finalize = function(ctx)
    for _, view in ipairs { ctx.from.view, ctx.to.view } do
      view.translationX = 0
      view.translationY = 0
      view.rotation = 0
      view.scaleX = 1
      view.scaleY = 1
    end
    lifted[ctx] = nil
  end,
}
