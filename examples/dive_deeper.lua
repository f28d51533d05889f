-- Dive deeper (seed 004, the "morph" transition): tapping a card in the gallery presents its
-- detail screen by moving a phantom view — a copy of the card's image — from the card's frame
-- to the hero image's frame, while a fade view behind the detail screen fades in. The real
-- card and the detail screen stay hidden while the phantom flies; both show again at the end,
-- completed or cancelled. Spring with damping 1 and initial velocity 0.5. Dismissing flies the
-- phantom back. Interactive with the seed's 0.1 threshold (an upward pan; a tenth is enough).
--
--   scripts/segue run examples/dive_deeper.lua
--   scripts/segue run examples/dive_deeper.lua --scrub 0.15   -- past 0.1, let go: finishes

local width, height = 375, 667
local card = { x = 24, y = 220, width = 152, height = 152 }       -- the tapped card's image
local hero = { x = 0, y = 0, width = width, height = 300 }        -- the detail screen's image

local function place(view, frame)
  view.x, view.y, view.width, view.height = frame.x, frame.y, frame.width, frame.height
end

-- Where the card's image and the hero image are, in the container's coordinates (the
-- phantom flies in the container): `frameIn` converts through every superview.
local function cardFrame(ctx) return ctx.views.cardImage:frameIn(ctx.container) end
local function heroFrame(ctx) return ctx.views.heroImage:frameIn(ctx.container) end

return segue.transition {
  name = "dive deeper",
  scene = segue.scene {
    container = "modal",
    size = { width = width, height = height },
    presentation = { style = "overFullScreen" },
    pages = {
      { id = "gallery", view = { id = "galleryView", color = "#f2f2f7", subviews = {
          { id = "cardImage", x = card.x, y = card.y, width = card.width, height = card.height,
            color = "#5856d6", cornerRadius = 12 },
          { id = "otherCard", x = 199, y = 220, width = 152, height = 152, color = "#ff9500", cornerRadius = 12 },
      } } },
      { id = "detail", view = { id = "detailView", color = "#ffffff", subviews = {
          { id = "heroImage", x = hero.x, y = hero.y, width = hero.width, height = hero.height, color = "#5856d6" },
          { id = "detailText", x = 16, y = 320, width = width - 32, height = 200, color = "#e5e5ea" },
      } } },
    },
  },
  duration = 0.5,
  timing = segue.spring { dampingRatio = 1, initialVelocity = 0.5 },
  -- The seed's 0.1 threshold; a flick faster than 300 pt/s decides by its direction, and a
  -- clear move back down (over 50 pt/s) cancels even past 0.1.
  release = { threshold = 0.1, velocity = 300, opposing = 50 },
  -- The seed's upward pan over the whole height, stopping at 0.9 (the release finishes it).
  gesture = { directions = { "up" }, distance = height, maxProgress = 0.9 },

  addTo = function(ctx)
    local presenting = ctx.kind == "present"
    local presented = presenting and ctx.to.view or ctx.from.view
    -- The fade view: transparent when presenting, opaque when dismissing.
    local fade = ctx:makeView { id = "fadeView", width = width, height = height, color = "#ffffff",
      alpha = presenting and 0 or 1 }
    if presenting then
      ctx.container:add(ctx.to.view)
      ctx.container:insertBelow(fade, ctx.to.view)
    else
      ctx.container:add(fade)
    end
    -- The phantom: a copy of the card's image, flying above everything.
    local phantom = ctx:snapshot(ctx.views.cardImage)
    ctx.container:add(phantom)
    place(phantom, presenting and cardFrame(ctx) or heroFrame(ctx))
    ctx.views.cardImage.hidden = true
    presented.hidden = true
  end,

  animation = function(ctx)
    local presenting = ctx.kind == "present"
    ctx.views.fadeView.alpha = presenting and 1 or 0
    place(ctx.views["cardImage~snapshot"], presenting and heroFrame(ctx) or cardFrame(ctx))
  end,

  finalize = function(ctx, completed)
    local presented = ctx.kind == "present" and ctx.to.view or ctx.from.view
    presented.hidden = false
    ctx.views.cardImage.hidden = false
  end,
}
